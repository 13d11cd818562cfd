import type { Bet } from '@sportsbook/contract/entities/bet';
import { toBetLimits } from '@sportsbook/contract/entities/bet-limits-of';
import type { Settings } from '@sportsbook/contract/entities/settings';
import { unconfirmedSelections } from '@sportsbook/core/feed/price-guard';
import type { BetLimits } from '@sportsbook/core/ticket/bet-limits';
import { betLimitViolations } from '@sportsbook/core/ticket/bet-summary';
import { chooseOutcome } from '@sportsbook/core/ticket/choose-outcome';
import type { QuickBetState } from '@sportsbook/core/ticket/quick-bet-state';
import {
  type QuickBetEffect,
  type QuickBetEvent,
  quickBetWarning,
  reduceQuickBet,
} from '@sportsbook/core/ticket/reduce-quick-bet';
import { reduceTicket } from '@sportsbook/core/ticket/reduce-ticket';
import type { Selection } from '@sportsbook/core/ticket/selection';
import type { TicketEffect, TicketEvent } from '@sportsbook/core/ticket/ticket-events';
import { quickBetStateFromJson, ticketStateFromJson } from '@sportsbook/core/ticket/ticket-from-json';
import {
  DEFAULT_TICKET_SETTINGS,
  type TicketSettings,
  type TicketState,
} from '@sportsbook/core/ticket/ticket-state';
import { reportError } from '@/lib/errors/report';
import { keptStorage } from '@/lib/privacy/consent-store';
import { getPriceGuard } from '@/lib/realtime/feed-store';
import {
  adoptKeptSlip,
  commitSlip,
  FALLBACK_CURRENCY,
  getSlip,
  openBetBuilder,
  QUICK_BET_STORAGE_KEY,
  TICKET_STORAGE_KEY,
} from './slip-store';

/*
 * The rules that change the bet slip and the quick bet: core's two reducers (spec §3–§5; see
 * packages/core/src/ticket/CONTEXT.md) over the state in `slip-store.ts`, and the effects they ask for (sign in,
 * place, alerts), run by handlers the slip's sync installs. Loading this module adopts the slip the session kept.
 */

/** What the page does when a reducer asks for it (installed by the slip's sync). */
export interface SlipEffectHandlers {
  promptSignIn(): void;
  placeTicket(state: TicketState<Bet>): void;
  placeQuickBet(state: QuickBetState<Bet>): void;
}

/** What a one-tap quick bet needs to know about the bettor (kept current by the slip's sync). */
export interface PlacementContext {
  readonly loggedIn: boolean;
  readonly pvePlayer: boolean;
  readonly limits: BetLimits | null;
  /** The slip currency is fiat (picks the limits table). */
  readonly fiat: boolean;
}

let settings: TicketSettings = DEFAULT_TICKET_SETTINGS;
let placementContext: PlacementContext = { loggedIn: false, pvePlayer: false, limits: null, fiat: true };
let handlers: SlipEffectHandlers | null = null;
let alertCount = 0;
/** When the running placement of the ticket and of the quick bet was sent (ms), for the in-play delay's countdown. */
const placementStarts: { ticket: number | null; quickBet: number | null } = { ticket: null, quickBet: null };

/** When the ticket's (or the quick bet's) running placement was sent, in ms of the page's clock; null when none ran. */
export function placementStartedAt(kind: 'ticket' | 'quickBet'): number | null {
  return placementStarts[kind];
}
let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});
let isReady = false;

/**
 * Settles once the slip's sync has installed the effects (and, in the same commit, the bettor's settings and
 * placement context): a pick made earlier waits for it, so its sign-in prompt or placement is not dropped.
 */
export function slipReady(): Promise<void> {
  return ready;
}

/** Whether `slipReady()` has settled. */
export function slipIsReady(): boolean {
  return isReady;
}

