import type { Match } from '@sportsbook/contract/entities/match';
import type { Pagination } from '@sportsbook/contract/http/pagination';
import type { CountersResponse, SearchResponse } from '@sportsbook/contract/sportsbook/catalog-calls';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matches } from '../../src/db/schema';
import { testDatabaseKinds } from '../support/database';
import { getJson, openSeededCatalog, type SeededCatalog } from './support/seeded-catalog';

type Page<T> = { data: T[]; pagination: Pagination };
type ErrorBody = { error: { code: string; message: string; details?: { path: string; message: string }[] } };

describe.each(testDatabaseKinds())('counters and search on %s', (kind) => {
  let c: SeededCatalog;
  let all: Match[];

  const counters = async (body: unknown) => {
    const res = await c.t.app.inject({ method: 'POST', url: '/api/v2/counters', payload: body as object });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CountersResponse;
  };
  const search = (query: string, headers: Record<string, string> = {}) =>
    getJson<SearchResponse & ErrorBody>(c, `/api/v2/search?${query}`, headers);
  const tally = (matches: readonly Match[], key: (m: Match) => number) => {
    const out = new Map<number, number>();
    for (const m of matches) out.set(key(m), (out.get(key(m)) ?? 0) + 1);
    return [...out].map(([id, count]) => ({ id, count })).sort((a, b) => a.id - b.id);
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
    all = (await getJson<Page<Match>>(c, '/api/v2/matches?limit=500')).body.data;
  });
  afterAll(async () => {
    await c.close();
  });

  it('counts open matches per sport, category and tournament, and the live ones', async () => {
    const counts = await counters({});
    expect(counts.sports).toEqual(tally(all, (m) => m.sport.id));
    expect(counts.categories).toEqual(tally(all, (m) => m.category.id));
    expect(counts.tournaments).toEqual(tally(all, (m) => m.tournament.id));
    expect(counts.live).toBe(all.filter((m) => m.status === 1).length);
    expect(counts.live).toBeGreaterThan(0);
  });

  it('counts under filters, the live count ignoring the statuses asked for', async () => {
    const football = all.find((m) => m.sport.key === 'football') as Match;
    const bySport = await counters({ sport_id: football.sport.id, match_status: [0] });
    expect(bySport.sports).toEqual([
      {
        id: football.sport.id,
        count: all.filter((m) => m.sport.id === football.sport.id && m.status === 0).length,
      },
    ]);
    expect(bySport.live).toBe(all.filter((m) => m.sport.id === football.sport.id && m.status === 1).length);
    const video = await counters({ has_video: true, sport_type: 'regular' });
    const withVideo = all.filter((m) => m.has_video && m.sport.type === 'regular');
    expect(video.sports.reduce((a, s) => a + s.count, 0)).toBe(withVideo.length);
    const seasons = await counters({ type: ['season'] });
    expect(seasons.tournaments.reduce((a, s) => a + s.count, 0)).toBe(
      all.filter((m) => m.type === 'season').length,
    );
    const window = await counters({
      start_from: '2026-11-22T00:00:00.000Z',
      start_to: '2026-11-23T00:00:00.000Z',
    });
    const inWindow = all.filter(
      (m) => m.start_time >= '2026-11-22T00:00:00.000Z' && m.start_time <= '2026-11-23T00:00:00.000Z',
    );
    expect(window.sports.reduce((a, s) => a + s.count, 0)).toBe(inWindow.length);
  });

  it('rejects bad counter requests with a clear 4xx', async () => {
    const send = (payload: string, contentType = 'application/json') =>
      c.t.app.inject({
        method: 'POST',
        url: '/api/v2/counters',
        payload,
        headers: { 'content-type': contentType },
      });
    const malformed = await send('{"sport_id": 1,');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      error: { code: 'bad_request', message: 'the request body is not valid JSON' },
    });
    const form = await send('sport_id=1', 'application/x-www-form-urlencoded');
    expect(form.statusCode).toBe(415);
    expect((form.json() as ErrorBody).error.code).toBe('unsupported_media_type');
    // Fastify reads text/plain as a string, which is not the object the call takes.
    const text = await send('sport_id=1', 'text/plain');
    expect(text.statusCode).toBe(400);
    expect((text.json() as ErrorBody).error.code).toBe('validation_failed');
    const huge = await send(JSON.stringify({ type: ['match'], padding: 'x'.repeat(70 * 1024) }));
    expect(huge.statusCode).toBe(413);
    expect((huge.json() as ErrorBody).error.code).toBe('payload_too_large');
    const unknown = await send(JSON.stringify({ sportid: 1 }));
    expect(unknown.statusCode).toBe(400);
    const [detail] = (unknown.json() as ErrorBody).error.details ?? [];
    expect(detail?.path).toBe('body');
    expect(detail?.message).toMatch(/sportid/);
    const wrongType = await send(JSON.stringify({ sport_id: 'football' }));
    expect(wrongType.statusCode).toBe(400);
    expect((wrongType.json() as ErrorBody).error.details?.[0]?.path).toBe('body.sport_id');
    const badStatus = await send(JSON.stringify({ match_status: [7] }));
    expect(badStatus.statusCode).toBe(400);
  });

  it('finds matches by any locale name, ignoring case and accents, live ones first', async () => {
    const target = all.find((m) => m.type === 'match' && m.home && /[A-Za-z]{5}/.test(m.home.name)) as Match;
    const word = (target.home?.name.split(' ').find((w) => w.length >= 5) ?? '').toUpperCase();
    const found = await search(`q=${encodeURIComponent(word)}`);
    expect(found.status).toBe(200);
    expect(found.body.matches.map((m) => m.id)).toContain(target.id);
    const statuses = found.body.matches.map((m) => (m.status === 1 ? 0 : 1));
    expect(statuses).toEqual([...statuses].sort((a, b) => a - b));
    const accented = all.find((m) => /[äöüéèáíóúçãñş]/i.test(`${m.home?.name} ${m.away?.name}`));
    if (accented) {
      const plain = (accented.home?.name ?? '').normalize('NFKD').replace(/\p{M}/gu, '').slice(0, 12).trim();
      expect((await search(`q=${encodeURIComponent(plain)}`)).body.matches.map((m) => m.id)).toContain(
        accented.id,
      );
    }
  });

  it('finds a match by its name as shown, both teams with what joins them, in any order', async () => {
    const target = all.find((m) => m.type === 'match' && m.home && m.away) as Match;
    const home = target.home?.name ?? '';
    const away = target.away?.name ?? '';
    for (const query of [
      `${home} - ${away}`,
      `${away} ${home}`.toLowerCase(),
      `${home} vs ${away}`,
      `${home} vs. ${away}`,
    ]) {
      const found = await search(`q=${encodeURIComponent(query.slice(0, 50))}`);
      expect(found.status, query).toBe(200);
      expect(
        found.body.matches.map((m) => m.id),
        query,
      ).toContain(target.id);
    }
    // Every word must be there: a team with a name nobody has finds nothing.
    const none = await search(`q=${encodeURIComponent(`${home} zzqx`)}`);
    expect(none.body.matches).toEqual([]);
    // Single letters narrow nothing: "a b c" is taken whole, not as three letters every name holds.
    const letters = await search('q=a%20b%20c');
    expect(letters.status).toBe(200);
    expect(letters.body.matches.length).toBeLessThan(all.length);
    expect(
      letters.body.matches.every((m) => /a b c/i.test(`${m.home?.name} ${m.away?.name} ${m.name}`)),
    ).toBe(true);
    // Marks alone fold to nothing: no results rather than every match.
    const marks = await search(`q=${encodeURIComponent('\u0301\u0301\u0301')}`);
    expect(marks.body.matches).toEqual([]);
    // A league by two of its words, apart.
    expect((await search('q=league%20premier')).body.tournaments.map((t) => t.slug)).toContain(
      'premier-league',
    );
  });

  it('finds tournaments and categories too, unless only event names are asked for', async () => {
    const both = await search('q=premier', { 'accept-language': 'de' });
    expect(both.body.tournaments.map((t) => t.slug)).toContain('premier-league');
    const countries = await search('q=deutschland');
    expect(countries.body.categories.map((x) => x.slug)).toContain('germany');
    const arabic = await search(`q=${encodeURIComponent('ألمانيا')}`);
    expect(arabic.body.categories.map((x) => x.slug)).toContain('germany');
    const onlyEvents = await search('q=premier&only_events_name=true');
    expect(onlyEvents.body.tournaments).toEqual([]);
    expect(onlyEvents.body.categories).toEqual([]);
    const cyber = await search('q=league&sport_type=cyber');
    expect(cyber.body.tournaments.every((t) => t.sport.type === 'cyber')).toBe(true);
    const liveOnly = await search('q=city&match_status=1');
    expect(liveOnly.body.matches.every((m) => m.status === 1)).toBe(true);
    expect((await search('q=%25%25%25')).body.matches).toEqual([]);
  });

  it('answers 400 with the contract message for queries of 2 or 51 characters', async () => {
    const short = await search('q=ab');
    expect(short.status).toBe(400);
    expect(short.body.error.message).toBe(
      'invalid request: query.q: search query must be at least 3 characters',
    );
    const padded = await search('q=%20%20ab%20%20');
    expect(padded.status).toBe(400);
    const long = await search(`q=${'x'.repeat(51)}`);
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe(
      'invalid request: query.q: search query must be at most 50 characters',
    );
    expect((await search(`q=${'x'.repeat(50)}`)).status).toBe(200);
    expect((await search('q=abc')).status).toBe(200);
    expect((await getJson(c, '/api/v2/search')).status).toBe(400);
  });
});
