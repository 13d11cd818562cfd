import type { OddsAcceptMode } from './odds-accept-mode';
import type { BetType, SlipBet } from './slip-bet';
import type { UpcomingBonus } from './slip-bonuses';
import type { SystemType } from './system-bets';

/** Ticket states of spec §4. */
export const TICKET_STATES = ['INITIAL', 'ODDS_CHANGED', 'PROCESSING', 'SUCCESS', 'ERROR'] as const;
export type TicketStateName = (typeof TICKET_STATES)[number];

/** A provider's status (settings `providerStatuses`, realtime `provider_status_changed`). */
export type ProviderStatus = 'active' | 'inactive';

/** [TKT7] Why one bet of a refused placement was refused; shown on the bet's first selection. */
export interface BetError {
  readonly betId: string;
  /** Id (outcome key) of the bet's first selection, where the message is shown. */
  readonly selectionId: string;
  readonly code: string | number;
  /** The server's message key for the refusal. */
  readonly messageKey: string;
  /** The server's translated message (`localized_message`), shown as is. */
  readonly message: string;
}

/** [TKT7] A coded placement error. */
export interface TicketError {
  /** General message key (ERR3: the server's key, else the code's, else error.place_bets.default). */
  readonly messageKey: string;
  readonly code: string | number;
  /** The server's field problems, as sent (`{ path, message }` objects). */
  readonly details: readonly unknown[];
  /** Per-bet refusals by bet id. */
  readonly betErrors: Readonly<Record<string, BetError>>;
  /** [ERR2] The error is about odds that no longer hold (the bettor can accept the new prices and retry). */
  readonly wrongOdds: boolean;
}

/**
 * The ticket (spec §3 Ticket state), plain JSON so the web can keep it in session storage. `P` is the
 * server's placed bet (the contract's Bet), opaque to core.
 */
export interface TicketState<P = unknown> {
  readonly ticketState: TicketStateName;
  /** Non-null only in ERROR (TKT7). */
  readonly error: TicketError | null;
  /** Either singles only, or exactly one bet (BTY1). */
  readonly bets: readonly SlipBet[];
  /** Ids (outcome keys) of every selection in `bets`, in slip order. */
  readonly selectedOutcomeIds: readonly string[];
  /** Snapshot of the bets sent by the last placement (stake > 0), in the order sent (TKT4, REF1). */
  readonly processingBets: readonly SlipBet[];
  /** The server's bets from the last successful placement. */
  readonly placedBets: readonly P[];
  /** Bets are being rebuilt from a share code or session storage (RST3). */
  readonly isRestoring: boolean;
  /** A placement request is on its way or its bets await acceptance. */
  readonly inProgress: boolean;
  /** [SYS2] System types for the slip's selection count, sorted by total then win count. */
  readonly systemTypes: readonly SystemType[];
  /** Slip currency code: new bets take it (TKT13). */
  readonly currency: string;
  /** Minor units per major unit of the slip currency. */
  readonly subunits: number;
  /** Provider statuses last seen (ACC6); a provider missing is active. */
  readonly providerStatuses: Readonly<Record<string, ProviderStatus>>;
  /** The number the next new bet's id takes ("b{n}"). */
  readonly nextBetNumber: number;
  /**
   * [BTY11] The bet type the bettor chose with the switch; null while they have not (the slip then takes the
   * type its selections call for) and again once the slip is empty.
   */
  readonly chosenBetType: BetType | null;
  /** The boosts within reach of the slip's bets (spec §3 upcomingBonuses), as POST /bonuses last said; absent: none. */
  readonly upcomingBonuses?: readonly UpcomingBonus[];
}

/** The slip currency: its code and minor units per major unit. */
export interface SlipCurrency {
  readonly code: string;
  readonly subunits: number;
}

/** [TKT1] An empty ticket in `currency`. */
export function initialTicketState<P = unknown>(currency: SlipCurrency): TicketState<P> {
  return {
    ticketState: 'INITIAL',
    error: null,
    bets: [],
    selectedOutcomeIds: [],
    processingBets: [],
    placedBets: [],
    isRestoring: false,
    inProgress: false,
    systemTypes: [],
    currency: currency.code,
    subunits: currency.subunits,
    providerStatuses: {},
    nextBetNumber: 1,
    chosenBetType: null,
  };
}

/** The settings (spec §3) the ticket reducer follows. */
export interface TicketSettings {
  /** Which odds changes are accepted without asking (ACC2). */
  readonly oddsAcceptMode: OddsAcceptMode;
  /** Per provider: whether a new selection becomes another single (BTY5); a provider missing is false. */
  readonly multiSingleAvailableByProvider: Readonly<Record<string, boolean>>;
  readonly customBetEnabled: boolean;
  /** A custom bet may hold a single selection. */
  readonly customBetAllowedForSingle: boolean;
  /** Several bets of the slip may each use a freebet at once (BON27); absent: false. */
  readonly multiActiveFreebetsAllowed?: boolean;
}

/** Settings for tests and before the server's arrive: ask about every change, no multi-singles, no custom bets. */
export const DEFAULT_TICKET_SETTINGS: TicketSettings = {
  oddsAcceptMode: 'none',
  multiSingleAvailableByProvider: {},
  customBetEnabled: false,
  customBetAllowedForSingle: false,
};
