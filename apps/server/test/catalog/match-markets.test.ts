import type { Market } from '@sportsbook/contract/entities/market';
import type { Match } from '@sportsbook/contract/entities/match';
import type { Pagination } from '@sportsbook/contract/http/pagination';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshMarketCounts } from '../../src/catalog/market-counts';
import { marketTemplate } from '../../src/catalog/market-templates';
import { markets, matches, providerStatuses } from '../../src/db/schema';
import { testDatabaseKinds } from '../support/database';
import { getJson, openSeededCatalog, type SeededCatalog } from './support/seeded-catalog';

type Page<T> = { data: T[]; pagination: Pagination };

describe.each(testDatabaseKinds())('one match and its markets on %s', (kind) => {
  let c: SeededCatalog;
  let hidden: { matchId: number; marketId: number; specifier: string };
  let live: Match;

  const marketsOf = async (id: number, query = 'limit=500', headers: Record<string, string> = {}) => {
    const res = await getJson<Page<Market>>(c, `/api/v2/matches/${id}/markets?${query}`, headers);
    expect(res.status).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    c = await openSeededCatalog(kind);
    const [row] = await c.database.db
      .select({ matchId: markets.matchId, marketId: markets.marketId, specifier: markets.specifier })
      .from(markets)
      .innerJoin(matches, eq(matches.id, markets.matchId))
      .where(and(eq(markets.status, 0), eq(matches.type, 'match')))
      .limit(1);
    if (!row) throw new Error('the seeded catalogue should store a status 0 market');
    hidden = row;
    const lives = await getJson<Page<Match>>(
      c,
      '/api/v2/matches?match_status=1&sport_key=football&limit=500',
    );
    live = lives.body.data.find((m) => m.main_market?.status === 1) as Match;
  });
  afterAll(async () => {
    await c.close();
  });

  it('serves a match with counts that agree with its markets', async () => {
    const one = await getJson<Match>(c, `/api/v2/matches/${live.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      id: live.id,
      status: 1,
      type: 'match',
      name: `${live.home?.name} - ${live.away?.name}`,
    });
    expect(one.body.home?.logo).toBe(`/static/logos/${live.home?.id}.svg`);
    expect(one.body.start_time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(one.body.clock?.clock_updated_at).toMatch(/Z$/);
    const served = await marketsOf(live.id);
    expect(one.body.available_markets_count).toBe(served.pagination.total);
    expect(one.body.top_markets_count).toBe(
      served.data.filter((m) => m.market_groups.includes('main')).length,
    );
    const main = served.data.find((m) => m.id === one.body.main_market_id && m.most_balanced);
    expect(one.body.main_market).toEqual({
      id: main?.id,
      name: main?.name,
      status: main?.status,
      specifier: main?.specifier,
      outcomes: main?.outcomes,
    });
    const secondary = served.data.find((m) => m.id === one.body.secondary_market_id && m.most_balanced);
    expect(one.body.secondary_market?.specifier).toBe(secondary?.specifier);
    expect(one.body.main_market_outcomes_count).toBe(3);
    expect(one.body.is_bettable).toBe(true);
  });

  it('answers 404 for an unknown match', async () => {
    const missing = await getJson<{ error: { code: string } }>(c, '/api/v2/matches/123');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('not_found');
    expect((await getJson(c, '/api/v2/matches/123/markets')).status).toBe(404);
  });

  it('never serves a status 0 market: not in the book, the counts or the listings', async () => {
    const served = await marketsOf(hidden.matchId);
    expect(served.data.some((m) => m.id === hidden.marketId && m.specifier === hidden.specifier)).toBe(false);
    expect(served.data.every((m) => m.status !== 0)).toBe(true);
    const stored = await c.database.db.select().from(markets).where(eq(markets.matchId, hidden.matchId));
    const match = await getJson<Match>(c, `/api/v2/matches/${hidden.matchId}`);
    expect(match.body.available_markets_count).toBe(stored.filter((m) => m.status !== 0).length);
    expect(match.body.available_markets_count).toBeLessThan(stored.length);
    const filtered = await marketsOf(hidden.matchId, `market_id=${hidden.marketId}`);
    expect(filtered.data.every((m) => m.specifier !== hidden.specifier)).toBe(true);
  });

  it('orders markets by priority, then type, then line, and pages them', async () => {
    const served = await marketsOf(live.id);
    for (let i = 1; i < served.data.length; i += 1) {
      const [a, b] = [served.data[i - 1] as Market, served.data[i] as Market];
      expect(a.priority >= b.priority).toBe(true);
      if (
        a.priority === b.priority &&
        a.id === b.id &&
        a.specifier.startsWith('total=') &&
        b.specifier.startsWith('total=')
      ) {
        expect(Number(a.specifier.slice(6))).toBeLessThan(Number(b.specifier.slice(6)));
      }
    }
    const page2 = await marketsOf(live.id, 'limit=10&page=2');
    expect(page2.data.map((m) => `${m.id}/${m.specifier}`)).toEqual(
      served.data.slice(10, 20).map((m) => `${m.id}/${m.specifier}`),
    );
    expect(page2.pagination).toEqual({
      total: served.pagination.total,
      page: 2,
      limit: 10,
      last_page: Math.ceil(served.pagination.total / 10),
    });
  });

  it('filters markets by group and by market type', async () => {
    const totals = await marketsOf(live.id, 'group_key=totals');
    expect(totals.data.length).toBeGreaterThan(0);
    expect(totals.data.every((m) => m.market_groups.includes('totals'))).toBe(true);
    const two = await marketsOf(live.id, 'market_id=1,18');
    expect(new Set(two.data.map((m) => m.id))).toEqual(new Set([1, 18]));
    expect((await marketsOf(live.id, 'group_key=no-such-group')).data).toEqual([]);
  });

  it('names markets and outcomes in the requested language', async () => {
    const de = await marketsOf(live.id, 'market_id=1,18', { 'accept-language': 'de' });
    const oneXTwo = de.data.find((m) => m.id === 1);
    expect(oneXTwo?.outcomes.map((o) => o.name)).toEqual([live.home?.name, 'Unentschieden', live.away?.name]);
    const total = de.data.find((m) => m.id === 18);
    expect(total?.name).toBe('Tore gesamt');
    expect(total?.outcomes[0]?.name).toBe(`Über ${total?.specifier.replace('total=', '')}`);
    const tr = await getJson<Match>(c, `/api/v2/matches/${live.id}`, { 'accept-language': 'tr' });
    expect(tr.body.sport.name).toBe('Futbol');
    expect(tr.body.main_market?.name).toBe('Maç Sonucu');
    expect(tr.body.period_scores[0]?.name).toBe('1. yarı');
  });

  it('names outright outcomes after their competitors', async () => {
    const seasons = await getJson<Page<Match>>(c, '/api/v2/matches?type=season&limit=1');
    const season = seasons.body.data[0] as Match;
    expect(season.end_date).toMatch(/Z$/);
    const [winner] = (await marketsOf(season.id)).data;
    expect(winner?.outcomes.map((o) => o.name).sort()).toEqual(season.competitors.map((x) => x.name).sort());
    expect(season.main_market_outcomes_count).toBe(season.competitors.length);
    expect(marketTemplate(winner?.id ?? 0)?.outcomes).toBe('competitors');
  });

  it('keeps the stored market counts right when lines move to and from status 0', async () => {
    const before = (await getJson<Match>(c, `/api/v2/matches/${live.id}`)).body;
    const line = (await marketsOf(live.id, 'group_key=main')).data.find((m) => !m.most_balanced) as Market;
    const where = and(
      eq(markets.matchId, live.id),
      eq(markets.marketId, line.id),
      eq(markets.specifier, line.specifier),
    );
    await c.database.db.update(markets).set({ status: 0 }).where(where);
    await refreshMarketCounts(c.database.db, [live.id]);
    const hidden = (await getJson<Match>(c, `/api/v2/matches/${live.id}`)).body;
    expect(hidden.available_markets_count).toBe(before.available_markets_count - 1);
    expect(hidden.top_markets_count).toBe(before.top_markets_count - 1);
    expect((await marketsOf(live.id)).pagination.total).toBe(hidden.available_markets_count);
    await c.database.db.update(markets).set({ status: line.status }).where(where);
    await refreshMarketCounts(c.database.db, [live.id]);
    const restored = (await getJson<Match>(c, `/api/v2/matches/${live.id}`)).body;
    expect(restored.available_markets_count).toBe(before.available_markets_count);
  });

  it('stops a match being bettable when its provider is inactive or its main market suspended', async () => {
    const provider = live.provider;
    await c.database.db
      .update(providerStatuses)
      .set({ status: 'inactive' })
      .where(eq(providerStatuses.provider, provider));
    try {
      expect((await getJson<Match>(c, `/api/v2/matches/${live.id}`)).body.is_bettable).toBe(false);
      const listed = await getJson<Page<Match>>(c, `/api/v2/matches?id=${live.id}&bettable=false`);
      expect(listed.body.data.map((m) => m.id)).toEqual([live.id]);
    } finally {
      await c.database.db
        .update(providerStatuses)
        .set({ status: 'active' })
        .where(eq(providerStatuses.provider, provider));
    }
    const main = and(eq(markets.matchId, live.id), eq(markets.marketId, live.main_market_id ?? 0));
    await c.database.db.update(markets).set({ status: -1 }).where(main);
    try {
      const suspended = (await getJson<Match>(c, `/api/v2/matches/${live.id}`)).body;
      expect(suspended.main_market?.status).toBe(-1);
      expect(suspended.is_bettable).toBe(false);
    } finally {
      await c.database.db.update(markets).set({ status: 1 }).where(main);
    }
    expect((await getJson<Match>(c, `/api/v2/matches/${live.id}`)).body.is_bettable).toBe(true);
  });
});
