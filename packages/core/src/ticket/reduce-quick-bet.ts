import { potentialWin } from './odds-math';
import { PLACE_ERROR_CODES, POTENTIAL_WIN_EQUAL_OR_LESS_KEY, placeErrorMessageKey } from './place-errors';
import type { QuickBetState } from './quick-bet-state';
import { type OutcomeRefreshes, refreshBet } from './refresh-selections';
import type { Selection } from './selection';
import { betOdds, type SlipBet, withBetOdds } from './slip-bet';
import type { PlaceBetsErrorBody } from './ticket-events';
import type { TicketSettings } from './ticket-state';

/** Quick bet events, in the past tense. */
export type QuickBetEvent<P = unknown> =
  /** The bettor switched quick bet on or off (QB1). */
  | { readonly type: 'quickBetToggled'; readonly enabled: boolean }
  /** An outcome went to the quick bet (from `chooseOutcome`); the same one again removes it (QB3). */
  | { readonly type: 'quickBetOutcomeSelected'; readonly selection: Selection }
  /** The bettor set the quick-bet stake, minor units (QB2). */
  | { readonly type: 'quickBetStakeChanged'; readonly stake: number }
  /** The quick-bet currency changed (QB2). */
  | { readonly type: 'quickBetCurrencyChanged'; readonly currency: string; readonly subunits: number }
  /** The bettor approved the stake (QB2). */
  | { readonly type: 'quickBetApproved' }
  /**
   * The bettor tapped to place (QB4). `warning`: the bet shows a limit warning or error (`quickBetWarning`);
   * `pvePlayer`: the player's pve flag.
   */
  | {
      readonly type: 'quickBetPlacementRequested';
      readonly loggedIn: boolean;
      readonly pvePlayer: boolean;
      readonly warning: boolean;
    }
  /** The server placed the bet (QB5). */
  | { readonly type: 'quickBetPlaced'; readonly placedBet: P }
  /** The placement or its risk check failed (QB5). */
  | {
      readonly type: 'quickBetFailed';
      readonly status: number | null;
      readonly body: PlaceBetsErrorBody | null;
    }
  /** The risk check sent the bet to the full slip (QB6). */
  | { readonly type: 'quickBetSentToSlip' }
  /** The player's balance changed, minor units of `currency` (realtime balance_changed) (QB7). */
  | { readonly type: 'quickBetBalanceChanged'; readonly currency: string; readonly balance: number }
  /** Fresh prices (the same refresh the ticket gets) (QB8). */
  | { readonly type: 'marketsRefreshed'; readonly outcomes: OutcomeRefreshes }
  /** The bettor dismissed the result or the chosen outcome (QB3). */
  | { readonly type: 'quickBetCleared' };

/** What the web does besides storing the quick bet. */
export type QuickBetEffect =
  | { readonly type: 'promptSignIn' }
  | { readonly type: 'showErrorAlert' }
  /** Send POST /api/v3/bets with `placementPayload([state.bet], { quick: true, ... })`. */
  | { readonly type: 'placeBets' }
  /** Add the selection to the ticket (`selectionAdded`) with this stake (`stakeChanged`), minor units. */
  | { readonly type: 'sentToSlip'; readonly selection: Selection; readonly stake: number };

export interface QuickBetTransition<P> {
  readonly state: QuickBetState<P>;
  readonly effects: readonly QuickBetEffect[];
}

const NONE: readonly QuickBetEffect[] = [];

function stay<P>(state: QuickBetState<P>, effects: readonly QuickBetEffect[] = NONE): QuickBetTransition<P> {
  return { state, effects };
}

/** Quick bet off: nothing chosen, nothing approved. */
function off<P>(state: QuickBetState<P>): QuickBetState<P> {
  return {
    ...state,
    isEnabled: false,
    isApproved: false,
    bet: null,
    selectedOutcomeIds: [],
    state: 'INITIAL',
    error: null,
  };
}

function singleOf(selection: Selection, state: QuickBetState<unknown>): SlipBet {
  return withBetOdds({
    betId: 'quick',
    status: 'open',
    stake: state.stake,
    stakeSource: 'stake',
    currency: state.currency,
    subunits: state.subunits,
    betType: 'single',
    systemType: null,
    customOdds: null,
    odds: 0,
    selections: [selection],
  });
}

/**
 * [QB4] Whether a quick bet shows a warning that stops a tap from placing it: a limit violation of either
 * action (pass `betLimitViolations(bet, ...)`), a selection suspended, not available or with changed odds,
 * or (VAL5) a price the live feed has not confirmed (pass the unconfirmed selection ids, core FEED5).
 */
export function quickBetWarning(
  state: QuickBetState<unknown>,
  limitViolations: readonly unknown[],
  unconfirmed: readonly string[] = [],
): boolean {
  const selection = state.bet?.selections[0];
  return (
    limitViolations.length > 0 ||
    (selection !== undefined &&
      (selection.isSuspended ||
        selection.isNotAvailable ||
        selection.isChanged ||
        unconfirmed.includes(selection.id)))
  );
}

