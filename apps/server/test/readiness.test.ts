import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import type { ReadinessCheck } from '../src/http/readiness';
import { buildTestApp, type TestApp } from './support/app';
import { openTestDatabase, testDatabaseKinds } from './support/database';

describe.each(testDatabaseKinds())('GET /readyz on %s', (kind) => {
  let database: Database;
  const feed = { ready: true, detail: undefined as string | undefined };
  const feedCheck: ReadinessCheck = {
    name: 'feed',
    check: () =>
      feed.detail === undefined ? { ready: feed.ready } : { ready: feed.ready, detail: feed.detail },
  };
  const broken: ReadinessCheck = {
    name: 'broken',
    check: () => {
      throw new Error('cannot tell');
    },
  };
  let t: TestApp;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    t = await buildTestApp({ database, overrides: { readiness: [feedCheck] } });
  });
  afterAll(async () => {
    await t.app.close();
    await database.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('is ready when the database and every check passed in are', async () => {
    const res = await get('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      status: 'ready',
      checks: { database: { ready: true }, feed: { ready: true } },
    });
  });

  it('is not ready (503) while any check is not, and says why; /healthz stays the liveness probe', async () => {
    feed.ready = false;
    feed.detail = 'catching up since 2026-11-28T10:00:00.000Z';
    try {
      const res = await get('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'not_ready',
        checks: {
          database: { ready: true },
          feed: { ready: false, detail: 'catching up since 2026-11-28T10:00:00.000Z' },
        },
      });
      expect((await get('/healthz')).statusCode).toBe(200);
    } finally {
      feed.ready = true;
      feed.detail = undefined;
    }
  });

  it('counts a check that throws as not ready', async () => {
    const other = await buildTestApp({ database, overrides: { readiness: [broken] } });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json().checks.broken).toEqual({ ready: false, detail: 'the check failed: cannot tell' });
    } finally {
      await other.app.close();
    }
  });
});
