import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matches } from '../../src/db/schema';
import { testDatabaseKinds } from '../support/database';
import { liveCount, openSimWorld, SIM_NOW, type SimWorld, simulatorOn } from './support/sim-harness';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe.each(testDatabaseKinds())('the full board under the feed simulator on %s', (kind) => {
  let world: SimWorld;

  beforeAll(async () => {
    world = await openSimWorld(kind, 1);
  });
  afterAll(async () => {
    await world.close();
  });

  it('keeps 60 or more matches in play and the week ahead scheduled, day and night, and forgets old matches', async () => {
    const { simulator, logger } = simulatorOn(world, { minLive: 60, catalogScale: 1 });
    await simulator.tick();
    const firstDay = await world.db.select({ id: matches.id }).from(matches).where(eq(matches.status, 1));
    const lowest: number[] = [];
    for (let t = SIM_NOW; t < SIM_NOW + DAY + 4 * 60 * MINUTE; t += 20 * MINUTE) {
      world.clock.set(t);
      await simulator.tick();
      lowest.push(await liveCount(world.db));
    }
    expect(Math.min(...lowest)).toBeGreaterThanOrEqual(60);
    const now = world.clock.now();
    for (let day = 0; day < 7; day += 1) {
      const [row] = await world.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(matches)
        .where(
          and(
            eq(matches.status, 0),
            sql`${matches.startTime} > ${new Date(now + day * DAY).toISOString()}`,
            sql`${matches.startTime} <= ${new Date(now + (day + 1) * DAY).toISOString()}`,
          ),
        );
      expect(row?.n, `matches scheduled on day ${day + 1} ahead`).toBeGreaterThan(25);
    }
    // What was in play at the start closed more than a day ago: it is gone, and the table stays bounded.
    const stillThere = await world.db
      .select({ id: matches.id })
      .from(matches)
      .where(sql`${matches.id} = any(${sql.param(firstDay.map((m) => m.id))}::int[])`);
    expect(stillThere.length).toBeLessThan(firstDay.length / 4);
    const [total] = await world.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(matches);
    expect(total?.n).toBeLessThan(3000);
    expect(logger.errors).toEqual([]);
  }, 180_000);
});
