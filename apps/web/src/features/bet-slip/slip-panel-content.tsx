'use client';

import { useTranslations } from 'next-intl';
import { MyBetsView } from '@/features/my-bets';
import { QuickBetView } from './quick-bet-view';
import styles from './slip.module.css';
import { SLIP_PANEL_ID } from './slip-panel-id';
import { closeSlip, openSlip, SLIP_TABS, type SlipTab } from './slip-panel-state';
import { useSlip } from './slip-store';
import { TicketView } from './ticket-view';

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

/** The panel's head, tabs and the open tab's view. */
export function SlipPanelContent({ tab }: { tab: SlipTab }) {
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
