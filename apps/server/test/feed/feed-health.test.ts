import { randomUUID } from 'node:crypto';
import { PlaceBetsErrorSchema } from '@sportsbook/contract/sportsbook/bet-calls';
import { FeedStatusSchema } from '@sportsbook/contract/sportsbook/feed-calls';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markets, matches } from '../../src/db/schema';
import { FeedHealthMonitor } from '../../src/feed/health/feed-health-monitor';
import { ManualTimers } from '../../src/timers';
import { aBet, aSlip, BettingWorld, signedInBettor } from '../betting/support/betting-world';
import { buildTestApp } from '../support/app';
import { testDatabaseKinds } from '../support/database';
import { RecordingPublisher } from '../support/recording-publisher';
import { openSimWorld, simulatorOn, tickBy } from './support/sim-harness';

/*
 * The feed's health (core FDH1–FDH4): while the prices do not follow the live feed (catching up after a
 * start, or stale because ticks fail or stopped), bets and cash outs answer 503 `betting_paused` and take
 * nothing; clients are told on the public channel and by GET /api/v2/feed/status; a node catching up is not
 * ready. Time is the world's manual clock and timers.
 */

function expectPaused(answer: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(answer.statusCode).toBe(503);
  expect((answer.json() as { error: Record<string, unknown> }).error).toMatchObject({
    code: 'betting_paused',
    message_key: 'error.place_bets.betting_paused',
  });
  expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
}

describe('bets follow the feed health', () => {
  let world: BettingWorld;
  const timers = new ManualTimers();
  let feed: FeedHealthMonitor;
  const publisher = new RecordingPublisher();

  beforeAll(async () => {
    feed = new FeedHealthMonitor({
      clock: { now: () => world.clock.now() },
      publisher,
      contentLocales: ['en', 'de'],
      staleAfterMs: 10_000,
      timers,
    });
    world = await BettingWorld.open('pglite', { publisher, overrides: { timers, feedHealth: feed } });
  });
  afterAll(async () => {
    feed.stop();
    await world.close();
  });

  const status = async () =>
    FeedStatusSchema.parse((await world.call('GET', '/api/v2/feed/status', null)).json());
  const told = () =>
    publisher.published
      .filter((p) => p.channel === 'public:en' && p.event.event === 'feed_status_changed')
      .map((p) => (p.event.payload as { feed: { status: string } }).feed.status);

  it('takes no bet while catching up after a start, says so everywhere, then takes the same request', async () => {
    const bettor = await world.aBettor({ balances: { EUR: 10_000 } });
    const slip = aSlip('single', [aBet([(await world.aMatch()).selection(1, '1')], 1_000)]);
    const key = randomUUID();
    feed.started();
    expect(await status()).toEqual({
      status: 'catching_up',
      since: new Date(world.clock.now()).toISOString(),
    });
    expect(told()).toEqual(['catching_up']);
    expect(publisher.published.some((p) => p.channel === 'public:de')).toBe(true);
    expectPaused(await world.place(bettor, slip, { key }));
    expect(await world.balance(bettor)).toBe(10_000);
    const readiness = await world.call('GET', '/readyz', null);
    expect(readiness.statusCode).toBe(503);
    expect(readiness.json()).toMatchObject({ checks: { feed: { ready: false } } });

    world.clock.advance(3_000);
    feed.tickSucceeded();
    expect((await status()).status).toBe('live');
    expect((await world.call('GET', '/readyz', null)).statusCode).toBe(200);
    const placed = await world.place(bettor, slip, { key });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await world.balance(bettor)).toBe(9_000);
    expect(told()).toEqual(['catching_up', 'live']);
  });

  it('pauses bets and cash outs when ticks stop or fail, and resumes with the next tick', async () => {
    const bettor = await world.aBettor({ balances: { EUR: 10_000 } });
    const selection = (await world.aMatch()).selection(1, 'X');
    const placed = await world.placed(bettor, 'single', [aBet([selection], 1_000)]);
    // No tick for longer than the interval: the watch (a manual timer) notices.
    world.clock.advance(10_001);
    timers.advance(1_000);
    expect((await status()).status).toBe('stale');
    expect(told().at(-1)).toBe('stale');
    expectPaused(await world.place(bettor, aSlip('single', [aBet([selection], 500)])));
    expectPaused(
      await world.call('POST', '/api/v3/bets/cashout', bettor, { bet_id: placed[0]?.id, to_cashout: 1 }),
    );
    // A stale feed is still a ready node: its reads are served (only bets wait).
    expect((await world.call('GET', '/readyz', null)).statusCode).toBe(200);
    feed.tickSucceeded();
    expect((await world.place(bettor, aSlip('single', [aBet([selection], 500)]))).statusCode).toBe(201);
    feed.tickFailed();
    expect((await status()).status).toBe('stale');
    expectPaused(await world.place(bettor, aSlip('single', [aBet([selection], 500)])));
    feed.tickSucceeded();
    expect(told().slice(-3)).toEqual(['live', 'stale', 'live']);
    expect(await world.balance(bettor)).toBe(8_500);
  });
});

