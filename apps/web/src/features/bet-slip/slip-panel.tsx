'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { type ReactNode, useSyncExternalStore } from 'react';
import { useModalDialog } from '@/ui/dialog/use-modal-dialog';
import styles from './slip.module.css';
import { SLIP_PANEL_ID } from './slip-panel-id';
import { closeSlip, useSlipPanel } from './slip-panel-state';

// The panel's views load when it first opens: a page with a closed slip does not carry them.
const Content = dynamic(() => import('./slip-panel-content').then((m) => m.SlipPanelContent), {
  ssr: false,
});

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
