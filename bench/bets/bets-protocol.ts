/*
 * What the bet placement benchmark's parent says to the server under test, which runs in its own process.
 */

/** The database under the server. */
export type BetsDatabaseKind = 'pglite' | 'postgres';

/** The call measured: a single bet, each request with its own Idempotency-Key. */
export const PLACE_PATH = '/api/v3/bets';

/** The baseline: a trivial route on the same app instance (same hooks, same server). */
export const HELLO_PATH = '/bench/hello';

/** Stake of every benchmark bet, in minor units of EUR. */
export const BENCH_STAKE = 100;

/** A selection the benchmark bets on: an open home win of a prematch match, at its stored odds. */
export interface BenchSelection {
  readonly match_id: number;
  readonly market_id: number;
  readonly specifier: string;
  readonly outcome_id: string;
  readonly odds: number;
}

export type BetsServerCommand =
  /** The bettor's money and bets as the database holds them now. */
  { readonly kind: 'ledger' };

/** What the server announces once seeded and listening. */
export interface BetsServerReady {
  readonly baseUrl: string;
  readonly seedMs: number;
  /** `Bearer …` of each of the benchmark's bettors. */
  readonly authorizations: readonly string[];
  /** The bettors' EUR balances together before the first bet (minor units). */
  readonly initialBalance: number;
  readonly selections: readonly BenchSelection[];
}

/** The bettors' accounts, bets and ledgers after the run, summed. */
export interface LedgerReport {
  readonly balance: number;
  readonly betCount: number;
  /** Sum of the stakes of the bettor's bets (minor units). */
  readonly stakeSum: number;
  /** Sum of the ledger's debits (minor units, positive). */
  readonly ledgerDebits: number;
  readonly ledgerRows: number;
  /** The lowest balance any ledger row recorded. */
  readonly lowestBalanceAfter: number;
}
