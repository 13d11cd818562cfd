import type pg from 'pg';
import type { DatabaseHealth } from './database-health';
import type { DatabaseTimeouts, HealthLog } from './database-types';

/** How the backend's connections show in `pg_stat_activity` (operators, tests that terminate them). */
export const APPLICATION_NAME = 'sportsbook-backend';

/** The pool's settings: the timeouts as node-postgres and the server take them, keepalive on. */
export function postgresPoolConfig(url: string, timeouts: DatabaseTimeouts, max: number): pg.PoolConfig {
  return {
    connectionString: url,
    application_name: APPLICATION_NAME,
    max,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    lock_timeout: timeouts.lockMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    query_timeout: timeouts.queryMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: timeouts.keepAliveMs,
  };
}

type QueryCallback = (error: Error | null, result?: unknown) => void;
type Query = (...args: unknown[]) => unknown;

/**
 * Shows every failed query of `client` to the tracker, and closes the client when a statement's answer
 * did not come in time (`query_timeout`): node-postgres then still waits for that answer, so the next
 * statement on the connection (a ROLLBACK, the next transaction) would wait behind it for ever, and the
 * pool would take the connection back as if it were sound. Closed, its queued statements fail at once and
 * the pool drops it.
 */
function guardQueries(client: pg.PoolClient, health: DatabaseHealth): void {
  const query = client.query.bind(client) as Query;
  const failed = (error: unknown) => {
    health.observe(error);
    if (error instanceof Error && error.message === 'Query read timeout') void client.end().catch(() => {});
  };
  const guarded: Query = (...args) => {
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = ((error, result) => {
        if (error) failed(error);
        (callback as QueryCallback)(error, result);
      }) satisfies QueryCallback;
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.then(undefined, failed);
    return result;
  };
  (client as unknown as { query: Query }).query = guarded;
}

/**
 * Makes `pool` safe against a database that goes away:
 * - every client, idle or checked out, has an `'error'` listener (a checked-out client whose connection is
 *   terminated emits `'error'` on itself, and an unheard `'error'` ends the process); the work on it fails
 *   on its own and is rolled back by the server;
 * - every failure is shown to the health tracker, and while the tracker knows the database is down, taking
 *   a connection fails at once (`DatabaseUnavailableError`) instead of waiting for a connect timeout.
 */
export function guardPool(pool: pg.Pool, health: DatabaseHealth, log?: HealthLog): pg.Pool {
  pool.on('error', (error) => {
    // An idle connection was lost; the pool has dropped it already.
    health.observe(error);
    log?.warn({ err: error.message }, 'an idle database connection was lost');
  });
  pool.on('connect', (client) => {
    // Idle, the pool reports it (above); checked out, its statement fails on its own and the server rolls
    // the transaction back. Either way the client must not emit 'error' unheard.
    client.on('error', (error) => health.observe(error));
    guardQueries(client, health);
  });
  const connect = pool.connect.bind(pool) as (callback?: unknown) => unknown;
  const guardedConnect = (callback?: (error: Error | undefined, ...rest: unknown[]) => void) => {
    try {
      health.assertUsable();
    } catch (error) {
      if (!callback) return Promise.reject(error);
      process.nextTick(callback, error);
      return undefined;
    }
    if (callback) {
      return connect((error: Error | undefined, ...rest: unknown[]) => {
        if (error) health.observe(error);
        callback(error, ...rest);
      });
    }
    return (connect() as Promise<pg.PoolClient>).catch((error: unknown) => {
      health.observe(error);
      throw error;
    });
  };
  (pool as unknown as { connect: typeof guardedConnect }).connect = guardedConnect;
  return pool;
}
