import { isValidOdds, stakeForWin } from './odds-math';
import { isWrongOddsError, placeErrorMessageKey } from './place-errors';
import { type OutcomeRefresh, refreshBet, withAvailability } from './refresh-selections';
import { type Selection, selectionMatchesRef } from './selection';
import { isUnavailable } from './selection-flags';
import {
  addSelection,
  autoBetType,
  changeBetType,
  composeCustomBet,
  REFUSALS,
  type Refusal,
  removeSelections,
  reshapeBet,
  type ShapeResult,
  type SlipShape,
} from './shape-bets';
import { type BetType, type SlipBet, withBetOdds } from './slip-bet';
import {
  chooseSlipBonus,
  clearOtherFreebets,
  offerBonuses,
  removeSlipBonus,
  stakeTyped,
} from './slip-bonuses';
import { systemTypes } from './system-bets';
import type { PlaceBetsErrorBody, TicketEffect, TicketEvent, TicketTransition } from './ticket-events';
import type { BetError, TicketSettings, TicketState, TicketStateName } from './ticket-state';

const NO_EFFECTS: readonly TicketEffect[] = [];

function stay<S>(state: S, effects: readonly TicketEffect[] = NO_EFFECTS): TicketTransition<S> {
  return { state, effects };
}

function refused<S>(state: S, refusal: Refusal): TicketTransition<S> {
  return { state, effects: [{ type: 'refused', refusal }] };
}

const IN_PROGRESS: Refusal = { code: 'ticket_in_progress', messageKey: REFUSALS.ticket_in_progress };

/** Bets with `refused` reopened: a bet is refused only while the error that refused it is shown (TKT7). */
function reopened(bets: readonly SlipBet[]): readonly SlipBet[] {
  return bets.some((bet) => bet.status === 'refused')
    ? bets.map((bet) => (bet.status === 'refused' ? { ...bet, status: 'open' as const } : bet))
    : bets;
}

/** [TKT2] Whether any selection waits for the bettor to accept its odds. */
export function hasChangedOdds(bets: readonly SlipBet[]): boolean {
  return bets.some((bet) => bet.selections.some((selection) => selection.isChanged));
}

/** A whole stake in minor units: non-finite or negative amounts become 0, fractions are dropped. */
function wholeStake(stake: number): number {
  return Number.isFinite(stake) && stake > 0 ? Math.min(Math.floor(stake), Number.MAX_SAFE_INTEGER) : 0;
}

