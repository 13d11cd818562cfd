import { asc } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database';
import { markets, matches, providerStatuses } from '../../src/db/schema';
import { testDatabaseKinds } from '../support/database';
import { openSimWorld, SIM_SEED, type SimWorld, simulatorOn, tickBy } from './support/sim-harness';

/** Every row the simulator writes, in a fixed order. */
async function dump(db: Db): Promise<unknown> {
  return {
    matches: await db.select().from(matches).orderBy(asc(matches.id)),
    markets: await db
      .select()
      .from(markets)
      .orderBy(asc(markets.matchId), asc(markets.marketId), asc(markets.specifier)),
    providers: await db.select().from(providerStatuses).orderBy(asc(providerStatuses.provider)),
  };
}

/**
 * Runs a simulator with `seed` on a fresh world: kick-offs, goals, top-ups, drift, over 20 minutes in few
 * ticks (the clock is the test's: big steps cost no waiting, and each tick plays all the time it is given).
 * `firstTickOnly` stops after the first tick, which already draws from the seed.
 */
async function run(
  kind: 'pglite' | 'postgres',
  seed: number,
  worlds: SimWorld[],
  firstTickOnly = false,
): Promise<unknown> {
  const world = await openSimWorld(kind, 0.05);
  worlds.push(world);
  const { simulator } = simulatorOn(world, { seed, minLive: 15 });
  await simulator.tick();
  if (!firstTickOnly) {
    await tickBy(world, simulator, 1500, 5);
    await tickBy(world, simulator, 2 * 60_000, 10);
  }
  return dump(world.db);
}

describe.each(testDatabaseKinds())('the feed simulator on %s', (kind) => {
  const worlds: SimWorld[] = [];
  afterEach(async () => {
    for (const world of worlds.splice(0)) await world.close();
  });

  it('writes the same database for the same seed and tick times', async () => {
    const first = await run(kind, SIM_SEED, worlds);
    const again = await run(kind, SIM_SEED, worlds);
    expect(again).toEqual(first);
  });

  it('writes another database for another seed from its first tick', async () => {
    const first = await run(kind, SIM_SEED, worlds, true);
    const other = await run(kind, SIM_SEED + 1, worlds, true);
    expect(other).not.toEqual(first);
  });
});
