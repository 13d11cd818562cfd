import { accountLedger, accounts, bets, markets, matches, sports } from '@sportsbook/server/db/schema';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { seedMsOf, startBenchBackend } from '../support/bench-backend';
import { createBenchBettors } from '../support/bench-bettors';
import { serveParent } from '../support/bench-child';
import { openBenchDatabase } from '../support/scratch-database';
import {
  type BenchSelection,
  type BetsDatabaseKind,
  type BetsServerCommand,
  type BetsServerReady,
  HELLO_PATH,
  type LedgerReport,
} from './bets-protocol';

/*
 * The backend under test for bet placement, in a process of its own: the backend as `main.ts` starts it
 * (`startBackend`) on a freshly seeded demo catalogue (PGlite in memory, or a scratch PostgreSQL database dropped afterwards),
 * bettors with a large EUR balance each, and a hello-world route on the same app instance as the baseline.
 * The live simulator stays off: odds that move would refuse bets (acceptance mode none), and the
 * benchmark expects every placement to succeed.
 */

/** 10 million EUR in cents: far more than the run can stake. */
const INITIAL_BALANCE = 1_000_000_000;
/** Distinct selections the bets are spread over. */
const SELECTIONS = 200;

const kind = process.argv[2] as BetsDatabaseKind;
const database = await openBenchDatabase(kind, 'sportsbook_bench_bets');
const { db } = database;
// The demo catalogue of the seed `npm start` uses (SIM_SEED's default).
const backend = await startBenchBackend(
  { SIMULATOR: 'off' },
  {
    database,
    seed: { demoPlayers: false },
    extend: (app) => {
      app.get(HELLO_PATH, { schema: { hide: true } }, async () => ({ hello: 'world' }));
    },
  },
);
const { tokens } = backend.deps;

/** One bettor per connection the benchmark opens (50): placements of different bettors never wait on one account. */
const BETTORS = Number(process.argv[3] ?? 50);

const bettors = await createBenchBettors(db, tokens, {
  prefix: 'bench-bettor',
  count: BETTORS,
  balance: INITIAL_BALANCE,
});
const playerIds = bettors.map((bettor) => bettor.playerId);

const homeWins = await db
  .select({ matchId: markets.matchId, specifier: markets.specifier, outcomes: markets.outcomes })
  .from(markets)
  .innerJoin(matches, eq(matches.id, markets.matchId))
  .innerJoin(sports, eq(sports.id, matches.sportId))
  .where(
    and(eq(markets.marketId, 1), eq(markets.status, 1), eq(matches.status, 0), eq(sports.key, 'football')),
  )
  .orderBy(asc(markets.matchId))
  .limit(SELECTIONS);
const selections: BenchSelection[] = homeWins.flatMap((line) => {
  const home = line.outcomes.find((outcome) => outcome.id === '1' && outcome.active);
  return home
    ? [{ match_id: line.matchId, market_id: 1, specifier: line.specifier, outcome_id: '1', odds: home.odds }]
    : [];
});
if (selections.length === 0) throw new Error('the seeded catalogue has no open prematch home wins');

/** The bettors' money, bets and ledger rows, summed over all of them. */
async function ledger(): Promise<LedgerReport> {
  const [money] = await db
    .select({ balance: sql<string>`coalesce(sum(${accounts.balance}), 0)` })
    .from(accounts)
    .where(inArray(accounts.playerId, playerIds));
  const [placed] = await db
    .select({ count: sql<string>`count(*)`, stakes: sql<string>`coalesce(sum(${bets.stake}), 0)` })
    .from(bets)
    .where(inArray(bets.playerId, playerIds));
  const [moves] = await db
    .select({
      debits: sql<string>`coalesce(-sum(${accountLedger.amount}), 0)`,
      rows: sql<string>`count(*)`,
      lowest: sql<string>`coalesce(min(${accountLedger.balanceAfter}), 0)`,
    })
    .from(accountLedger)
    .innerJoin(accounts, eq(accounts.id, accountLedger.accountId))
    .where(inArray(accounts.playerId, playerIds));
  return {
    balance: Number(money?.balance ?? 0),
    betCount: Number(placed?.count ?? 0),
    stakeSum: Number(placed?.stakes ?? 0),
    ledgerDebits: Number(moves?.debits ?? 0),
    ledgerRows: Number(moves?.rows ?? 0),
    lowestBalanceAfter: Number(moves?.lowest ?? 0),
  };
}

const ready: BetsServerReady = {
  baseUrl: backend.url,
  seedMs: seedMsOf(backend),
  authorizations: bettors.map((bettor) => bettor.authorization),
  initialBalance: INITIAL_BALANCE * BETTORS,
  selections,
};
serveParent<BetsServerCommand>(
  ready,
  async (command) => {
    switch (command.kind) {
      case 'ledger':
        return ledger();
    }
  },
  async () => {
    await backend.close();
    await database.close();
  },
);
