import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountsService } from '../../src/accounts/accounts-service';
import { webLinks } from '../../src/accounts/web-links';
import { systemClock } from '../../src/clock';
import type { Database, Db } from '../../src/db/database';
import { LOG_REDACTION } from '../../src/http/log-redaction';
import { MailQueue } from '../../src/mail/mail-queue';
import { Mailer, type MessageTransport, type OutgoingMessage } from '../../src/mail/mailer';
import { DEMO_PLAYERS, seedDemoPlayers } from '../../src/platform/demo-players';
import { PasswordHasher } from '../../src/platform/password-hasher';
import { openTestDatabase } from '../support/database';

const SLOW_MS = 1_500;

/** An SMTP server that takes its time (or fails after it), recording what it was given. */
class SlowTransport implements MessageTransport {
  readonly kind = 'smtp';
  readonly delivered: OutgoingMessage[] = [];
  constructor(private readonly fail = false) {}
  async deliver(message: OutgoingMessage): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    if (this.fail)
      throw Object.assign(new Error('connection refused by the mail server'), { code: 'ECONNECTION' });
    this.delivered.push(message);
  }
}

/** The server's logger (pino with its redaction), writing its lines into `lines` as parsed objects. */
function recordingLog(): { log: FastifyBaseLogger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  return { log: pino({ level: 'info', ...LOG_REDACTION }, sink), lines };
}

/** The database, but its transactions fail as on a dropped connection (the look-ups before them work). */
function droppingTransactions(db: Db): Db {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'transaction')
        return async () => {
          throw Object.assign(new Error('terminating connection due to administrator command'), {
            code: '57P01',
          });
        };
      return Reflect.get(target, property, receiver);
    },
  });
}

describe('mail goes out after the call has answered', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await seedDemoPlayers(database.db);
  });
  afterAll(async () => {
    await database.close();
  });

  function service(transport: SlowTransport, log?: FastifyBaseLogger, db: Db = database.db) {
    const queue = new MailQueue(log);
    const accounts = new AccountsService({
      db,
      clock: systemClock,
      mailer: new Mailer(transport, transport, log),
      queue,
      hasher: new PasswordHasher(),
      links: webLinks('https://bet.example.com'),
      contentLocales: ['en'],
      userUnlockEnabled: true,
      emailConfirmationRequired: false,
    });
    return { accounts, queue };
  }

  it('answers reset and resend calls without waiting for a slow mail server, registered or not', async () => {
    const transport = new SlowTransport();
    const { accounts, queue } = service(transport);
    const registered = DEMO_PLAYERS[0]?.email ?? '';
    const timed = async (call: () => Promise<unknown>) => {
      const started = performance.now();
      await call();
      return performance.now() - started;
    };
    for (const email of [registered, 'nobody-at-all@example.com']) {
      expect(await timed(() => accounts.requestPasswordReset(email))).toBeLessThan(SLOW_MS / 3);
      expect(await timed(() => accounts.resendConfirmation(email))).toBeLessThan(SLOW_MS / 3);
      expect(await timed(() => accounts.resendUnlock(email))).toBeLessThan(SLOW_MS / 3);
    }
    expect(transport.delivered).toEqual([]);
    await queue.settled();
    // Only the registered player's reset went out (the demo player is confirmed and not locked).
    expect(transport.delivered.map((m) => [m.to, m.template])).toEqual([[registered, 'reset_password']]);
  });

  it('logs mail work that failed after the answer with the error’s stack and code', async () => {
    // The failure gets past the Mailer (which logs its own): the token cannot be stored.
    const { log, lines } = recordingLog();
    const transport = new SlowTransport();
    const { accounts, queue } = service(transport, log, droppingTransactions(database.db));
    await accounts.requestPasswordReset(DEMO_PLAYERS[0]?.email ?? '');
    expect(lines).toEqual([]);
    await queue.settled();
    expect(transport.delivered).toEqual([]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'mail work failed after the call answered',
      what: 'reset_password',
      err: {
        type: 'Error',
        message: 'terminating connection due to administrator command',
        code: '57P01',
        stack: expect.stringContaining('mail-queue.test.ts'),
      },
    });
  });

  it('logs a delivery the mail server refused, with its code, never the message', async () => {
    const { log, lines } = recordingLog();
    const { accounts, queue } = service(new SlowTransport(true), log);
    await accounts.requestPasswordReset(DEMO_PLAYERS[0]?.email ?? '');
    await queue.settled();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'message delivery failed',
      template: 'reset_password',
      err: { message: 'connection refused by the mail server', code: 'ECONNECTION' },
    });
    expect(JSON.stringify(lines)).not.toContain('reset_password_token');
  });

  it('logs a task that threw, and keeps running later ones', async () => {
    const { log, lines } = recordingLog();
    const queue = new MailQueue(log);
    const ran: string[] = [];
    queue.later('first', async () => {
      throw new Error('the database went away');
    });
    queue.later('second', async () => {
      ran.push('second');
    });
    await queue.settled();
    expect(ran).toEqual(['second']);
    expect(lines).toMatchObject([{ what: 'first', err: { message: 'the database went away' } }]);
  });
});

describe('the mail queue under load', () => {
  /** A task that runs until `release` is called. */
  function heldTask(ran: string[], name: string) {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    return {
      task: async () => {
        ran.push(`${name} started`);
        await held;
        ran.push(`${name} done`);
      },
      release: () => release(),
    };
  }

  it('runs a few tasks at a time, holds a bounded number, and drops and logs the rest', async () => {
    const { log, lines } = recordingLog();
    const queue = new MailQueue(log, { running: 2, pending: 3 });
    const ran: string[] = [];
    const tasks = ['a', 'b', 'c', 'd', 'e'].map((name) => ({ name, ...heldTask(ran, name) }));
    for (const { name, task } of tasks) queue.later(name, task);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ran).toEqual(['a started', 'b started']);
    expect(lines).toMatchObject([
      { what: 'd', msg: 'mail work dropped: the mail queue is full' },
      { what: 'e', msg: 'mail work dropped: the mail queue is full' },
    ]);
    for (const { release } of tasks) release();
    await queue.settled();
    expect(ran.filter((line) => line.endsWith('done')).sort()).toEqual(['a done', 'b done', 'c done']);
    // Room again once the queue has drained.
    const later = heldTask(ran, 'f');
    queue.later('f', later.task);
    later.release();
    await queue.settled();
    expect(ran).toContain('f done');
  });

  it('settles once the tasks queued before have finished, whatever is queued meanwhile', async () => {
    const queue = new MailQueue();
    const ran: string[] = [];
    let traffic = true;
    // Steady traffic: every task that runs queues another, as calls keep arriving.
    const keepQueueing =
      (n: number): (() => Promise<void>) =>
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        ran.push(`task ${n}`);
        if (traffic) queue.later(`task ${n + 1}`, keepQueueing(n + 1));
      };
    queue.later('task 0', keepQueueing(0));
    const outcome = await Promise.race([
      queue.settled().then(() => 'settled'),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 1_000)),
    ]);
    traffic = false;
    expect(outcome).toBe('settled');
    expect(ran[0]).toBe('task 0');
    await queue.settled();
    await queue.settled();
  });
});
