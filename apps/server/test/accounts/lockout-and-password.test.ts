import { createHash } from 'node:crypto';
import { SESSION_COOKIE } from '@sportsbook/contract/platform/platform-calls';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { verifyPasswordConfirmation } from '../../src/accounts/password-confirmation';
import { createAuthenticator } from '../../src/auth/authenticator';
import { ManualClock } from '../../src/clock';
import { players, signInFailures } from '../../src/db/schema';
import {
  FAILURE_WINDOW_MS,
  LOCKOUT,
  LOCKOUT_ATTEMPTS,
  LOCKOUT_COOL_DOWN_MS,
} from '../../src/platform/session-service';
import { pruneSignInFailures } from '../../src/platform/sign-in-failures';
import { CSRF_HEADERS, postSignIn } from '../platform/sign-in-helpers';
import { testDatabaseKinds } from '../support/database';
import { useSuiteApp } from '../support/suite-app';
import { call, freshEmail, mailedToken, outbox, STRONG_PASSWORD, signUpBody } from './accounts-helpers';

const START = Date.parse('2026-11-22T10:00:00.000Z');
const MINUTE_MS = 60 * 1000;
const NEW_PASSWORD = 'harbour-Crane-1987';

describe.each(testDatabaseKinds())('lockout, unlock and passwords on %s', (kind) => {
  const clock = new ManualClock(START);

  const t = useSuiteApp(kind, { clock });
  beforeEach(() => clock.set(START));

  /** A signed-up, confirmed player. */
  async function confirmedPlayer(): Promise<string> {
    const email = freshEmail('lock');
    expect((await call(t.app, 'POST', '/platform/users', signUpBody(email))).statusCode).toBe(201);
    const token = await mailedToken(t.app, email, 'confirmation', 'confirmation_token');
    expect(
      (await call(t.app, 'GET', `/platform/users/confirmation?confirmation_token=${token}`)).statusCode,
    ).toBe(200);
    return email;
  }

  async function cookieOf(email: string, password = STRONG_PASSWORD): Promise<string> {
    const res = await postSignIn(t.app, { email, password });
    expect(res.statusCode).toBe(200);
    return res.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? '';
  }

  async function lockOut(email: string): Promise<void> {
    for (let i = 1; i <= LOCKOUT_ATTEMPTS; i += 1) {
      const res = await postSignIn(t.app, { email, password: `wrong-Guess-${i}` });
      expect(res.statusCode).toBe(i < LOCKOUT_ATTEMPTS ? 401 : 423);
    }
  }

  it('locks after 5 failed sign-ins (423 even with the right password) and unlocks through the mailed link', async () => {
    const email = await confirmedPlayer();
    await lockOut(email);
    const right = await postSignIn(t.app, { email, password: STRONG_PASSWORD });
    expect(right.statusCode).toBe(423);
    expect(right.json().error).toMatchObject({ code: 'locked', message_key: 'error.auth.locked' });
    expect(right.headers['set-cookie']).toBeUndefined();

    const mails = (await outbox(t.app, email)).filter((m) => m.template === 'unlock');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.links[0]).toMatch(/^http:\/\/localhost:3000\/sports\/users\/sign-in\?unlock_token=/);
    // More failures while locked send no more mails.
    await postSignIn(t.app, { email, password: 'wrong-Again-1' });
    expect((await outbox(t.app, email)).filter((m) => m.template === 'unlock')).toHaveLength(1);

    const token = await mailedToken(t.app, email, 'unlock', 'unlock_token');
    const unlocked = await call(t.app, 'GET', `/platform/users/unlock?unlock_token=${token}`);
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json()).toEqual({ email });
    expect((await postSignIn(t.app, { email, password: STRONG_PASSWORD })).statusCode).toBe(200);

    const reused = await call(t.app, 'GET', `/platform/users/unlock?unlock_token=${token}`);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.code).toBe('token_invalid');
  });

  it('unlocks by itself after the 30-minute cool-down, with a fresh count of attempts', async () => {
    const email = await confirmedPlayer();
    await lockOut(email);
    clock.advance(29 * MINUTE_MS);
    expect((await postSignIn(t.app, { email, password: STRONG_PASSWORD })).statusCode).toBe(423);
    clock.advance(MINUTE_MS);
    // One failure after the cool-down is a first failure again, not a new lock.
    expect((await postSignIn(t.app, { email, password: 'wrong-Guess-9' })).statusCode).toBe(401);
    expect((await postSignIn(t.app, { email, password: STRONG_PASSWORD })).statusCode).toBe(200);
    const [row] = await t.db.select().from(players).where(eq(players.email, email));
    expect(row).toMatchObject({ failedSignInAttempts: 0, lockedAt: null });
  });

  it('counts failures in a row only: a success starts the count again', async () => {
    const email = await confirmedPlayer();
    for (let i = 0; i < LOCKOUT_ATTEMPTS - 1; i += 1)
      await postSignIn(t.app, { email, password: 'wrong-Guess-1' });
    expect((await postSignIn(t.app, { email, password: STRONG_PASSWORD })).statusCode).toBe(200);
    for (let i = 0; i < LOCKOUT_ATTEMPTS - 1; i += 1)
      expect((await postSignIn(t.app, { email, password: 'wrong-Guess-1' })).statusCode).toBe(401);
  });

  it('locks an unknown e-mail after the same failures with the same answers, for the same time', async () => {
    const known = await confirmedPlayer();
    const unknown = freshEmail('nobody');
    const answers = async (email: string, password: string) => {
      const res = await postSignIn(t.app, { email, password });
      return { status: res.statusCode, body: res.json(), cookie: res.headers['set-cookie'] };
    };
    for (let i = 1; i <= LOCKOUT_ATTEMPTS + 1; i += 1) {
      const [a, b] = [await answers(known, `wrong-Guess-${i}`), await answers(unknown, `wrong-Guess-${i}`)];
      expect(b).toEqual(a);
      expect(a.status).toBe(i < LOCKOUT_ATTEMPTS ? 401 : 423);
    }
    // Locked: any password answers the same 423, until the cool-down.
    expect(await answers(unknown, STRONG_PASSWORD)).toEqual(await answers(known, STRONG_PASSWORD));
    clock.advance(29 * MINUTE_MS);
    expect((await answers(unknown, 'wrong-Guess-x')).status).toBe(423);
    clock.advance(MINUTE_MS);
    // After it, a failure is a first failure again for both.
    const [a, b] = [await answers(known, 'wrong-Guess-y'), await answers(unknown, 'wrong-Guess-y')];
    expect(a.status).toBe(401);
    expect(b).toEqual(a);
    // The unknown e-mail's count is kept by its hash, never by the address.
    const stored = JSON.stringify(await t.db.select().from(signInFailures));
    expect(stored).not.toContain(unknown);
  });

  it('forgets failures older than the window alike for a registered and an unknown e-mail', async () => {
    const known = await confirmedPlayer();
    const unknown = freshEmail('nobody');
    const answers = async (email: string, password: string) => {
      const res = await postSignIn(t.app, { email, password });
      return { status: res.statusCode, body: res.json() };
    };
    const failBoth = async (guess: string) => {
      const [a, b] = [await answers(known, guess), await answers(unknown, guess)];
      expect(b).toEqual(a);
      return a.status;
    };
    for (let i = 1; i < LOCKOUT_ATTEMPTS; i += 1) expect(await failBoth(`wrong-Guess-${i}`)).toBe(401);
    // A month later (whatever the periodic job pruned meanwhile) the next failure is a first one for both.
    clock.advance(31 * 24 * 60 * MINUTE_MS);
    await pruneSignInFailures(t.db, clock.now(), LOCKOUT);
    expect(await failBoth('wrong-Guess-a')).toBe(401);
    // Failures each within the window of the one before count up, for both, to the same lock.
    for (let i = 2; i < LOCKOUT_ATTEMPTS; i += 1) {
      clock.advance(FAILURE_WINDOW_MS - MINUTE_MS);
      expect(await failBoth(`wrong-Guess-b${i}`)).toBe(401);
    }
    clock.advance(FAILURE_WINDOW_MS);
    expect(await failBoth('wrong-Guess-c')).toBe(423);
  });

  it('prunes unknown e-mails’ failures in the periodic job, never on the sign-in path', async () => {
    const stale = freshEmail('stale');
    const locked = freshEmail('locked');
    const kept = async () => {
      const hashes = new Set((await t.db.select().from(signInFailures)).map((row) => row.emailHash));
      const hash = (email: string) => createHash('sha256').update(email.toLowerCase()).digest('hex');
      return [stale, locked].filter((email) => hashes.has(hash(email)));
    };
    await postSignIn(t.app, { email: stale, password: 'wrong-Guess-1' });
    clock.advance(31 * 24 * 60 * MINUTE_MS);
    for (let i = 1; i <= LOCKOUT_ATTEMPTS; i += 1)
      await postSignIn(t.app, { email: locked, password: `wrong-Guess-${i}` });
    // Sign-in failures a month after the stale one leave its row alone: pruning is not their work.
    expect(await kept()).toEqual([stale, locked]);
    await pruneSignInFailures(t.db, clock.now(), LOCKOUT);
    // The locked e-mail's row stays while its lock lasts; the stale one's went, and it answers as before.
    expect(await kept()).toEqual([locked]);
    expect((await postSignIn(t.app, { email: locked, password: 'wrong-Guess-y' })).statusCode).toBe(423);
    expect((await postSignIn(t.app, { email: stale, password: 'wrong-Guess-2' })).statusCode).toBe(401);
    clock.advance(LOCKOUT_COOL_DOWN_MS + FAILURE_WINDOW_MS);
    await pruneSignInFailures(t.db, clock.now(), LOCKOUT);
    expect(await kept()).toEqual([]);
  });

  it('resends the unlock link only to a locked account, answering 202 the same for anyone', async () => {
    const email = await confirmedPlayer();
    const notLocked = await call(t.app, 'POST', '/platform/users/unlock', { email });
    const unknown = await call(t.app, 'POST', '/platform/users/unlock', {
      email: 'nobody-locked@example.com',
    });
    expect(notLocked.statusCode).toBe(202);
    expect(unknown.body).toBe(notLocked.body);
    expect((await outbox(t.app, email)).filter((m) => m.template === 'unlock')).toEqual([]);

    await lockOut(email);
    const first = await mailedToken(t.app, email, 'unlock', 'unlock_token');
    const locked = await call(t.app, 'POST', '/platform/users/unlock', { email });
    expect(locked.body).toBe(notLocked.body);
    const second = await mailedToken(t.app, email, 'unlock', 'unlock_token');
    expect(second).not.toBe(first);
    expect((await call(t.app, 'GET', `/platform/users/unlock?unlock_token=${first}`)).statusCode).toBe(422);
    clock.advance(24 * 60 * MINUTE_MS + 1);
    const expired = await call(t.app, 'GET', `/platform/users/unlock?unlock_token=${second}`);
    expect(expired.json().error.code).toBe('token_expired');
  });

  it('resets a forgotten password: ends every session, unlocks, confirms, and the link works once within an hour', async () => {
    const email = freshEmail('reset');
    await call(t.app, 'POST', '/platform/users', signUpBody(email));
    // Never confirmed, and locked: a reset proves the mailbox and so confirms and unlocks.
    await t.db
      .update(players)
      .set({ emailConfirmedAt: new Date(START).toISOString() })
      .where(eq(players.email, email));
    const cookie = await cookieOf(email);
    await t.db.update(players).set({ emailConfirmedAt: null }).where(eq(players.email, email));
    await lockOut(email);

    const unknown = await call(t.app, 'POST', '/platform/users/password', {
      email: 'nobody-reset@example.com',
    });
    const known = await call(t.app, 'POST', '/platform/users/password', { email });
    expect(known.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    const token = await mailedToken(t.app, email, 'reset_password', 'reset_password_token');
    expect((await outbox(t.app, email))[0]?.links[0]).toMatch(
      /^http:\/\/localhost:3000\/sports\/users\/password\/edit\?reset_password_token=/,
    );

    // A weak or mismatched password is refused and the token stays good.
    const weak = await call(t.app, 'PUT', '/platform/users/password', {
      reset_password_token: token,
      password: 'short',
      password_confirmation: 'other',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.details.map((d: { code: string }) => d.code)).toEqual([
      'password_too_short',
      'password_too_simple',
      'password_mismatch',
    ]);
    const done = await call(t.app, 'PUT', '/platform/users/password', {
      reset_password_token: token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ email });

    const old = await t.app.inject({
      method: 'GET',
      url: '/platform/player',
      cookies: { [SESSION_COOKIE]: cookie },
    });
    expect(old.statusCode).toBe(401);
    expect((await postSignIn(t.app, { email, password: STRONG_PASSWORD })).statusCode).toBe(401);
    const signedIn = await postSignIn(t.app, { email, password: NEW_PASSWORD });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().email_confirmed).toBe(true);

    const again = await call(t.app, 'PUT', '/platform/users/password', {
      reset_password_token: token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.code).toBe('token_invalid');
  });

  it('expires a reset link after an hour', async () => {
    const email = await confirmedPlayer();
    await call(t.app, 'POST', '/platform/users/password', { email });
    const token = await mailedToken(t.app, email, 'reset_password', 'reset_password_token');
    clock.advance(60 * MINUTE_MS + 1);
    const res = await call(t.app, 'PUT', '/platform/users/password', {
      reset_password_token: token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      code: 'token_expired',
      message_key: 'error.auth.token_expired',
    });
  });

  it('changes the password of a signed-in player, ending the other sessions only, and mails them', async () => {
    const email = await confirmedPlayer();
    const here = await cookieOf(email);
    const elsewhere = await cookieOf(email);
    const change = (body: Record<string, string>) =>
      call(t.app, 'PATCH', '/platform/users/password', body, CSRF_HEADERS, { [SESSION_COOKIE]: here });

    const wrong = await change({
      current_password: 'not-it-Really-1',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.code).toBe('password_invalid');
    const weak = await change({
      current_password: STRONG_PASSWORD,
      password: email,
      password_confirmation: email,
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.details.map((d: { code: string }) => d.code)).toContain(
      'password_contains_email',
    );

    const ok = await change({
      current_password: STRONG_PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(ok.statusCode).toBe(204);
    const get = (cookie: string) =>
      t.app.inject({ method: 'GET', url: '/platform/player', cookies: { [SESSION_COOKIE]: cookie } });
    expect((await get(here)).statusCode).toBe(200);
    expect((await get(elsewhere)).statusCode).toBe(401);
    expect((await outbox(t.app, email))[0]?.template).toBe('password_changed');
    expect((await postSignIn(t.app, { email, password: NEW_PASSWORD })).statusCode).toBe(200);

    const signedOut = await call(
      t.app,
      'PATCH',
      '/platform/users/password',
      { current_password: 'x', password: 'y', password_confirmation: 'y' },
      CSRF_HEADERS,
    );
    expect(signedOut.statusCode).toBe(401);
  });

  it('confirms the password with a 5-minute token bound to the session', async () => {
    const email = await confirmedPlayer();
    const cookie = await cookieOf(email);
    const other = await cookieOf(email);
    const confirm = (password: string, c = cookie) =>
      call(t.app, 'POST', '/platform/users/password/confirm', { password }, CSRF_HEADERS, {
        [SESSION_COOKIE]: c,
      });

    const wrong = await confirm('not-it-Really-1');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.code).toBe('password_invalid');
    const res = await confirm(STRONG_PASSWORD);
    expect(res.statusCode).toBe(200);
    const { password_confirmation_token: token, expires_at } = res.json();
    expect(Date.parse(expires_at)).toBe(START + 5 * MINUTE_MS);

    const authenticator = createAuthenticator(t.db, t.deps.tokens, clock);
    const callerOf = async (c: string) => {
      const caller = await authenticator.session({ cookies: { [SESSION_COOKIE]: c } } as never);
      if (!caller) throw new Error('no session');
      return caller;
    };
    const mine = await callerOf(cookie);
    const theirs = await callerOf(other);
    await expect(verifyPasswordConfirmation(t.db, clock, mine, token)).resolves.toBeUndefined();
    // Several changes within the 5 minutes may use it.
    await expect(verifyPasswordConfirmation(t.db, clock, mine, token)).resolves.toBeUndefined();
    await expect(verifyPasswordConfirmation(t.db, clock, theirs, token)).rejects.toMatchObject({
      status: 403,
      code: 'password_confirmation_required',
    });
    await expect(verifyPasswordConfirmation(t.db, clock, mine, undefined)).rejects.toMatchObject({
      status: 403,
    });
    clock.advance(5 * MINUTE_MS);
    await expect(verifyPasswordConfirmation(t.db, clock, mine, token)).rejects.toMatchObject({
      status: 403,
    });
  });
});

describe('with the user-unlock feature off (USER_UNLOCK_ENABLED=off)', () => {
  const t = useSuiteApp('pglite', { env: { USER_UNLOCK_ENABLED: 'off' }, demoPlayers: false });

  it('mails no unlock link, refuses the unlock calls with 403, and the lock ends only by the cool-down', async () => {
    const settings = await t.app.inject({ method: 'GET', url: '/api/v2/settings' });
    expect(settings.json().platform_settings.user_unlock_enabled).toBe(false);

    const email = freshEmail('no-unlock');
    expect((await call(t.app, 'POST', '/platform/users', signUpBody(email))).statusCode).toBe(201);
    const confirmation = await mailedToken(t.app, email, 'confirmation', 'confirmation_token');
    await call(t.app, 'GET', `/platform/users/confirmation?confirmation_token=${confirmation}`);
    for (let i = 1; i <= LOCKOUT_ATTEMPTS; i += 1)
      await postSignIn(t.app, { email, password: `wrong-Guess-${i}` });
    expect((await postSignIn(t.app, { email, password: STRONG_PASSWORD })).statusCode).toBe(423);
    expect((await outbox(t.app, email)).filter((m) => m.template === 'unlock')).toEqual([]);

    const resend = await call(t.app, 'POST', '/platform/users/unlock', { email });
    expect(resend.statusCode).toBe(403);
    expect(resend.json().error).toMatchObject({
      code: 'user_unlock_disabled',
      message_key: 'error.auth.user_unlock_disabled',
    });
    const unlock = await call(t.app, 'GET', '/platform/users/unlock?unlock_token=any-token');
    expect(unlock.statusCode).toBe(403);
    expect(unlock.json().error.code).toBe('user_unlock_disabled');
    expect((await outbox(t.app, email)).filter((m) => m.template === 'unlock')).toEqual([]);
    const [row] = await t.db.select().from(players).where(eq(players.email, email));
    expect(row?.lockedAt).not.toBeNull();
  });
});
