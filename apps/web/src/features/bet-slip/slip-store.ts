import type { Bet } from '@sportsbook/contract/entities/bet';
import { initialQuickBetState, type QuickBetState } from '@sportsbook/core/ticket/quick-bet-state';
import type { Selection } from '@sportsbook/core/ticket/selection';
import {
  initialTicketState,
  type SlipCurrency,
  type TicketState,
} from '@sportsbook/core/ticket/ticket-state';
import { reportError } from '@/lib/errors/report';
import { keptStorage } from '@/lib/privacy/consent-store';
import { STORED_KEYS } from '@/lib/privacy/stored-keys';
import { createStore, useStore } from '@/lib/store/store';

/*
 * The bet slip and the quick bet in the browser: what every page reads (pressed prices, the slip's count, the
 * modals the slip opens). The rules that change the slip (core's reducers, spec §3–§5) live in `slip-engine.ts`,
 * which is not on a page's first load: it loads right after hydration with the slip's sync, or on the first
 * pick if the bettor is quicker. Until it has loaded the slip reads as empty; the engine then adopts what the
 * session kept. The ticket is kept in session storage (spec §9), the quick bet in local storage (spec §3).
 */

/** Session storage key of the ticket (spec §3 "ticket state"; its bets travel inside it). */
export const TICKET_STORAGE_KEY = STORED_KEYS.ticketState.name;
/** Local storage key of the quick bet (spec §3 "quick bet"). */
export const QUICK_BET_STORAGE_KEY = STORED_KEYS.quickBet.name;

/** The slip's currency until the session or the operator's settings say otherwise. */
export const FALLBACK_CURRENCY: SlipCurrency = { code: 'EUR', subunits: 100 };

/** A message the slip shows in its alert region: a refused change, or the generic error (spec §2.5). */
export interface SlipAlert {
  readonly messageKey: string;
  /** Counts alerts, so the same message said twice is announced twice. */
  readonly id: number;
}

export interface SlipStoreState {
  readonly ticket: TicketState<Bet>;
  readonly quickBet: QuickBetState<Bet>;
  readonly alert: SlipAlert | null;
  /** The bet builder (custom-bet modal, spec §2.2) is open for this match; null when closed. */
  readonly betBuilderMatchId: number | null;
  /** The share-bet not-found modal is open with this message (spec §8); null when closed. */
  readonly shareNotFound: ShareNotFound | null;
}

/** Why a shared slip could not be restored (spec §8 share-bet.not-found-modal labels). */
export type ShareNotFound = 'link-not-found' | 'link-try-another-bet' | 'link-try-later';

const SERVER_STATE: SlipStoreState = {
  ticket: initialTicketState<Bet>(FALLBACK_CURRENCY),
  quickBet: initialQuickBetState<Bet>(FALLBACK_CURRENCY),
  alert: null,
  betBuilderMatchId: null,
  shareNotFound: null,
};

const slip = createStore<SlipStoreState>(SERVER_STATE);

function write(kind: 'session' | 'local', key: string, value: unknown): void {
  try {
    // Undefined when storage is disabled (privacy mode, sandboxed iframe); writes follow the consent rules.
    keptStorage(kind)?.setItem(key, JSON.stringify(value));
  } catch {
    // quota or disabled storage: the slip still works for this page
  }
}

/** Replaces the slip and keeps what changed (the engine's only way to change it). */
export function commitSlip(next: SlipStoreState): void {
  const previous = slip.get();
  if (next.ticket !== previous.ticket) write('session', TICKET_STORAGE_KEY, next.ticket);
  if (next.quickBet !== previous.quickBet) write('local', QUICK_BET_STORAGE_KEY, next.quickBet);
  slip.set(next);
}

/** Takes the ticket and quick bet the session kept, without writing them back (the engine, once). */
export function adoptKeptSlip(ticket: TicketState<Bet>, quickBet: QuickBetState<Bet>): void {
  slip.set((state) => ({ ...state, ticket, quickBet }));
}

export function getSlip(): SlipStoreState {
  return slip.get();
}

type SlipEngine = typeof import('./slip-engine');
let engine: Promise<SlipEngine> | null = null;
let loadedEngine: SlipEngine | null = null;

/** The slip's rules, loaded once (a failed load, e.g. offline, is tried again on the next ask). */
export function slipEngine(): Promise<SlipEngine> {
  engine ??= import('./slip-engine').then(
    (loaded) => {
      loadedEngine = loaded;
      return loaded;
    },
    (error: unknown) => {
      engine = null;
      throw error;
    },
  );
  return engine;
}

// Asked for as the page starts, beside hydration rather than in its way: a pick rarely has to wait for it.
if (typeof window !== 'undefined') {
  slipEngine().catch((error: unknown) => reportError(error, { where: 'loading the bet slip' }));
}

/**
 * Spec §4 "selecting an outcome". Synchronous once the engine is there and the slip's sync has installed its
 * effects (nearly always: both come right after hydration); a pick before that waits for them, in order.
 */
export function pickOutcome(selection: Selection): void {
  if (loadedEngine?.slipIsReady()) {
    loadedEngine.pickOutcome(selection);
    return;
  }
  slipEngine()
    .then(async (loaded) => {
      await loaded.slipReady();
      loaded.pickOutcome(selection);
    })
    .catch((error: unknown) => reportError(error, { where: 'loading the bet slip' }));
}

/** Opens the bet builder (custom-bet modal) on a match. */
export function openBetBuilder(matchId: number): void {
  const state = slip.get();
  if (state.betBuilderMatchId !== matchId) commitSlip({ ...state, betBuilderMatchId: matchId });
}

export function closeBetBuilder(): void {
  const state = slip.get();
  if (state.betBuilderMatchId !== null) commitSlip({ ...state, betBuilderMatchId: null });
}

/** Opens (or, with null, closes) the share-bet not-found modal. */
export function setShareNotFound(reason: ShareNotFound | null): void {
  const state = slip.get();
  if (state.shareNotFound !== reason) commitSlip({ ...state, shareNotFound: reason });
}

/** Dismisses the slip's alert. */
export function dismissSlipAlert(): void {
  const state = slip.get();
  if (state.alert) commitSlip({ ...state, alert: null });
}

/** The slip, re-rendering on every change; empty while rendering on the server and hydrating. */
export function useSlip(): SlipStoreState {
  return useStore(slip);
}

/** Whether an outcome (by outcome key) is in the slip or the quick bet: its button shows pressed. */
export function useIsSelected(key: string): boolean {
  return useStore(
    slip,
    ({ ticket, quickBet }) =>
      ticket.selectedOutcomeIds.includes(key) || quickBet.selectedOutcomeIds.includes(key),
  );
}

/** How many selections the slip holds. */
export function useSelectionCount(): number {
  return useStore(slip, ({ ticket }) => ticket.selectedOutcomeIds.length);
}
