import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, type Db, type OpenDatabaseOptions, openDatabase } from '../../src/db/database';
import { rowsOf } from '../../src/db/rows-of';

export type TestDatabaseKind = 'pglite' | 'postgres';

/**
 * The databases a server test suite runs against: PGlite always; PostgreSQL too when TEST_DATABASE_URL is
 * set (CI sets it when the local server answers).
 */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** How a test opens its database: the opener's options, and (PostgreSQL) the URL the backend uses. */
export interface TestDatabaseOptions extends OpenDatabaseOptions {
  /** The URL the backend connects with, from the test database's own (e.g. through a TcpFaultProxy). */
  readonly route?: (url: string) => string;
}

/** A fresh, migrated database of its own. `close()` removes it (PostgreSQL: drops the database). */
export async function openTestDatabase(
  kind: TestDatabaseKind,
  options: TestDatabaseOptions = {},
): Promise<Database> {
  const { route, ...openOptions } = options;
  if (kind === 'pglite') {
    const template = await readFile(inject('pgliteTemplatePath'));
    return openDatabase({ kind: 'pglite', loadDataDir: new Blob([template]) }, openOptions);
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `sportsbook_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase(
    { kind: 'postgres', url: route ? route(url.toString()) : url.toString() },
    openOptions,
  );
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** The name of the PostgreSQL database a test's `db` works on. */
export async function databaseNameOf(db: Db): Promise<string> {
  const [row] = rowsOf<{ name: string }>(await db.execute(sql`select current_database() as name`));
  const name = row?.name;
  if (!name) throw new Error('the database has no name');
  return name;
}

/** A connection of the test's own to the PostgreSQL database `db` works on, beside the backend's pool. */
export async function ownConnectionTo(db: Db): Promise<pg.Client> {
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${await databaseNameOf(db)}`;
  const client = new pg.Client({ connectionString: url.toString() });
  client.on('error', () => {});
  await client.connect();
  return client;
}
