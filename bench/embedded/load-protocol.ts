/*
 * What the embedded-database load benchmark's parent says to the server under test (its own process).
 */

/** The call measured: a single bet, each request with its own Idempotency-Key. */
export const PLACE_PATH = '/api/v3/bets';

/** Stake of every benchmark bet, in minor units of EUR. */
export const LOAD_STAKE = 100;

/** A selection the bettors bet on: an open home win of a prematch match, at its stored odds. */
export interface LoadSelection {
  readonly match_id: number;
  readonly market_id: number;
  readonly specifier: string;
  readonly outcome_id: string;
  readonly odds: number;
}

export type LoadServerCommand =
  /** Every bettor's money, bets and ledger as the database holds them now. */
  | { readonly kind: 'ledger' }
  /** What the server saw since the last window (then starts the next): see ServerWindow. */
  | { readonly kind: 'window' };

/** The server's side of a phase: where the answer times went. */
export interface ServerWindow {
  /** Event-loop delay (ms): PGlite's statements run on the loop, so nothing else runs meanwhile. */
  readonly loopDelayP50Ms: number;
  readonly loopDelayP99Ms: number;
  readonly loopDelayMaxMs: number;
  /** Placements' time in the server (request read to answer sent), by answer. */
  readonly placedP50Ms: number;
  readonly placedP95Ms: number;
  readonly refusedP50Ms: number;
  readonly refusedP95Ms: number;
  /** The live simulator's ticks in the window, and the share of the window they took. */
  readonly ticks: number;
  readonly tickShare: number;
}

/** What the server announces once seeded, listening and with the simulator running. */
export interface LoadServerReady {
  readonly baseUrl: string;
  /** `Bearer …` of each bettor. */
  readonly bettors: readonly string[];
  /** Each bettor's EUR balance before the first bet (minor units). */
  readonly initialBalance: number;
  readonly selections: readonly LoadSelection[];
}

/** All bettors' accounts, bets and ledger after the run. */
export interface LoadLedger {
  /** initial − balance, summed over the bettors (minor units). */
  readonly spent: number;
  readonly betCount: number;
  readonly stakeSum: number;
  /** Sum of the ledger's movements, negated (minor units). */
  readonly ledgerDebits: number;
  /** Accounts whose balance is not initial + the sum of their ledger rows. */
  readonly accountsOff: number;
}
