import type { Category } from '@sportsbook/contract/entities/category';
import type { Sport } from '@sportsbook/contract/entities/sport';
import type { Tournament } from '@sportsbook/contract/entities/tournament';
import type { Pagination } from '@sportsbook/contract/http/pagination';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/database';
import { getJson, openSeededCatalog, type SeededCatalog } from './support/seeded-catalog';

type Page<T> = { data: T[]; pagination: Pagination };

describe.each(testDatabaseKinds())('sports, categories and tournaments on %s', (kind) => {
  let c: SeededCatalog;

  beforeAll(async () => {
    c = await openSeededCatalog(kind);
  });
  afterAll(async () => {
    await c.close();
  });

  it('lists sports by priority, football first, in the requested language', async () => {
    const en = await getJson<Page<Sport>>(c, '/api/v2/sports');
    expect(en.status).toBe(200);
    expect(en.body.pagination).toEqual({ total: 12, page: 1, limit: 500, last_page: 1 });
    expect(en.body.data[0]).toMatchObject({
      key: 'football',
      name: 'Football',
      type: 'regular',
      provider: 'betradar',
    });
    const priorities = en.body.data.map((s) => s.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));

    const de = await getJson<Page<Sport>>(c, '/api/v2/sports', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(de.body.data.find((s) => s.key === 'ice-hockey')?.name).toBe('Eishockey');
    const ar = await getJson<Page<Sport>>(c, '/api/v2/sports', { 'accept-language': 'ar' });
    expect(ar.body.data[0]?.name).toBe('كرة القدم');
    const unknown = await getJson<Page<Sport>>(c, '/api/v2/sports', { 'accept-language': 'xx' });
    expect(unknown.body.data[0]?.name).toBe('Football');
  });

  it('says which sports offer the bet builder: those whose final tallies the model prices (issue 19)', async () => {
    const { body } = await getJson<Page<Sport>>(c, '/api/v2/sports');
    const offering = body.data.filter((sport) => sport.bet_builder).map((sport) => sport.key);
    expect(offering).toContain('football');
    expect(offering).toContain('basketball');
    expect(offering).not.toContain('tennis');
    expect(body.data.every((sport) => typeof sport.bet_builder === 'boolean')).toBe(true);
  });

  it('filters sports by type and pages them', async () => {
    const cyber = await getJson<Page<Sport>>(c, '/api/v2/sports?type=cyber');
    expect(cyber.body.data.map((s) => s.key).sort()).toEqual(['cs2', 'dota2']);
    expect(cyber.body.data.every((s) => s.provider === 'oddin')).toBe(true);
    const second = await getJson<Page<Sport>>(c, '/api/v2/sports?limit=5&page=2');
    expect(second.body.data).toHaveLength(5);
    expect(second.body.pagination).toEqual({ total: 12, page: 2, limit: 5, last_page: 3 });
    const beyond = await getJson<Page<Sport>>(c, '/api/v2/sports?limit=5&page=9');
    expect(beyond.body.data).toEqual([]);
    expect(beyond.body.pagination.total).toBe(12);
  });

  it('lists categories of a sport with country codes, by priority then name', async () => {
    const byKey = await getJson<Page<Category>>(c, '/api/v2/categories?sport_key=football');
    expect(byKey.body.data.length).toBeGreaterThanOrEqual(25);
    expect(byKey.body.data.every((cat) => cat.sport.key === 'football')).toBe(true);
    expect(byKey.body.data.find((cat) => cat.slug === 'england')?.country_code).toBe('GB-ENG');
    expect(byKey.body.data.find((cat) => cat.slug === 'international-clubs')?.country_code).toBeNull();
    const priorities = byKey.body.data.map((cat) => cat.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));

    const sportId = byKey.body.data[0]?.sport.id;
    const byId = await getJson<Page<Category>>(c, `/api/v2/categories?sport_id=${sportId}&limit=500`);
    expect(byId.body.pagination.total).toBe(byKey.body.pagination.total);
    const cyber = await getJson<Page<Category>>(c, '/api/v2/categories?sport_type=cyber');
    expect(cyber.body.data.every((cat) => cat.sport.type === 'cyber')).toBe(true);
    const all = await getJson<Page<Category>>(c, '/api/v2/categories?limit=500');
    expect(all.body.pagination.total).toBeGreaterThanOrEqual(40);
  });

  it('reads one category in the requested language, and 404 for an unknown one', async () => {
    const list = await getJson<Page<Category>>(c, '/api/v2/categories?sport_key=football');
    const germany = list.body.data.find((cat) => cat.slug === 'germany');
    const one = await getJson<Category>(c, `/api/v2/categories/${germany?.id}`, { 'accept-language': 'de' });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ slug: 'germany', name: 'Deutschland', country_code: 'DE' });
    expect(one.body.sport.name).toBe('Fußball');
    const missing = await getJson<{ error: { code: string; message: string } }>(
      c,
      '/api/v2/categories/99999',
    );
    expect(missing.status).toBe(404);
    expect(missing.body.error).toEqual({ code: 'not_found', message: 'category 99999 not found' });
  });

  it('lists tournaments by category, sport or id, with their main market outcome counts', async () => {
    const football = await getJson<Page<Tournament>>(c, '/api/v2/tournaments?sport_key=football&limit=500');
    const premier = football.body.data.find((t) => t.slug === 'premier-league');
    expect(premier).toMatchObject({
      category: { slug: 'england', country_code: 'GB-ENG' },
      sport: { key: 'football' },
      main_market_id: 1,
      main_market_outcomes_count: 3,
      secondary_market_id: 18,
      secondary_market_outcomes_count: 2,
    });
    const england = await getJson<Page<Tournament>>(
      c,
      `/api/v2/tournaments?category_id=${premier?.category.id}`,
    );
    expect(england.body.data.map((t) => t.slug)).toEqual(['premier-league', 'championship', 'league-one']);
    const chosen = football.body.data.slice(0, 3).map((t) => t.id);
    const byIds = await getJson<Page<Tournament>>(c, `/api/v2/tournaments?id=${chosen.join(',')}`);
    expect(byIds.body.data.map((t) => t.id).sort()).toEqual([...chosen].sort());
    const repeated = await getJson<Page<Tournament>>(
      c,
      `/api/v2/tournaments?id=${chosen[0]}&id=${chosen[1]}`,
    );
    expect(repeated.body.pagination.total).toBe(2);
    const all = await getJson<Page<Tournament>>(c, '/api/v2/tournaments?limit=500');
    expect(all.body.pagination.total).toBeGreaterThanOrEqual(80);
  });

  it('reads one tournament, and 404 for an unknown one', async () => {
    const list = await getJson<Page<Tournament>>(c, '/api/v2/tournaments?sport_key=basketball');
    const nba = list.body.data.find((t) => t.slug === 'nba');
    const one = await getJson<Tournament>(c, `/api/v2/tournaments/${nba?.id}`, { 'accept-language': 'es' });
    expect(one.body).toMatchObject({
      slug: 'nba',
      name: 'NBA',
      sport: { name: 'Baloncesto' },
      main_market_id: 219,
    });
    expect((await getJson(c, '/api/v2/tournaments/424242')).status).toBe(404);
  });
});
