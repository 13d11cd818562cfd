'use client';

import type { Bet } from '@sportsbook/contract/entities/bet';
import { useLocale, useTranslations } from 'next-intl';
import { useOddsText } from '@/lib/odds/odds-text';
import { formatMoney } from '@/lib/player/money';
import styles from './slip.module.css';

/** A bet the server took: its reference, selections, stake at odds and potential win. */
export function PlacedBetCard({ bet, typeLabel }: { bet: Bet; typeLabel?: string | undefined }) {
  const t = useTranslations('slip.ui');
  const locale = useLocale();
  const oddsText = useOddsText();
  return (
    <li className={styles.placed}>
      <p className={styles.placedRef}>
        {t('placedRef', { ref: bet.ref })}
        {typeLabel ? ` · ${typeLabel}` : null}
      </p>
      <ul className={styles.placedSelections}>
        {bet.selections.map((selection) => (
          <li key={selection.id}>
            <span dir="auto">{selection.outcome.name}</span> · <span dir="auto">{selection.market.name}</span>
            <span className={styles.match} dir="auto">
              {selection.match.name}
            </span>
          </li>
        ))}
      </ul>
      <p>
        {t('placedStake', {
          stake: formatMoney(bet.stake, bet.currency, bet.subunits, locale),
          odds: oddsText(bet.odds),
        })}
      </p>
      <p className={styles.placedWin}>
        {t('placedWin', { amount: formatMoney(bet.potential_win, bet.currency, bet.subunits, locale) })}
      </p>
    </li>
  );
}
