'use client';

import { useTranslations } from 'next-intl';
import { useSelectionCount } from '../selection/selection-store';
import { QueryLink } from './query-link';
import styles from './shell.module.css';

/** Main navigation "Bet slip" (spec §2.4) with the number of selections; opens the slip's BET_SLIP tab. */
export function BetSlipLink({ className }: { className?: string }) {
  const t = useTranslations('shell');
  const count = useSelectionCount();
  return (
    <QueryLink
      name="betslip"
      value="BET_SLIP"
      className={className}
      aria-label={`${t('nav.betSlip')}, ${t('nav.selections', { count })}`}
    >
      <span>{t('nav.betSlip')}</span>
      <span className={styles.count} aria-hidden="true">
        {count}
      </span>
    </QueryLink>
  );
}
