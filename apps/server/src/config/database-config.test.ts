import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('the database settings of the environment', () => {
  it('default to timeouts that keep a call within a few seconds, and a bounded embedded queue', () => {
    const config = loadConfig({});
    expect(config.databaseTimeouts).toEqual({
      connectMs: 2_000,
      statementMs: 3_000,
      lockMs: 2_000,
      idleInTransactionMs: 10_000,
      queryMs: 4_000,
      keepAliveMs: 5_000,
    });
    expect(config.databasePoolSize).toBe(10);
    expect(config.embeddedDatabase).toEqual({ concurrency: 4, queue: 64, queueWaitMs: 2_000 });
  });

  it("take the operator's values", () => {
    const config = loadConfig({
      DATABASE_CONNECT_TIMEOUT_MS: '500',
      DATABASE_STATEMENT_TIMEOUT_MS: '10000',
      DATABASE_LOCK_TIMEOUT_MS: '1500',
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '30000',
      DATABASE_QUERY_TIMEOUT_MS: '12000',
      DATABASE_KEEPALIVE_MS: '20000',
      DATABASE_POOL_SIZE: '25',
      EMBEDDED_DB_CONCURRENCY: '2',
      EMBEDDED_DB_QUEUE: '0',
      EMBEDDED_DB_QUEUE_WAIT_MS: '500',
    });
    expect(config.databaseTimeouts).toEqual({
      connectMs: 500,
      statementMs: 10_000,
      lockMs: 1_500,
      idleInTransactionMs: 30_000,
      queryMs: 12_000,
      keepAliveMs: 20_000,
    });
    expect(config.databasePoolSize).toBe(25);
    expect(config.embeddedDatabase).toEqual({ concurrency: 2, queue: 0, queueWaitMs: 500 });
  });

  it('refuse a client-side answer timeout that is not longer than the statement timeout', () => {
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '5000' })).toThrow(
      /DATABASE_QUERY_TIMEOUT_MS must be longer than DATABASE_STATEMENT_TIMEOUT_MS/,
    );
  });

  it.each([
    ['DATABASE_CONNECT_TIMEOUT_MS', '0'],
    ['DATABASE_STATEMENT_TIMEOUT_MS', 'soon'],
    ['DATABASE_LOCK_TIMEOUT_MS', '1.5'],
    ['DATABASE_POOL_SIZE', '0'],
    ['EMBEDDED_DB_CONCURRENCY', '0'],
    ['EMBEDDED_DB_QUEUE_WAIT_MS', '5'],
  ])('refuse %s=%s, naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
