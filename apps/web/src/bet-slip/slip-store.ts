import type { Bet } from '@sportsbook/contract/entities/bet';
import { toBetLimits } from '@sportsbook/contract/entities/bet-limits-of';
import type { Settings } from '@sportsbook/contract/entities/settings';
import type { BetLimits } from '@sportsbook/core/ticket/bet-limits';
import { betLimitViolations } from '@sportsbook/core/ticket/bet-summary';
import { chooseOutcome } from '@sportsbook/core/ticket/choose-outcome';
import {
  initialQuickBetState,
  type QuickBetEffect,
  type QuickBetEvent,
  type QuickBetState,
  quickBetWarning,
  reduceQuickBet,
} from '@sportsbook/core/ticket/reduce-quick-bet';
import { reduceTicket } from '@sportsbook/core/ticket/reduce-ticket';
import type { Selection } from '@sportsbook/core/ticket/selection';
import type { TicketEffect, TicketEvent } from '@sportsbook/core/ticket/ticket-events';
import { quickBetStateFromJson, ticketStateFromJson } from '@sportsbook/core/ticket/ticket-from-json';
import {
  DEFAULT_TICKET_SETTINGS,
  initialTicketState,
  type SlipCurrency,
  type TicketSettings,
  type TicketState,
} from '@sportsbook/core/ticket/ticket-state';
import { useSyncExternalStore } from 'react';
import { reportError } from '../errors/report';
import { keptStorage } from '../privacy/consent-store';
import { STORED_KEYS } from '../privacy/stored-keys';

/*
 * The bet slip and the quick bet in the browser: one store over core's two reducers (spec §3–§5; the rules
 * are core's, see packages/core/src/ticket/CONTEXT.md). The ticket is kept in session storage (spec §9:
 * "session storage keeps bets and ticket state"), the quick bet in local storage (spec §3 stored locally).
 * Effects the reducers ask for (sign in, place, alerts) are run by handlers the page installs.
 */

/** Session storage key of the ticket (spec §3 "ticket state"; its bets travel inside it). */
export const TICKET_STORAGE_KEY = STORED_KEYS.ticketState.name;
/** Local storage key of the quick bet (spec §3 "quick bet"). */
export const QUICK_BET_STORAGE_KEY = STORED_KEYS.quickBet.name;

const FALLBACK_CURRENCY: SlipCurrency = { code: 'EUR', subunits: 100 };

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

/** What the page does when a reducer asks for it (installed by the slip provider). */
export interface SlipEffectHandlers {
  promptSignIn(): void;
  placeTicket(state: TicketState<Bet>): void;
  placeQuickBet(state: QuickBetState<Bet>): void;
}

let state: SlipStoreState = {
  ticket: initialTicketState<Bet>(FALLBACK_CURRENCY),
  quickBet: initialQuickBetState<Bet>(FALLBACK_CURRENCY),
  alert: null,
  betBuilderMatchId: null,
  shareNotFound: null,
};
let settings: TicketSettings = DEFAULT_TICKET_SETTINGS;

/** What a one-tap quick bet needs to know about the bettor (kept current by the slip's sync). */
export interface PlacementContext {
  readonly loggedIn: boolean;
  readonly pvePlayer: boolean;
  readonly limits: BetLimits | null;
  /** The slip currency is fiat (picks the limits table). */
  readonly fiat: boolean;
}

let placementContext: PlacementContext = { loggedIn: false, pvePlayer: false, limits: null, fiat: true };

/** Uses a new placement context from now on (sign-in, settings, currency). */
export function setPlacementContext(next: PlacementContext): void {
  placementContext = next;
}
let handlers: SlipEffectHandlers | null = null;
let loaded = false;
let alertCount = 0;
const listeners = new Set<() => void>();

function storage(kind: 'session' | 'local'): Storage | undefined {
  // Undefined when storage is disabled (privacy mode, sandboxed iframe); writes follow the consent rules.
  return keptStorage(kind);
}

