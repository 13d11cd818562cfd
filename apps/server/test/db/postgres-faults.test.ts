import { randomUUID } from 'node:crypto';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@sportsbook/contract/platform/platform-errors';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DATABASE_TIMEOUTS } from '../../src/db/database';
import type { DatabaseTimeouts } from '../../src/db/database-types';
import { APPLICATION_NAME } from '../../src/db/postgres-pool';
import { bets, matches } from '../../src/db/schema';
import { FeedHealthMonitor } from '../../src/feed/health/feed-health-monitor';
import { ManualTimers } from '../../src/timers';
import { aBet, aSlip, BettingWorld, type Bettor, type WorldMatch } from '../betting/support/betting-world';
import { openSimWorld, simulatorOn } from '../feed/support/sim-harness';
import { databaseNameOf, ownConnectionTo } from '../support/database';
import { RecordingPublisher } from '../support/recording-publisher';
import { TcpFaultProxy } from '../support/tcp-fault-proxy';

/*
 * PostgreSQL faults (they need PostgreSQL: PGlite has no connections to lose). A lost connection fails only
 * the work that was on it; the process lives (an unheard 'error' of a pg client would end this test run);
 * calls answer 503 with the contract's code and Retry-After; money is exact (each balance is its initial
 * amount plus its ledger rows, one debit per placed bet); and everything recovers by itself.
 */

const adminUrl = process.env.TEST_DATABASE_URL;

/** The money of a bettor is what it must be: initial plus ledger, and one debit per placed stake. */
async function expectExactMoney(world: BettingWorld, bettor: Bettor, initial: number, stakes: number[]) {
  const placed = stakes.reduce((sum, stake) => sum + stake, 0);
  const [row] = await world.db
    .select({ total: sql<string>`coalesce(sum(${bets.stake}), 0)` })
    .from(bets)
    .where(eq(bets.playerId, bettor.playerId));
  expect({
    balance: await world.balance(bettor),
    ledger: await world.ledgerSum(bettor),
    bets: await world.betCount(bettor),
    stakes: Number(row?.total),
  }).toEqual({ balance: initial - placed, ledger: 0 - placed, bets: stakes.length, stakes: placed });
}

function expectUnavailable(
  answer: {
    statusCode: number;
    headers: Record<string, unknown>;
    json(): { error: Record<string, unknown> };
  },
  code: 'betting_paused' | 'service_unavailable',
): void {
  expect(answer.statusCode).toBe(503);
  expect(answer.json().error).toMatchObject({
    code,
    message_key: code === 'betting_paused' ? 'error.place_bets.betting_paused' : 'error.service_unavailable',
  });
  expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
}

