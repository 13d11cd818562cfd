import { reduceTicket } from './reduce-ticket';
import { outcomeKey, type Selection } from './selection';
import type { TicketEvent } from './ticket-events';
import {
  DEFAULT_TICKET_SETTINGS,
  initialTicketState,
  type TicketSettings,
  type TicketState,
} from './ticket-state';

/*
 * Builders for the ticket tests (not a test file itself, so vitest does not run it).
 */

/** The slip currency of the tests. */
export const EUR = { code: 'EUR', subunits: 100 } as const;

/** Settings with multi-single and custom bets allowed for betradar and oddin. */
export const SETTINGS: TicketSettings = {
  ...DEFAULT_TICKET_SETTINGS,
  multiSingleAvailableByProvider: { betradar: true, oddin: true },
  customBetEnabled: true,
};

/** Settings where every new selection joins the slip's bet. */
export const ONE_BET: TicketSettings = { ...DEFAULT_TICKET_SETTINGS, customBetEnabled: true };

/** A selection of match `matchId` (market 1, outcome "1", live, betradar, odds 2) with overrides. */
export function aSelection(overrides: Partial<Selection> & { matchId?: number } = {}): Selection {
  const matchId = overrides.matchId ?? 1;
  const matchUrnId = overrides.matchUrnId ?? `sr:match:${matchId}`;
  const marketId = overrides.marketId ?? 1;
  const outcomeId = overrides.outcomeId ?? '1';
  const specifier = overrides.specifier ?? '';
  const odds = overrides.odds ?? 2;
  return {
    id: outcomeKey({ matchUrnId, marketId, outcomeId, specifier }),
    type: 'match',
    matchId,
    matchUrnId,
    matchSlug: `home-away-${matchId}`,
    matchStatus: 1,
    marketId,
    marketName: '1x2',
    marketGroup: 'main',
    specifier,
    outcomeId,
    outcomeName: 'Home',
    odds,
    acceptedOdds: odds,
    initialOdds: odds,
    isSuspended: false,
    isChanged: false,
    isNotAvailable: false,
    active: true,
    provider: 'betradar',
    sportKey: 'soccer',
    nameA: 'Home',
    nameB: 'Away',
    categoryName: 'England',
    ...overrides,
  };
}

/** Selections of `count` different matches with the given odds (default 2, 3, 4...). */
export function someSelections(count: number, odds?: readonly number[]): Selection[] {
  return Array.from({ length: count }, (_, index) =>
    aSelection({ matchId: index + 1, odds: odds?.[index] ?? index + 2 }),
  );
}

/**
 * An empty ticket whose bettor chose singles: the slip keeps the layout of spec §4 (BTY5) rather than laying
 * itself out (BTY11). The tests of the older rules start from it; BTY11's start from `initialTicketState`.
 */
export function singlesChosen<P = unknown>(): TicketState<P> {
  return { ...initialTicketState<P>(EUR), chosenBetType: 'single' };
}

/** Runs events through the reducer from `from` (default `singlesChosen()`); returns the last state. */
export function run<P = unknown>(
  events: readonly TicketEvent<P>[],
  settings: TicketSettings = SETTINGS,
  from: TicketState<P> = singlesChosen<P>(),
): TicketState<P> {
  return events.reduce((state, event) => reduceTicket(state, event, settings).state, from);
}

/** A ticket holding `selections`, added one by one under `settings`. */
export function aTicket(
  selections: readonly Selection[],
  settings: TicketSettings = SETTINGS,
): TicketState<unknown> {
  return run(
    selections.map((selection) => ({ type: 'selectionAdded', selection }) as const),
    settings,
  );
}

/** `ticket` with every bet's stake set to `stake` minor units. */
export function staked<P>(
  ticket: TicketState<P>,
  stake: number,
  settings: TicketSettings = SETTINGS,
): TicketState<P> {
  return run(
    ticket.bets.map((bet) => ({ type: 'stakeChanged', betId: bet.betId, stake }) as const),
    settings,
    ticket,
  );
}
