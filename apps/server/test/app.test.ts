import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { buildTestApp, type TestApp } from './support/app';
import { openTestDatabase, testDatabaseKinds } from './support/database';

describe.each(testDatabaseKinds())('the app on %s', (kind) => {
  let database: Database;
  let t: TestApp;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    t = await buildTestApp({ database });
  });
  afterAll(async () => {
    await t.app.close();
    await database.close();
  });

  it('answers health checks', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('serves an OpenAPI document generated from the contract', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toBe('3.1.0');
  });

  it('answers an unknown route with a 404 error body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'no route GET /api/v2/nope' } });
  });
});

describe('validation errors', () => {
  let database: Database;
  let t: TestApp;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    t = await buildTestApp({ database });
  });
  afterAll(async () => {
    await t.app.close();
    await database.close();
  });

  it('name an unknown field and where it was, in the contract words', async () => {
    const body = await t.app.inject({
      method: 'POST',
      url: '/platform/users/sign_in',
      payload: { email: 'a@example.com', password: 'x', admin: true },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json().error.details).toEqual([{ path: 'body', message: 'unknown field(s): admin' }]);

    const query = await t.app.inject({ method: 'GET', url: '/api/v2/matches?limit=501&colour=red' });
    expect(query.statusCode).toBe(400);
    const paths = query.json().error.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['query', 'query.limit']));
  });
});