function sameStrings(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

/** The ticket's fields derived from its bets (selected outcome ids, system types), kept by reference when equal. */
function derived<P>(
  state: TicketState<P>,
  bets: readonly SlipBet[],
): Pick<TicketState<P>, 'selectedOutcomeIds' | 'systemTypes'> {
  const ids = bets.flatMap((bet) => bet.selections.map((selection) => selection.id));
  const selectedOutcomeIds = sameStrings(ids, state.selectedOutcomeIds) ? state.selectedOutcomeIds : ids;
  const types = state.systemTypes[0]?.totalCount === ids.length ? state.systemTypes : systemTypes(ids.length);
  return { selectedOutcomeIds, systemTypes: types };
}

/**
 * [TKT2] Setting bets: the ticket becomes ODDS_CHANGED when a selection has changed odds, else INITIAL;
 * the error, the processing bets and the placed bets of an earlier placement go.
 */
function withBets<P>(
  state: TicketState<P>,
  result: ShapeResult,
  chosenBetType: BetType | null = state.chosenBetType,
): TicketTransition<TicketState<P>> {
  if (!result.ok) return refused(state, result.refusal);
  const chosen = result.bets.length === 0 ? null : chosenBetType;
  // [BTY3] Choosing the layout the slip already has changes nothing (the choice included).
  if (result.bets === state.bets && result.nextBetNumber === state.nextBetNumber) return stay(state);
  const ticketState: TicketStateName = hasChangedOdds(result.bets) ? 'ODDS_CHANGED' : 'INITIAL';
  return stay({
    ...state,
    ...derived(state, result.bets),
    chosenBetType: chosen,
    bets: reopened(result.bets),
    nextBetNumber: result.nextBetNumber,
    ticketState,
    error: null,
    processingBets: [],
    placedBets: [],
  });
}

function shapeOf<P>(state: TicketState<P>, bets: readonly SlipBet[] = state.bets): SlipShape {
  return { bets, nextBetNumber: state.nextBetNumber, currency: state.currency, subunits: state.subunits };
}

/** Replaces one bet (by id) through `update`; the same state when it is missing or unchanged. */
function updateBet<P>(
  state: TicketState<P>,
  betId: string,
  update: (bet: SlipBet) => SlipBet,
): TicketState<P> {
  const index = state.bets.findIndex((bet) => bet.betId === betId);
  const bet = state.bets[index];
  if (!bet) return state;
  const next = update(bet);
  if (next === bet) return state;
  const bets = state.bets.slice();
  bets[index] = next;
  return { ...state, bets };
}

/**
 * [TKT5] After prices or availability moved: unless a placement is in progress or done, the ticket becomes
 * ODDS_CHANGED when a selection waits for acceptance (`force`: or when anything changed, TKT6), and goes
 * back from ODDS_CHANGED to INITIAL when nothing waits any more.
 */
function afterMove<P>(state: TicketState<P>, bets: readonly SlipBet[], force: boolean): TicketState<P> {
  if (state.inProgress || state.ticketState === 'SUCCESS') return { ...state, bets };
  if (force || hasChangedOdds(bets)) {
    return { ...state, bets: reopened(bets), ticketState: 'ODDS_CHANGED', error: null, processingBets: [] };
  }
  if (state.ticketState === 'ODDS_CHANGED')
    return { ...state, bets, ticketState: 'INITIAL', processingBets: [] };
  return { ...state, bets };
}

/** Every bet's selections through `update`, keeping unchanged bets (and the array) by reference. */
function mapSelections(
  bets: readonly SlipBet[],
  update: (selection: Selection) => Selection,
): readonly SlipBet[] {
  let out: SlipBet[] | null = null;
  bets.forEach((bet, index) => {
    let selections: Selection[] | null = null;
    bet.selections.forEach((selection, position) => {
      const next = update(selection);
      if (next === selection) return;
      selections ??= bet.selections.slice();
      selections[position] = next;
    });
    if (selections === null) return;
    out ??= bets.slice();
    out[index] = withBetOdds({ ...bet, selections });
  });
  return out ?? bets;
}

function isUnauthorised(status: number | null, body: PlaceBetsErrorBody | null): boolean {
  return status === 401 || body?.error.code === 'unauthorized';
}

/**
 * [TKT7] [REF1] [REF2] A coded refusal: the ticket goes to ERROR with the general message, details, the
 * wrong-odds flag and the code; each refused bet (index = position among the bets sent) gets its message
 * (shown on its first selection) and status `refused`; the current odds the refusals carry are applied as a
 * market refresh, so the bettor sees the new prices and can accept them (REF2); a custom bet refused on its
 * price takes the price now (REF3), shown with the error, placed if the bettor presses place again.
 */
function refusedPlacement<P>(
  state: TicketState<P>,
  code: string | number,
  body: PlaceBetsErrorBody,
  settings: TicketSettings,
): TicketState<P> {
  const betErrors: Record<string, BetError> = {};
  const refreshes: Record<string, OutcomeRefresh> = {};
  const customPrices = new Map<string, number>();
  const currentBets = new Map(state.bets.map((bet) => [bet.betId, bet]));
  for (const refusal of body.error.bets ?? []) {
    const sent = state.processingBets[refusal.index];
    if (!sent) continue;
    const bet = currentBets.get(sent.betId) ?? sent;
    betErrors[bet.betId] = {
      betId: bet.betId,
      selectionId: bet.selections[0]?.id ?? '',
      code: refusal.code,
      messageKey: refusal.message_key,
      message: refusal.localized_message,
    };
    if (refusal.current_custom_odds !== undefined && isValidOdds(refusal.current_custom_odds)) {
      customPrices.set(bet.betId, refusal.current_custom_odds);
    }
    for (const current of refusal.current_odds ?? []) {
      const ref = {
        matchId: current.match_id,
        marketId: current.market_id,
        specifier: current.specifier,
        outcomeId: current.outcome_id,
      };
      const selection = bet.selections.find((candidate) => selectionMatchesRef(candidate, ref));
      if (selection) refreshes[selection.id] = { odds: current.odds, active: true, marketStatus: 1 };
    }
  }
  const bets = state.bets.map((bet): SlipBet => {
    const customOdds = customPrices.get(bet.betId);
    const repriced =
      customOdds !== undefined && bet.betType === 'custom_bet' ? withBetOdds({ ...bet, customOdds }) : bet;
    const refreshed = refreshBet(repriced, refreshes, settings.oddsAcceptMode);
    const status = betErrors[bet.betId] ? ('refused' as const) : ('open' as const);
    return refreshed.status === status ? refreshed : { ...refreshed, status };
  });
  return {
    ...state,
    bets,
    ticketState: 'ERROR',
    inProgress: false,
    processingBets: [],
    error: {
      messageKey: placeErrorMessageKey(code, body.error.message_key),
      code,
      details: body.error.details ?? [],
      betErrors,
      wrongOdds: isWrongOddsError(code),
    },
  };
}

/**
 * [TKT1]–[TKT15] The ticket reducer: the next state for an event, and the effects the web runs (open
 * sign-in, alert, send the placement, show a refusal). Pure: ids come from the state's bet counter, nothing
 * reads a clock. Edits are refused while a placement is in progress and ignored on a placed ticket (SUCCESS)
 * except adding a selection, which starts a new ticket.
 */
export function reduceTicket<P>(
  state: TicketState<P>,
  event: TicketEvent<P>,
  settings: TicketSettings,
): TicketTransition<TicketState<P>> {
  const locked = state.inProgress || state.ticketState === 'SUCCESS';
  switch (event.type) {
    case 'selectionAdded': {
      if (state.inProgress) return refused(state, IN_PROGRESS);
      const base = state.ticketState === 'SUCCESS' ? { ...state, bets: [], chosenBetType: null } : state;
      const selection = withAvailability(event.selection, state.providerStatuses);
      return withBets(base, addSelection(shapeOf(base), selection, settings, base.chosenBetType));
    }
    case 'selectionRemoved':
      if (state.inProgress) return refused(state, IN_PROGRESS);
      if (locked) return stay(state);
      return withBets(
        state,
        removeSelections(
          shapeOf(state),
          (selection) => selection.id === event.selectionId,
          settings,
          state.chosenBetType,
        ),
      );
    case 'unavailableSelectionsRemoved':
      if (state.inProgress) return refused(state, IN_PROGRESS);
      if (locked) return stay(state);
      return withBets(state, removeSelections(shapeOf(state), isUnavailable, settings, state.chosenBetType));
    case 'betTypeChanged':
      if (state.inProgress) return refused(state, IN_PROGRESS);
      if (locked) return stay(state);
      return withBets(
        state,
        changeBetType(shapeOf(state), event.betType, event.systemType ?? null, settings),
        event.betType,
      );
    case 'customBetComposed': {
      if (state.inProgress) return refused(state, IN_PROGRESS);
      const base = state.ticketState === 'SUCCESS' ? { ...state, bets: [] } : state;
      const selections = event.selections.map((selection) =>
        withAvailability(selection, state.providerStatuses),
      );
      return withBets(
        base,
        composeCustomBet(shapeOf(base), selections, event.customOdds, settings),
        'custom_bet',
      );
    }
    case 'customOddsPriced':
      if (locked || !isValidOdds(event.customOdds)) return stay(state);
      return stay(
        updateBet(state, event.betId, (bet) =>
          bet.betType !== 'custom_bet' || bet.customOdds === event.customOdds
            ? bet
            : withBetOdds({ ...bet, customOdds: event.customOdds }),
        ),
      );
    case 'stakeChanged': {
      if (state.inProgress) return refused(state, IN_PROGRESS);
      if (locked) return stay(state);
      const stake = wholeStake(event.stake);
      return stay(updateBet(state, event.betId, (bet) => stakeTyped(bet, stake)));
    }
    case 'bonusesOffered': {
      if (locked) return stay(state);
      let next = state;
      for (const offer of event.offers)
        next = updateBet(next, offer.betId, (bet) => offerBonuses(bet, offer.bonuses));
      const upcoming = event.upcoming.filter((item) => next.bets.some((bet) => bet.betId === item.betId));
      return stay({ ...next, upcomingBonuses: upcoming });
    }
    case 'jackpotsOffered': {
      // [JKP7] Kept as told, on the bets still in the slip; nothing changes while a placement runs.
      if (locked) return stay(state);
      let next = state;
      for (const offer of event.offers)
        next = updateBet(next, offer.betId, (bet) =>
          sameJackpots(bet.jackpots, offer.jackpots) ? bet : { ...bet, jackpots: offer.jackpots },
        );
      return stay(next);
    }
    case 'bonusChosen': {
      if (state.inProgress) return refused(state, IN_PROGRESS);
      if (locked) return stay(state);
      const chosen = updateBet(state, event.betId, (bet) =>
        chooseSlipBonus(bet, event.bonusId, event.bonusType),
      );
      const multiActive = settings.multiActiveFreebetsAllowed === true;
      return stay({ ...chosen, bets: clearOtherFreebets(chosen.bets, event.betId, multiActive) });
    }
    case 'bonusRemoved':
      if (state.inProgress) return refused(state, IN_PROGRESS);
      if (locked) return stay(state);
      return stay(updateBet(state, event.betId, removeSlipBonus));
    case 'potentialWinChanged': {
      if (state.inProgress) return refused(state, IN_PROGRESS);
      if (locked) return stay(state);
      const win = wholeStake(event.potentialWin);
      return stay(
        updateBet(state, event.betId, (bet) => {
          // A boost's odds are what the win is figured on (BON24).
          const stake = stakeForWin(win, bet.bonus?.bonusOdds ?? bet.odds);
          if (bet.stake === stake && bet.stakeSource === 'potential_win') return bet;
          // A freebet whose stake this is not goes, as a typed stake makes it go (BON22).
          return { ...stakeTyped(bet, stake), stakeSource: 'potential_win' };
        }),
      );
    }
    case 'currencyChanged': {
      if (state.inProgress) return refused(state, IN_PROGRESS);
      if (event.currency === state.currency && event.subunits === state.subunits) return stay(state);
      const bets = state.bets.map((bet) => ({
        ...bet,
        stake: 0,
        stakeSource: 'sharing' as const,
        currency: event.currency,
        subunits: event.subunits,
      }));
      return stay({ ...state, bets, currency: event.currency, subunits: event.subunits });
    }
    case 'marketsRefreshed': {
      let bets: SlipBet[] | null = null;
      state.bets.forEach((bet, index) => {
        const next = refreshBet(bet, event.outcomes, settings.oddsAcceptMode);
        if (next === bet) return;
        bets ??= state.bets.slice();
        bets[index] = next;
      });
      return bets === null ? stay(state) : stay(afterMove(state, bets, false));
    }
    case 'matchStatusChanged': {
      const bets = mapSelections(state.bets, (selection) =>
        selection.matchId === event.matchId
          ? withAvailability(selection, state.providerStatuses, event.matchStatus)
          : selection,
      );
      return bets === state.bets ? stay(state) : stay({ ...state, bets });
    }
    case 'providerStatusesChanged': {
      const providerStatuses = event.providerStatuses;
      const bets = mapSelections(state.bets, (selection) => withAvailability(selection, providerStatuses));
      const next = { ...state, providerStatuses };
      return stay(bets === state.bets ? next : afterMove(next, bets, true));
    }
    case 'oddsChangesAccepted': {
      if (locked) return stay(state);
      const bets = mapSelections(state.bets, (selection) =>
        selection.isChanged || selection.acceptedOdds !== selection.odds
          ? { ...selection, acceptedOdds: selection.odds, isChanged: false }
          : selection,
      );
      return stay({
        ...state,
        bets: reopened(bets),
        ticketState: 'INITIAL',
        error: null,
        processingBets: [],
      });
    }
    case 'placementStarted': {
      if (locked) return stay(state);
      if (!event.loggedIn) {
        return stay(
          { ...state, bets: reopened(state.bets), ticketState: 'INITIAL', error: null, processingBets: [] },
          [{ type: 'promptSignIn' }],
        );
      }
      const bets = reopened(state.bets).map((bet) =>
        bet.stake > 0 ? { ...bet, status: 'processing' as const } : bet,
      );
      const processingBets = bets.filter((bet) => bet.stake > 0);
      if (processingBets.length === 0) return stay(state);
      return stay({ ...state, bets, processingBets, ticketState: 'INITIAL', error: null, inProgress: true }, [
        { type: 'placeBets' },
      ]);
    }
    case 'placementPending':
      if (!state.inProgress) return stay(state);
      return stay({ ...state, ticketState: 'PROCESSING', placedBets: event.placedBets });
    case 'placementSucceeded': {
      if (!state.inProgress) return stay(state);
      const sent = new Set(state.processingBets.map((bet) => bet.betId));
      const bets = state.bets.map((bet) =>
        sent.has(bet.betId) ? { ...bet, status: 'placed' as const } : bet,
      );
      return stay({
        ...state,
        bets,
        ticketState: 'SUCCESS',
        inProgress: false,
        placedBets: event.placedBets,
      });
    }
    case 'placementFailed': {
      if (!state.inProgress) return stay(state);
      const code = event.body?.error.code;
      if (isUnauthorised(event.status, event.body) || code === undefined || code === null || code === '') {
        const bets = state.bets.map((bet) =>
          bet.status === 'processing' ? { ...bet, status: 'open' as const } : bet,
        );
        return stay(
          { ...state, bets, ticketState: 'INITIAL', error: null, inProgress: false, processingBets: [] },
          [{ type: 'showErrorAlert' }],
        );
      }
      return stay(refusedPlacement(state, code, event.body as PlaceBetsErrorBody, settings));
    }
    case 'slipCleared':
      if (state.inProgress) return refused(state, IN_PROGRESS);
      return stay({
        ...state,
        ...derived(state, []),
        chosenBetType: null,
        bets: [],
        ticketState: 'INITIAL',
        error: null,
        processingBets: [],
        placedBets: [],
      });
    case 'accountSignedOut': {
      if (state.inProgress) return stay(state);
      if (state.ticketState === 'SUCCESS')
        return stay({
          ...state,
          ...derived(state, []),
          chosenBetType: null,
          bets: [],
          ticketState: 'INITIAL',
          error: null,
          processingBets: [],
          placedBets: [],
        });
      const heldAccountData =
        state.error !== null ||
        state.processingBets.length > 0 ||
        state.placedBets.length > 0 ||
        state.bets.some((bet) => bet.status !== 'open');
      if (!heldAccountData) return stay(state);
      const bets = state.bets.map((bet) =>
        bet.status === 'open' ? bet : { ...bet, status: 'open' as const },
      );
      return stay({
        ...state,
        bets,
        ticketState: hasChangedOdds(bets) ? 'ODDS_CHANGED' : 'INITIAL',
        error: null,
        processingBets: [],
        placedBets: [],
      });
    }
    case 'selectionsReused': {
      if (state.ticketState !== 'SUCCESS') return stay(state);
      const bets = state.bets.map((bet) => ({
        ...bet,
        status: 'open' as const,
        stake: 0,
        stakeSource: 'stake' as const,
      }));
      return withBets(
        { ...state, ticketState: 'INITIAL' },
        { ok: true, bets, nextBetNumber: state.nextBetNumber },
      );
    }
    case 'restoreStarted':
      return state.isRestoring ? stay(state) : stay({ ...state, isRestoring: true });
    case 'restoreFailed':
      return state.isRestoring ? stay({ ...state, isRestoring: false }) : stay(state);
    case 'betsRestored': {
      if (state.inProgress) return stay({ ...state, isRestoring: false });
      const restored = restoredShape(state, event.bets, settings);
      const next = withBets({ ...state, isRestoring: false }, restored, restoredChoice(restored, settings));
      return next.state === state ? stay({ ...state, isRestoring: false }) : next;
    }
  }
}

/**
 * [RST4] Restored bets laid out as a slip (BTY1): new ids from the ticket's counter, the slip currency,
 * availability from the provider statuses, each bet reshaped (BTY4); singles are all kept, otherwise only
 * the first bet (a slip places one kind of bet at a time); a selection already restored is not repeated.
 */
function restoredShape<P>(
  state: TicketState<P>,
  bets: readonly SlipBet[],
  settings: TicketSettings,
): ShapeResult {
  let number = state.nextBetNumber;
  const seen = new Set<string>();
  const out: SlipBet[] = [];
  const keepAll = bets.every((bet) => bet.betType === 'single');
  for (const bet of keepAll ? bets : bets.slice(0, 1)) {
    const selections = bet.selections
      .filter((selection) => !seen.has(selection.id) && seen.add(selection.id))
      .map((selection) => withAvailability(selection, state.providerStatuses));
    const sameCurrency = bet.currency === state.currency && bet.subunits === state.subunits;
    const reshaped = reshapeBet(
      {
        ...bet,
        betId: `b${number}`,
        status: 'open',
        currency: state.currency,
        subunits: state.subunits,
        stake: sameCurrency ? wholeStake(bet.stake) : 0,
        stakeSource: sameCurrency ? bet.stakeSource : 'sharing',
        selections: [],
      },
      selections,
      bet.betType,
      bet.systemType,
      settings,
    );
    if (!reshaped) continue;
    number += 1;
    out.push(reshaped);
  }
  return { ok: true, bets: out, nextBetNumber: number };
}

/**
 * [BTY11] [RST4] Whether restored bets were a bettor's choice: their type when it is not the one their
 * selections call for by themselves, else none (the slip keeps laying itself out).
 */
function restoredChoice(restored: ShapeResult, settings: TicketSettings): BetType | null {
  if (!restored.ok) return null;
  const first = restored.bets[0];
  if (!first) return null;
  const selections = restored.bets.flatMap((bet) => bet.selections);
  const type = restored.bets.length > 1 ? 'single' : first.betType;
  return type === autoBetType(selections, settings) ? null : type;
}

/** Whether two lists of jackpots name the same ones in the same order. */
function sameJackpots(
  a: readonly { readonly id: number }[] | undefined,
  b: readonly { readonly id: number }[],
): boolean {
  return a !== undefined && a.length === b.length && a.every((jackpot, index) => jackpot.id === b[index]?.id);
}