describe.each(testDatabaseKinds())('a restart with matches that ended while down, on %s', (kind) => {
  it('takes no bet on them: paused while catching up, refused once the feed has closed them', async () => {
    const world = await openSimWorld(kind, 0.1);
    try {
      const before = simulatorOn(world, { minLive: 5 });
      await before.simulator.tick();
      await tickBy(world, before.simulator, 2_000, 3);
      await before.simulator.stop();
      const [live] = await world.db
        .select({
          matchId: markets.matchId,
          marketId: markets.marketId,
          specifier: markets.specifier,
          outcomes: markets.outcomes,
        })
        .from(markets)
        .innerJoin(matches, eq(matches.id, markets.matchId))
        .where(and(eq(matches.status, 1), eq(matches.type, 'match'), eq(markets.status, 1)))
        .limit(1);
      const outcome = live?.outcomes.find((o) => o.active);
      if (!live || !outcome) throw new Error('no open live line on the board');
      const selection = {
        match_id: live.matchId,
        market_id: live.marketId,
        specifier: live.specifier,
        outcome_id: outcome.id,
        odds: outcome.odds,
      };
      // Down for six hours: every match live before has ended since.
      world.clock.advance(6 * 3_600_000);
      const feed = new FeedHealthMonitor({
        clock: world.clock,
        publisher: new RecordingPublisher(),
        contentLocales: ['en'],
        staleAfterMs: 10_000,
        timers: new ManualTimers(),
      });
      feed.started();
      const t = await buildTestApp({
        database: world.database,
        clock: world.clock,
        overrides: { feedHealth: feed },
      });
      try {
        const bettor = await signedInBettor(t, { balances: { EUR: 10_000 } });
        const place = () =>
          t.app.inject({
            method: 'POST',
            url: '/api/v3/bets',
            headers: { authorization: bettor.authorization, 'idempotency-key': randomUUID() },
            payload: aSlip('single', [aBet([selection], 1_000)]),
          });
        // Before the catch-up the stored book still says live at the old price: bets are paused.
        expectPaused(await place());
        const after = simulatorOn(world, { minLive: 5, health: feed });
        await after.simulator.tick();
        expect(feed.status().status).toBe('live');
        const [row] = await world.db
          .select({ status: matches.status })
          .from(matches)
          .where(eq(matches.id, live.matchId));
        expect(row?.status === 3 || row?.status === 4 || row === undefined).toBe(true);
        const refused = await place();
        expect(refused.statusCode).toBe(422);
        expect(PlaceBetsErrorSchema.parse(refused.json()).error.code).toBe('selection_unavailable');
        await after.simulator.stop();
      } finally {
        feed.stop();
        await t.app.close();
      }
    } finally {
      await world.close();
    }
  });
});
