import { randomBytes } from 'node:crypto';
import { type Database, openDatabase } from '@sportsbook/server/db/database';
import pg from 'pg';

/** Runs one statement as the server's administrator (CREATE or DROP DATABASE). */
export async function withAdmin(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A scratch database named `{prefix}_{pid}_{random}` on the server of `adminUrl`; closing it drops it. */
export async function openScratchPostgres(adminUrl: string, prefix: string): Promise<Database> {
  const name = `${prefix}_${process.pid}_${randomBytes(3).toString('hex')}`;
  await withAdmin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      await withAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * The database a benchmark server runs on: PGlite in memory, or (`postgres`) a scratch database on the
 * server of TEST_DATABASE_URL or DATABASE_URL.
 */
export async function openBenchDatabase(kind: 'pglite' | 'postgres', prefix: string): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (kind !== 'postgres') return openDatabase({ kind: 'pglite' });
  if (!adminUrl) throw new Error('PostgreSQL needs TEST_DATABASE_URL or DATABASE_URL');
  return openScratchPostgres(adminUrl, prefix);
}
