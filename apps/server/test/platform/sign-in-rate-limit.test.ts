import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { DEMO_PASSWORD, seedDemoPlayers } from '../../src/platform/demo-players';
import { LOCKOUT_ATTEMPTS } from '../../src/platform/session-service';
import { SIGN_IN_ATTEMPTS_PER_EMAIL, SIGN_IN_ATTEMPTS_PER_IP } from '../../src/platform/sign-in-rate-limit';
import { buildTestApp, type TestApp } from '../support/app';
import { openTestDatabase, testDatabaseKinds } from '../support/database';
import { useSuiteApp } from '../support/suite-app';
import { clearLockout, DEMO_EMAIL, freshClientIp, postSignIn } from './sign-in-helpers';

function expectRateLimited(res: Awaited<ReturnType<typeof postSignIn>>): void {
  expect(res.statusCode).toBe(429);
  const { error } = res.json();
  expect(error.code).toBe('rate_limited');
  expect(error.message).toMatch(/^too many sign-in attempts; try again in /);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe.each(testDatabaseKinds())('the sign-in rate limit on %s', (kind) => {
  const t = useSuiteApp(kind);

  it('stops one client guessing one e-mail, without locking out other clients or e-mails', async () => {
    const ip = freshClientIp();
    for (let i = 0; i < SIGN_IN_ATTEMPTS_PER_EMAIL; i += 1) {
      const res = await postSignIn(
        t.app,
        { email: DEMO_EMAIL, password: `guess-${i}` },
        { 'x-forwarded-for': ip },
      );
      // The fifth failure in a row locks the account (423) as well; the rate limit counts on.
      expect(res.statusCode).toBe(i < LOCKOUT_ATTEMPTS - 1 ? 401 : 423);
    }
    await clearLockout(t.db, DEMO_EMAIL);
    // Case and spacing do not make a new e-mail.
    const limited = await postSignIn(
      t.app,
      { email: ' DEMO@example.com', password: DEMO_PASSWORD },
      { 'x-forwarded-for': ip },
    );
    expectRateLimited(limited);

    const otherEmail = await postSignIn(
      t.app,
      { email: 'demo2@example.com', password: DEMO_PASSWORD },
      { 'x-forwarded-for': ip },
    );
    expect(otherEmail.statusCode).toBe(200);
    const otherClient = await postSignIn(t.app, { email: DEMO_EMAIL, password: DEMO_PASSWORD });
    expect(otherClient.statusCode).toBe(200);
  });

  it('stops one client spraying passwords over many e-mails', async () => {
    const ip = freshClientIp();
    for (let i = 0; i < SIGN_IN_ATTEMPTS_PER_IP; i += 1) {
      const res = await postSignIn(
        t.app,
        { email: `spray-${i}@example.com`, password: 'Summer2026!' },
        { 'x-forwarded-for': ip },
      );
      expect(res.statusCode).toBe(401);
    }
    expectRateLimited(
      await postSignIn(t.app, { email: DEMO_EMAIL, password: DEMO_PASSWORD }, { 'x-forwarded-for': ip }),
    );
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('the sign-in rate limit with Redis', () => {
  const prefix = `sportsbook-test:platform-${process.pid}-${randomBytes(4).toString('hex')}:`;
  let database: Database;
  let redisA: Redis;
  let redisB: Redis;
  let nodeA: TestApp;
  let nodeB: TestApp;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await seedDemoPlayers(database.db);
    // Two server nodes with their own connections to one Redis; ioredis prefixes every key they write.
    redisA = new Redis(redisUrl ?? '', { keyPrefix: prefix });
    redisB = new Redis(redisUrl ?? '', { keyPrefix: prefix });
    nodeA = await buildTestApp({ database, overrides: { redis: redisA } });
    nodeB = await buildTestApp({ database, overrides: { redis: redisB } });
  });
  afterAll(async () => {
    await nodeA.app.close();
    await nodeB.app.close();
    const cleaner = new Redis(redisUrl ?? '');
    const keys = await cleaner.keys(`${prefix}*`);
    if (keys.length > 0) await cleaner.del(...keys);
    await cleaner.quit();
    await redisA.quit();
    await redisB.quit();
    await database.close();
  });

  it('shares the counters between server nodes', async () => {
    const ip = freshClientIp();
    for (let i = 0; i < SIGN_IN_ATTEMPTS_PER_EMAIL; i += 1) {
      const node = i % 2 === 0 ? nodeA : nodeB;
      const res = await postSignIn(
        node.app,
        { email: DEMO_EMAIL, password: `guess-${i}` },
        { 'x-forwarded-for': ip },
      );
      expect(res.statusCode).toBe(i < LOCKOUT_ATTEMPTS - 1 ? 401 : 423);
    }
    expectRateLimited(
      await postSignIn(nodeA.app, { email: DEMO_EMAIL, password: DEMO_PASSWORD }, { 'x-forwarded-for': ip }),
    );
    expectRateLimited(
      await postSignIn(nodeB.app, { email: DEMO_EMAIL, password: DEMO_PASSWORD }, { 'x-forwarded-for': ip }),
    );
    const stored = await redisA.keys(`${prefix}*`);
    expect(stored.length).toBeGreaterThan(0);
    // Keys hold the client address and a hash of the e-mail, never the e-mail itself.
    expect(stored.join(' ')).not.toContain('demo@example.com');
  });
});
