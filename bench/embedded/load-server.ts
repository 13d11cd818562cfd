import { monitorEventLoopDelay } from 'node:perf_hooks';
import { rowsOf } from '@sportsbook/server/db/rows-of';
import {
  accountLedger,
  accounts,
  bets,
  markets,
  matches,
  players,
  sports,
} from '@sportsbook/server/db/schema';
import { and, asc, eq, sql } from 'drizzle-orm';
import { simulatorOf, startBenchBackend } from '../support/bench-backend';
import { createBenchBettors } from '../support/bench-bettors';
import { serveParent } from '../support/bench-child';
import { percentileOfSorted } from '../support/stats';
import type {
  LoadLedger,
  LoadSelection,
  LoadServerCommand,
  LoadServerReady,
  ServerWindow,
} from './load-protocol';
import { PLACE_PATH } from './load-protocol';

/*
 * The backend under test for the embedded-database load: the app and the live simulator as `main.ts`
 * starts them (`startBackend`) on PGlite (in memory), a freshly seeded demo catalogue, and `BETTORS`
 * bettors who accept any odds (the simulator moves prices; a refusal for moved odds would measure the
 * wrong thing). Betting does not follow the feed: no bet is settled, so the ledger holds the stakes alone.
 * argv[2]: the environment overrides of the run, as JSON (e.g. the embedded database's queue bound).
 */

const INITIAL_BALANCE = 1_000_000_000;
const SELECTIONS = 200;

const bettorCount = Number(process.argv[2] ?? '100');
const env = JSON.parse(process.argv[3] ?? '{}') as Record<string, string>;
// The server's side of each phase: answer times of placements and the event loop's delay.
const answered = { placed: [] as number[], refused: [] as number[] };
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
const backend = await startBenchBackend(
  { SIMULATOR: 'on', ...env },
  {
    database: { kind: 'pglite' },
    seed: { demoPlayers: false },
    followFeed: false,
    extend: (app) => {
      app.addHook('onResponse', async (request, reply) => {
        if (request.url !== PLACE_PATH) return;
        if (reply.statusCode === 201) answered.placed.push(reply.elapsedTime);
        else if (reply.statusCode === 503) answered.refused.push(reply.elapsedTime);
      });
      loopDelay.enable();
    },
  },
);
const { tokens } = backend.deps;
const { db } = backend.deps.database;
const simulator = simulatorOf(backend);

const created = await createBenchBettors(db, tokens, {
  prefix: 'load-bettor',
  count: bettorCount,
  balance: INITIAL_BALANCE,
  oddsAcceptMode: 'any',
});
const bettors = created.map((bettor) => bettor.authorization);
const _playerIds = created.map((bettor) => bettor.playerId);

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
const selections: LoadSelection[] = homeWins.flatMap((line) => {
  const home = line.outcomes.find((outcome) => outcome.id === '1' && outcome.active);
  return home
    ? [{ match_id: line.matchId, market_id: 1, specifier: line.specifier, outcome_id: '1', odds: home.odds }]
    : [];
});

async function ledger(): Promise<LoadLedger> {
  const [balances] = await db
    .select({
      total: sql<string>`coalesce(sum(${accounts.balance}), 0)`,
      count: sql<string>`count(*)`,
    })
    .from(accounts)
    .innerJoin(players, eq(players.id, accounts.playerId))
    .where(sql`${players.email} like 'load-bettor-%'`);
  const [placed] = await db
    .select({ count: sql<string>`count(*)`, stakes: sql<string>`coalesce(sum(${bets.stake}), 0)` })
    .from(bets)
    .innerJoin(players, eq(players.id, bets.playerId))
    .where(sql`${players.email} like 'load-bettor-%'`);
  const [moves] = await db
    .select({ total: sql<string>`coalesce(sum(${accountLedger.amount}), 0)` })
    .from(accountLedger)
    .innerJoin(accounts, eq(accounts.id, accountLedger.accountId))
    .innerJoin(players, eq(players.id, accounts.playerId))
    .where(sql`${players.email} like 'load-bettor-%'`);
  const off = await db.execute(sql`
    select count(*) as n from ${accounts} a
    join ${players} p on p.id = a.player_id
    where p.email like 'load-bettor-%'
      and a.balance <> ${INITIAL_BALANCE} + coalesce((select sum(l.amount) from ${accountLedger} l where l.account_id = a.id), 0)`);
  const offRows = rowsOf<{ n: string | number }>(off);
  return {
    spent: Number(balances?.count ?? 0) * INITIAL_BALANCE - Number(balances?.total ?? 0),
    betCount: Number(placed?.count ?? 0),
    stakeSum: Number(placed?.stakes ?? 0),
    ledgerDebits: -Number(moves?.total ?? 0),
    accountsOff: Number(offRows[0]?.n ?? 0),
  };
}

let windowFrom = { at: performance.now(), ticks: 0, busyMs: 0 };
/** What the server saw since the last window; starts the next. */
function window(): ServerWindow {
  const stats = simulator.stats();
  const now = performance.now();
  const placed = answered.placed.sort((a, b) => a - b);
  const refused = answered.refused.sort((a, b) => a - b);
  const report: ServerWindow = {
    loopDelayP50Ms: loopDelay.percentile(50) / 1e6,
    loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
    loopDelayMaxMs: loopDelay.max / 1e6,
    placedP50Ms: percentileOfSorted(placed, 50),
    placedP95Ms: percentileOfSorted(placed, 95),
    refusedP50Ms: refused.length > 0 ? percentileOfSorted(refused, 50) : 0,
    refusedP95Ms: refused.length > 0 ? percentileOfSorted(refused, 95) : 0,
    ticks: stats.ticks - windowFrom.ticks,
    tickShare: (stats.busyMs - windowFrom.busyMs) / (now - windowFrom.at),
  };
  windowFrom = { at: now, ticks: stats.ticks, busyMs: stats.busyMs };
  answered.placed = [];
  answered.refused = [];
  loopDelay.reset();
  return report;
}

const ready: LoadServerReady = {
  baseUrl: backend.url,
  bettors,
  initialBalance: INITIAL_BALANCE,
  selections,
};
serveParent<LoadServerCommand>(
  ready,
  async (command) => {
    switch (command.kind) {
      case 'ledger':
        return ledger();
      case 'window':
        return window();
    }
  },
  () => backend.close(),
);
