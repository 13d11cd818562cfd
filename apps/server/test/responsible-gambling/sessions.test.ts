import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players } from '../../src/db/schema';
import { PasswordHasher } from '../../src/platform/password-hasher';
import { aBet, aSlip, BettingWorld, type WorldMatch } from '../betting/support/betting-world';
import { aPlatformPlayer, platformCall, withFreshToken } from './rg-world';

const MINUTE = 60_000;

describe('sportsbook sessions, reality check and activity', () => {
  let world: BettingWorld;
  let match: WorldMatch;

  beforeAll(async () => {
    world = await BettingWorld.open('pglite');
    match = await world.aMatch();
  });
  afterAll(async () => world.close());

  /** Runs `body` and puts the test clock back. */
  async function keepingTime(body: () => Promise<void>) {
    const start = world.clock.now();
    try {
      await body();
    } finally {
      world.clock.set(start);
    }
  }

  it('[RG15] a bearer token never outlives a sportsbook_session limit; once used up: 403 and signed out', async () => {
    await keepingTime(async () => {
      const player = await aPlatformPlayer(world.t);
      await platformCall(world.t, player, 'POST', '/platform/user_limits', {
        type: 'sportsbook_session',
        amount: 30,
      });
      const started = await platformCall(world.t, player, 'POST', '/platform/sportsbook_sessions');
      expect(started.statusCode).toBe(201);
      expect(Date.parse(started.json().expires_at)).toBe(world.clock.now() + 30 * MINUTE);
      world.clock.advance(20 * MINUTE);
      const again = await platformCall(world.t, player, 'POST', '/platform/sportsbook_sessions');
      expect(Date.parse(again.json().expires_at)).toBe(world.clock.now() + 10 * MINUTE);
      world.clock.advance(10 * MINUTE);
      const over = await platformCall(world.t, player, 'POST', '/platform/sportsbook_sessions');
      expect(over.statusCode).toBe(403);
      expect(over.json().error).toMatchObject({
        code: 'session_limit_reached',
        message_key: 'error.responsible_gambling.session_limit_reached',
      });
      expect((await platformCall(world.t, player, 'GET', '/platform/player')).statusCode).toBe(401);
    });
  });

  it('[RG15] a session limit counts from sign-in; a time limit counts session time in its period', async () => {
    await keepingTime(async () => {
      const player = await aPlatformPlayer(world.t);
      await platformCall(world.t, player, 'POST', '/platform/user_limits', {
        type: 'time',
        period: 'day',
        amount: 10,
      });
      await platformCall(world.t, player, 'POST', '/platform/sportsbook_sessions');
      world.clock.advance(4 * MINUTE);
      const token = await platformCall(world.t, player, 'POST', '/platform/sportsbook_sessions');
      expect(Date.parse(token.json().expires_at)).toBe(world.clock.now() + 6 * MINUTE);
      world.clock.advance(6 * MINUTE);
      expect((await platformCall(world.t, player, 'POST', '/platform/sportsbook_sessions')).statusCode).toBe(
        403,
      );
    });
  });

  it('[RG16] reality check: 400 unconfigured, 404 before a session, due after its interval, continue acknowledges', async () => {
    await keepingTime(async () => {
      const player = await aPlatformPlayer(world.t);
      const none = await platformCall(world.t, player, 'GET', '/platform/sportsbook_sessions/current');
      expect(none.statusCode).toBe(400);
      expect(none.json().error.code).toBe('reality_check_not_configured');
      await platformCall(world.t, player, 'POST', '/platform/user_limits', {
        type: 'reality_check',
        amount: 15,
      });
      const notStarted = await platformCall(world.t, player, 'GET', '/platform/sportsbook_sessions/current');
      expect(notStarted.statusCode).toBe(404);
      expect(notStarted.json().error.code).toBe('session_not_started');
      await platformCall(world.t, player, 'POST', '/platform/sportsbook_sessions');
      const bettor = await withFreshToken(world.t, player);
      expect(
        (await world.place(bettor, aSlip('single', [aBet([match.selection(1, '1')], 1_500)]))).statusCode,
      ).toBe(201);
      world.clock.advance(10 * MINUTE);
      const early = await platformCall(world.t, player, 'GET', '/platform/sportsbook_sessions/current');
      expect(early.statusCode).toBe(200);
      expect(early.headers['cache-control']).toBe('no-store');
      expect(early.json()).toMatchObject({
        elapsed_seconds: 600,
        currency: 'EUR',
        bets_sum: 1_500,
        wins_sum: 0,
        net_result: -1_500,
        reality_check: { interval_seconds: 900, due: false },
        ends_at: null,
      });
      world.clock.advance(5 * MINUTE);
      const due = await platformCall(world.t, player, 'GET', '/platform/sportsbook_sessions/current');
      expect(due.json().reality_check.due).toBe(true);
      const continued = await platformCall(world.t, player, 'POST', '/platform/sportsbook_sessions/continue');
      expect(continued.statusCode).toBe(200);
      expect(continued.json().reality_check).toMatchObject({
        due: false,
        last_acknowledged_at: new Date(world.clock.now()).toISOString(),
        next_at: new Date(world.clock.now() + 15 * MINUTE).toISOString(),
      });
    });
  });

  it('[RG17] activity pings count active time; reaching the activity limit ends the session with 401', async () => {
    await keepingTime(async () => {
      const player = await aPlatformPlayer(world.t);
      const free = await platformCall(world.t, player, 'POST', '/platform/player/activity_limit_track');
      expect(free.json()).toEqual({ active_seconds: 0, remaining_seconds: null });
      await platformCall(world.t, player, 'POST', '/platform/user_limits', {
        type: 'activity',
        period: 'day',
        amount: 5,
      });
      // The ping above counted its minute already.
      const answers: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        world.clock.advance(MINUTE);
        const ping = await platformCall(world.t, player, 'POST', '/platform/player/activity_limit_track');
        answers.push(ping.statusCode);
        if (ping.statusCode === 401) {
          expect(ping.json().error).toMatchObject({
            code: 'activity_limit_reached',
            message_key: 'error.responsible_gambling.activity_limit_reached',
          });
          break;
        }
        expect(ping.json().remaining_seconds).toBe((5 - (i + 2)) * 60);
      }
      expect(answers).toEqual([200, 200, 200, 401]);
      expect((await platformCall(world.t, player, 'GET', '/platform/player')).statusCode).toBe(401);

      // Signing in again is refused while the limit stays reached, with the right password.
      const db = world.t.deps.database.db;
      const password = 'Activity-limit-2026';
      const [row] = await db
        .update(players)
        .set({ passwordHash: await new PasswordHasher({ memoryCost: 1024, timeCost: 1 }).hash(password) })
        .where(eq(players.id, player.playerId))
        .returning({ email: players.email });
      const signIn = await world.t.app.inject({
        method: 'POST',
        url: '/platform/users/sign_in',
        headers: { 'x-app': 'sportsbook' },
        payload: { email: row?.email, password },
      });
      expect(signIn.statusCode).toBe(403);
      expect(signIn.json().error).toMatchObject({
        code: 'activity_limit_reached',
        message_key: 'error.responsible_gambling.activity_limit_reached',
      });
      expect(signIn.headers['set-cookie']).toBeUndefined();
    });
  });
});
