import { randomBytes, randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import type { RealtimeEvent } from '@sportsbook/contract/realtime/events';
import { openDatabase } from '@sportsbook/server/db/database';
import { rowsOf } from '@sportsbook/server/db/rows-of';
import { accountLedger, accounts, markets, matches } from '@sportsbook/server/db/schema';
import type { Backend } from '@sportsbook/server/start-backend';
import { TcpFaultProxy } from '@sportsbook/server/test-support/tcp-fault-proxy';
import { and, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import type { BenchResult } from './bench-result';
import { startBenchBackend } from './support/bench-backend';
import { createBenchBettors } from './support/bench-bettors';
import { ReportLines, table } from './support/report';
import { withAdmin } from './support/scratch-database';
import { median, round } from './support/stats';

/*
 * The fault run of issue 14: the reference backend with its live feed on PostgreSQL, behind a TCP proxy the
 * run breaks (drop, stall, reset, and the server terminating the backend's connections), while bettors place
 * singles at the prices they last read (odds acceptance "none", a reused Idempotency-Key on every retry) and
 * hostile requests arrive. Afterwards it counts what must be zero: bets accepted that should not have been
 * (a prematch bet at or after kick-off, odds other than those asked, a bet taken while the feed was not live
 * all along, a key placed twice), ledger differences (a balance that is not its initial amount plus its
 * ledger, stakes that are not the bet debits), and 5xx answers to hostile input.
 */

const INITIAL = 1_000_000;
const BETTORS = 16;

interface Attempt {
  readonly sentAt: number;
  readonly answeredAt: number;
  readonly status: number;
  readonly tries: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Hostile requests that must be refused with a 4xx before any database work, whatever the database does. */
const HOSTILE: readonly { method: 'GET' | 'POST'; url: string; payload?: unknown }[] = [
  { method: 'GET', url: '/api/v2/matches/2147483648' },
  { method: 'GET', url: '/api/v2/matches/9007199254740991/markets' },
  { method: 'GET', url: '/api/v2/search?query=abc%00def' },
  { method: 'GET', url: '/api/v2/matches/%ff' },
  { method: 'GET', url: '/api/v3/bets/share-code?code=%00%00%00%00%00%00%00%00' },
  { method: 'POST', url: '/platform/users/sign_in', payload: { email: 'a\u0000@b.c', password: 'x' } },
  { method: 'POST', url: '/api/v3/bets/custom/odds', payload: { selections: [{ match_id: 2 ** 40 }] } },
];

export async function runFaultRun(options: { cycles?: number } = {}): Promise<BenchResult> {
  const out = new ReportLines('fault-run');
  const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('the fault run needs PostgreSQL: set TEST_DATABASE_URL or DATABASE_URL');
  const cycles = options.cycles ?? 3;
  out.add(
    `load average at start: ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}; ${cycles} fault cycles`,
  );
  const name = `sportsbook_faults_${process.pid}_${randomBytes(3).toString('hex')}`;
  await withAdmin(adminUrl, `CREATE DATABASE ${name}`);
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${name}`;
  const proxy = await TcpFaultProxy.inFrontOf(dbUrl.toString());
  const database = await openDatabase({ kind: 'postgres', url: proxy.url(dbUrl.toString()) });
  const { db } = database;
  const feedStatuses: { at: number; status: string }[] = [];
  const publisher = {
    async publish(_channel: string, event: RealtimeEvent) {
      if (event.event === 'feed_status_changed')
        feedStatuses.push({ at: performance.now(), status: event.payload.feed.status });
    },
    hasSubscribers: () => false,
    close: async () => {},
  };
  let backend: Backend | undefined;
  try {
    // The product as `npm start` runs it (betting follows the feed), on a quarter of the demo catalogue,
    // in English, logging nothing: the faults are the point.
    backend = await startBenchBackend(
      { SIMULATOR: 'on', CONTENT_LOCALES: 'en', LOG_LEVEL: 'silent' },
      { database, publisher, catalogScale: 0.25, seed: { demoPlayers: false } },
    );
    const { app, simulator } = backend;
    const { tokens } = backend.deps;

    const bettors = (
      await createBenchBettors(db, tokens, {
        prefix: 'fault-bettor',
        count: BETTORS,
        balance: INITIAL,
        oddsAcceptMode: 'none',
      })
    ).map((bettor) => ({ id: bettor.playerId, authorization: bettor.authorization }));

    // The prices bettors read: refreshed from the book every second while the database answers.
    type Pick = { match_id: number; market_id: number; specifier: string; outcome_id: string; odds: number };
    let book: Pick[] = [];
    const readBook = async () => {
      const lines = await db
        .select({
          matchId: markets.matchId,
          marketId: markets.marketId,
          specifier: markets.specifier,
          outcomes: markets.outcomes,
        })
        .from(markets)
        .innerJoin(matches, eq(matches.id, markets.matchId))
        .where(and(eq(markets.status, 1), inArray(matches.status, [0, 1]), eq(matches.type, 'match')))
        .orderBy(sql`random()`)
        .limit(300);
      book = lines.flatMap((line) =>
        line.outcomes
          .filter((o) => o.active)
          .slice(0, 1)
          .map((o) => ({
            match_id: line.matchId,
            market_id: line.marketId,
            specifier: line.specifier,
            outcome_id: o.id,
            odds: o.odds,
          })),
      );
    };
    await readBook();

    let running = true;
    const attempts: Attempt[] = [];
    const hostile = { sent: 0, fiveHundreds: 0 };
    const inject = app.inject.bind(app);
    const bettorLoop = async (bettor: { authorization: string }) => {
      while (running) {
        const pick = book[Math.floor(Math.random() * book.length)];
        if (!pick) {
          await sleep(100);
          continue;
        }
        const key = randomUUID();
        const payload = {
          meta: { device_id: randomUUID(), quick: false, type: 'single' },
          locale: 'en',
          bets: [
            { stake: { value: 100 + Math.floor(Math.random() * 900), currency: 'EUR' }, selections: [pick] },
          ],
        };
        const sentAt = performance.now();
        let tries = 0;
        let status = 0;
        // A client that retries a 503 or a 409 (in progress) with the same key until it has an answer.
        for (; tries < 60 && running; tries += 1) {
          const answer = await inject({
            method: 'POST',
            url: '/api/v3/bets',
            headers: { authorization: bettor.authorization, 'idempotency-key': key },
            payload,
          });
          status = answer.statusCode;
          if (status !== 503 && status !== 409) break;
          await sleep(250);
        }
        attempts.push({ sentAt, answeredAt: performance.now(), status, tries });
        await sleep(50);
      }
    };
    const hostileLoop = async () => {
      while (running) {
        for (const request of HOSTILE) {
          const answer = await inject({
            method: request.method,
            url: request.url,
            ...(request.payload ? { payload: request.payload as Record<string, unknown> } : {}),
          });
          hostile.sent += 1;
          if (answer.statusCode >= 500) hostile.fiveHundreds += 1;
        }
        await sleep(100);
      }
    };
    const bookLoop = async () => {
      while (running) {
        await readBook().catch(() => undefined);
        await sleep(1_000);
      }
    };
    const loops = [...bettors.map(bettorLoop), hostileLoop(), bookLoop()];

    const ready = async () => (await inject({ method: 'GET', url: '/readyz' })).statusCode === 200;
    const recoveries: number[] = [];
    let faults = 0;
    const watcher = new pg.Client({ connectionString: dbUrl.toString() });
    await watcher.connect();
    const heal = async () => {
      await proxy.heal();
      const from = performance.now();
      while (!(await ready())) {
        if (performance.now() - from > 60_000) throw new Error('the backend did not recover within 60 s');
        await sleep(100);
      }
      recoveries.push(performance.now() - from);
    };
    await sleep(3_000);
    for (let cycle = 0; cycle < cycles; cycle += 1) {
      for (const fault of ['drop', 'stall', 'reset'] as const) {
        proxy[fault]();
        faults += 1;
        await sleep(fault === 'stall' ? 6_000 : 3_000);
        await heal();
        await sleep(2_000);
      }
      // The server ends every connection of the backend (a failover, an operator's kill).
      await watcher.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
      );
      faults += 1;
      await heal();
      await sleep(2_000);
    }
    await watcher.end();
    running = false;
    await Promise.all(loops);
    await simulator?.stop();

    // What must be zero.
    const count = async (query: ReturnType<typeof sql>) => {
      const [row] = rowsOf<{ n: string | number }>(await db.execute(query));
      return Number(row?.n ?? 0);
    };
    const afterKickOff = await count(sql`
      select count(*) as n from bet_selections s join bets b on b.id = s.bet_id
      where s.match_status = 0 and b.created_at >= s.match_start_time`);
    const otherOdds = await count(sql`
      select count(*) as n from bet_selections s where s.accepted_odds <> s.requested_odds`);
    const doubled = await count(sql`
      select count(*) as n from (select placement_request_id from bets group by placement_request_id having count(*) > 1) d`);
    const notLive = attempts.filter((a) => {
      if (a.status !== 201) return false;
      // Not live from before it was sent until after it was answered: the backend knew all along.
      const before = [...feedStatuses].reverse().find((s) => s.at <= a.sentAt);
      const changed = feedStatuses.some((s) => s.at > a.sentAt && s.at <= a.answeredAt);
      return before !== undefined && before.status !== 'live' && !changed;
    }).length;
    const balancesOff = await count(sql`
      select count(*) as n from ${accounts} a
      where a.balance <> ${INITIAL} + coalesce((select sum(l.amount) from ${accountLedger} l where l.account_id = a.id), 0)`);
    const stakesOff = await count(sql`
      select count(*) as n from bets b
      where b.stake <> -coalesce((select sum(l.amount) from ${accountLedger} l
        where l.bet_id = b.id and l.amount < 0), 0)`);
    const by = (status: number) => attempts.filter((a) => a.status === status).length;
    const other = attempts.filter((a) => ![201, 422, 503, 409, 0].includes(a.status)).length;
    const wronglyAccepted = afterKickOff + otherOdds + doubled + notLive;
    const figures = {
      faults_injected: faults,
      bets_attempted: attempts.length,
      bets_placed: by(201),
      bets_refused: by(422),
      bets_retried: attempts.filter((a) => a.tries > 1).length,
      bets_still_paused: by(503) + by(409),
      bets_wrongly_accepted: wronglyAccepted,
      ledger_differences: balancesOff + stakesOff,
      hostile_requests: hostile.sent,
      hostile_5xx: hostile.fiveHundreds,
      unexpected_answers: other,
      recovery_median_ms: round(median(recoveries)),
      recovery_max_ms: round(Math.max(...recoveries)),
    };
    out.add(
      ...table(
        ['figure', 'value'],
        Object.entries(figures).map(([key, value]) => [key, value]),
      ),
      `wrongly accepted: ${afterKickOff} after kick-off, ${otherOdds} at other odds, ${doubled} doubled keys, ${notLive} while the feed was not live`,
    );
    if (wronglyAccepted + figures.ledger_differences + hostile.fiveHundreds + other > 0)
      throw new Error('the fault run found bets wrongly accepted, ledger differences or 5xx answers');
    return { name: 'fault-run', lines: out.lines, figures };
  } finally {
    // Closing a pool whose connections went through a broken proxy may wait on nothing: each step gets
    // CLEANUP_MS (a standalone run exited mid-wait; inside `npm run bench` the run hung before the next
    // benchmark). The database is dropped with FORCE, which ends whatever connection is left.
    await settledWithin(backend?.close());
    await withAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await settledWithin(proxy.heal());
    await settledWithin(database.close());
    await settledWithin(proxy.close());
  }
}

/** How long one cleanup step may take before the run goes on without it. */
const CLEANUP_MS = 10_000;

/** Waits for a cleanup step, at most CLEANUP_MS; its failure is not the run's. */
async function settledWithin(step: Promise<unknown> | undefined): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.resolve(step).catch(() => undefined),
    new Promise((resolve) => {
      timer = setTimeout(resolve, CLEANUP_MS);
    }),
  ]);
  clearTimeout(timer);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const cycles = process.env.FAULT_CYCLES ? Number(process.env.FAULT_CYCLES) : undefined;
  await runFaultRun(cycles ? { cycles } : {});
}
