'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import styles from './slip.module.css';
import { SLIP_PANEL_ID } from './slip-panel-id';
import { closeSlip, openSlip, useSlipPanel } from './slip-panel-state';
import { useSelectionCount } from './slip-store';

// The panel's views load when they are first shown: a phone's page with a closed slip does not carry them.
const Content = dynamic(() => import('./slip-panel-content').then((m) => m.SlipPanelContent), {
  ssr: false,
});

/** From md (960 px, spec §9) the slip docks in the right sidebar; below it is an overlay at the bottom. */
const DOCKED = '(min-width: 960px)';

function subscribeMedia(listener: () => void): () => void {
  const query = window.matchMedia(DOCKED);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/** Whether the slip is docked; null while the server renders and the page hydrates (the width is unknown). */
function useDocked(): boolean | null {
  return useSyncExternalStore(
    subscribeMedia,
    () => window.matchMedia(DOCKED).matches,
    () => null,
  );
}

/**
 * Phones and tablets: while the sheet is open, a further pick folds it into the compact bar, so the bettor
 * goes on picking with the page in view (the sheet opens full for the first pick only: spec §2.1's "opens
 * when selections go from none to some", kept in `slip-sync.tsx`).
 */
function useFoldOnFurtherPicks(active: boolean, open: boolean, count: number): void {
  const previous = useRef(count);
  useEffect(() => {
    const before = previous.current;
    previous.current = count;
    if (active && open && before > 0 && count > before) closeSlip();
  }, [active, open, count]);
}

/** The compact bar of a closed overlay slip that holds selections: "Bet slip, n selections", opens the sheet. */
function CompactBar({ count }: { count: number }) {
  const t = useTranslations('slip.ui');
  return (
    <div className={styles.compactBar}>
      <button type="button" className={styles.compactButton} aria-expanded={false} onClick={() => openSlip()}>
        <span className={styles.compactTitle}>{t('title')}</span>
        <span className={styles.compactCount}>{t('selections', { count })}</span>
        <span aria-hidden="true" className={styles.compactCaret}>
          ▴
        </span>
      </button>
    </div>
  );
}

/**
 * The bet-slip panel (spec §2.1): tabs BET_SLIP and MY_BETS, a landmark named "Bet slip".
 *
 * - From 960 px it is docked in the right sidebar and always there, through every navigation: each pick
 *   shows in it as it is added. The panel's open/closed state (spec §2.1, §3 "betslip toggle state") does not
 *   hide it; the tab does apply.
 * - Below 960 px it is an overlay: a bottom sheet above the tab bar, as tall as its content (a single's stake,
 *   odds, potential win and place button without scrolling), which the open/close rules of spec §2.1 open
 *   and close; closed with selections in it, a compact "n selections" bar stands in for it. Non-modal: the
 *   page above stays usable, Escape closes it.
 *
 * The docked box is rendered by the server (hidden below 960 px by CSS), with the height of an empty slip, so
 * neither the first paint nor the panel's views arriving move the sidebar below it.
 */
export function SlipPanel() {
  const t = useTranslations('slip.ui');
  const { open, tab } = useSlipPanel();
  const count = useSelectionCount();
  const docked = useDocked();
  const overlay = docked === false;
  useFoldOnFurtherPicks(overlay, open, count);
  return (
    <>
      <aside
        id={overlay ? undefined : SLIP_PANEL_ID}
        aria-label={t('title')}
        className={`${styles.panel} ${styles.docked}`}
        data-docked
      >
        {docked ? <Content tab={tab} /> : null}
      </aside>
      {overlay && open ? (
        <aside
          id={SLIP_PANEL_ID}
          aria-label={t('title')}
          className={`${styles.panel} ${styles.sheet}`}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.stopPropagation();
            closeSlip();
          }}
        >
          <Content tab={tab} />
        </aside>
      ) : null}
      {overlay && !open && count > 0 ? <CompactBar count={count} /> : null}
    </>
  );
}
