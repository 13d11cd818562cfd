import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdjustableClock } from '../src/clock';
import { loadConfig } from '../src/config/config';
import type { Database } from '../src/db/database';
import { aPlatformPlayer, platformCall } from './responsible-gambling/rg-world';
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

  it('on, refuses a time that does not move forward, and any caller but a direct loopback one', async () => {
    for (const body of [{}, { advance_ms: 0 }, { advance_ms: -MINUTE }, { advance_ms: 1.5 }, { advance: 1 }])
      expect((await advance(controlled, body)).statusCode, JSON.stringify(body)).toBe(400);
    const proxied = await advance(controlled, { advance_ms: MINUTE }, { 'x-forwarded-for': '203.0.113.9' });
    expect(proxied.statusCode).toBe(404);
  });
});
