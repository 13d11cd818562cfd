/* Types the database's modules share, in a file of their own so that none imports another for them. */

/**
 * How long PostgreSQL work may take before it fails (and is rolled back), so that no call waits on the
 * database for more than a few seconds. Milliseconds.
 */
export interface DatabaseTimeouts {
  /** Opening a connection, and waiting for a free one of the pool (`connectionTimeoutMillis`). */
  readonly connectMs: number;
  /** One statement on the server (`statement_timeout`). */
  readonly statementMs: number;
  /** Waiting for a row or table lock (`lock_timeout`). */
  readonly lockMs: number;
  /** A transaction left open without a statement: the server ends the session (`idle_in_transaction_session_timeout`). */
  readonly idleInTransactionMs: number;
  /**
   * The answer of one statement on the client (`query_timeout`): catches a network that stopped delivering,
   * where the server's own timeout cannot reach us. Longer than `statementMs`; its connection is then closed.
   */
  readonly queryMs: number;
  /** Idle time before TCP keepalive probes start on each connection (`keepAliveInitialDelayMillis`). */
  readonly keepAliveMs: number;
}

/** Where the database's health tracker and pool tell operators that the database went away and came back. */
export interface HealthLog {
  warn(details: Record<string, unknown>, message: string): void;
  info(details: Record<string, unknown>, message: string): void;
}
