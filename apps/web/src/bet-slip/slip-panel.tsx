'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useSyncExternalStore } from 'react';
import { useModalDialog } from '../modals/use-modal-dialog';
import { MyBetsView } from './my-bets-view';
import { QuickBetView } from './quick-bet-view';
import styles from './slip.module.css';
import { closeSlip, openSlip, SLIP_TABS, type SlipTab, useSlipPanel } from './slip-panel-state';
import { useSlip } from './slip-store';
import { TicketView } from './ticket-view';

/** The panel's element id (the navigation's buttons control it). */
export const SLIP_PANEL_ID = 'bet-slip';

/** From md (960 px, spec §9) the slip docks in the right sidebar; below it opens as a sheet. */
const DOCKED = '(min-width: 960px)';

function subscribeMedia(listener: () => void): () => void {
  const query = window.matchMedia(DOCKED);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

function useDocked(): boolean {
  return useSyncExternalStore(
    subscribeMedia,
    () => window.matchMedia(DOCKED).matches,
    () => true,
  );
}

function Tabs({ tab }: { tab: SlipTab }) {
  const t = useTranslations('slip.ui');
  return (
    <div className={styles.tabs} role="tablist" aria-label={t('tabs.label')}>
      {SLIP_TABS.map((name) => (
        <button
          key={name}
          type="button"
          role="tab"
          id={`${SLIP_PANEL_ID}-tab-${name}`}
          aria-selected={tab === name}
          aria-controls={`${SLIP_PANEL_ID}-panel`}
          tabIndex={tab === name ? 0 : -1}
          className={styles.tab}
          onClick={() => openSlip(name)}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
            const next = SLIP_TABS[(SLIP_TABS.indexOf(name) + 1) % SLIP_TABS.length] as SlipTab;
            openSlip(next);
            document.getElementById(`${SLIP_PANEL_ID}-tab-${next}`)?.focus();
          }}
        >
          {t(`tabs.${name}`)}
        </button>
      ))}
    </div>
  );
}

function Content({ tab }: { tab: SlipTab }) {
  const t = useTranslations('slip.ui');
  const { ticket } = useSlip();
  return (
    <>
      <div className={styles.head}>
        <h2 className={styles.title}>
          {t('title')}
          {ticket.selectedOutcomeIds.length > 0 ? (
            <span className={styles.count}>
              {' '}
              ({t('selections', { count: ticket.selectedOutcomeIds.length })})
            </span>
          ) : null}
        </h2>
        <button type="button" className={styles.close} aria-label={t('close')} onClick={closeSlip}>
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      <Tabs tab={tab} />
      <div
        id={`${SLIP_PANEL_ID}-panel`}
        role="tabpanel"
        aria-labelledby={`${SLIP_PANEL_ID}-tab-${tab}`}
        className={styles.panelBody}
      >
        {tab === 'BET_SLIP' ? (
          <>
            <QuickBetView />
            <TicketView />
          </>
        ) : (
          <MyBetsView />
        )}
      </div>
    </>
  );
}

/** On narrow screens: a modal sheet from the bottom (spec §2.2 sheet, 0.95 of the height at most). */
function Sheet({ children, label }: { children: ReactNode; label: string }) {
  const ref = useModalDialog();
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click mirrors Escape, which <dialog> handles
    <dialog
      ref={ref}
      id={SLIP_PANEL_ID}
      className={styles.sheet}
      aria-label={label}
      onCancel={(event) => {
        event.preventDefault();
        closeSlip();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) closeSlip();
      }}
    >
      <section aria-label={label} className={styles.panel}>
        {children}
      </section>
    </dialog>
  );
}

/**
 * The bet-slip panel (spec §2.1): tabs BET_SLIP and MY_BETS, open or closed for the browser session. A
 * landmark named "Bet slip": docked in the right sidebar on desktop, a sheet on phones and tablets.
 */
export function SlipPanel() {
  const t = useTranslations('slip.ui');
  const { open, tab } = useSlipPanel();
  const docked = useDocked();
  if (!open) return null;
  if (!docked) {
    return (
      <Sheet label={t('title')}>
        <Content tab={tab} />
      </Sheet>
    );
  }
  return (
    <aside id={SLIP_PANEL_ID} aria-label={t('title')} className={styles.panel} data-docked>
      <Content tab={tab} />
    </aside>
  );
}