describe.skipIf(!adminUrl)('PostgreSQL connections terminated under the backend', () => {
  let world: BettingWorld;
  let match: WorldMatch;
  let watcher: pg.Client;
  const lost: string[] = [];

  beforeAll(async () => {
    // Long lock and statement timeouts: the placement must still be waiting when its connection goes.
    const patient: DatabaseTimeouts = {
      ...DEFAULT_DATABASE_TIMEOUTS,
      lockMs: 60_000,
      statementMs: 60_000,
      queryMs: 61_000,
    };
    world = await BettingWorld.open('postgres', {
      database: {
        timeouts: patient,
        log: { warn: (_details, message) => lost.push(message), info: () => {} },
      },
    });
    match = await world.aMatch();
    watcher = await ownConnectionTo(world.db);
  });
  afterAll(async () => {
    await watcher.end();
    await world.close();
  });

  /** The backend's connection that waits on a lock, once it does. */
  async function backendWaitingOnALock(): Promise<number> {
    return vi.waitFor(
      async () => {
        const { rows } = await watcher.query<{ pid: number }>(
          `select pid from pg_stat_activity
            where datname = current_database() and application_name = $1 and wait_event_type = 'Lock'`,
          [APPLICATION_NAME],
        );
        expect(rows).toHaveLength(1);
        return rows[0]?.pid ?? 0;
      },
      { timeout: 20_000, interval: 20 },
    );
  }

  it('a placement waiting in its transaction on the account row lock: only it fails (503 betting_paused, nothing taken); then it succeeds', async () => {
    const bettor = await world.aBettor({ balances: { EUR: 100_000 } });
    const slip = aSlip('single', [aBet([match.selection(1, '1')], 1_000)]);
    const key = randomUUID();
    const holder = await ownConnectionTo(world.db);
    await holder.query('begin');
    // The account's row: the debit inside the placement's transaction waits for it.
    await holder.query('select id from accounts where player_id = $1 for update', [bettor.playerId]);
    const placing = world.place(bettor, slip, { key });
    const pid = await backendWaitingOnALock();
    await watcher.query('select pg_terminate_backend($1)', [pid]);
    const answer = await placing;
    await holder.query('rollback');
    await holder.end();

    expectUnavailable(answer, 'betting_paused');
    await expectExactMoney(world, bettor, 100_000, []);
    // The rest of the backend carried on: other calls work, and the same request (same key) places now.
    expect((await world.call('GET', '/api/v3/bets', bettor)).statusCode).toBe(200);
    const again = await world.place(bettor, slip, { key });
    expect(again.statusCode).toBe(201);
    await expectExactMoney(world, bettor, 100_000, [1_000]);
  });

  it('an idle pool whose connections are all terminated: the process lives and the next calls succeed', async () => {
    const bettor = await world.aBettor({ balances: { EUR: 100_000 } });
    // Several placements at once leave several connections idle in the pool.
    const first = await Promise.all(
      [1, 2, 3, 4].map(() => world.place(bettor, aSlip('single', [aBet([match.selection(1, 'X')], 500)]))),
    );
    expect(first.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    lost.length = 0;
    const { rows } = await watcher.query<{ n: number }>(
      `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
        where datname = current_database() and application_name = $1`,
      [APPLICATION_NAME],
    );
    const terminated = rows[0]?.n ?? 0;
    expect(terminated).toBeGreaterThanOrEqual(2);
    await vi.waitFor(
      () => expect(lost.filter((m) => m.includes('idle database connection'))).toHaveLength(terminated),
      {
        timeout: 10_000,
      },
    );

    const after = await Promise.all(
      [1, 2, 3].map(() => world.place(bettor, aSlip('single', [aBet([match.selection(1, '2')], 700)]))),
    );
    expect(after.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    await expectExactMoney(world, bettor, 100_000, [500, 500, 500, 500, 700, 700, 700]);
  });

  it('a placement waiting on a lock past the lock timeout answers 503 betting_paused and takes nothing', async () => {
    const hasty = await BettingWorld.open('postgres', {
      database: { timeouts: { ...DEFAULT_DATABASE_TIMEOUTS, lockMs: 300 } },
    });
    try {
      const hastyMatch = await hasty.aMatch();
      const bettor = await hasty.aBettor({ balances: { EUR: 100_000 } });
      const slip = aSlip('single', [aBet([hastyMatch.selection(1, '1')], 2_500)]);
      const key = randomUUID();
      const holder = await ownConnectionTo(hasty.db);
      await holder.query('begin');
      await holder.query('select id from accounts where player_id = $1 for update', [bettor.playerId]);
      const answer = await hasty.place(bettor, slip, { key });
      await holder.query('rollback');
      await holder.end();
      expectUnavailable(answer, 'betting_paused');
      await expectExactMoney(hasty, bettor, 100_000, []);
      expect((await hasty.place(bettor, slip, { key })).statusCode).toBe(201);
      await expectExactMoney(hasty, bettor, 100_000, [2_500]);
    } finally {
      await hasty.close();
    }
  });
});

/** Small timeouts, so a fault shows within about two seconds. */
const QUICK: DatabaseTimeouts = {
  connectMs: 1_000,
  statementMs: 1_500,
  lockMs: 1_000,
  idleInTransactionMs: 5_000,
  queryMs: 2_000,
  keepAliveMs: 1_000,
};

describe.skipIf(!adminUrl)('PostgreSQL behind a network that fails (TCP fault proxy)', () => {
  let proxy: TcpFaultProxy;
  let world: BettingWorld;
  let match: WorldMatch;
  let unread: WorldMatch;
  const timers = new ManualTimers();

  beforeAll(async () => {
    proxy = await TcpFaultProxy.inFrontOf(adminUrl ?? '');
    world = await BettingWorld.open('postgres', {
      database: { route: (url) => proxy.url(url), timeouts: QUICK, health: { timers } },
    });
    [match, unread] = (await world.matches(2)) as [WorldMatch, WorldMatch];
  });
  afterAll(async () => {
    await proxy.heal();
    await world.close();
    await proxy.close();
  });

  const health = () => world.database.health;
  const get = (url: string) => world.t.app.inject({ method: 'GET', url });

  /** Fires the probe the tracker has scheduled (its timer, by hand) and waits until it has answered. */
  async function probeOnce(): Promise<void> {
    timers.advance(timers.nextDueInMs ?? 0);
    // Ended: the database is up, or the next probe is scheduled.
    await vi.waitFor(() => expect(health().state === 'up' || timers.pending === 1).toBe(true), {
      timeout: 15_000,
      interval: 20,
    });
  }

  /** Probes as the tracker's timers say, until the tracker reaches `state`. */
  async function probeUntil(state: 'up' | 'down'): Promise<void> {
    for (let probes = 0; health().state !== state; probes += 1) {
      if (probes === 20) throw new Error(`the database is still ${health().state} after 20 probes`);
      await probeOnce();
    }
  }

  afterEach(async () => {
    await proxy.heal();
    await probeUntil('up');
  });

  it.each(['stall', 'drop', 'reset'] as const)(
    '%s: calls answer 503, not ready, alive; recovers by itself when healed, money exact',
    async (fault) => {
      const bettor = await world.aBettor({ balances: { EUR: 100_000 } });
      const slip = aSlip('single', [aBet([match.selection(1, '1')], 1_000)]);
      const key = randomUUID();
      const matchUrl = `/api/v2/matches/${match.id}`;
      const before = await get(matchUrl);
      expect(before.statusCode).toBe(200);
      expect((await get('/readyz')).statusCode).toBe(200);

      proxy[fault]();
      // The first call meets the fault itself (a read or connect timeout, a closed or reset connection).
      expectUnavailable(await world.place(bettor, slip, { key }), 'betting_paused');
      await probeUntil('down');

      const ready = await get('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'not_ready', checks: { database: { ready: false } } });
      expect(ready.json().checks.database.detail).toMatch(/^unreachable since /);
      expect((await get('/healthz')).statusCode).toBe(200);

      // Known down: every call is answered at once, without trying the network.
      const tried = proxy.acceptedConnections;
      expectUnavailable(await world.place(bettor, slip, { key }), 'betting_paused');
      const session = { cookie: 'sb_session=any', [CSRF_HEADER]: CSRF_HEADER_VALUE };
      const card = { card_number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
      const moneyCalls = [
        world.call('POST', '/api/v3/bets/max-stake', bettor, {
          currency: 'EUR',
          type: 'single',
          selections: [match.selection(1, '1')],
        }),
        world.call('POST', '/api/v3/bets/cashout', bettor, { bet_id: 1, to_cashout: 100 }),
        world.call(
          'POST',
          '/platform/payments',
          null,
          { amount: '10.00', currency: 'EUR', ...card },
          session,
        ),
        world.call('POST', '/platform/payments/quick', null, { amount: '10.00', currency: 'EUR' }, session),
      ];
      for (const answer of await Promise.all(moneyCalls)) expectUnavailable(answer, 'betting_paused');
      const otherCalls = [
        world.call('GET', '/api/v3/bets', bettor),
        world.call('GET', '/platform/player', null, undefined, { cookie: 'sb_session=any' }),
        get(`/api/v2/matches/${unread.id}`),
      ];
      for (const answer of await Promise.all(otherCalls)) expectUnavailable(answer, 'service_unavailable');
      if (fault !== 'drop') expect(proxy.acceptedConnections).toBe(tried);

      // A catalogue read answered before is served as it was, marked with its age.
      const kept = await get(matchUrl);
      expect(kept.statusCode).toBe(200);
      expect(kept.body).toBe(before.body);
      expect(kept.headers['cache-status']).toContain('database-unavailable');
      expect(Number(kept.headers.age)).toBeGreaterThanOrEqual(0);

      await proxy.heal();
      await probeUntil('up');
      expect((await get('/readyz')).json()).toEqual({
        status: 'ready',
        checks: { database: { ready: true }, feed: { ready: true } },
      });
      const fresh = await get(matchUrl);
      expect(fresh.statusCode).toBe(200);
      expect(fresh.headers.age).toBeUndefined();
      const placed = await world.place(bettor, slip, { key });
      expect(placed.statusCode).toBe(201);
      await expectExactMoney(world, bettor, 100_000, [1_000]);
    },
    60_000,
  );
});

describe.skipIf(!adminUrl)('PostgreSQL connections terminated under a running catch-up', () => {
  it('fails only that tick: the process lives, the feed says so, and the next tick catches up', async () => {
    const world = await openSimWorld('postgres', 0.25);
    const databaseName = await databaseNameOf(world.db);
    const watcher = new pg.Client({ connectionString: adminUrl });
    watcher.on('error', () => {});
    await watcher.connect();
    const feeds: FeedHealthMonitor[] = [];
    try {
      const before = simulatorOn(world, { minLive: 10 });
      await before.simulator.tick();
      await before.simulator.stop();
      /**
       * A catch-up of 8 hours with this world's connections terminated while it works on the database. The
       * sentinel proves a statement of the tick was running; under load the tick may still finish its last
       * statement before the termination lands ("caught up"): that attempt is not the case under test, and a
       * new catch-up is tried.
       */
      async function terminatedCatchUp() {
        world.clock.advance(8 * 3_600_000);
        const feed = new FeedHealthMonitor({
          clock: world.clock,
          publisher: new RecordingPublisher(),
          contentLocales: ['en'],
          staleAfterMs: 10_000,
          timers: new ManualTimers(),
        });
        feeds.push(feed);
        const after = simulatorOn(world, { minLive: 10, health: feed });
        feed.started();
        const outcome = after.simulator.tick().then(
          () => 'caught up' as const,
          () => 'failed' as const,
        );
        // The sentinel: the backend is at work on the database for this tick.
        await vi.waitFor(
          async () => {
            const { rows } = await watcher.query(
              `select pid from pg_stat_activity
                where datname = $1 and application_name = $2 and state = 'active'`,
              [databaseName, APPLICATION_NAME],
            );
            expect(rows.length).toBeGreaterThan(0);
          },
          { timeout: 20_000, interval: 2 },
        );
        await watcher.query(
          // Only this world's database: other test files run beside this one on the same server.
          `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = $2`,
          [databaseName, APPLICATION_NAME],
        );
        return { feed, after, outcome: await outcome };
      }
      let attempt = await terminatedCatchUp();
      for (let tries = 1; attempt.outcome === 'caught up' && tries < 5; tries += 1) {
        await attempt.after.simulator.stop();
        attempt = await terminatedCatchUp();
      }
      const { feed, after, outcome } = attempt;
      expect(outcome).toBe('failed');
      expect(feed.status().status).toBe('catching_up');
      expect(after.logger.errors.length).toBeGreaterThan(0);
      // The next tick loads the board again and catches up (the pool opens new connections).
      await vi.waitFor(() => after.simulator.tick(), { timeout: 20_000, interval: 100 });
      expect(feed.status().status).toBe('live');
      const live = await world.db.select({ id: matches.id }).from(matches).where(eq(matches.status, 1));
      expect(live.length).toBeGreaterThanOrEqual(10);
      await after.simulator.stop();
    } finally {
      for (const feed of feeds) feed.stop();
      await watcher.end();
      await world.close();
    }
  }, 120_000);
});
