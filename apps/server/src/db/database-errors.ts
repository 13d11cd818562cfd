/**
 * The one place that tells a database that cannot do the work now from any other failure.
 *
 * - `unreachable`: the connection is gone or cannot be made (refused, reset, terminated, timed out on the
 *   wire, server shutting down or out of connections). The health tracker marks the database down.
 * - `timed_out`: the server answered that a statement or lock wait ran out of time. The database is up;
 *   only this work failed (and was rolled back).
 * - `busy`: the work did not start: every connection of the pool stayed taken for the connect timeout, or
 *   the embedded database's queue is full.
 */
export type DatabaseFault = 'unreachable' | 'timed_out' | 'busy';

/**
 * SQLSTATEs of a database that is unreachable for this work: class 08 (connection exception), 57P01
 * admin shutdown (`pg_terminate_backend`, fast shutdown), 57P02 crash shutdown, 57P03 cannot connect now
 * (starting up, recovery), 53300 too many connections, 25P03 idle-in-transaction timeout (the server closed
 * the session).
 */
const UNREACHABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '25P03']);

/** 57014 statement timeout (or a cancelled query), 55P03 lock not available (lock_timeout). */
const TIMED_OUT_SQLSTATES = new Set(['57014', '55P03']);

/** Socket and name-resolution errors of Node: the server cannot be reached. */
const UNREACHABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * Messages node-postgres and PGlite give a lost or unusable connection, which carry no code: the socket
 * ended, the connect or a read timed out on the client's side (`connectionTimeoutMillis`, `query_timeout`),
 * or the client was already broken when the query came. PGlite's "closed" is its only way to be gone.
 */
const UNREACHABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout expired$/,
  /^Query read timeout$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Connection closed$/,
  /^PGlite is clos(ed|ing)$/,
];

/**
 * The backend knows the database is down (it is probing it) or too busy, and did not try: thrown at once
 * instead of waiting for a connect timeout.
 */
export class DatabaseUnavailableError extends Error {
  constructor(
    readonly fault: 'unreachable' | 'busy',
    message: string,
    /** When a retry has a chance, in seconds (the `Retry-After` of the 503). */
    readonly retryAfterSeconds: number,
  ) {
    super(message);
    this.name = 'DatabaseUnavailableError';
  }
}

/** node-postgres' pool: no connection came free within the connect timeout (a new one gets another message). */
const POOL_WAIT_TIMEOUT = 'timeout exceeded when trying to connect';

function faultOfOne(error: unknown): DatabaseFault | undefined {
  if (error instanceof DatabaseUnavailableError) return error.fault;
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (message === POOL_WAIT_TIMEOUT) return 'busy';
  if (typeof code === 'string') {
    if (code.startsWith('08') || UNREACHABLE_SQLSTATES.has(code)) return 'unreachable';
    if (TIMED_OUT_SQLSTATES.has(code)) return 'timed_out';
    if (UNREACHABLE_SOCKET_CODES.has(code)) return 'unreachable';
  }
  if (typeof message === 'string' && UNREACHABLE_MESSAGES.some((pattern) => pattern.test(message)))
    return 'unreachable';
  return undefined;
}

/**
 * What kind of database fault `error` is, or undefined when it is none (a constraint, a bug, a bad value).
 * Looks through `cause` (Drizzle wraps driver errors in "Failed query: …") and AggregateError's errors
 * (a connect to a host with several addresses).
 */
export function databaseFaultOf(error: unknown): DatabaseFault | undefined {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const current = pending.shift();
    if (current === undefined || current === null || seen.has(current)) continue;
    seen.add(current);
    const fault = faultOfOne(current);
    if (fault) return fault;
    if (typeof current === 'object') {
      pending.push((current as { cause?: unknown }).cause);
      if (current instanceof AggregateError) pending.push(...current.errors);
    }
  }
  return undefined;
}

/** Whether the work failed because the database cannot do it now (answered 503, never 500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  return databaseFaultOf(error) !== undefined;
}
