import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError, databaseFaultOf, isDatabaseUnavailable } from './database-errors';

/** An error as node-postgres builds one from the server's ErrorResponse: a message and a SQLSTATE code. */
function serverError(code: string, message = 'from the server'): Error {
  return Object.assign(new Error(message), { code, severity: 'ERROR' });
}

function socketError(code: string): Error {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, syscall: 'connect' });
}

describe('which failures mean the database cannot do the work now', () => {
  it.each([
    ['57P01', 'terminating connection due to administrator command (pg_terminate_backend)'],
    ['57P02', 'crash shutdown'],
    ['57P03', 'the database system is starting up'],
    ['53300', 'too many connections'],
    ['08006', 'connection failure'],
    ['08001', 'client unable to establish connection'],
    ['25P03', 'idle-in-transaction timeout'],
  ])('SQLSTATE %s (%s) is unreachable', (code) => {
    expect(databaseFaultOf(serverError(code))).toBe('unreachable');
  });

  it.each([
    ['57014', 'canceling statement due to statement timeout'],
    ['55P03', 'canceling statement due to lock timeout'],
  ])('SQLSTATE %s (%s) is timed out: the server answered', (code, message) => {
    expect(databaseFaultOf(serverError(code, message))).toBe('timed_out');
  });

  it.each(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND'])(
    'the socket error %s is unreachable',
    (code) => {
      expect(databaseFaultOf(socketError(code))).toBe('unreachable');
    },
  );

  it.each([
    'Connection terminated unexpectedly',
    'Connection terminated',
    'Connection terminated due to connection timeout',
    'timeout expired',
    'Query read timeout',
    'Client has encountered a connection error and is not queryable',
    'Client was closed and is not queryable',
    'PGlite is closed',
  ])('"%s" (node-postgres, PGlite) is unreachable', (message) => {
    expect(databaseFaultOf(new Error(message))).toBe('unreachable');
  });

  it('a pool whose connections all stayed taken for the connect timeout is busy, not down', () => {
    expect(databaseFaultOf(new Error('timeout exceeded when trying to connect'))).toBe('busy');
  });

  it('looks through Drizzle\'s "Failed query" wrapper and other causes', () => {
    const wrapped = new DrizzleQueryError('select 1', [], serverError('57P01'));
    expect(databaseFaultOf(wrapped)).toBe('unreachable');
    expect(databaseFaultOf(new Error('outer', { cause: new Error('Query read timeout') }))).toBe(
      'unreachable',
    );
    expect(databaseFaultOf(new AggregateError([socketError('ECONNREFUSED')]))).toBe('unreachable');
  });

  it('a refusal made before trying says its own fault', () => {
    expect(databaseFaultOf(new DatabaseUnavailableError('busy', 'queue full', 1))).toBe('busy');
    expect(databaseFaultOf(new DatabaseUnavailableError('unreachable', 'known down', 2))).toBe('unreachable');
  });

  it.each([
    serverError('23505', 'duplicate key value violates unique constraint'),
    serverError('23514', 'new row violates check constraint'),
    serverError('40001', 'could not serialize access'),
    serverError('42P01', 'relation does not exist'),
    new TypeError("Cannot read properties of undefined (reading 'id')"),
    new DrizzleQueryError('insert', [], serverError('23505')),
    'a string',
    undefined,
  ])('anything else is not a database fault: %s', (error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