function readJson(kind: 'session' | 'local', key: string): unknown {
  try {
    return JSON.parse(storage(kind)?.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

function load(): void {
  if (loaded || typeof window === 'undefined') return;
  loaded = true;
  state = {
    ticket: ticketStateFromJson(
      readJson('session', TICKET_STORAGE_KEY),
      FALLBACK_CURRENCY,
    ) as TicketState<Bet>,
    quickBet: quickBetStateFromJson(
      readJson('local', QUICK_BET_STORAGE_KEY),
      FALLBACK_CURRENCY,
    ) as QuickBetState<Bet>,
    alert: null,
    betBuilderMatchId: null,
    shareNotFound: null,
  };
}

function write(kind: 'session' | 'local', key: string, value: unknown): void {
  try {
    storage(kind)?.setItem(key, JSON.stringify(value));
  } catch {
    // quota or disabled storage: the slip still works for this page
  }
}

function commit(next: SlipStoreState): void {
  const previous = state;
  state = next;
  if (next.ticket !== previous.ticket) write('session', TICKET_STORAGE_KEY, next.ticket);
  if (next.quickBet !== previous.quickBet) write('local', QUICK_BET_STORAGE_KEY, next.quickBet);
  for (const listener of listeners) listener();
}

function say(messageKey: string): void {
  alertCount += 1;
  commit({ ...state, alert: { messageKey, id: alertCount } });
}

function runTicketEffects(effects: readonly TicketEffect[]): void {
  for (const effect of effects) {
    switch (effect.type) {
      case 'promptSignIn':
        handlers?.promptSignIn();
        break;
      case 'placeBets':
        if (handlers) handlers.placeTicket(state.ticket);
        else reportError(new Error('a placement was asked for before the slip was ready'));
        break;
      case 'showErrorAlert':
        say('generic');
        break;
      case 'refused':
        say(effect.refusal.messageKey);
        break;
    }
  }
}

function runQuickBetEffects(effects: readonly QuickBetEffect[]): void {
  for (const effect of effects) {
    switch (effect.type) {
      case 'promptSignIn':
        handlers?.promptSignIn();
        break;
      case 'placeBets':
        if (handlers) handlers.placeQuickBet(state.quickBet);
        break;
      case 'showErrorAlert':
        say('generic');
        break;
      case 'sentToSlip': {
        dispatchTicket({ type: 'selectionAdded', selection: effect.selection });
        const bet = state.ticket.bets.find((b) => b.selections.some((s) => s.id === effect.selection.id));
        if (bet) dispatchTicket({ type: 'stakeChanged', betId: bet.betId, stake: effect.stake });
        break;
      }
    }
  }
}

/** Applies a ticket event (core `reduceTicket` with the current settings) and runs what it asks for. */
export function dispatchTicket(event: TicketEvent<Bet>): void {
  load();
  const transition = reduceTicket(state.ticket, event, settings);
  if (transition.state !== state.ticket) commit({ ...state, ticket: transition.state as TicketState<Bet> });
  runTicketEffects(transition.effects);
}

/** Applies a quick bet event (core `reduceQuickBet`) and runs what it asks for. */
export function dispatchQuickBet(event: QuickBetEvent<Bet>): void {
  load();
  const transition = reduceQuickBet(state.quickBet, event, { oddsAcceptMode: settings.oddsAcceptMode });
  if (transition.state !== state.quickBet) commit({ ...state, quickBet: transition.state });
  runQuickBetEffects(transition.effects);
}

/** Spec §4 "selecting an outcome": core's decision, then the events it names. */
export function pickOutcome(selection: Selection): 'ignored' | 'customBetModal' | 'quickBet' | 'slip' {
  load();
  const choice = chooseOutcome({ selection, ticket: state.ticket, quickBet: state.quickBet });
  switch (choice.kind) {
    // The choice's events carry no placed bets, so they fit the stores' bet type.
    case 'quickBet': {
      dispatchQuickBet(choice.quickBetEvent as QuickBetEvent<Bet>);
      // One tap: the chosen price is placed at once (the reducer places only an approved stake).
      const { quickBet } = state;
      const bet = quickBet.bet;
      if (bet && quickBet.selectedOutcomeIds.includes(selection.id)) {
        const { loggedIn, pvePlayer, limits, fiat } = placementContext;
        const violations = betLimitViolations({ ...bet, stake: quickBet.stake }, limits, fiat);
        dispatchQuickBet({
          type: 'quickBetPlacementRequested',
          loggedIn,
          pvePlayer,
          warning: quickBetWarning(quickBet, violations),
        });
      }
      break;
    }
    case 'slip':
      if (choice.quickBetEvent) dispatchQuickBet(choice.quickBetEvent as QuickBetEvent<Bet>);
      dispatchTicket(choice.ticketEvent as TicketEvent<Bet>);
      break;
    case 'customBetModal':
      // Spec §4: with a custom bet first in the slip, picking opens the custom-bet modal on its match.
      openBetBuilder(state.ticket.bets[0]?.selections[0]?.matchId ?? selection.matchId);
      break;
    default:
      break;
  }
  return choice.kind;
}

/** Opens the bet builder (custom-bet modal) on a match. */
export function openBetBuilder(matchId: number): void {
  load();
  commit({ ...state, betBuilderMatchId: matchId });
}

/** Opens (or, with null, closes) the share-bet not-found modal. */
export function setShareNotFound(reason: ShareNotFound | null): void {
  load();
  if (state.shareNotFound !== reason) commit({ ...state, shareNotFound: reason });
}

export function closeBetBuilder(): void {
  if (state.betBuilderMatchId !== null) commit({ ...state, betBuilderMatchId: null });
}

/** Dismisses the slip's alert. */
export function dismissSlipAlert(): void {
  if (state.alert) commit({ ...state, alert: null });
}

/** The settings the reducers follow (from GET /settings as the visitor or player sees it). */
export function ticketSettingsOf(server: Settings | null): TicketSettings {
  if (!server) return DEFAULT_TICKET_SETTINGS;
  return {
    oddsAcceptMode: server.odds_accept_mode,
    multiSingleAvailableByProvider: server.multi_single_available_by_provider,
    customBetEnabled: server.custom_bet_enabled,
    customBetAllowedForSingle: server.custom_bet_allowed_for_single,
  };
}

/** Bet limits of spec §3 in core's shape, from the settings. */
export function betLimitsOf(server: Settings | null): BetLimits | null {
  return toBetLimits(server?.bets_limits);
}

/** Uses new settings from now on (a player's own acceptance mode once signed in). */
export function setTicketSettings(next: TicketSettings): void {
  settings = next;
}

/** Installs what runs the reducers' effects; returns the uninstall function. */
export function installSlipEffects(next: SlipEffectHandlers): () => void {
  handlers = next;
  return () => {
    if (handlers === next) handlers = null;
  };
}

export function getSlip(): SlipStoreState {
  load();
  return state;
}

function subscribe(listener: () => void): () => void {
  load();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const SERVER_STATE: SlipStoreState = state;

/** The slip, re-rendering on every change; empty while rendering on the server and hydrating. */
export function useSlip(): SlipStoreState {
  return useSyncExternalStore(subscribe, getSlip, () => SERVER_STATE);
}

/** Whether an outcome (by outcome key) is in the slip or the quick bet: its button shows pressed. */
export function useIsSelected(key: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => {
      const { ticket, quickBet } = getSlip();
      return ticket.selectedOutcomeIds.includes(key) || quickBet.selectedOutcomeIds.includes(key);
    },
    () => false,
  );
}

/** How many selections the slip holds. */
export function useSelectionCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => getSlip().ticket.selectedOutcomeIds.length,
    () => 0,
  );
}
