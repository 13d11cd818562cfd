import { randomUUID } from 'node:crypto';
import { SESSION_COOKIE } from '@sportsbook/contract/platform/platform-calls';
import { SESSION_IDLE_MS } from '@sportsbook/core/player-limits/limit-kinds';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMIT_END_NOTICE_MS } from '../../src/auth/authenticator';
import { createBettingContext } from '../../src/betting/betting-context';
import { PlacementService } from '../../src/betting/placement/placement-service';
import { players, sessions, sportsbookSessions } from '../../src/db/schema';
import { PasswordHasher } from '../../src/platform/password-hasher';
import { aBet, aSlip, BettingWorld, type WorldMatch } from '../betting/support/betting-world';
import { testDatabaseKinds } from '../support/database';
import { aPlatformPlayer, type PlatformPlayer, platformCall, withFreshToken } from './rg-world';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe.each(testDatabaseKinds())('sportsbook sessions, reality check and activity (%s)', (kind) => {
  let world: BettingWorld;
  let match: WorldMatch;

  beforeAll(async () => {
    world = await BettingWorld.open(kind);
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

  const call = (player: PlatformPlayer, method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) =>
    platformCall(world.t, player, method, url, body);
  const setLimit = (player: PlatformPlayer, body: Record<string, unknown>) =>
    call(player, 'POST', '/platform/user_limits', body);
  const start = (player: PlatformPlayer) => call(player, 'POST', '/platform/sportsbook_sessions');
  const ping = (player: PlatformPlayer) => call(player, 'POST', '/platform/player/activity_limit_track');

  /** The player plays for `minutes`: the web pings every minute while the page is visible. */
  async function playFor(player: PlatformPlayer, minutes: number) {
    for (let i = 0; i < minutes; i += 1) {
      world.clock.advance(MINUTE);
      const answer = await ping(player);
      if (answer.statusCode !== 200) return answer;
    }
    return undefined;
  }

  /**
   * The session was ended by a limit: for a moment (calls in flight, the player's other tabs) its calls are
   * answered with the limit's error, then with a plain 401 (a page loaded later is a visitor's).
   */
  async function expectEndedOnLimit(player: PlatformPlayer, status: number, code: string) {
    const soon = await call(player, 'GET', '/platform/player/accounts');
    expect(soon.statusCode).toBe(status);
    expect(soon.json().error.code).toBe(code);
    const withToken = await world.place(player, aSlip('single', [aBet([match.selection(1, '1')], 100)]));
    expect(withToken.statusCode).toBe(status);
    expect(withToken.json().error.code).toBe(code);
    world.clock.advance(LIMIT_END_NOTICE_MS);
    const later = await call(player, 'GET', '/platform/player');
    expect(later.statusCode).toBe(401);
    expect(later.json().error.code).toBe('unauthorized');
  }

  /** The player's sportsbook sessions as [start, end] offsets in minutes from `from` (end null: open). */
  async function sessionSpans(player: PlatformPlayer, from: number) {
    const rows = await world.t.deps.database.db
      .select()
      .from(sportsbookSessions)
      .where(eq(sportsbookSessions.playerId, player.playerId))
      .orderBy(sportsbookSessions.id);
    const at = (value: string | null) =>
      value === null ? null : (Date.parse(value.replace(' ', 'T').replace(/\+00$/, 'Z')) - from) / MINUTE;
    return rows.map((row) => [at(row.startedAt), at(row.endedAt)]);
  }

  it('[RG15] a bearer token never outlives a sportsbook_session limit; once used up: 403 and signed out', async () => {
    await keepingTime(async () => {
      const player = await aPlatformPlayer(world.t);
      await setLimit(player, { type: 'sportsbook_session', amount: 30 });
      const started = await start(player);
      expect(started.statusCode).toBe(201);
      expect(Date.parse(started.json().expires_at)).toBe(world.clock.now() + 30 * MINUTE);
      await playFor(player, 20);
      const again = await start(player);
      expect(Date.parse(again.json().expires_at)).toBe(world.clock.now() + 10 * MINUTE);
      await playFor(player, 9);
      world.clock.advance(MINUTE);
      const over = await start(player);
      expect(over.statusCode).toBe(403);
      expect(over.json().error).toMatchObject({
        code: 'session_limit_reached',
        message_key: 'error.responsible_gambling.session_limit_reached',
      });
      await expectEndedOnLimit(player, 403, 'session_limit_reached');
    });
  });

  it('[RG15] a session limit counts from sign-in, a sportsbook_session limit from the session start', async () => {
    await keepingTime(async () => {
      const signedInAt = world.clock.now();
      const player = await aPlatformPlayer(world.t);
      await setLimit(player, { type: 'session', amount: 30 });
      // The sportsbook session starts five minutes after sign-in: the session limit still counts from sign-in.
      world.clock.advance(5 * MINUTE);
      const started = await start(player);
      expect(Date.parse(started.json().expires_at)).toBe(signedInAt + 30 * MINUTE);

      const other = await aPlatformPlayer(world.t);
      await setLimit(other, { type: 'sportsbook_session', amount: 30 });
      world.clock.advance(5 * MINUTE);
      const otherStarted = await start(other);
      expect(Date.parse(otherStarted.json().expires_at)).toBe(world.clock.now() + 30 * MINUTE);

      // Played on to the end of the session limit: the next call of any kind ends the session.
      expect(await playFor(player, 19)).toBeUndefined();
      world.clock.advance(MINUTE);
      const over = await ping(player);
      expect(over.statusCode).toBe(403);
      expect(over.json().error.code).toBe('session_limit_reached');
      await expectEndedOnLimit(player, 403, 'session_limit_reached');
      // The other player's sportsbook session started later: it goes on.
      expect((await ping(other)).statusCode).toBe(200);
    });
  });

  it('[RG15] once a limit runs out, any call ends the session: a deposit, a limit change, the session poll', async () => {
    await keepingTime(async () => {
      const card = {
        amount: '10.00',
        currency: 'EUR',
        card_number: '4242 4242 4242 4242',
        expiry: '12/39',
        cvc: '123',
        save_card: false,
      };
      for (const [method, url, body] of [
        ['POST', '/platform/payments', card],
        ['POST', '/platform/user_limits', { type: 'loss', period: 'day', amount: 500, currency: 'EUR' }],
        ['GET', '/platform/sportsbook_sessions/current', undefined],
        ['GET', '/platform/user_limits', undefined],
      ] as const) {
        const player = await aPlatformPlayer(world.t);
        await setLimit(player, { type: 'sportsbook_session', amount: 10 });
        await setLimit(player, { type: 'reality_check', amount: 60 });
        await start(player);
        expect(await playFor(player, 9)).toBeUndefined();
        // Past the limit, without another start of the session: the cookie call itself is refused.
        world.clock.advance(MINUTE);
        const refused = await call(player, method, url, body);
        expect(refused.statusCode, url).toBe(403);
        expect(refused.json().error).toMatchObject({
          code: 'session_limit_reached',
          message_key: 'error.responsible_gambling.session_limit_reached',
        });
        const [session] = await world.t.deps.database.db
          .select({ revokedAt: sessions.revokedAt })
          .from(sessions)
          .where(eq(sessions.id, player.sessionId));
        expect(session?.revokedAt, url).not.toBeNull();
        await expectEndedOnLimit(player, 403, 'session_limit_reached');
      }
      // A bet with a bearer token issued before the end is refused the same way.
      const bettor = await aPlatformPlayer(world.t);
      await setLimit(bettor, { type: 'sportsbook_session', amount: 5 });
      await start(bettor);
      const withToken = await withFreshToken(world.t, bettor);
      expect(await playFor(bettor, 4)).toBeUndefined();
      world.clock.advance(MINUTE);
      const bet = await world.place(withToken, aSlip('single', [aBet([match.selection(1, '1')], 100)]));
      expect(bet.statusCode).toBe(403);
      expect(bet.json().error.code).toBe('session_limit_reached');
    });
  });

  it('[RG15][RG16] the session info says when the session ends; the activity ping too, with the reality check', async () => {
    await keepingTime(async () => {
      const player = await aPlatformPlayer(world.t);
      await start(player);
      expect((await ping(player)).json()).toEqual({
        active_seconds: 0,
        remaining_seconds: null,
        session_ends_at: null,
        reality_check_interval_seconds: null,
      });
      await setLimit(player, { type: 'session', amount: 45 });
      await setLimit(player, { type: 'reality_check', amount: 15 });
      const endsAt = new Date(world.clock.now() + 45 * MINUTE).toISOString();
      expect((await ping(player)).json()).toMatchObject({
        session_ends_at: endsAt,
        reality_check_interval_seconds: 900,
      });
      const info = await call(player, 'GET', '/platform/sportsbook_sessions/current');
      expect(info.json().ends_at).toBe(endsAt);
    });
  });

  it('[RG18] a player away for a while starts a new session on return: time away counts against no limit', async () => {
    await keepingTime(async () => {
      const player = await aPlatformPlayer(world.t);
      const day0 = world.clock.now();
      await setLimit(player, { type: 'time', period: 'day', amount: 60 });
      await setLimit(player, { type: 'session', amount: 30 });
      await start(player);
      expect(await playFor(player, 10)).toBeUndefined();
      // Away for two hours (the tab closed, the cookie kept), then back on the same platform session.
      world.clock.advance(2 * HOUR);
      const back = await start(player);
      expect(back.statusCode).toBe(201);
      // The session limit counts from the return; the time limit has 50 minutes left, so the session's 30 end it.
      expect(Date.parse(back.json().expires_at)).toBe(world.clock.now() + 30 * MINUTE);
      expect(await sessionSpans(player, day0)).toEqual([
        [0, 10],
        [130, null],
      ]);
      const limits = await call(player, 'GET', '/platform/user_limits');
      expect(limits.json().find((l: { type: string }) => l.type === 'time').used).toBe(10);

      // The next day the limit's window has moved on: played 10 minutes yesterday, free to play today.
      world.clock.set(day0 + 26 * HOUR);
      expect((await start(player)).statusCode).toBe(201);
      expect(await playFor(player, 3)).toBeUndefined();
      // Idle longer than SESSION_IDLE_MS without a sign of life, then a ping: a new session, the gap not counted.
      world.clock.advance(SESSION_IDLE_MS + 5 * MINUTE);
      expect((await ping(player)).statusCode).toBe(200);
      const spans = await sessionSpans(player, day0);
      expect(spans.slice(2)).toEqual([
        [26 * 60, 26 * 60 + 3],
        [26 * 60 + 3 + SESSION_IDLE_MS / MINUTE + 5, null],
      ]);
    });
  });

  it('[RG15][RG18] a time limit counts session time only; used up, the session ends and sign-in is refused', async () => {
    await keepingTime(async () => {
      const player = await aPlatformPlayer(world.t);
      await setLimit(player, { type: 'time', period: 'day', amount: 10 });
      await start(player);
      expect(await playFor(player, 4)).toBeUndefined();
      const token = await start(player);
      expect(Date.parse(token.json().expires_at)).toBe(world.clock.now() + 6 * MINUTE);
      // Signing out ends the sportsbook session: the hour after it does not count.
      const signedOut = await call(player, 'DELETE', '/platform/users/sign_out');
      expect(signedOut.statusCode).toBeLessThan(300);
      const [ended] = await world.t.deps.database.db
        .select({ endedAt: sportsbookSessions.endedAt })
        .from(sportsbookSessions)
        .where(eq(sportsbookSessions.playerId, player.playerId));
      expect(ended?.endedAt).not.toBeNull();
      world.clock.advance(HOUR);

      const again = await aSignedInSession(player);
      await start(again);
      expect(await playFor(again, 5)).toBeUndefined();
      world.clock.advance(MINUTE);
      const over = await ping(again);
      expect(over.statusCode).toBe(403);
      expect(over.json().error.code).toBe('session_limit_reached');
      // Used up for the day: signing in again is refused with the same code.
      const refused = await signInWithPassword(player);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toMatchObject({
        code: 'session_limit_reached',
        message_key: 'error.responsible_gambling.session_limit_reached',
      });
      expect(refused.headers['set-cookie']).toBeUndefined();
    });
  });

  it('[RG16] reality check: 400 unconfigured, 404 before a session, due after its interval, continue acknowledges', async () => {
    await keepingTime(async () => {
      const player = await aPlatformPlayer(world.t);
      const none = await call(player, 'GET', '/platform/sportsbook_sessions/current');
      expect(none.statusCode).toBe(400);
      expect(none.json().error.code).toBe('reality_check_not_configured');
      await setLimit(player, { type: 'reality_check', amount: 15 });
      const notStarted = await call(player, 'GET', '/platform/sportsbook_sessions/current');
      expect(notStarted.statusCode).toBe(404);
      expect(notStarted.json().error.code).toBe('session_not_started');
      await start(player);
      const bettor = await withFreshToken(world.t, player);
      expect(
        (await world.place(bettor, aSlip('single', [aBet([match.selection(1, '1')], 1_500)]))).statusCode,
      ).toBe(201);
      await playFor(player, 10);
      const early = await call(player, 'GET', '/platform/sportsbook_sessions/current');
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
      await playFor(player, 5);
      const due = await call(player, 'GET', '/platform/sportsbook_sessions/current');
      expect(due.json().reality_check.due).toBe(true);
      const continued = await call(player, 'POST', '/platform/sportsbook_sessions/continue');
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
      const free = await ping(player);
      expect(free.json()).toMatchObject({ active_seconds: 0, remaining_seconds: null });
      await setLimit(player, { type: 'activity', period: 'day', amount: 5 });
      // The ping above counted its minute already.
      const answers: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        world.clock.advance(MINUTE);
        const answer = await ping(player);
        answers.push(answer.statusCode);
        if (answer.statusCode === 401) {
          expect(answer.json().error).toMatchObject({
            code: 'activity_limit_reached',
            message_key: 'error.responsible_gambling.activity_limit_reached',
          });
          break;
        }
        expect(answer.json().remaining_seconds).toBe((5 - (i + 2)) * 60);
      }
      expect(answers).toEqual([200, 200, 200, 401]);
      await expectEndedOnLimit(player, 401, 'activity_limit_reached');

      // Signing in again is refused while the limit stays reached, with the right password.
      const signIn = await signInWithPassword(player);
      expect(signIn.statusCode).toBe(403);
      expect(signIn.json().error).toMatchObject({
        code: 'activity_limit_reached',
        message_key: 'error.responsible_gambling.activity_limit_reached',
      });
      expect(signIn.headers['set-cookie']).toBeUndefined();
    });
  });

  /** The minutes of the player's daily time limit used, as the limits page shows them. */
  async function timeUsed(player: PlatformPlayer): Promise<number> {
    const limits = await call(player, 'GET', '/platform/user_limits');
    return limits.json().find((l: { type: string }) => l.type === 'time').used;
  }

  const poll = (player: PlatformPlayer) => call(player, 'GET', '/platform/sportsbook_sessions/current');

  it('[RG18] the info poll is a read: a tab that only polls lets the session go idle, its time not counted', async () => {
    await keepingTime(async () => {
      const player = await aPlatformPlayer(world.t);
      const from = world.clock.now();
      await setLimit(player, { type: 'time', period: 'day', amount: 120 });
      await setLimit(player, { type: 'reality_check', amount: 15 });
      expect((await start(player)).statusCode).toBe(201);
      // A hidden tab polls every 30 s and nothing else for 20 minutes.
      const statuses = new Set<number>();
      for (let i = 0; i < 40; i += 1) {
        world.clock.advance(MINUTE / 2);
        const answer = await poll(player);
        statuses.add(answer.statusCode);
        if (answer.statusCode === 404) expect(answer.json().error.code).toBe('session_not_started');
      }
      // Idle after 10 minutes: the session ended at its start; the polls since found none running.
      expect(statuses).toEqual(new Set([200, 404]));
      expect(await timeUsed(player)).toBe(0);
      // The player comes back (a ping): a new session, the 20 minutes away not counted.
      expect((await ping(player)).statusCode).toBe(200);
      expect(await sessionSpans(player, from)).toEqual([
        [0, 0],
        [20, null],
      ]);
      expect((await poll(player)).json()).toMatchObject({ elapsed_seconds: 0 });
    });
  });

  it('[RG20] a session started long after sign-in counts from its start on every later call', async () => {
    await keepingTime(async () => {
      const player = await aPlatformPlayer(world.t);
      await setLimit(player, { type: 'session', amount: 30 });
      // Signed in, then away for 35 minutes before the first sportsbook session starts.
      world.clock.advance(35 * MINUTE);
      const startedAt = world.clock.now();
      const started = await start(player);
      expect(started.statusCode).toBe(201);
      expect(Date.parse(started.json().expires_at)).toBe(startedAt + 30 * MINUTE);
      for (let i = 0; i < 3; i += 1) {
        world.clock.advance(MINUTE);
        const answer = await ping(player);
        expect(answer.statusCode).toBe(200);
        expect(answer.json().session_ends_at).toBe(new Date(startedAt + 30 * MINUTE).toISOString());
      }
      const again = await start(player);
      expect(Date.parse(again.json().expires_at)).toBe(startedAt + 30 * MINUTE);
    });
  });

  it('[RG18] two tabs starting, pinging and continuing at once keep one open session', async () => {
    await keepingTime(async () => {
      const player = await aPlatformPlayer(world.t);
      await setLimit(player, { type: 'reality_check', amount: 15 });
      const from = world.clock.now();
      const together = (...calls: (() => Promise<{ statusCode: number }>)[]) =>
        Promise.all(calls.map((send) => send()));
      const continued = () => call(player, 'POST', '/platform/sportsbook_sessions/continue');
      const first = await together(
        () => start(player),
        () => start(player),
        () => ping(player),
        () => start(player),
        () => ping(player),
      );
      for (const answer of first) expect(answer.statusCode).toBeLessThan(300);
      expect((await sessionSpans(player, from)).filter(([, end]) => end === null)).toHaveLength(1);
      // Back after an idle break, every tab at once: the idle session ends, exactly one new one starts.
      world.clock.advance(SESSION_IDLE_MS + MINUTE);
      const back = await together(
        () => ping(player),
        () => start(player),
        () => continued(),
        () => ping(player),
        () => start(player),
        () => continued(),
      );
      for (const answer of back) expect(answer.statusCode).toBeLessThan(300);
      const spans = await sessionSpans(player, from);
      expect(spans).toEqual([
        [0, 0],
        [11, null],
      ]);
    });
  });

  it('[RG18] sign-out ends the session at that moment: a later window reaching into it counts its minutes', async () => {
    await keepingTime(async () => {
      const player = await aPlatformPlayer(world.t);
      const from = world.clock.now();
      await setLimit(player, { type: 'time', period: 'day', amount: 120 });
      await start(player);
      expect(await playFor(player, 5)).toBeUndefined();
      // Reading a page for 4 minutes without a ping counted yet, then signing out.
      world.clock.advance(4 * MINUTE);
      expect((await call(player, 'DELETE', '/platform/users/sign_out')).statusCode).toBeLessThan(300);
      expect(await sessionSpans(player, from)).toEqual([[0, 9]]);
      // A day and 7 minutes later the rolling window starts 7 minutes into that session: 2 minutes of it count.
      world.clock.set(from + 24 * HOUR + 7 * MINUTE);
      const again = await aSignedInSession(player);
      expect(await timeUsed(again)).toBe(2);
    });
  });

  it('[RG21] a limit ends the session when it ran out, not when the next call found it', async () => {
    await keepingTime(async () => {
      const player = await aPlatformPlayer(world.t);
      const from = world.clock.now();
      await setLimit(player, { type: 'time', period: 'day', amount: 10 });
      await start(player);
      expect(await playFor(player, 8)).toBeUndefined();
      // Reading for 6 minutes without a ping (not idle yet): the limit ran out at 10, found out at 14.
      world.clock.advance(6 * MINUTE);
      expect((await call(player, 'GET', '/platform/player/accounts')).statusCode).toBe(403);
      expect(await sessionSpans(player, from)).toEqual([[0, 10]]);
    });
  });

  it("[RG15] a bet re-checks the session limit under the player's lock: past it, nothing is placed and the session ends", async () => {
    await keepingTime(async () => {
      const player = await aPlatformPlayer(world.t);
      await setLimit(player, { type: 'sportsbook_session', amount: 5 });
      await start(player);
      world.clock.advance(6 * MINUTE);
      // The placement itself, as if the call's guard had passed a moment before the limit ran out.
      const placement = new PlacementService(
        createBettingContext({
          db: world.db,
          clock: world.clock,
          publisher: world.publisher,
          contentLocales: ['en'],
        }),
      );
      const before = await world.balance(player);
      await expect(
        placement.place({
          playerId: player.playerId,
          sessionId: player.sessionId,
          idempotencyKey: randomUUID(),
          request: aSlip('single', [aBet([match.selection(1, '1')], 100)]),
        }),
      ).rejects.toMatchObject({ status: 403, code: 'session_limit_reached' });
      expect(await world.balance(player)).toBe(before);
      const [session] = await world.t.deps.database.db
        .select({ revokedAt: sessions.revokedAt })
        .from(sessions)
        .where(eq(sessions.id, player.sessionId));
      expect(session?.revokedAt).not.toBeNull();
    });
  });

  it('[RG15] a start when the sign-in itself is about to expire is a 401, and writes nothing', async () => {
    await keepingTime(async () => {
      const player = await aPlatformPlayer(world.t);
      await setLimit(player, { type: 'session', amount: 60 });
      await world.t.deps.database.db
        .update(sessions)
        .set({ expiresAt: new Date(world.clock.now() + 500).toISOString() })
        .where(eq(sessions.id, player.sessionId));
      const refused = await start(player);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error.code).toBe('unauthorized');
      expect(await sessionSpans(player, world.clock.now())).toEqual([]);
    });
  });

  const PASSWORD = 'Session-limits-2026';

  /** Gives the player a password and signs in with it through the Platform API. */
  async function signInWithPassword(player: PlatformPlayer) {
    const db = world.t.deps.database.db;
    const [row] = await db
      .update(players)
      .set({ passwordHash: await new PasswordHasher({ memoryCost: 1024, timeCost: 1 }).hash(PASSWORD) })
      .where(eq(players.id, player.playerId))
      .returning({ email: players.email });
    return world.t.app.inject({
      method: 'POST',
      url: '/platform/users/sign_in',
      headers: { 'x-app': 'sportsbook' },
      payload: { email: row?.email, password: PASSWORD },
    });
  }

  /** The player signed in again: a new platform session. */
  async function aSignedInSession(player: PlatformPlayer): Promise<PlatformPlayer> {
    const answer = await signInWithPassword(player);
    expect(answer.statusCode).toBe(200);
    const cookie = answer.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? '';
    const [latest] = await world.t.deps.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.playerId, player.playerId))
      .orderBy(desc(sessions.id))
      .limit(1);
    return { ...player, cookie, sessionId: latest?.id ?? 0 };
  }
});
