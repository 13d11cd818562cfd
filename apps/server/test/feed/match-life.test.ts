import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/database';
import {
  apiMarkets,
  apiMatch,
  type MatchRow,
  marketRows,
  matchesOf,
  matchRow,
  openSimWorld,
  type SimWorld,
  simulatorOn,
  storedMs,
} from './support/sim-harness';

const MINUTE = 60_000;

/** Consecutive duplicates removed. */
function runs<T>(values: readonly T[]): T[] {
  return values.filter((value, i) => i === 0 || value !== values[i - 1]);
}

/** The earliest prematch match of a sport. */
async function nextKickOff(world: SimWorld, sportKey: string): Promise<MatchRow> {
  const upcoming = (await matchesOf(world.db, sportKey, 0)).sort(
    (a, b) => storedMs(a.startTime) - storedMs(b.startTime) || a.id - b.id,
  );
  const first = upcoming[0];
  if (!first) throw new Error(`no prematch ${sportKey} match`);
  return first;
}

const startOf = (row: MatchRow) => storedMs(row.startTime);

describe.each(testDatabaseKinds())('a match in the feed simulator on %s', (kind) => {
  let world: SimWorld;

  beforeEach(async () => {
    world = await openSimWorld(kind, 0.1);
  });
  afterEach(async () => {
    await world.close();
  });

  it('goes live at its start time, not before', async () => {
    const match = await nextKickOff(world, 'football');
    const start = startOf(match);
    const { simulator, logger } = simulatorOn(world);
    world.clock.set(start - 1000);
    await simulator.tick();
    expect((await matchRow(world.db, match.id)).status).toBe(0);

    world.clock.set(start);
    await simulator.tick();
    const live = await apiMatch(world, match.id);
    expect(live.status).toBe(1);
    expect(live.stage).toBe('1st_half');
    expect(live.total_score).toEqual({ home: 0, away: 0 });
    expect(live.clock).toMatchObject({
      match_time: 0,
      stopped: false,
      clock_updated_at: new Date(start).toISOString(),
    });
    expect(live.period_scores).toEqual([
      { home: 0, away: 0, period_key: '1st_half', name: '1st half', number: 1, type: 'regular_period' },
    ]);
    // The live book replaced the prematch one: the next-goal market is offered, open.
    const markets = await apiMarkets(world, live.id);
    expect(markets.find((m) => m.id === 8)?.specifier).toBe('goalnr=1');
    expect(markets.every((m) => m.status === 1)).toBe(true);
    expect(logger.errors).toEqual([]);
  });

  it('plays football through half-time to full time, consistently, then closes the match', async () => {
    const match = await nextKickOff(world, 'football');
    const start = startOf(match);
    const { simulator, logger } = simulatorOn(world);
    const seen: MatchRow[] = [];
    world.clock.set(start);
    for (let t = start; t <= start + 150 * MINUTE; t += MINUTE) {
      world.clock.set(t);
      await simulator.tick();
      seen.push(await matchRow(world.db, match.id));
    }
    expect(runs(seen.map((r) => r.status))).toEqual([1, 4, 3]);
    expect(runs(seen.map((r) => r.stage))).toEqual(['1st_half', 'halftime', '2nd_half', 'ended']);
    let lastMatchTime = 0;
    let sawStoppage = false;
    for (const row of seen) {
      const clock = row.clock;
      if (!clock || !row.totalScore) throw new Error('a started match has a clock and a score');
      const sum = row.periodScores.reduce(
        (acc, p) => ({ home: acc.home + p.home, away: acc.away + p.away }),
        {
          home: 0,
          away: 0,
        },
      );
      expect(row.totalScore).toEqual(sum);
      expect(clock.match_time ?? 0).toBeGreaterThanOrEqual(lastMatchTime);
      lastMatchTime = clock.match_time ?? 0;
      const updatedAt = Date.parse(clock.clock_updated_at);
      if (row.stage === '1st_half') {
        expect(row.periodScores).toHaveLength(1);
        expect(clock.stopped).toBe(false);
        if (clock.stoppage_time === null) {
          // The clock of a first half runs with the wall clock from the kick-off.
          expect(Math.abs((clock.match_time ?? 0) - (updatedAt - start) / 1000)).toBeLessThanOrEqual(1);
        }
      }
      if (row.stage === 'halftime') {
        expect(clock).toMatchObject({ match_time: 2700, stopped: true, stoppage_time: null });
      }
      if (row.stage === '2nd_half') {
        expect(row.periodScores.map((p) => p.period_key)).toEqual(['1st_half', '2nd_half']);
        expect(clock.match_time).toBeGreaterThanOrEqual(2700);
        expect(clock.match_time).toBeLessThanOrEqual(5400);
      }
      if (clock.stoppage_time !== null) {
        sawStoppage = true;
        expect([2700, 5400]).toContain(clock.match_time);
        expect(clock.stoppage_time_announced).toBeGreaterThanOrEqual(60);
      }
    }
    expect(sawStoppage).toBe(true);
    const finished = seen.find((r) => r.status === 4);
    if (!finished?.clock) throw new Error('the match finished');
    expect(finished.clock).toMatchObject({ match_time: 5400, stopped: true });
    const playedMinutes = (Date.parse(finished.clock.clock_updated_at) - start) / MINUTE;
    expect(playedMinutes).toBeGreaterThan(105);
    expect(playedMinutes).toBeLessThan(125);
    // Every line is decided at full time: none is served any more.
    expect((await marketRows(world.db, match.id)).every((m) => m.status === 0)).toBe(true);
    expect((await apiMatch(world, match.id)).available_markets_count).toBe(0);
    expect(await apiMarkets(world, match.id)).toEqual([]);
    expect(logger.errors).toEqual([]);
  });

  it("keeps a tennis match's server and game score from the first point to the last", async () => {
    const match = await nextKickOff(world, 'tennis');
    const start = startOf(match);
    const { simulator } = simulatorOn(world);
    const seen: MatchRow[] = [];
    for (let t = start; t <= start + 4 * 60 * MINUTE; t += 30_000) {
      world.clock.set(t);
      await simulator.tick();
      const row = await matchRow(world.db, match.id);
      seen.push(row);
      if (row.status !== 1) break;
    }
    const live = seen.filter((r) => r.status === 1);
    expect(live.length).toBeGreaterThan(60);
    const servers = new Set<string>();
    let flips = 0;
    for (const [i, row] of live.entries()) {
      expect(['home', 'away']).toContain(row.currentServer);
      servers.add(row.currentServer ?? '');
      const game = row.gameScore;
      const set = row.periodScores[row.periodScores.length - 1];
      if (!game || !set || !row.totalScore) throw new Error('a tennis match in play shows its game score');
      const tieBreak = set.home === 6 && set.away === 6;
      for (const points of [game.home, game.away]) {
        expect(points).toMatch(tieBreak ? /^\d+$/ : /^(0|15|30|40|A)$/);
      }
      // Sets won are the completed sets each side won.
      const completed = row.periodScores.slice(0, row.totalScore.home + row.totalScore.away);
      expect(completed.filter((s) => s.home > s.away)).toHaveLength(row.totalScore.home);
      expect(completed.filter((s) => s.away > s.home)).toHaveLength(row.totalScore.away);
      // One more game in the same set, outside tie-breaks: the other player serves.
      const before = live[i - 1];
      const previousSet = before?.periodScores[before.periodScores.length - 1];
      if (before && previousSet && before.periodScores.length === row.periodScores.length && !tieBreak) {
        const games = set.home + set.away - previousSet.home - previousSet.away;
        if (games === 1 && previousSet.home + previousSet.away < 12) {
          expect(row.currentServer).not.toBe(before.currentServer);
          flips += 1;
        }
      }
    }
    expect(servers).toEqual(new Set(['home', 'away']));
    expect(flips).toBeGreaterThan(3);
    const last = seen[seen.length - 1];
    expect(last?.status).toBe(4);
    expect(Math.max(last?.totalScore?.home ?? 0, last?.totalScore?.away ?? 0)).toBe(2);
    expect(last?.currentServer).toBeNull();
    expect(last?.gameScore).toBeNull();
  });
});
