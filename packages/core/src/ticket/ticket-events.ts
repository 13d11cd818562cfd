import type { OfferedBonus } from '../bonuses/bonus-selection';
import type { MatchStatus } from '../catalog/match-status';
import type { OutcomeRefreshes } from './refresh-selections';
import type { Selection } from './selection';
import type { Refusal } from './shape-bets';
import type { BetType, SlipBet } from './slip-bet';
import type { UpcomingBonus } from './slip-bonuses';
import type { SystemType } from './system-bets';
import type { ProviderStatus } from './ticket-state';

/** One refused bet of a placement, as the wire's `error.bets[]` carries it (contract BetRefusal). */
export interface BetRefusalBody {
  /** Position of the bet among the bets sent. */
  readonly index: number;
  readonly code: string | number;
  readonly message_key: string;
  readonly localized_message: string;
  /** Current decimal odds of the bet's selections where they moved. */
  readonly current_odds?: readonly {
    readonly match_id: number;
    readonly market_id: number;
    readonly specifier: string;
    readonly outcome_id: string;
    readonly odds: number;
  }[];
  /** A custom bet refused on its price (code 120): its decimal price now. */
  readonly current_custom_odds?: number;
}

/** A refused placement's body (contract PlaceBetsError), as parsed by the web. */
export interface PlaceBetsErrorBody {
  readonly error: {
    readonly code?: string | number | null;
    readonly message?: string;
    readonly message_key?: string;
    readonly details?: readonly unknown[];
    readonly bets?: readonly BetRefusalBody[];
  };
}

/**
 * Everything that can happen to the ticket, in the past tense. The web dispatches these on user actions,
 * realtime messages and placement responses (see CONTEXT.md). `P` is the server's placed bet, opaque here.
 */
export type TicketEvent<P = unknown> =
  /** The bettor picked an outcome that is not in the slip (BTY5). */
  | { readonly type: 'selectionAdded'; readonly selection: Selection }
  /** The bettor removed a selection (picked its outcome again, or its remove button) (BTY4). */
  | { readonly type: 'selectionRemoved'; readonly selectionId: string }
  /** The bettor asked to remove suspended and unavailable selections (BTY6). */
  | { readonly type: 'unavailableSelectionsRemoved' }
  /** The bettor chose a bet type (and a system type for systems; null: the first that fits) (BTY2). */
  | { readonly type: 'betTypeChanged'; readonly betType: BetType; readonly systemType?: SystemType | null }
  /** The custom-bet modal composed a custom bet, priced or not yet (null) (BTY8). */
  | {
      readonly type: 'customBetComposed';
      readonly selections: readonly Selection[];
      readonly customOdds: number | null;
    }
  /** POST /bets/custom/odds priced a custom bet (decimal odds) (BTY8). */
  | { readonly type: 'customOddsPriced'; readonly betId: string; readonly customOdds: number }
  /** POST /bonuses said what each bet may be placed with, and the boosts within reach (BON21). */
  | {
      readonly type: 'bonusesOffered';
      readonly offers: readonly { readonly betId: string; readonly bonuses: readonly OfferedBonus[] }[];
      readonly upcoming: readonly UpcomingBonus[];
    }
  /** POST /jackpots said which running jackpots each bet would feed (JKP7). */
  | {
      readonly type: 'jackpotsOffered';
      readonly offers: readonly {
        readonly betId: string;
        readonly jackpots: readonly { readonly id: number }[];
      }[];
    }
  /** The bettor chose one of a bet's offered bonuses (BON21, BON13). */
  | {
      readonly type: 'bonusChosen';
      readonly betId: string;
      readonly bonusId: number;
      readonly bonusType: string;
    }
  /** The bettor removed a bet's bonus (BON21, BON13). */
  | { readonly type: 'bonusRemoved'; readonly betId: string }
  /** The bettor typed a stake, in minor units (TKT12). */
  | { readonly type: 'stakeChanged'; readonly betId: string; readonly stake: number }
  /** The bettor typed the amount they want to win, in minor units (TKT12). */
  | { readonly type: 'potentialWinChanged'; readonly betId: string; readonly potentialWin: number }
  /** The slip currency changed (account currency switch) (TKT13). */
  | { readonly type: 'currencyChanged'; readonly currency: string; readonly subunits: number }
  /** Fresh prices for some outcomes (realtime markets_changed, refetched markets) (ACC1–ACC5, TKT5). */
  | { readonly type: 'marketsRefreshed'; readonly outcomes: OutcomeRefreshes }
  /** A match's status changed (realtime match_status_changed) (ACC6). */
  | { readonly type: 'matchStatusChanged'; readonly matchId: number; readonly matchStatus: MatchStatus }
  /** Provider statuses changed (settings, realtime provider_status_changed) (TKT6). */
  | {
      readonly type: 'providerStatusesChanged';
      readonly providerStatuses: Readonly<Record<string, ProviderStatus>>;
    }
  /** The bettor accepted the odds changes (TKT3). */
  | { readonly type: 'oddsChangesAccepted' }
  /** The bettor pressed place; `loggedIn` false prompts sign-in instead (TKT4, TKT8). */
  | { readonly type: 'placementStarted'; readonly loggedIn: boolean }
  /** The server took the bets but they await acceptance (e.g. live bet delay) (TKT10). */
  | { readonly type: 'placementPending'; readonly placedBets: readonly P[] }
  /** The bets are placed (TKT9). */
  | { readonly type: 'placementSucceeded'; readonly placedBets: readonly P[] }
  /** The placement was refused or failed: HTTP status (null: no response) and the parsed error body (TKT7). */
  | {
      readonly type: 'placementFailed';
      readonly status: number | null;
      readonly body: PlaceBetsErrorBody | null;
    }
  /** The bettor cleared the slip (TKT11). */
  | { readonly type: 'slipCleared' }
  /**
   * The player signed out or the session ended (TKT15): what the server said about the account goes, the
   * bettor's picks and stakes stay.
   */
  | { readonly type: 'accountSignedOut' }
  /** After a success, the bettor kept the selections for a new ticket (TKT11). */
  | { readonly type: 'selectionsReused' }
  /** Rebuilding bets from a share code or session storage began (RST3). */
  | { readonly type: 'restoreStarted' }
  /** Rebuilt bets (from `restoreBets`) replace the slip (RST3). */
  | { readonly type: 'betsRestored'; readonly bets: readonly SlipBet[] }
  /** Rebuilding failed; the slip stays as it was (RST3). */
  | { readonly type: 'restoreFailed' };

export type TicketEventType = TicketEvent['type'];

/** What the web should do besides storing the new state. */
export type TicketEffect =
  /** [TKT8] Open the sign-in dialog. */
  | { readonly type: 'promptSignIn' }
  /** [TKT7] Show the generic error alert (global error title and description). */
  | { readonly type: 'showErrorAlert' }
  /** [TKT4] Send the placement (POST /api/v3/bets with `placementPayload(state.processingBets, ...)`). */
  | { readonly type: 'placeBets' }
  /** [BTY10] The change was refused; show the message. */
  | { readonly type: 'refused'; readonly refusal: Refusal };

/** The reducer's answer: the next state and what to do. */
export interface TicketTransition<S> {
  readonly state: S;
  readonly effects: readonly TicketEffect[];
}
