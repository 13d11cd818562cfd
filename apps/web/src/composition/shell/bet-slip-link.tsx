'use client';

import { useTranslations } from 'next-intl';
import { openSlip, SLIP_PANEL_ID, setSlipPanel, useSelectionCount, useSlipPanel } from '@/features/bet-slip';
import styles from './shell.module.css';

/** Main navigation "Bet slip" (spec §2.4) with the number of selections: opens or closes the slip's BET_SLIP tab. */
export function BetSlipButton({ className, withIcon = false }: { className?: string; withIcon?: boolean }) {
  const t = useTranslations('shell');
  const count = useSelectionCount();
  const { open, tab } = useSlipPanel();
  const showing = open && tab === 'BET_SLIP';
  return (
    <button
      type="button"
      className={className}
      aria-controls={SLIP_PANEL_ID}
      aria-expanded={showing}
      onClick={() => setSlipPanel({ open: !showing, tab: 'BET_SLIP' })}
    >
      {/* Named as it reads ("Bet slip 2"), then in words: the visible text starts the accessible name. */}
      <span>{t('nav.betSlip')}</span>{' '}
      <span className={withIcon ? styles.tabCount : styles.count}>{count}</span>
      <span className="visually-hidden">, {t('nav.selections', { count })}</span>
    </button>
  );
}

/** Main navigation "My bets" (spec §2.4): opens the slip's MY_BETS tab. */
export function MyBetsButton({ className, icon }: { className?: string; icon?: React.ReactNode }) {
  const t = useTranslations('shell');
  const { open, tab } = useSlipPanel();
  return (
    <button
      type="button"
      className={className}
      aria-controls={SLIP_PANEL_ID}
      aria-expanded={open && tab === 'MY_BETS'}
      onClick={() => openSlip('MY_BETS')}
    >
      {icon}
      <span>{t('nav.myBets')}</span>
    </button>
  );
}