function readJson(kind: 'session' | 'local', key: string): unknown {
  try {
    return JSON.parse(keptStorage(kind)?.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

if (typeof window !== 'undefined') {
  adoptKeptSlip(
    ticketStateFromJson(readJson('session', TICKET_STORAGE_KEY), FALLBACK_CURRENCY) as TicketState<Bet>,
    quickBetStateFromJson(readJson('local', QUICK_BET_STORAGE_KEY), FALLBACK_CURRENCY) as QuickBetState<Bet>,
  );
}

/**
 * How many selections the kept slip had when the engine adopted it: the slip opens when selections go from
 * none to some (spec §2.1), and a pick made before the slip's sync mounted is such a change.
 */
export const keptSelectionCount = getSlip().ticket.selectedOutcomeIds.length;

/** Uses a new placement context from now on (sign-in, settings, currency). */
export function setPlacementContext(next: PlacementContext): void {
  placementContext = next;
}

/** Uses new settings from now on (a player's own acceptance mode once signed in). */
export function setTicketSettings(next: TicketSettings): void {
  settings = next;
}

/** The settings the reducers follow now (what the bet type switch offers must agree with them). */
export function currentTicketSettings(): TicketSettings {
  return settings;
}

/** Installs what runs the reducers' effects; returns the uninstall function. */
export function installSlipEffects(next: SlipEffectHandlers): () => void {
  handlers = next;
  isReady = true;
  markReady();
  return () => {
    if (handlers === next) handlers = null;
  };
}

function say(messageKey: string): void {
  alertCount += 1;
  commitSlip({ ...getSlip(), alert: { messageKey, id: alertCount } });
}

function runTicketEffects(effects: readonly TicketEffect[]): void {
  for (const effect of effects) {
    switch (effect.type) {
      case 'promptSignIn':
        handlers?.promptSignIn();
        break;
      case 'placeBets':
        if (handlers) handlers.placeTicket(getSlip().ticket);
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
        if (handlers) handlers.placeQuickBet(getSlip().quickBet);
        break;
      case 'showErrorAlert':
        say('generic');
        break;
      case 'sentToSlip': {
        dispatchTicket({ type: 'selectionAdded', selection: effect.selection });
        const bet = getSlip().ticket.bets.find((b) => b.selections.some((s) => s.id === effect.selection.id));
        if (bet) dispatchTicket({ type: 'stakeChanged', betId: bet.betId, stake: effect.stake });
        break;
      }
    }
  }
}

/** Applies a ticket event (core `reduceTicket` with the current settings) and runs what it asks for. */
export function dispatchTicket(event: TicketEvent<Bet>): void {
  const current = getSlip();
  const transition = reduceTicket(current.ticket, event, settings);
  // Before the slip is committed, so the first render of the running placement has its start.
  if (transition.effects.some((effect) => effect.type === 'placeBets')) placementStarts.ticket = Date.now();
  if (transition.state !== current.ticket) {
    commitSlip({ ...current, ticket: transition.state as TicketState<Bet> });
  }
  runTicketEffects(transition.effects);
}

/** Applies a quick bet event (core `reduceQuickBet`) and runs what it asks for. */
export function dispatchQuickBet(event: QuickBetEvent<Bet>): void {
  const current = getSlip();
  const transition = reduceQuickBet(current.quickBet, event, { oddsAcceptMode: settings.oddsAcceptMode });
  if (transition.effects.some((effect) => effect.type === 'placeBets')) placementStarts.quickBet = Date.now();
  if (transition.state !== current.quickBet) commitSlip({ ...current, quickBet: transition.state });
  runQuickBetEffects(transition.effects);
}

/**
 * Asks to place the quick bet's chosen price: what a tap does, and "try again" after betting was paused. Not
 * while a warning stands (limits, a suspended or changed price, or a price the live feed has not confirmed:
 * core QB4, FEED5).
 */
export function placeQuickBetAgain(): void {
  const { quickBet: now } = getSlip();
  const bet = now.bet;
  if (!bet) return;
  const { loggedIn, pvePlayer, limits, fiat } = placementContext;
  const violations = betLimitViolations({ ...bet, stake: now.stake }, limits, fiat);
  const unconfirmed = unconfirmedSelections(
    getPriceGuard(),
    bet.selections.map((selection) => selection.id),
  );
  dispatchQuickBet({
    type: 'quickBetPlacementRequested',
    loggedIn,
    pvePlayer,
    warning: quickBetWarning(now, violations, unconfirmed),
  });
}

/** Spec §4 "selecting an outcome": core's decision, then the events it names. */
export function pickOutcome(selection: Selection): 'ignored' | 'customBetModal' | 'quickBet' | 'slip' {
  const { ticket, quickBet } = getSlip();
  const choice = chooseOutcome({ selection, ticket, quickBet });
  switch (choice.kind) {
    // The choice's events carry no placed bets, so they fit the stores' bet type.
    case 'quickBet': {
      dispatchQuickBet(choice.quickBetEvent as QuickBetEvent<Bet>);
      // One tap: the chosen price is placed at once (the reducer places only an approved stake).
      if (getSlip().quickBet.selectedOutcomeIds.includes(selection.id)) placeQuickBetAgain();
      break;
    }
    case 'slip':
      if (choice.quickBetEvent) dispatchQuickBet(choice.quickBetEvent as QuickBetEvent<Bet>);
      dispatchTicket(choice.ticketEvent as TicketEvent<Bet>);
      break;
    case 'customBetModal':
      // Spec §4: with a custom bet first in the slip, picking opens the custom-bet modal on its match.
      openBetBuilder(ticket.bets[0]?.selections[0]?.matchId ?? selection.matchId);
      break;
    default:
      break;
  }
  return choice.kind;
}

/** The settings the reducers follow (from GET /settings as the visitor or player sees it). */
export function ticketSettingsOf(server: Settings | null): TicketSettings {
  if (!server) return DEFAULT_TICKET_SETTINGS;
  return {
    oddsAcceptMode: server.odds_accept_mode,
    multiSingleAvailableByProvider: server.multi_single_available_by_provider,
    customBetEnabled: server.custom_bet_enabled,
    customBetAllowedForSingle: server.custom_bet_allowed_for_single,
    multiActiveFreebetsAllowed: server.is_multi_active_freebets_allowed,
  };
}

/** Bet limits of spec §3 in core's shape, from the settings. */
export function betLimitsOf(server: Settings | null): BetLimits | null {
  return toBetLimits(server?.bets_limits);
}
