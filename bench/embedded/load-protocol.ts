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
  { readonly kind: 'ledger' };

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
