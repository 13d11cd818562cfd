import { eq, inArray, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { markets, matches, sports } from '../../src/db/schema';
import { testDatabaseKinds } from '../support/database';
import {
  liveCount,
  type MatchRow,
  openSimWorld,
  type SimWorld,
  simulatorOn,
  storedMs,
  tickBy,
} from './support/sim-harness';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function allMatches(world: SimWorld): Promise<(MatchRow & { sportKey: string })[]> {
  const rows = await world.db
    .select({ match: matches, sportKey: sports.key })
    .from(matches)
    .innerJoin(sports, eq(sports.id, matches.sportId))
    .where(eq(matches.type, 'match'));
  return rows.map((row) => ({ ...row.match, sportKey: row.sportKey }));
}

describe.each(testDatabaseKinds())('the feed simulator restarting on %s', (kind) => {
  let world: SimWorld;

  beforeEach(async () => {
    world = await openSimWorld(kind, 0.1);
  });
  afterEach(async () => {
    await world.close();
  });

  it('catches up after a pause: kick-offs that passed are in play as play had it, long ones finished', async () => {
    const before = simulatorOn(world, { minLive: 10 });
    await before.simulator.tick();
    await tickBy(world, before.simulator, 2000, 5);
    await before.simulator.stop();
    const pausedAt = world.clock.now();
    const rowsBefore = await allMatches(world);
    const wasLive = rowsBefore.filter((m) => m.status === 1).map((m) => m.id);
    // The pause ends 20 minutes into the first football match kicking off after it began (and 3 hours at least).
    const kickOff = rowsBefore
      .filter((m) => m.sportKey === 'football' && m.status === 0)
      .map((m) => storedMs(m.startTime))
      .filter((start) => start >= pausedAt + 3 * HOUR)
      .sort((a, b) => a - b)[0];
    if (kickOff === undefined) throw new Error('no football kick-off ahead');
    world.clock.set(kickOff + 20 * 60_000);
    const after = simulatorOn(world, { minLive: 10 });
    await after.simulator.tick();
    const now = world.clock.now();
    const rows = await allMatches(world);
    expect(rows.filter((m) => m.status === 0 && storedMs(m.startTime) <= now)).toEqual([]);
    expect(rows.filter((m) => m.status === 1 && storedMs(m.startTime) < now - 6 * HOUR)).toEqual([]);
    expect(rows.filter((m) => m.status === 1 && storedMs(m.startTime) < pausedAt)).toEqual([]);
    expect(await liveCount(world.db)).toBeGreaterThanOrEqual(10);
    // Football kicked off during the pause and still in its first half: its clock is the time since kick-off.
    const firstHalves = rows.filter((m) => m.sportKey === 'football' && storedMs(m.startTime) === kickOff);
    expect(firstHalves.length).toBeGreaterThan(0);
    for (const match of firstHalves) {
      expect(match).toMatchObject({ status: 1, stage: '1st_half' });
      expect(match.clock).toMatchObject({
        match_time: 1200,
        stopped: false,
        clock_updated_at: new Date(now).toISOString(),
      });
    }
    // Matches in play before the pause that finished meanwhile: final scores add up, every line decided.
    const finished = rows.filter((m) => wasLive.includes(m.id) && (m.status === 3 || m.status === 4));
    expect(finished.length).toBeGreaterThan(0);
    for (const match of finished) {
      expect(match.stage).toBe('ended');
      if (match.sportKey === 'football') {
        const sum = match.periodScores.reduce((a, p) => ({ home: a.home + p.home, away: a.away + p.away }), {
          home: 0,
          away: 0,
        });
        expect(match.totalScore).toEqual(sum);
      }
    }
    const served = await world.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(markets)
      .where(
        sql`${markets.status} <> 0 and ${markets.matchId} = any(${sql.param(finished.map((m) => m.id))}::int[])`,
      );
    expect(served[0]?.n).toBe(0);
    expect(before.logger.errors).toEqual([]);
    expect(after.logger.errors).toEqual([]);
  });

  it('after two days away, deletes matches closed more than a day ago and schedules the days ahead', async () => {
    const before = simulatorOn(world, { minLive: 10 });
    await before.simulator.tick();
    const first = (await allMatches(world)).filter((m) => m.status === 1).map((m) => m.id);
    expect(first.length).toBeGreaterThan(0);

    world.clock.advance(2 * DAY);
    const after = simulatorOn(world, { minLive: 10 });
    await after.simulator.tick();
    await tickBy(world, after.simulator, 10 * 60_000, 3);
    const now = world.clock.now();
    expect(await world.db.select({ id: matches.id }).from(matches).where(inArray(matches.id, first))).toEqual(
      [],
    );
    expect(await world.db.select().from(markets).where(inArray(markets.matchId, first))).toEqual([]);
    const rows = await allMatches(world);
    expect(rows.filter((m) => m.status === 3).every((m) => storedMs(m.updatedAt) >= now - DAY - HOUR)).toBe(
      true,
    );
    expect(await liveCount(world.db)).toBeGreaterThanOrEqual(10);
    for (let day = 0; day < 7; day += 1) {
      const scheduled = rows.filter(
        (m) =>
          m.status === 0 &&
          storedMs(m.startTime) > now + day * DAY &&
          storedMs(m.startTime) <= now + (day + 1) * DAY,
      );
      expect(scheduled.length, `matches scheduled on day ${day + 1} ahead`).toBeGreaterThan(3);
    }
  });

  it('keeps closed matches for results as long as the operator says (RESULTS_KEEP_HOURS), with their scores', async () => {
    const before = simulatorOn(world, { minLive: 10 });
    await before.simulator.tick();
    const first = (await allMatches(world)).filter((m) => m.status === 1).map((m) => m.id);
    expect(first.length).toBeGreaterThan(0);

    world.clock.advance(2 * DAY);
    const after = simulatorOn(world, { minLive: 10, keepClosedMs: 3 * DAY });
    await after.simulator.tick();
    const kept = await world.db.select().from(matches).where(inArray(matches.id, first));
    expect(kept.map((m) => m.id).sort()).toEqual([...first].sort());
    expect(kept.every((m) => m.status === 3)).toBe(true);
    expect(kept.every((m) => m.totalScore !== null)).toBe(true);
  });

  it('answers while a long catch-up runs: the event loop gets turns, /healthz does not wait for the tick', async () => {
    const before = simulatorOn(world, { minLive: 10 });
    await before.simulator.tick();
    await before.simulator.stop();
    world.clock.advance(6 * HOUR);
    const t = await world.app();
    const after = simulatorOn(world, { minLive: 10 });
    let caughtUp = false;
    const catchingUp = after.simulator.tick().then(() => {
      caughtUp = true;
    });
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(caughtUp).toBe(false);
    await catchingUp;
    expect(caughtUp).toBe(true);
    await after.simulator.stop();
  });
});
