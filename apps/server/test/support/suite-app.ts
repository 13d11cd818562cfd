import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { AppDeps } from '../../src/app';
import type { ServerConfig } from '../../src/config/config';
import type { Database, Db } from '../../src/db/database';
import { seedDemoPlayers } from '../../src/platform/demo-players';
import { buildTestApp, type TestApp, type TestAppOptions } from './app';
import { openTestDatabase, type TestDatabaseKind } from './database';

/** The app of a suite and its database; read them inside tests and hooks (they open in beforeAll). */
export interface SuiteApp extends TestApp {
  readonly database: Database;
  readonly db: Db;
}

export interface SuiteAppOptions extends Omit<TestAppOptions, 'database'> {
  /** Seeds the demo players first (default true). */
  readonly demoPlayers?: boolean;
}

/**
 * The real app on a fresh `kind` database (demo players seeded unless told) for the enclosing describe
 * block: opened in its beforeAll, closed with its database in its afterAll.
 */
export function useSuiteApp(kind: TestDatabaseKind, options: SuiteAppOptions = {}): SuiteApp {
  const { demoPlayers = true, ...appOptions } = options;
  let opened: { database: Database; t: TestApp } | undefined;
  beforeAll(async () => {
    const database = await openTestDatabase(kind);
    if (demoPlayers) await seedDemoPlayers(database.db);
    opened = { database, t: await buildTestApp({ ...appOptions, database }) };
  });
  afterAll(async () => {
    await opened?.t.app.close();
    await opened?.database.close();
  });
  const current = () => {
    if (!opened) throw new Error('the suite app opens in beforeAll: use it inside tests and hooks');
    return opened;
  };
  return {
    get app(): FastifyInstance {
      return current().t.app;
    },
    get deps(): AppDeps {
      return current().t.deps;
    },
    get config(): ServerConfig {
      return current().t.config;
    },
    get database(): Database {
      return current().database;
    },
    get db(): Db {
      return current().database.db;
    },
  };
}
