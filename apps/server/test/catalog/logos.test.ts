import type { Match } from '@sportsbook/contract/entities/match';
import type { Pagination } from '@sportsbook/contract/http/pagination';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/database';
import { getJson, openSeededCatalog, type SeededCatalog } from './support/seeded-catalog';

describe.each(testDatabaseKinds())('competitor logos on %s', (kind) => {
  let c: SeededCatalog;
  let match: Match;

  beforeAll(async () => {
    c = await openSeededCatalog(kind, 0.05);
    const list = await getJson<{ data: Match[]; pagination: Pagination }>(
      c,
      '/api/v2/matches?type=match&limit=1',
    );
    match = list.body.data[0] as Match;
  });
  afterAll(async () => {
    await c.close();
  });

  it('serves the badge a competitor logo points to, cacheable for a year', async () => {
    const logo = match.home?.logo ?? '';
    expect(logo).toMatch(/^\/static\/logos\/\d+\.svg$/);
    const res = await c.t.app.inject({ method: 'GET', url: logo });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).toMatch(/^<svg [^>]*viewBox="0 0 64 64"/);
    expect(res.body).toContain(`>${match.home?.abbreviation}</text>`);
    expect(res.body).not.toMatch(/<script|href=|url\(/i);
  });

  it('answers 404 with an error body for an unknown competitor or file', async () => {
    for (const url of [
      '/static/logos/99999.svg',
      '/static/logos/abc.svg',
      '/static/logos/10001.png',
      '/static/logos/0.svg',
    ]) {
      const res = await c.t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe('not_found');
      expect(res.headers['cache-control']).toBeUndefined();
    }
  });
});
