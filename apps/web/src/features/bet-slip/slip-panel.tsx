'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
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

/**
 * Where focus goes when the overlay changes under it: into the sheet the compact bar opened, back to the bar
 * when the sheet closed with focus inside it (the element that had it is gone either way).
 */
const focusNext = { sheet: false, bar: false };

/**
 * The overlay's bottom sheet: non-modal (the page above stays usable); Escape closes it wherever focus is,
 * unless a modal dialog is open over it.
 */
function Sheet({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const sheet = ref.current;
    if (focusNext.sheet) {
      focusNext.sheet = false;
      sheet?.focus();
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || document.querySelector('dialog:modal')) return;
      closeSlip();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  // However it closes (its ×, Escape, a placed bet's "Close") with focus inside, focus goes to the compact bar
  // that stands in for it: a layout effect's cleanup still sees the sheet in the document.
  const holdsSelections = useSelectionCount() > 0;
  const barWillShow = useRef(holdsSelections);
  barWillShow.current = holdsSelections;
  useLayoutEffect(() => {
    const sheet = ref.current;
    return () => {
      if (barWillShow.current && sheet?.contains(document.activeElement)) focusNext.bar = true;
    };
  }, []);
  return (
    <aside
      ref={ref}
      id={SLIP_PANEL_ID}
      aria-label={label}
      tabIndex={-1}
      className={`${styles.panel} ${styles.sheet}`}
    >
      {children}
    </aside>
  );
}

/** The compact bar of a closed overlay slip that holds selections: "Bet slip, n selections", opens the sheet. */
function CompactBar({ count }: { count: number }) {
  const t = useTranslations('slip.ui');
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focusNext.bar) return;
    focusNext.bar = false;
    button.current?.focus();
  }, []);
  return (
    <div className={styles.compactBar}>
      <button
        ref={button}
        type="button"
        className={styles.compactButton}
        aria-expanded={false}
        onClick={() => {
          focusNext.sheet = true;
          openSlip();
        }}
      >
        <span className={styles.compactTitle}>{t('title')}</span>{' '}
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
        <Sheet label={t('title')}>
          <Content tab={tab} />
        </Sheet>
      ) : null}
      {overlay && !open && count > 0 ? <CompactBar count={count} /> : null}
    </>
  );
}
