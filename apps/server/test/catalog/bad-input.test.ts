import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/database';
import { getJson, openSeededCatalog, type SeededCatalog } from './support/seeded-catalog';

type ErrorBody = { error: { code: string; message: string; details?: { path: string; message: string }[] } };

describe.each(testDatabaseKinds())('bad catalogue requests on %s', (kind) => {
  let c: SeededCatalog;

  beforeAll(async () => {
    c = await openSeededCatalog(kind, 0.05);
  });
  afterAll(async () => {
    await c.close();
  });

  const rejects = async (url: string, path: string) => {
    const res = await getJson<ErrorBody>(c, url);
    expect(res.status, url).toBe(400);
    expect(res.body.error.code, url).toBe('validation_failed');
    expect(
      res.body.error.details?.map((d) => d.path),
      url,
    ).toContain(path);
    return res.body.error;
  };

  it('rejects an unknown query field, naming it', async () => {
    const error = await rejects('/api/v2/matches?sport=football', 'query');
    expect(error.message).toMatch(/sport/);
    await rejects('/api/v2/sports?kind=cyber', 'query');
    await rejects('/api/v2/matches/1/markets?group=main', 'query');
  });

  it('rejects limits above 500, page 0 and values of the wrong type', async () => {
    await rejects('/api/v2/matches?limit=501', 'query.limit');
    await rejects('/api/v2/matches?page=0', 'query.page');
    await rejects('/api/v2/matches?limit=ten', 'query.limit');
    await rejects('/api/v2/matches/1/markets?limit=501', 'query.limit');
    await rejects('/api/v2/categories?limit=0', 'query.limit');
    await rejects('/api/v2/tournaments?id=1,x', 'query.id.1');
    await rejects('/api/v2/matches?match_status=9', 'query.match_status.0');
    await rejects('/api/v2/matches?sort_by=name', 'query.sort_by.0');
    await rejects('/api/v2/matches?bettable=yes', 'query.bettable');
    await rejects('/api/v2/matches?start_from=tomorrow', 'query.start_from');
    await rejects('/api/v2/matches?max_per_sport=0', 'query.max_per_sport');
    await rejects('/api/v2/matches?type=final', 'query.type.0');
    await rejects('/api/v2/sports?type=virtual', 'query.type');
  });

  it('rejects ids that are not positive integers, and answers 404 for unknown ones', async () => {
    await rejects('/api/v2/matches/abc', 'path.id');
    await rejects('/api/v2/matches/-4', 'path.id');
    await rejects('/api/v2/categories/1.5', 'path.id');
    await rejects('/api/v2/tournaments/99999999999', 'path.id');
    for (const url of [
      '/api/v2/matches/7',
      '/api/v2/categories/7',
      '/api/v2/tournaments/7',
      '/api/v2/matches/7/markets',
    ]) {
      const res = await getJson<ErrorBody>(c, url);
      expect(res.status, url).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    }
  });

  it('answers every list request with the largest page allowed', async () => {
    for (const url of [
      '/api/v2/matches?limit=500',
      '/api/v2/sports?limit=500',
      '/api/v2/tournaments?limit=500',
    ]) {
      expect((await getJson(c, url)).status, url).toBe(200);
    }
  });
});
