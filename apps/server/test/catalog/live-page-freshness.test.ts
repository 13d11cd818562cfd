import type { Match } from '@sportsbook/contract/entities/match';
import { MatchSchema } from '@sportsbook/contract/entities/match';
import { type Pagination, paginated } from '@sportsbook/contract/http/pagination';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CatalogReader } from '../../src/catalog/catalog-reader';
import { markets, matches, providerStatuses } from '../../src/db/schema';
import { testDatabaseKinds } from '../support/database';
import { getJson, openSeededCatalog, type SeededCatalog } from './support/seeded-catalog';

type Page = { data: Match[]; pagination: Pagination };

const LIVE_PAGE = '/api/v2/matches?match_status=1&limit=50';

/*
 * The live page is served from presented matches kept in memory per version (catalog/match-version.ts).
 * Whatever the feed changes about a match must show in the very next response, in every locale, however
 * the change was written.
 */
describe.each(testDatabaseKinds())('the live page stays fresh on %s', (kind) => {
  let c: SeededCatalog;
  /** Live matches with an open main market, handed out one per test so tests do not disturb each other. */
  let candidates: Match[];

  const livePage = async (locale = 'en') => {
    const res = await getJson<Page>(c, LIVE_PAGE, { 'accept-language': locale });
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const onLivePage = async (id: number, locale = 'en') => (await livePage(locale)).find((m) => m.id === id);
  const aLiveMatch = async () => {
    const match = candidates.shift();
    if (!match) throw new Error('the test catalogue ran out of live matches');
    // Seen (and so kept in memory) in two locales before the change.
    expect(await onLivePage(match.id, 'en')).toBeDefined();
    expect(await onLivePage(match.id, 'de')).toBeDefined();
    return match;
  };
  /** What the simulator does with every change: the match's updated_at moves. */
  const touch = (id: number) =>
    c.database.db.update(matches).set({ updatedAt: sql`now()` }).where(eq(matches.id, id));
  const mainLine = (match: Match) =>
    and(
      eq(markets.matchId, match.id),
      eq(markets.marketId, match.main_market_id ?? 0),
      eq(markets.specifier, match.main_market?.specifier ?? ''),
    );

  beforeAll(async () => {
    c = await openSeededCatalog(kind);
    candidates = (await livePage()).filter((m) => m.main_market !== null && m.is_bettable);
    expect(candidates.length).toBeGreaterThanOrEqual(8);
  });
  afterAll(async () => {
    await c.close();
  });

  it('shows a new score in the next response, in every locale', async () => {
    const match = await aLiveMatch();
    const score = { home: (match.total_score?.home ?? 0) + 3, away: 9 };
    await c.database.db
      .update(matches)
      .set({ totalScore: score, updatedAt: sql`now()` })
      .where(eq(matches.id, match.id));
    expect((await onLivePage(match.id, 'en'))?.total_score).toEqual(score);
    expect((await onLivePage(match.id, 'de'))?.total_score).toEqual(score);
    expect((await getJson<Match>(c, `/api/v2/matches/${match.id}`)).body.total_score).toEqual(score);
  });

  it('shows moved odds of the main market', async () => {
    const match = await aLiveMatch();
    const [line] = await c.database.db
      .select({ outcomes: markets.outcomes })
      .from(markets)
      .where(mainLine(match));
    const moved = (line?.outcomes ?? []).map((o, i) => ({ ...o, odds: 11 + i }));
    await c.database.db.update(markets).set({ outcomes: moved }).where(mainLine(match));
    await touch(match.id);
    const shown = await onLivePage(match.id);
    expect(shown?.main_market?.outcomes.map((o) => o.odds)).toEqual(moved.map((o) => o.odds));
  });

  it('drops a main market that went to status 0, and the match stops taking bets', async () => {
    const match = await aLiveMatch();
    await c.database.db.update(markets).set({ status: 0 }).where(mainLine(match));
    await touch(match.id);
    const shown = await onLivePage(match.id, 'de');
    expect(shown?.main_market).toBeNull();
    expect(shown?.is_bettable).toBe(false);
    expect((await getJson<Match>(c, `/api/v2/matches/${match.id}`)).body.main_market).toBeNull();
  });

  it('moves a match that finished off the live page, and shows it finished', async () => {
    const match = await aLiveMatch();
    await c.database.db
      .update(matches)
      .set({ status: 4, updatedAt: sql`now()` })
      .where(eq(matches.id, match.id));
    expect(await onLivePage(match.id)).toBeUndefined();
    const res = await getJson<Match>(c, `/api/v2/matches/${match.id}`);
    expect(res.body.status).toBe(4);
    expect(res.body.is_bettable).toBe(false);
  });

  it("follows its provider's status, which lives in another table", async () => {
    const match = await aLiveMatch();
    const provider = eq(providerStatuses.provider, match.provider);
    await c.database.db.update(providerStatuses).set({ status: 'inactive' }).where(provider);
    try {
      expect((await onLivePage(match.id))?.is_bettable).toBe(false);
    } finally {
      await c.database.db.update(providerStatuses).set({ status: 'active' }).where(provider);
    }
    expect((await onLivePage(match.id))?.is_bettable).toBe(true);
  });

  it('shows a market written without touching its match', async () => {
    const match = await aLiveMatch();
    const [line] = await c.database.db
      .select({ outcomes: markets.outcomes })
      .from(markets)
      .where(mainLine(match));
    const moved = (line?.outcomes ?? []).map((o) => ({ ...o, active: false }));
    await c.database.db.update(markets).set({ outcomes: moved }).where(mainLine(match));
    const shown = await onLivePage(match.id);
    expect(shown?.main_market?.outcomes.every((o) => !o.active)).toBe(true);
  });

  it('shows a match written without moving its updated_at', async () => {
    const match = await aLiveMatch();
    await c.database.db
      .update(matches)
      .set({ stage: 'penalties', updatedAt: sql`${matches.updatedAt}` })
      .where(eq(matches.id, match.id));
    expect((await onLivePage(match.id))?.stage).toBe('penalties');
  });

  it('answers exactly what presenting and serializing every match afresh would', async () => {
    await livePage('de');
    const res = await c.t.app.inject({ method: 'GET', url: LIVE_PAGE, headers: { 'accept-language': 'de' } });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const served = JSON.parse(res.body) as Page;
    const afresh = await new CatalogReader(c.database.db).matchesByIds(
      served.data.map((m) => m.id),
      'de',
    );
    expect(res.body).toBe(
      JSON.stringify(z.encode(paginated(MatchSchema), { data: afresh, pagination: served.pagination })),
    );
  });

  it('tags the page: a poller that has it gets 304 without the body until a match changes', async () => {
    // Issue 17: pollers of an unchanged page are told so without the 100 KB body.
    const first = await c.t.app.inject({ method: 'GET', url: LIVE_PAGE });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await c.t.app.inject({
      method: 'GET',
      url: LIVE_PAGE,
      headers: { 'if-none-match': `W/${etag}` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // Another page's tag (or none) still gets the page.
    const other = await c.t.app.inject({
      method: 'GET',
      url: LIVE_PAGE,
      headers: { 'if-none-match': '"x"' },
    });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).toBe(etag);

    const match = await aLiveMatch();
    await c.database.db
      .update(matches)
      .set({ totalScore: { home: 7, away: 7 }, updatedAt: sql`now()` })
      .where(eq(matches.id, match.id));
    const changed = await c.t.app.inject({
      method: 'GET',
      url: LIVE_PAGE,
      headers: { 'if-none-match': etag as string },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect((changed.json() as Page).data.find((m) => m.id === match.id)?.total_score).toEqual({
      home: 7,
      away: 7,
    });
  });
});
