import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/config';
import { generateSecrets } from '../src/config/secrets';
import { players } from '../src/db/schema';
import { DEMO_PLAYERS } from '../src/platform/demo-players';
import { type Backend, startBackend } from '../src/start-backend';
import { openTestDatabase } from './support/database';

/** The environment of `npm start` on a local install, as an operator sets it; a small catalogue is enough. */
const startIn = (dataDir: string) =>
  startBackend({
    config: loadConfig({ DATA_DIR: dataDir, SERVER_PORT: '0', LOG_LEVEL: 'silent' }),
    catalogScale: 0.05,
  });

describe('the backend started from its environment, as main.ts starts it', () => {
  let dataDir: string;
  let first: Backend;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'sportsbook-start-'));
    first = await startIn(dataDir);
  }, 60_000);
  afterAll(async () => {
    await first.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('creates and seeds the embedded database in DATA_DIR, catches the feed up, and is ready', async () => {
    expect(first.deps.database.kind).toBe('pglite');
    expect(first.seeded?.seeded).toBe(true);
    expect(first.simulator?.stats().ticks).toBeGreaterThan(0);
    const demo = await first.deps.database.db.select({ email: players.email }).from(players);
    expect(demo).toHaveLength(DEMO_PLAYERS.length);
    const ready = await fetch(`${first.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ checks: { feed: { ready: true } } });
  });

  it('stops on close() and, started again on the same DATA_DIR, keeps its data and its token secrets', async () => {
    const { token } = await first.deps.tokens.signSportsbookToken(1, 1, 60);
    await first.close();
    await expect(fetch(`${first.url}/healthz`)).rejects.toThrow();

    first = await startIn(dataDir);
    expect(first.seeded?.seeded).toBe(false);
    const demo = await first.deps.database.db.select({ email: players.email }).from(players);
    expect(demo).toHaveLength(DEMO_PLAYERS.length);
    expect((await first.deps.tokens.verifySportsbookToken(token)).ok).toBe(true);
  }, 60_000);
});

describe('the backend on a database of the caller', () => {
  it('serves on it without seeding when asked, and leaves it open on close()', async () => {
    const database = await openTestDatabase('pglite');
    try {
      const backend = await startBackend({
        config: loadConfig({ SIMULATOR: 'off', SERVER_PORT: '0', LOG_LEVEL: 'silent' }),
        database,
        secrets: generateSecrets(),
        seed: false,
        extend: (app) => {
          app.get('/caller-route', async () => ({ added: true }));
        },
      });
      expect(backend.simulator).toBeUndefined();
      expect(await (await fetch(`${backend.url}/caller-route`)).json()).toEqual({ added: true });
      await backend.close();
      const [row] = (await database.db.select({ n: sql<number>`count(*)::int` }).from(players)) ?? [];
      expect(row?.n).toBe(0);
    } finally {
      await database.close();
    }
  });
});