/**
 * [QB1]–[QB8] The quick bet reducer. Placing needs an approved stake and does nothing while processing or
 * with a warning; a visitor is asked to sign in; a pve player and a potential win not above the stake end in
 * ERROR; otherwise PROCESSING and the web sends the bet.
 */
export function reduceQuickBet<P>(
  state: QuickBetState<P>,
  event: QuickBetEvent<P>,
  settings: Pick<TicketSettings, 'oddsAcceptMode'>,
): QuickBetTransition<P> {
  const processing = state.state === 'PROCESSING';
  switch (event.type) {
    case 'quickBetToggled':
      if (processing) return stay(state);
      return stay(event.enabled ? { ...state, isEnabled: true, isApproved: false } : off(state));
    case 'quickBetOutcomeSelected': {
      if (processing || !state.isEnabled) return stay(state);
      const current = state.bet?.selections[0];
      const base: QuickBetState<P> = { ...state, state: 'INITIAL', error: null, placedBet: null };
      if (current?.id === event.selection.id) return stay({ ...base, bet: null, selectedOutcomeIds: [] });
      return stay({
        ...base,
        bet: singleOf(event.selection, state),
        selectedOutcomeIds: [event.selection.id],
      });
    }
    case 'quickBetCleared':
      if (processing) return stay(state);
      return stay<P>({
        ...state,
        bet: null,
        selectedOutcomeIds: [],
        state: 'INITIAL',
        error: null,
        placedBet: null,
      });
    case 'quickBetStakeChanged': {
      if (processing) return stay(state);
      const stake =
        Number.isFinite(event.stake) && event.stake > 0
          ? Math.min(Math.floor(event.stake), Number.MAX_SAFE_INTEGER)
          : 0;
      return stay({
        ...state,
        stake,
        isApproved: false,
        bet: state.bet ? { ...state.bet, stake } : null,
      });
    }
    case 'quickBetCurrencyChanged':
      if (processing) return stay(state);
      return stay({
        ...state,
        currency: event.currency,
        subunits: event.subunits,
        isApproved: false,
        bet: state.bet ? { ...state.bet, currency: event.currency, subunits: event.subunits } : null,
      });
    case 'quickBetApproved':
      return stay({ ...state, isApproved: state.stake > 0 });
    case 'quickBetPlacementRequested': {
      const bet = state.bet;
      if (processing || !state.isEnabled || !state.isApproved || event.warning || !bet) return stay(state);
      if (!event.loggedIn) return stay(state, [{ type: 'promptSignIn' }]);
      if (event.pvePlayer) {
        return stay({
          ...state,
          state: 'ERROR',
          error: {
            messageKey: placeErrorMessageKey(PLACE_ERROR_CODES.pvePlayerBetForbidden),
            code: PLACE_ERROR_CODES.pvePlayerBetForbidden,
          },
        });
      }
      if (potentialWin(state.stake, betOdds(bet)) <= state.stake) {
        return stay({
          ...state,
          state: 'ERROR',
          error: { messageKey: POTENTIAL_WIN_EQUAL_OR_LESS_KEY, code: null },
        });
      }
      return stay<P>(
        { ...state, state: 'PROCESSING', error: null, placedBet: null, bet: { ...bet, stake: state.stake } },
        [{ type: 'placeBets' }],
      );
    }
    case 'quickBetPlaced':
      if (!processing) return stay(state);
      return stay({ ...state, state: 'SUCCESS', placedBet: event.placedBet, error: null });
    case 'quickBetFailed': {
      if (!processing) return stay(state);
      const code = event.body?.error.code;
      if (
        event.status === 401 ||
        code === 'unauthorized' ||
        code === undefined ||
        code === null ||
        code === ''
      ) {
        return stay({ ...state, state: 'INITIAL', error: null }, [{ type: 'showErrorAlert' }]);
      }
      const refusal = event.body?.error.bets?.[0];
      return stay({
        ...state,
        state: 'ERROR',
        error: {
          messageKey: placeErrorMessageKey(code, refusal?.message_key ?? event.body?.error.message_key),
          code,
        },
      });
    }
    case 'quickBetSentToSlip': {
      const selection = state.bet?.selections[0];
      if (!selection) return stay(off(state));
      return stay(off(state), [{ type: 'sentToSlip', selection, stake: state.stake }]);
    }
    case 'quickBetBalanceChanged':
      if (!state.isEnabled || event.currency !== state.currency || processing) return stay(state);
      return event.balance <= 0 || event.balance < state.stake ? stay(off(state)) : stay(state);
    case 'marketsRefreshed': {
      if (!state.bet) return stay(state);
      const bet = refreshBet(state.bet, event.outcomes, settings.oddsAcceptMode);
      return bet === state.bet ? stay(state) : stay({ ...state, bet });
    }
  }
}
