import {
  PLATFORM_ACCEPT,
  PLATFORM_APP_HEADER,
  PLATFORM_APP_NAME,
  SESSION_COOKIE,
} from '@sportsbook/contract/platform/platform-calls';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashSessionToken } from '../../src/auth/authenticator';
import { ManualClock } from '../../src/clock';
import { sessions } from '../../src/db/schema';
import { toIsoUtc } from '../../src/db/time';
import { DEMO_PASSWORD } from '../../src/platform/demo-players';
import { SESSION_TTL_SECONDS } from '../../src/platform/session-service';
import { testDatabaseKinds } from '../support/database';
import { useSuiteApp } from '../support/suite-app';
import { clearLockout, DEMO_EMAIL, postSignIn, SIGN_IN_URL, signInCookie } from './sign-in-helpers';

const START = Date.parse('2026-11-22T10:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

describe.each(testDatabaseKinds())('sign-in and sign-out on %s', (kind) => {
  const clock = new ManualClock(START);

  const t = useSuiteApp(kind, { clock });

  it('signs in with the e-mail in any case and spacing, answering the player', async () => {
    const res = await postSignIn(t.app, { email: '  Demo@Example.COM ', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: DEMO_EMAIL, currency: 'EUR', auth_fields_missed: [] });
  });

  it('sets an HttpOnly, SameSite=Lax session cookie on / that lives as long as the session', async () => {
    const res = await postSignIn(t.app, { email: DEMO_EMAIL, password: DEMO_PASSWORD });
    const header = String(res.headers['set-cookie']);
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax', maxAge: SESSION_TTL_SECONDS });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(header).not.toMatch(/Secure/i);

    const stored = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(cookie?.value ?? '')));
    expect(stored).toHaveLength(1);
    expect(Date.parse(toIsoUtc(stored[0]?.expiresAt ?? ''))).toBe(START + SESSION_TTL_SECONDS * 1000);
    // Only the hash is kept: no column holds the token itself.
    expect(JSON.stringify(stored)).not.toContain(cookie?.value);
  });

  it('marks the cookie Secure when an https proxy forwarded the request', async () => {
    const res = await postSignIn(
      t.app,
      { email: DEMO_EMAIL, password: DEMO_PASSWORD },
      { 'x-forwarded-proto': 'https' },
    );
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBe(true);
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const wrong = await postSignIn(t.app, { email: DEMO_EMAIL, password: 'not-the-password' });
    const unknown = await postSignIn(t.app, { email: 'nobody@example.com', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      error: {
        code: 'invalid_credentials',
        message: 'the e-mail or the password is not right',
        message_key: 'error.auth.invalid_credentials',
      },
    });
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('spends as long on an unknown e-mail as on a wrong password (argon2 against a dummy hash)', async () => {
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      let started = performance.now();
      await postSignIn(t.app, { email: DEMO_EMAIL, password: `wrong-${i}` });
      wrong.push(performance.now() - started);
      started = performance.now();
      await postSignIn(t.app, { email: `nobody-${i}@example.com`, password: `wrong-${i}` });
      unknown.push(performance.now() - started);
      // Five failures in a row would lock the account (its 423 skips argon2): start each round afresh.
      await clearLockout(t.db, DEMO_EMAIL);
    }
    // Without the dummy verification an unknown e-mail answers in a few ms against ~20 ms of argon2.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.5);
  });

  it.each([
    ['malformed JSON', '{"email": "demo@example.com", ', 'bad_request', undefined],
    [
      'an unknown field',
      JSON.stringify({ email: DEMO_EMAIL, password: 'x', admin: true }),
      'validation_failed',
      'body',
    ],
    ['a missing field', JSON.stringify({ email: DEMO_EMAIL }), 'validation_failed', 'body.password'],
  ])('answers %s with 400 and what is wrong', async (_case, payload, code, detailPath) => {
    const res = await t.app.inject({
      method: 'POST',
      url: SIGN_IN_URL,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.200' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    const error = res.json().error;
    expect(error.code).toBe(code);
    expect(error.message.length).toBeGreaterThan(0);
    if (detailPath) expect(error.details).toContainEqual(expect.objectContaining({ path: detailPath }));
  });

  it('answers JSON to the versioned Accept and app headers the web client sends', async () => {
    const cookie = await signInCookie(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/platform/player',
      headers: { accept: PLATFORM_ACCEPT, [PLATFORM_APP_HEADER]: PLATFORM_APP_NAME },
      cookies: { [SESSION_COOKIE]: cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().email).toBe(DEMO_EMAIL);
  });

  it('signs out: the session stops working and the cookie is cleared', async () => {
    const cookie = await signInCookie(t.app);
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/platform/users/sign_out',
      cookies: { [SESSION_COOKIE]: cookie },
    });
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    const cleared = out.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cleared).toMatchObject({ value: '', maxAge: 0, path: '/', httpOnly: true });

    const after = await t.app.inject({
      method: 'GET',
      url: '/platform/player',
      cookies: { [SESSION_COOKIE]: cookie },
    });
    expect(after.statusCode).toBe(401);
  });

  it('signs out with 204 when there is no session, or an unknown one', async () => {
    const none = await t.app.inject({ method: 'DELETE', url: '/platform/users/sign_out' });
    expect(none.statusCode).toBe(204);
    const unknown = await t.app.inject({
      method: 'DELETE',
      url: '/platform/users/sign_out',
      cookies: { [SESSION_COOKIE]: 'not-a-session' },
    });
    expect(unknown.statusCode).toBe(204);
  });

  it('replaces the session the browser still held when it signs in again', async () => {
    const first = await signInCookie(t.app);
    const res = await postSignIn(
      t.app,
      { email: DEMO_EMAIL, password: DEMO_PASSWORD },
      { cookie: `${SESSION_COOKIE}=${first}` },
    );
    expect(res.statusCode).toBe(200);
    const old = await t.app.inject({
      method: 'GET',
      url: '/platform/player',
      cookies: { [SESSION_COOKIE]: first },
    });
    expect(old.statusCode).toBe(401);
  });

  it('ends the session after 30 days', async () => {
    const cookie = await signInCookie(t.app);
    const get = () =>
      t.app.inject({ method: 'GET', url: '/platform/player', cookies: { [SESSION_COOKIE]: cookie } });
    clock.advance(30 * DAY_MS - 1000);
    expect((await get()).statusCode).toBe(200);
    clock.advance(2000);
    expect((await get()).statusCode).toBe(401);
    clock.set(START);
  });
});

describe('the session cookie with SameSite=None', () => {
  const t = useSuiteApp('pglite', { env: { COOKIE_SAMESITE: 'none' } });

  it('is always Secure, as browsers require for cross-site cookies', async () => {
    const res = await postSignIn(t.app, { email: DEMO_EMAIL, password: DEMO_PASSWORD });
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toMatchObject({
      sameSite: 'None',
      secure: true,
    });
  });
});
