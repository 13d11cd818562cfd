import { randomBytes } from 'node:crypto';
import { ManualClock } from '../../../src/clock';
import type { Database } from '../../../src/db/database';
import { favourites, players, sessions } from '../../../src/db/schema';
import { type SeedReport, seedCatalog } from '../../../src/feed/generator/seed-catalog';
import { buildTestApp, type TestApp } from '../../support/app';
import { openTestDatabase, type TestDatabaseKind } from '../../support/database';

/** The moment the test catalogue describes: a Saturday afternoon, with matches in play. */
export const CATALOG_NOW = Date.parse('2026-11-21T15:30:00.000Z');
export const CATALOG_SEED = 20_261_122;

export interface SeededCatalog {
  readonly database: Database;
  readonly t: TestApp;
  readonly clock: ManualClock;
  readonly report: SeedReport;
  close(): Promise<void>;
}

/** A test database holding a (scaled-down) seeded catalogue, and the app on it with its clock at CATALOG_NOW. */
export async function openSeededCatalog(kind: TestDatabaseKind, scale = 0.25): Promise<SeededCatalog> {
  const database = await openTestDatabase(kind);
  const report = await seedCatalog(database.db, { seed: CATALOG_SEED, now: CATALOG_NOW, scale });
  const clock = new ManualClock(CATALOG_NOW);
  const t = await buildTestApp({ database, clock });
  return {
    database,
    t,
    clock,
    report,
    async close() {
      await t.app.close();
      await database.close();
    },
  };
}

/** A player with an active session, its bearer token, and helpers to mark favourites. */
export async function signedInPlayer(catalog: SeededCatalog): Promise<{
  playerId: number;
  authorization: string;
  favourite(matchIds: readonly number[]): Promise<void>;
}> {
  const { db } = catalog.database;
  const [player] = await db
    .insert(players)
    .values({
      email: `p${randomBytes(4).toString('hex')}@example.test`,
      passwordHash: 'not-a-real-hash',
      currency: 'EUR',
    })
    .returning({ id: players.id });
  if (!player) throw new Error('no player row');
  const [session] = await db
    .insert(sessions)
    .values({
      playerId: player.id,
      tokenHash: randomBytes(32).toString('hex'),
      expiresAt: new Date(CATALOG_NOW + 3_600_000).toISOString(),
    })
    .returning({ id: sessions.id });
  if (!session) throw new Error('no session row');
  const { token } = await catalog.t.deps.tokens.signSportsbookToken(player.id, session.id, 3600);
  return {
    playerId: player.id,
    authorization: `Bearer ${token}`,
    async favourite(matchIds) {
      if (matchIds.length === 0) return;
      await db
        .insert(favourites)
        .values(matchIds.map((entityId) => ({ playerId: player.id, type: 'match', entityId })));
    },
  };
}

/** A GET through the app, parsed. */
export async function getJson<T = unknown>(
  catalog: SeededCatalog,
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T }> {
  const res = await catalog.t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() as T };
}
