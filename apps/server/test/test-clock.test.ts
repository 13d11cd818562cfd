import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdjustableClock } from '../src/clock';
import { loadConfig } from '../src/config/config';
import type { Database } from '../src/db/database';
import { seedDemoPlayers } from '../src/platform/demo-players';
import { DEMO2_EMAIL, signInCookie } from './platform/sign-in-helpers';
import { aPlatformPlayer, type PlatformPlayer, platformCall } from './responsible-gambling/rg-world';
import { buildTestApp, type TestApp } from './support/app';
import { openTestDatabase } from './support/database';

const MINUTE = 60_000;

describe('the test clock switch (TEST_CLOCK_CONTROL)', () => {
  let database: Database;
  let plain: TestApp;
  let controlled: TestApp;
  const clock = new AdjustableClock();

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await seedDemoPlayers(database.db);
    plain = await buildTestApp({ database });
    controlled = await buildTestApp({ database, clock, overrides: { clockControl: clock } });
  });
  afterAll(async () => {
    await plain.app.close();
    await controlled.app.close();
    await database.close();
  });

  const advance = (t: TestApp, body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/__test/clock', payload: body as object, headers });

  it('is off unless set: the backend has no /__test/clock route then', async () => {
    expect(loadConfig({}).testClockControl).toBe(false);
    expect(loadConfig({ TEST_CLOCK_CONTROL: '1' }).testClockControl).toBe(true);
    const answer = await advance(plain, { advance_ms: MINUTE });
    expect(answer.statusCode).toBe(404);
  });

  it('on, moves the backend’s time: a session limit runs out without waiting for it', async () => {
    const player = await aPlatformPlayer(controlled);
    const limit = await platformCall(controlled, player, 'POST', '/platform/user_limits', {
      type: 'session',
      amount: 5,
    });
    expect(limit.statusCode).toBe(200);
    const ping = () => platformCall(controlled, player, 'POST', '/platform/player/activity_limit_track');
    expect((await ping()).statusCode).toBe(200);

    // Five minutes on in one step (less than the idle time that would start a new session).
    const before = clock.now();
    const moved = await advance(controlled, { advance_ms: 5 * MINUTE });
    expect(moved.statusCode).toBe(200);
    expect(Date.parse(moved.json().now)).toBeGreaterThanOrEqual(before + 5 * MINUTE);
    const over = await ping();
    expect(over.statusCode).toBe(403);
    expect(over.json().error.code).toBe('session_limit_reached');
  });

  it('on, a sign-in after the time moved counts from then: a session limit is not used up at once', async () => {
    const ownClock = new AdjustableClock();
    const t = await buildTestApp({ database, clock: ownClock, overrides: { clockControl: ownClock } });
    try {
      // Three minutes on: less than the idle time after which a session would count from the next call anyway.
      await advance(t, { advance_ms: 3 * MINUTE });
      const signedInAt = ownClock.now();
      const player = { cookie: await signInCookie(t.app, DEMO2_EMAIL) } as PlatformPlayer;
      const call = (url: string, body?: unknown) => platformCall(t, player, 'POST', url, body);
      expect((await call('/platform/user_limits', { type: 'session', amount: 5 })).statusCode).toBe(200);
      const started = await call('/platform/sportsbook_sessions');
      expect(started.statusCode).toBe(201);
      // Five minutes from the sign-in (to the second), not from three minutes before by the database's clock.
      const endsAt = Date.parse(started.json().expires_at);
      expect(endsAt).toBeGreaterThan(signedInAt + 4 * MINUTE);
      expect(endsAt).toBeLessThanOrEqual(ownClock.now() + 5 * MINUTE);
    } finally {
      await t.app.close();
    }
  });

  it('on, reads the time with 0; refuses a time going back, and any caller but a direct loopback one', async () => {
    const before = clock.now();
    const read = await advance(controlled, { advance_ms: 0 });
    expect(read.statusCode).toBe(200);
    expect(Date.parse(read.json().now)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(read.json().now)).toBeLessThan(before + MINUTE);
    for (const body of [{}, { advance_ms: -MINUTE }, { advance_ms: 1.5 }, { advance: 1 }])
      expect((await advance(controlled, body)).statusCode, JSON.stringify(body)).toBe(400);
    const proxied = await advance(controlled, { advance_ms: MINUTE }, { 'x-forwarded-for': '203.0.113.9' });
    expect(proxied.statusCode).toBe(404);
  });
});
