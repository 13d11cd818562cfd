'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { openSlip, SLIP_PANEL_ID, setSlipPanel, useSelectionCount, useSlipPanel } from '@/features/bet-slip';
import { Icon } from '@/ui/icons/icon';
import styles from './shell.module.css';

/** Whether the slip is docked (the right column from 960 px, spec §9): the buttons then show it, not toggle it. */
function slipDocked(): boolean {
  return window.matchMedia('(min-width: 960px)').matches;
}

/** Brings the docked slip into view on the tab, with focus on it. */
function showDocked(tab: 'BET_SLIP' | 'MY_BETS'): void {
  openSlip(tab);
  const panel = document.getElementById(SLIP_PANEL_ID);
  panel?.scrollIntoView({ block: 'nearest' });
  panel?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
}

/**
 * Main navigation "Bet slip" (spec §2.4) with the number of selections: opens or closes the overlay slip's
 * BET_SLIP tab; with the slip docked, shows it. In the tab bar (`withIcon`) the count is a badge at the
 * icon's corner, above the label row, so it never covers the label.
 */
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
      onClick={() => {
        if (slipDocked()) showDocked('BET_SLIP');
        else setSlipPanel({ open: !showing, tab: 'BET_SLIP' });
      }}
    >
      {withIcon ? (
        <span className={styles.tabIcon}>
          <Icon id="bet-slip" />
        </span>
      ) : null}
      {/* Named by what it shows, then in words ("Bet slip 2, 2 selections"; no badge at 0): the visible text
          starts the accessible name. In the tab bar the count is drawn as a badge at the icon's corner. */}
      <span className={withIcon ? styles.tabLabel : undefined}>{t('nav.betSlip')}</span>
      {count === 0 ? null : (
        <>
          {' '}
          <span className={withIcon ? styles.tabCount : styles.count}>{count}</span>
        </>
      )}
      <span className="visually-hidden">, {t('nav.selections', { count })}</span>
    </button>
  );
}

/** Main navigation "My bets" (spec §2.4): opens the slip's MY_BETS tab (shows it, when docked). */
export function MyBetsButton({ className, icon }: { className?: string; icon?: ReactNode }) {
  const t = useTranslations('shell');
  const { open, tab } = useSlipPanel();
  return (
    <button
      type="button"
      className={className}
      aria-controls={SLIP_PANEL_ID}
      aria-expanded={open && tab === 'MY_BETS'}
      onClick={() => (slipDocked() ? showDocked('MY_BETS') : openSlip('MY_BETS'))}
    >
      {icon}
      <span className={icon ? styles.tabLabel : undefined}>{t('nav.myBets')}</span>
    </button>
  );
}
