import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database';
import { markets, matches, providerStatuses, sports } from '../../src/db/schema';
import { testDatabaseKinds } from '../support/database';
import {
  apiMarkets,
  apiMatch,
  ListeningPublisher,
  marketRows,
  openSimWorld,
  type SimWorld,
  simulatorOn,
  storedMs,
  tickBy,
} from './support/sim-harness';

interface FootballState {
  readonly score: { home: number; away: number };
  readonly homeOdds: number | undefined;
}

/** Score and 1x2 home odds of every live football match. */
async function footballBoard(db: Db): Promise<Map<number, FootballState>> {
  const rows = await db
    .select({ id: matches.id, score: matches.totalScore, outcomes: markets.outcomes })
    .from(matches)
    .innerJoin(sports, eq(sports.id, matches.sportId))
    .leftJoin(markets, and(eq(markets.matchId, matches.id), eq(markets.marketId, 1)))
    .where(and(eq(sports.key, 'football'), eq(matches.status, 1)));
  return new Map(
    rows.map((row) => [
      row.id,
      { score: row.score ?? { home: 0, away: 0 }, homeOdds: row.outcomes?.find((o) => o.id === '1')?.odds },
    ]),
  );
}

/** Every stored outcome's odds by match, line and outcome. */
async function oddsSnapshot(db: Db): Promise<Map<string, number>> {
  const rows = await db.select().from(markets);
  const out = new Map<string, number>();
  for (const row of rows) {
    for (const o of row.outcomes) out.set(`${row.matchId}|${row.marketId}|${row.specifier}|${o.id}`, o.odds);
  }
  return out;
}

