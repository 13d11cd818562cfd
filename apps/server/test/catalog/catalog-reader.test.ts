import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogReader } from '../../src/catalog/catalog-reader';
import { findMatchPage } from '../../src/catalog/match-list';
import type { Db } from '../../src/db/database';
import { testDatabaseKinds } from '../support/database';
import { openSeededCatalog, type SeededCatalog } from './support/seeded-catalog';

/** The database with a count of the queries started through it. */
function countingQueries(db: Db): { db: Db; queries: () => number } {
  let started = 0;
  const counted = new Set<PropertyKey>(['select', 'selectDistinct', 'execute', '$count']);
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (!counted.has(property) || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        started += 1;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { db: proxy, queries: () => started };
}

describe.each(testDatabaseKinds())('the catalogue reader on %s', (kind) => {
  let c: SeededCatalog;

  beforeAll(async () => {
    c = await openSeededCatalog(kind, 0.6);
  });
  afterAll(async () => {
    await c.close();
  });

  it('reads a page of 50 live matches in a fixed, small number of queries', async () => {
    const { db, queries } = countingQueries(c.database.db);
    const reader = new CatalogReader(db);
    const cost = async (limit: number) => {
      const before = queries();
      const page = await findMatchPage(db, {
        filters: { statuses: [1] },
        sort: undefined,
        maxPerSport: undefined,
        page: 1,
        limit,
      });
      const matches = await reader.matchesByIds(page.ids, 'en');
      return { matches: matches.length, queries: queries() - before };
    };
    const first = await cost(5);
    const small = await cost(5);
    const large = await cost(50);
    // The first page also loads the sports, categories and tournaments the reader keeps in memory.
    expect(first.queries).toBe(small.queries + 3);
    expect(small.matches).toBe(5);
    expect(large.matches).toBe(50);
    expect(large.queries).toBe(small.queries);
    expect(large.queries).toBe(3);
  });

  it('reads matches by id in the order asked, leaving out unknown ids', async () => {
    const reader = new CatalogReader(c.database.db);
    const page = await findMatchPage(c.database.db, {
      filters: {},
      sort: undefined,
      maxPerSport: undefined,
      page: 1,
      limit: 3,
    });
    const [a, b, x] = page.ids as [number, number, number];
    const read = await reader.matchesByIds([x, 1, a, b, a], 'de');
    expect(read.map((m) => m.id)).toEqual([x, a, b]);
    expect(await reader.matchById(1, 'en')).toBeUndefined();
  });

  it('reads the served markets of several matches at once, as a bet slip needs them', async () => {
    const reader = new CatalogReader(c.database.db);
    const page = await findMatchPage(c.database.db, {
      filters: { types: ['match'] },
      sort: undefined,
      maxPerSport: undefined,
      page: 1,
      limit: 4,
    });
    const { db, queries } = countingQueries(c.database.db);
    const counted = new CatalogReader(db);
    const slip = [...page.ids, 9];
    const filter = { marketIds: [1, 186, 219, 340, 251] };
    await counted.marketsOfMatches(slip, 'en', filter);
    const before = queries();
    const books = await counted.marketsOfMatches(slip, 'en', filter);
    expect(queries() - before).toBe(3);
    expect([...books.keys()].sort()).toEqual([...page.ids].sort());
    for (const [matchId, markets] of books) {
      expect(markets.length).toBeGreaterThan(0);
      expect(markets.every((m) => m.match_id === matchId && m.status !== 0)).toBe(true);
      const single = await reader.marketsOfMatch(matchId, 'en', { marketIds: [markets[0]?.id ?? 0] });
      expect(single?.[0]).toEqual(markets[0]);
    }
    expect(await reader.marketsOfMatch(9, 'en')).toBeUndefined();
  });
});
