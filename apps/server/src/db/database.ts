import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Timers } from '../timers';
import { DatabaseHealth, type ProbeBackoff } from './database-health';
import type { DatabaseTimeouts, HealthLog } from './database-types';
import { guardPool, postgresPoolConfig } from './postgres-pool';
import * as schema from './schema';

export type Schema = typeof schema;

/** The Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** A transaction handle: anything that can run queries like `Db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  /** Whether the database answers; the `database` readiness check. */
  readonly health: DatabaseHealth;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { readonly kind: 'postgres'; readonly url: string }
  /** `dataDir` undefined means in memory. */
  | { readonly kind: 'pglite'; readonly dataDir?: string; readonly loadDataDir?: Blob };

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 2_000,
  statementMs: 3_000,
  lockMs: 2_000,
  idleInTransactionMs: 10_000,
  queryMs: 4_000,
  keepAliveMs: 5_000,
};

export interface OpenDatabaseOptions {
  readonly migrationsFolder?: string;
  /** PostgreSQL only. */
  readonly timeouts?: DatabaseTimeouts;
  /** PostgreSQL only: connections of the pool. */
  readonly poolSize?: number;
  /** The health tracker's timers (tests fire probes by hand) and probe backoff. */
  readonly health?: { readonly timers?: Timers; readonly backoff?: ProbeBackoff };
  readonly log?: HealthLog;
}

/** Finds the `drizzle/` migrations folder from this file, in the source tree and in the built bundle. */
export function findMigrationsFolder(from: string = import.meta.url): string {
  let dir = dirname(fileURLToPath(from));
  for (let i = 0; i < 6; i += 1) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = resolve(dir, '..');
  }
  throw new Error('cannot find the drizzle/ migrations folder beside the server');
}

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? findMigrationsFolder();
  const timeouts = options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS;
  const config = postgresPoolConfig(url, timeouts, options.poolSize ?? 10);
  // Migrations run on a connection of their own without the statement timeouts: one may take longer.
  const migrator = new pg.Pool({ ...config, max: 1, statement_timeout: 0, query_timeout: 0 });
  migrator.on('error', () => {});
  try {
    await migratePg(drizzlePg({ client: migrator, schema }), { migrationsFolder });
  } finally {
    await migrator.end();
  }
  const health = new DatabaseHealth({
    probe: async () => {
      const probe = new pg.Client(config);
      // The probe's own connection failing is what it reports; it must not become an unhandled event.
      probe.on('error', () => {});
      try {
        await probe.connect();
        await probe.query('select 1');
      } finally {
        await probe.end().catch(() => {});
      }
    },
    ...options.health,
    ...(options.log ? { log: options.log } : {}),
  });
  const pool = guardPool(new pg.Pool(config), health, options.log);
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    health,
    close: async () => {
      health.close();
      await pool.end();
    },
  };
}

/**
 * PGlite's buffer cache. PostgreSQL's default (128 MB) is sized for a server of its own; in the backend's process
 * it was a third of the memory, and the catalogue is read from the backend's own caches (ADR 0025) while the
 * operating system caches the data folder's files anyway.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

/**
 * Creates the PostgreSQL cluster of a new data folder (initdb) in a child process. In the backend's process,
 * initdb's WebAssembly instance (about 400 MB) stayed in memory until a full collection, which an idle backend
 * may not run for a long time, and a worker thread's freed memory stayed in the process too.
 */
async function createPgliteCluster(dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `require(process.argv[1]).PGlite.create({ dataDir: process.argv[2] }).then((client) => client.close());`;
  await promisify(execFile)(process.execPath, ['-e', script, pglite, dataDir], { timeout: 120_000 });
}

/**
 * Opens the database and brings its schema up to date. PostgreSQL runs with the timeouts of `options`
 * (every statement, lock wait and connect ends within a few seconds) and every connection's errors handled.
 */
export async function openDatabase(
  target: DatabaseTarget,
  options: OpenDatabaseOptions = {},
): Promise<Database> {
  if (target.kind === 'postgres') return openPostgres(target.url, options);
  if (target.dataDir) await createPgliteCluster(target.dataDir);
  const client = await PGlite.create({
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
  });
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: options.migrationsFolder ?? findMigrationsFolder() });
  // In process, PGlite is never unreachable while open; its health only matters once it is closed.
  const health = new DatabaseHealth({
    probe: async () => {
      await client.query('select 1');
    },
    ...options.health,
    ...(options.log ? { log: options.log } : {}),
  });
  return {
    db,
    kind: 'pglite',
    health,
    close: async () => {
      health.close();
      await client.close();
    },
  };
}