describe.each(testDatabaseKinds())('trading in the feed simulator on %s', (kind) => {
  let world: SimWorld;

  beforeEach(async () => {
    world = await openSimWorld(kind, 0.25);
  });
  afterEach(async () => {
    await world.close();
  });

  it('suspends a match after a goal, then reopens it repriced: home odds shorter, decided lines gone', async () => {
    const { simulator, logger } = simulatorOn(world, { speed: 5, minLive: 40 });
    await simulator.tick();
    let goal: { id: number; before: FootballState } | undefined;
    for (let i = 0; i < 600 && !goal; i += 1) {
      const before = await footballBoard(world.db);
      await tickBy(world, simulator, 1000);
      const after = await footballBoard(world.db);
      for (const [id, state] of after) {
        const was = before.get(id);
        if (was?.homeOdds && state.score.home === was.score.home + 1 && state.score.away === was.score.away) {
          goal = { id, before: was };
          break;
        }
      }
    }
    if (!goal) throw new Error('no home goal in ten minutes of play');
    const { id, before } = goal;
    const suspended = await marketRows(world.db, id);
    expect(suspended.some((m) => m.status === 1)).toBe(false);
    expect(suspended.filter((m) => m.status === -1).length).toBeGreaterThan(5);
    const duringSuspension = await apiMatch(world, id);
    expect(duringSuspension.is_bettable).toBe(false);
    expect((await apiMarkets(world, id)).every((m) => m.status === -1)).toBe(true);

    let reopenedAfter = 0;
    for (; reopenedAfter < 15; reopenedAfter += 1) {
      if ((await marketRows(world.db, id)).some((m) => m.status === 1)) break;
      await tickBy(world, simulator, 1000);
    }
    expect(reopenedAfter).toBeGreaterThanOrEqual(3);
    expect(reopenedAfter).toBeLessThan(11);
    const reopened = await apiMatch(world, id);
    const goals = (reopened.total_score?.home ?? 0) + (reopened.total_score?.away ?? 0);
    const served = await apiMarkets(world, id);
    const homeOdds = served.find((m) => m.id === 1)?.outcomes.find((o) => o.id === '1')?.odds;
    expect(homeOdds).toBeLessThan(before.homeOdds ?? 0);
    // Decided lines left the offer: no total at or below the goals scored, and next goal moved on.
    const totals = served.filter((m) => m.id === 18).map((m) => Number(m.specifier.replace('total=', '')));
    expect(totals.length).toBeGreaterThan(0);
    expect(totals.every((line) => line > goals)).toBe(true);
    expect(served.filter((m) => m.id === 8).map((m) => m.specifier)).toEqual([`goalnr=${goals + 1}`]);
    const stored = await marketRows(world.db, id);
    expect(stored.find((m) => m.marketId === 8 && m.specifier === `goalnr=${goals}`)?.status).toBe(0);
    expect(reopened.available_markets_count).toBe(served.length);
    expect(logger.errors).toEqual([]);
  });

  it('changes about `rate` outcome odds per second, counted as they are stored, bet stops ahead', async () => {
    const { simulator } = simulatorOn(world, { rate: 40, minLive: 20 });
    await simulator.tick();
    await tickBy(world, simulator, 500, 20);
    const from = simulator.stats().oddsChanges;
    for (let i = 0; i < 3; i += 1) {
      const before = await oddsSnapshot(world.db);
      const counted = simulator.stats().oddsChanges;
      await tickBy(world, simulator, 500);
      const after = await oddsSnapshot(world.db);
      let changed = 0;
      const knownMatches = new Set([...before.keys()].map((key) => key.split('|')[0]));
      for (const [key, odds] of after) {
        if (knownMatches.has(key.split('|')[0]) && before.get(key) !== odds) changed += 1;
      }
      expect(simulator.stats().oddsChanges - counted).toBe(changed);
    }
    await tickBy(world, simulator, 500, 360);
    const perSecond = (simulator.stats().oddsChanges - from) / (363 * 0.5);
    expect(perSecond).toBeGreaterThan(40 * 0.85);
    expect(perSecond).toBeLessThan(40 * 1.15);
    // Every live match with markets on offer moved within the last few seconds.
    const offering = await world.db
      .selectDistinct({ id: markets.matchId })
      .from(markets)
      .innerJoin(matches, eq(matches.id, markets.matchId))
      .where(and(eq(matches.status, 1), sql`${markets.status} <> 0`));
    const recent = await world.db
      .selectDistinct({ id: markets.matchId })
      .from(markets)
      .where(
        and(
          inArray(
            markets.matchId,
            offering.map((m) => m.id),
          ),
          sql`${markets.updatedAt} >= ${new Date(world.clock.now() - 10_000).toISOString()}`,
        ),
      );
    expect(offering.length).toBeGreaterThan(15);
    expect(new Set(recent.map((r) => r.id))).toEqual(new Set(offering.map((m) => m.id)));
    // Bet stops are ahead of the clock, on live main markets only.
    const stops = await world.db
      .select({ stop: markets.nextBetStop, status: matches.status })
      .from(markets)
      .innerJoin(matches, eq(matches.id, markets.matchId))
      .where(sql`${markets.nextBetStop} is not null and ${markets.status} <> 0`);
    for (const { stop, status } of stops) {
      expect(status).toBe(1);
      expect(storedMs(stop ?? '')).toBeGreaterThan(world.clock.now());
    }
  });

  it('takes a provider out now and then and brings it back; its matches are not bettable meanwhile', async () => {
    const publisher = new ListeningPublisher((channel) => channel.startsWith('public:'));
    const { simulator } = simulatorOn(world, { publisher, minLive: 10 });
    await simulator.tick();
    let outage: { provider: string; at: number } | undefined;
    for (let i = 0; i < 400 && !outage; i += 1) {
      await tickBy(world, simulator, 30_000);
      const [out] = await world.db
        .select()
        .from(providerStatuses)
        .where(eq(providerStatuses.status, 'inactive'));
      if (out) outage = { provider: out.provider, at: world.clock.now() };
    }
    if (!outage) throw new Error('no provider outage in two hours');
    const [live] = await world.db
      .select({ id: matches.id })
      .from(matches)
      .where(and(eq(matches.provider, outage.provider), eq(matches.status, 1)));
    if (live) expect((await apiMatch(world, live.id)).is_bettable).toBe(false);
    const announced = publisher.published.filter((p) => p.event.event === 'provider_status_changed');
    expect(announced.at(-1)?.event).toMatchObject({
      payload: { provider_statuses: { [outage.provider]: 'inactive' } },
    });
    await tickBy(world, simulator, 30_000, 4);
    const statuses = await world.db.select().from(providerStatuses);
    expect(statuses.every((s) => s.status === 'active')).toBe(true);
    expect(publisher.published.at(-1)).toBeDefined();
    const back = publisher.published.filter((p) => p.event.event === 'provider_status_changed').at(-1);
    expect(back?.event).toMatchObject({ payload: { provider_statuses: { [outage.provider]: 'active' } } });
  });
});
