import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountsService } from '../../src/accounts/accounts-service';
import { webLinks } from '../../src/accounts/web-links';
import { systemClock } from '../../src/clock';
import type { Database } from '../../src/db/database';
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
    if (this.fail) throw new Error('connection refused by the mail server');
    this.delivered.push(message);
  }
}

/** A logger that keeps what was logged at error level. */
function recordingLog(): { log: FastifyBaseLogger; errors: unknown[] } {
  const errors: unknown[] = [];
  const ignore = () => undefined;
  const log = {
    error: (object: unknown, message?: string) => errors.push({ object, message }),
    warn: ignore,
    info: ignore,
    debug: ignore,
    trace: ignore,
    fatal: ignore,
    child: () => log,
    level: 'error',
    silent: ignore,
  } as unknown as FastifyBaseLogger;
  return { log, errors };
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

  function service(transport: SlowTransport, log?: FastifyBaseLogger) {
    const queue = new MailQueue(log);
    const accounts = new AccountsService({
      db: database.db,
      clock: systemClock,
      mailer: new Mailer(transport, transport, log),
      queue,
      hasher: new PasswordHasher(),
      links: webLinks('https://bet.example.com'),
      contentLocales: ['en'],
      userUnlockEnabled: true,
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

  it('logs a delivery that failed after the answer, with what it was, never its text', async () => {
    const { log, errors } = recordingLog();
    const { accounts, queue } = service(new SlowTransport(true), log);
    await accounts.requestPasswordReset(DEMO_PLAYERS[0]?.email ?? '');
    expect(errors).toEqual([]);
    await queue.settled();
    expect(errors).toHaveLength(1);
    const logged = JSON.stringify(errors);
    expect(logged).toContain('reset_password');
    expect(logged).toContain('connection refused by the mail server');
    expect(logged).not.toContain('reset_password_token');
  });

  it('logs a task that threw, and keeps running later ones', async () => {
    const { log, errors } = recordingLog();
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
    expect(JSON.stringify(errors)).toContain('the database went away');
    expect(JSON.stringify(errors)).toContain('first');
  });
});
