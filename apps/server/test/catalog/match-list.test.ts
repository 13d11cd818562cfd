import type { Category } from '@sportsbook/contract/entities/category';
import type { Match } from '@sportsbook/contract/entities/match';
import type { Sport } from '@sportsbook/contract/entities/sport';
import type { Pagination } from '@sportsbook/contract/http/pagination';
import { MATCH_SORT_KEYS } from '@sportsbook/contract/sportsbook/catalog-calls';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matches } from '../../src/db/schema';
import { testDatabaseKinds } from '../support/database';
import {
  CATALOG_NOW,
  getJson,
  openSeededCatalog,
  type SeededCatalog,
  signedInPlayer,
} from './support/seeded-catalog';

type Page<T> = { data: T[]; pagination: Pagination };

describe.each(testDatabaseKinds())('GET /matches on %s', (kind) => {
  let c: SeededCatalog;
  let all: Match[];
  let sportPriority: Map<number, number>;
  let categoryPriority: Map<number, number>;

  const list = async (query: string, headers: Record<string, string> = {}) => {
    const res = await getJson<Page<Match>>(c, `/api/v2/matches?${query}`, headers);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    c = await openSeededCatalog(kind);
    // The demo advertises no video (nothing serves a stream yet): a few live matches get it here, as an
    // operator's feed would say, for the filter to have some.
    const live = await c.database.db
      .select({ id: matches.id })
      .from(matches)
      .where(eq(matches.status, 1))
      .limit(3);
    await c.database.db
      .update(matches)
      .set({ hasVideo: true })
      .where(
        inArray(
          matches.id,
          live.map((row) => row.id),
        ),
      );
    all = (await list('limit=500')).data;
    sportPriority = new Map(
      (await getJson<Page<Sport>>(c, '/api/v2/sports')).body.data.map((s) => [s.id, s.priority]),
    );
    categoryPriority = new Map(
      (await getJson<Page<Category>>(c, '/api/v2/categories?limit=500')).body.data.map((x) => [
        x.id,
        x.priority,
      ]),
    );
  });
  afterAll(async () => {
    await c.close();
  });

  const sortValue: Record<(typeof MATCH_SORT_KEYS)[number], (m: Match) => number> = {
    sport_id: (m) => m.sport.id,
    sport_priority: (m) => sportPriority.get(m.sport.id) ?? 0,
    category_id: (m) => m.category.id,
    category_priority: (m) => categoryPriority.get(m.category.id) ?? 0,
    tournament_id: (m) => m.tournament.id,
    tournament_priority: (m) => m.tournament.priority,
    start_time: (m) => Date.parse(m.start_time),
    bets_count: (m) => m.bets_count,
  };

  it('lists open matches by default: sport priority, tournament priority, then start time', async () => {
    expect(all.length).toBeGreaterThan(100);
    expect(all.every((m) => [0, 1, 2].includes(m.status))).toBe(true);
    for (let i = 1; i < all.length; i += 1) {
      const [a, b] = [all[i - 1] as Match, all[i] as Match];
      const key = (m: Match) => [
        -sortValue.sport_priority(m),
        -m.tournament.priority,
        sortValue.start_time(m),
        m.id,
      ];
      const [ka, kb] = [key(a), key(b)];
      const order = ka.findIndex((v, j) => v !== kb[j]);
      expect(order === -1 || (ka[order] as number) < (kb[order] as number)).toBe(true);
    }
  });

  it.each(MATCH_SORT_KEYS.flatMap((key) => [key, `-${key}`]))('sorts by %s', async (term) => {
    const key = term.replace(/^-/, '') as (typeof MATCH_SORT_KEYS)[number];
    const sign = term.startsWith('-') ? -1 : 1;
    const sorted = (await list(`limit=500&sort_by=${term}`)).data;
    expect(sorted).toHaveLength(all.length);
    const values = sorted.map((m) => sign * sortValue[key](m));
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });

  it('sorts by several keys, the later ones breaking ties', async () => {
    const sorted = (await list('limit=500&sort_by=sport_id,-bets_count')).data;
    for (let i = 1; i < sorted.length; i += 1) {
      const [a, b] = [sorted[i - 1] as Match, sorted[i] as Match];
      expect(a.sport.id <= b.sport.id).toBe(true);
      if (a.sport.id === b.sport.id) expect(a.bets_count).toBeGreaterThanOrEqual(b.bets_count);
    }
  });

  it('pages through the same order, with the total and the last page', async () => {
    const first = await list('limit=7');
    expect(first.pagination).toEqual({
      total: all.length,
      page: 1,
      limit: 7,
      last_page: Math.ceil(all.length / 7),
    });
    const pages: Match[] = [];
    for (let page = 1; page <= first.pagination.last_page; page += 1)
      pages.push(...(await list(`limit=7&page=${page}`)).data);
    expect(pages.map((m) => m.id)).toEqual(all.map((m) => m.id));
    const beyond = await list(`limit=7&page=${first.pagination.last_page + 1}`);
    expect(beyond.data).toEqual([]);
    expect(beyond.pagination.total).toBe(all.length);
  });

  it('keeps at most N matches per sport, the first ones in list order', async () => {
    const capped = await list('limit=500&max_per_sport=2&sort_by=-bets_count');
    const bySport = new Map<number, number[]>();
    for (const m of capped.data) bySport.set(m.sport.id, [...(bySport.get(m.sport.id) ?? []), m.id]);
    expect(bySport.size).toBe(new Set(all.map((m) => m.sport.id)).size);
    const full = (await list('limit=500&sort_by=-bets_count')).data;
    for (const [sportId, ids] of bySport) {
      expect(ids).toEqual(
        full
          .filter((m) => m.sport.id === sportId)
          .slice(0, 2)
          .map((m) => m.id),
      );
    }
    expect(capped.pagination.total).toBe(capped.data.length);
    const paged = await list('limit=5&page=2&max_per_sport=2&sort_by=-bets_count');
    expect(paged.data.map((m) => m.id)).toEqual(capped.data.slice(5, 10).map((m) => m.id));
  });

  it('filters by sport, category, tournament, type and status', async () => {
    const tennis = await list('limit=500&sport_key=tennis');
    expect(tennis.data.length).toBeGreaterThan(0);
    expect(tennis.data.every((m) => m.sport.key === 'tennis')).toBe(true);
    const cyber = await list('limit=500&sport_type=cyber');
    expect(new Set(cyber.data.map((m) => m.sport.key))).toEqual(new Set(['cs2', 'dota2']));
    const sample = all.find((m) => m.type === 'match') as Match;
    const byCategory = await list(`limit=500&category_id=${sample.category.id}`);
    expect(byCategory.data.every((m) => m.category.id === sample.category.id)).toBe(true);
    const byTournament = await list(`limit=500&tournament_id=${sample.tournament.id}`);
    expect(byTournament.data.every((m) => m.tournament.id === sample.tournament.id)).toBe(true);
    const seasons = await list('limit=500&type=season');
    expect(seasons.data.length).toBeGreaterThan(0);
    expect(
      seasons.data.every((m) => m.type === 'season' && m.home === null && m.competitors.length > 2),
    ).toBe(true);
    const live = await list('limit=500&match_status=1');
    expect(live.data.length).toBeGreaterThan(0);
    expect(live.data.every((m) => m.status === 1 && m.stage !== null && m.total_score !== null)).toBe(true);
    const both = await list('limit=500&match_status=0,1');
    expect(both.pagination.total).toBe(all.filter((m) => m.status === 0 || m.status === 1).length);
  });

  it('filters by start time, inclusive bounds', async () => {
    const from = new Date(CATALOG_NOW + 24 * 3_600_000).toISOString();
    const to = new Date(CATALOG_NOW + 48 * 3_600_000).toISOString();
    const window = await list(`limit=500&start_from=${from}&start_to=${to}`);
    expect(window.data.length).toBeGreaterThan(0);
    for (const m of window.data) {
      expect(Date.parse(m.start_time)).toBeGreaterThanOrEqual(Date.parse(from));
      expect(Date.parse(m.start_time)).toBeLessThanOrEqual(Date.parse(to));
    }
    const expected = all.filter((m) => m.start_time >= from && m.start_time <= to).length;
    expect(window.pagination.total).toBe(expected);
  });

  it('filters by bettable and by video', async () => {
    const bettable = await list('limit=500&bettable=true');
    const closed = await list('limit=500&bettable=false');
    expect(bettable.data.every((m) => m.is_bettable)).toBe(true);
    expect(closed.data.every((m) => !m.is_bettable)).toBe(true);
    expect(closed.data.length).toBeGreaterThan(0);
    expect(bettable.pagination.total + closed.pagination.total).toBe(all.length);
    const video = await list('limit=500&has_video=true');
    expect(video.data.length).toBeGreaterThan(0);
    expect(video.data.every((m) => m.has_video && m.status === 1)).toBe(true);
    const noVideo = await list('limit=500&has_video=0');
    expect(noVideo.pagination.total + video.pagination.total).toBe(all.length);
  });

  it('returns matches by id, whatever their status', async () => {
    const ids = [all[5], all[1], all[9]].map((m) => (m as Match).id);
    const picked = await list(`id=${ids.join(',')}`);
    expect(picked.data.map((m) => m.id).sort()).toEqual([...ids].sort());
  });

  it('lists favourites only with a bearer token', async () => {
    const anonymous = await getJson<{ error: { code: string } }>(c, '/api/v2/matches?favourite=true');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe('unauthorized');
    const forged = await getJson(c, '/api/v2/matches?favourite=true', {
      authorization: 'Bearer not.a.token',
    });
    expect(forged.status).toBe(401);
    expect((await list('favourite=false')).pagination.total).toBe(all.length);

    const player = await signedInPlayer(c);
    const chosen = [all[3], all[11], all[20]].map((m) => (m as Match).id);
    await player.favourite(chosen);
    const mine = await list('limit=500&favourite=true', { authorization: player.authorization });
    expect(mine.data.map((m) => m.id).sort()).toEqual([...chosen].sort());
    const someoneElse = await signedInPlayer(c);
    const theirs = await list('favourite=true', { authorization: someoneElse.authorization });
    expect(theirs.data).toEqual([]);
  });
});
