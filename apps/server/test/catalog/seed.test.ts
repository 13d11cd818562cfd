import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { competitors, markets, matches, providerStatuses, sports } from '../../src/db/schema';
import { generateCatalog } from '../../src/feed/generator/generate-catalog';
import { countCatalog, seedCatalog } from '../../src/feed/generator/seed-catalog';
import { openTestDatabase, testDatabaseKinds } from '../support/database';
import { CATALOG_NOW } from './support/seeded-catalog';

describe.each(testDatabaseKinds())('seeding the catalogue on %s', (kind) => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  const count = async (table: typeof sports | typeof matches | typeof markets | typeof competitors) => {
    const [row] = await database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(table);
    return row?.n ?? 0;
  };

  it('writes every generated row, reports what it wrote, and seeds providers active', async () => {
    const options = { seed: 11, now: CATALOG_NOW, scale: 0.2 };
    const report = await seedCatalog(database.db, options);
    expect(report.seeded).toBe(true);
    expect(report.counts).toEqual(countCatalog(generateCatalog(options)));
    expect(await count(sports)).toBe(report.counts.sports);
    expect(await count(matches)).toBe(report.counts.matches + report.counts.outrights);
    expect(await count(markets)).toBe(report.counts.markets);
    expect(await count(competitors)).toBe(report.counts.competitors);
    const providers = await database.db.select().from(providerStatuses);
    expect(providers.map((p) => [p.provider, p.status]).sort()).toEqual([
      ['betconstruct', 'active'],
      ['betradar', 'active'],
      ['oddin', 'active'],
    ]);
    const [stored] = await database.db.select().from(markets).limit(1);
    expect(stored?.outcomes[0]).toEqual({
      id: expect.any(String),
      active: expect.any(Boolean),
      odds: expect.any(Number),
    });
  });

  it('does nothing when a catalogue is already there', async () => {
    const before = await count(markets);
    const again = await seedCatalog(database.db, { seed: 12, now: CATALOG_NOW + 86_400_000, scale: 0.3 });
    expect(again.seeded).toBe(false);
    expect(await count(markets)).toBe(before);
  });
});
