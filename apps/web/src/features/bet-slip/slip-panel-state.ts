import { keptStorage } from '@/lib/privacy/consent-store';
import { STORED_KEYS } from '@/lib/privacy/stored-keys';
import { createStore, useStore } from '@/lib/store/store';

/** Tabs of the bet-slip panel (spec §2.1). */
export const SLIP_TABS = ['BET_SLIP', 'MY_BETS'] as const;
export type SlipTab = (typeof SLIP_TABS)[number];

/** Session storage key of spec §3 "betslip toggle state": open or closed and the tab, kept for the session. */
export const SLIP_TOGGLE_STORAGE_KEY = STORED_KEYS.betslipToggleState.name;

/**
 * The panel's open state drives the overlay slip of narrower layouts (below 960 px: bottom sheet, compact
 * bar), to which spec §2.1's rules apply: it opens when selections go from none to some, closes at none and on
 * route change (run by `slip-sync.tsx`). The slip docked in the right sidebar (960 px and wider) ignores it: it
 * is always shown, through navigation; only the tab applies there.
 */
export interface SlipPanelState {
  readonly open: boolean;
  readonly tab: SlipTab;
}

const CLOSED: SlipPanelState = { open: false, tab: 'BET_SLIP' };
const panel = createStore<SlipPanelState>(CLOSED);
let loaded = false;

function storage(): Storage | undefined {
  return keptStorage('session');
}

function load(): void {
  if (loaded || typeof window === 'undefined') return;
  loaded = true;
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(SLIP_TOGGLE_STORAGE_KEY) ?? 'null');
    if (typeof parsed === 'object' && parsed !== null) {
      const { open, tab } = parsed as Record<string, unknown>;
      panel.set({
        open: open === true,
        tab: (SLIP_TABS as readonly unknown[]).includes(tab) ? (tab as SlipTab) : 'BET_SLIP',
      });
    }
  } catch {
    // a corrupt entry: closed
  }
}

/** Opens the panel on a tab, or closes it; kept in session storage. */
export function setSlipPanel(next: SlipPanelState): void {
  load();
  const current = panel.get();
  if (next.open === current.open && next.tab === current.tab) return;
  try {
    storage()?.setItem(SLIP_TOGGLE_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // quota or disabled storage: the panel still follows for this page
  }
  panel.set(next);
}

export function openSlip(tab: SlipTab = 'BET_SLIP'): void {
  setSlipPanel({ open: true, tab });
}

export function closeSlip(): void {
  load();
  setSlipPanel({ ...panel.get(), open: false });
}

export function getSlipPanel(): SlipPanelState {
  load();
  return panel.get();
}

/** The panel state, re-rendering on change; closed while rendering on the server and hydrating. */
export function useSlipPanel(): SlipPanelState {
  load();
  return useStore(panel);
}
