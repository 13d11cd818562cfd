import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { LOG_REDACTION, redactUrl } from '../../src/http/log-redaction';
import { seedDemoPlayers } from '../../src/platform/demo-players';
import { DEMO_EMAIL, postSignIn } from '../platform/sign-in-helpers';
import { buildTestApp, type TestApp } from '../support/app';
import { openTestDatabase } from '../support/database';
import { call, freshEmail, mailedToken, STRONG_PASSWORD, signUpBody } from './accounts-helpers';

/** A stream that keeps every line written to it. */
function sink(lines: string[]): Writable {
  return new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
}

describe('logs never hold passwords or tokens', () => {
  let database: Database;
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await seedDemoPlayers(database.db);
    const logger = pino({ level: 'trace', ...LOG_REDACTION }, sink(lines));
    t = await buildTestApp({ database, overrides: { logger } });
  });
  afterAll(async () => {
    await t.app.close();
    await database.close();
  });

  it('redacts secret query values of a URL', () => {
    expect(redactUrl('/platform/users/unlock?unlock_token=abc&x=1')).toBe(
      '/platform/users/unlock?unlock_token=[redacted]&x=1',
    );
    expect(redactUrl('/a?reset_password_token=abc')).toBe('/a?reset_password_token=[redacted]');
  });

  it('censors a verification code in a body, and keeps an error’s code', () => {
    const logger = pino({ level: 'info', ...LOG_REDACTION }, sink(lines));
    logger.info({ body: { code: '402913', phone: '+4930123456' } }, 'a body');
    logger.error({ err: Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }) }, 'an error');
    const [body, error] = lines.slice(-2).map((line) => JSON.parse(line));
    expect(body.body).toEqual({ code: '[redacted]', phone: '+4930123456' });
    expect(error.err).toMatchObject({ code: 'ECONNREFUSED', message: 'refused', stack: expect.any(String) });
  });

  it('logs requests of the whole sign-up, confirmation and sign-in flow without their secrets', async () => {
    const email = freshEmail();
    await call(t.app, 'POST', '/platform/users', signUpBody(email));
    const token = await mailedToken(t.app, email, 'confirmation', 'confirmation_token');
    await call(t.app, 'GET', `/platform/users/confirmation?confirmation_token=${token}`);
    await postSignIn(t.app, { email, password: STRONG_PASSWORD });
    await postSignIn(t.app, { email: DEMO_EMAIL, password: 'wrong-Password-1' });
    const log = lines.join('');
    expect(log).toContain('/platform/users/confirmation?confirmation_token=[redacted]');
    expect(log).not.toContain(token);
    expect(log).not.toContain(STRONG_PASSWORD);
    expect(log).not.toContain('wrong-Password-1');
  });

  it('writes one line per answered request, with its status and time', async () => {
    const before = lines.length;
    await call(t.app, 'GET', '/platform/users/confirmation?confirmation_token=not-a-token');
    const written = lines.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>);
    const answered = written.filter((line) => line.msg === 'request answered');
    expect(answered).toHaveLength(1);
    expect(answered[0]).toMatchObject({
      req: {
        method: 'GET',
        url: expect.stringContaining('/platform/users/confirmation?confirmation_token=[redacted]'),
      },
      statusCode: expect.any(Number),
      responseTimeMs: expect.any(Number),
    });
    expect(written.some((line) => line.msg === 'incoming request' || line.msg === 'request completed')).toBe(
      false,
    );
  });
});
