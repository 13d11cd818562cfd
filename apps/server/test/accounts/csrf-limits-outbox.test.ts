import { SESSION_COOKIE } from '@sportsbook/contract/platform/platform-calls';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_CALLS_PER_IP, ACCOUNT_MAILS_PER_EMAIL } from '../../src/accounts/account-rate-limits';
import { outboxMessages } from '../../src/db/schema';
import { LOCKOUT_ATTEMPTS } from '../../src/platform/session-service';
import { SIGN_IN_ATTEMPTS_PER_ACCOUNT } from '../../src/platform/sign-in-rate-limit';
import {
  CSRF_HEADERS,
  DEMO_EMAIL,
  DEMO2_EMAIL,
  freshClientIp,
  postSignIn,
  signInCookie,
} from '../platform/sign-in-helpers';
import { testDatabaseKinds } from '../support/database';
import { useSuiteApp } from '../support/suite-app';
import { call, freshEmail, outbox, signUpBody } from './accounts-helpers';

describe.each(testDatabaseKinds())('CSRF protection, rate limits and the outbox on %s', (kind) => {
  const t = useSuiteApp(kind, { env: { WEB_ORIGIN: 'https://bet.example.com' } });

  const changeLocale = (headers: Record<string, string>, cookie: string) =>
    t.app.inject({
      method: 'PATCH',
      url: '/platform/player/update_locale',
      headers,
      cookies: { [SESSION_COOKIE]: cookie },
      payload: { locale: 'en' },
    });

  it('refuses a cookie-authenticated change without the x-app header or from another site (403 csrf_failed)', async () => {
    const cookie = await signInCookie(t.app, DEMO2_EMAIL);
    const noHeader = await changeLocale({}, cookie);
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json().error).toMatchObject({
      code: 'csrf_failed',
      message_key: 'error.platform.csrf_failed',
    });
    const crossSite = await changeLocale({ ...CSRF_HEADERS, origin: 'https://evil.example' }, cookie);
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().error.code).toBe('csrf_failed');
    const opaque = await changeLocale({ ...CSRF_HEADERS, origin: 'null' }, cookie);
    expect(opaque.statusCode).toBe(403);

    // The web product: its origin, or a page of the host the web proxy forwarded (X-Forwarded-Host).
    expect(
      (await changeLocale({ ...CSRF_HEADERS, origin: 'https://bet.example.com' }, cookie)).statusCode,
    ).toBe(200);
    const proxied = await changeLocale(
      { ...CSRF_HEADERS, origin: 'http://127.0.0.1:3000', 'x-forwarded-host': '127.0.0.1:3000' },
      cookie,
    );
    expect(proxied.statusCode).toBe(200);
    expect((await changeLocale(CSRF_HEADERS, cookie)).statusCode).toBe(200);
  });

  it('refuses sign-up and sign-in posted from another site, nothing created', async () => {
    const email = freshEmail('csrf');
    const signUp = await call(t.app, 'POST', '/platform/users', signUpBody(email), {
      origin: 'https://evil.example',
    });
    expect(signUp.statusCode).toBe(403);
    expect(signUp.json().error.code).toBe('csrf_failed');
    expect(await outbox(t.app, email)).toEqual([]);
    const signIn = await postSignIn(
      t.app,
      { email: DEMO_EMAIL, password: 'demo-password' },
      { origin: 'https://evil.example' },
    );
    expect(signIn.statusCode).toBe(403);
    expect(signIn.headers['set-cookie']).toBeUndefined();
    // Same site: fine.
    const ok = await call(t.app, 'POST', '/platform/users', signUpBody(email), {
      origin: 'https://bet.example.com',
    });
    expect(ok.statusCode).toBe(201);
  });

  it('limits mails to one address (5 per 15 minutes from anywhere) with 429 and Retry-After', async () => {
    const email = freshEmail('limit');
    for (let i = 0; i < ACCOUNT_MAILS_PER_EMAIL; i += 1)
      expect((await call(t.app, 'POST', '/platform/users/password', { email })).statusCode).toBe(202);
    const limited = await call(t.app, 'POST', '/platform/users/password', { email: email.toUpperCase() });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({
      code: 'rate_limited',
      message_key: 'error.platform.rate_limited',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held up.
    expect((await call(t.app, 'POST', '/platform/users/password', { email: freshEmail() })).statusCode).toBe(
      202,
    );
  });

  it('limits accounts calls per client IP', async () => {
    const ip = freshClientIp();
    for (let i = 0; i < ACCOUNT_CALLS_PER_IP; i += 1) {
      const res = await call(t.app, 'GET', `/platform/users/unlock?unlock_token=guess-${i}`, undefined, {
        'x-forwarded-for': ip,
      });
      expect(res.statusCode).toBe(422);
    }
    const limited = await call(t.app, 'GET', '/platform/users/unlock?unlock_token=guess', undefined, {
      'x-forwarded-for': ip,
    });
    expect(limited.statusCode).toBe(429);
  });

  it('limits sign-ins per account from all client IPs together', async () => {
    const email = freshEmail('spread');
    for (let i = 0; i < SIGN_IN_ATTEMPTS_PER_ACCOUNT; i += 1)
      // The unknown e-mail locks after 5 failures (423) as a registered one would; the limit counts on.
      expect((await postSignIn(t.app, { email, password: `guess-${i}-Aa` })).statusCode).toBe(
        i < LOCKOUT_ATTEMPTS - 1 ? 401 : 423,
      );
    const limited = await postSignIn(t.app, { email, password: 'guess-Aa' });
    expect(limited.statusCode).toBe(429);
  });

  it('serves the outbox as a page (escaped, links clickable, newest first) and as JSON', async () => {
    const email = freshEmail('page');
    await call(t.app, 'POST', '/platform/users', signUpBody(email, { first_name: '<script>x</script>' }));
    await call(t.app, 'POST', '/platform/users/confirmation', { email });
    const page = await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(email)}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(
      '<a href="https://bet.example.com/sports/users/confirmation?confirmation_token=',
    );
    expect(page.body).not.toContain('<script>');
    const json = await outbox(t.app, email);
    expect(json).toHaveLength(2);
    expect((json[0]?.id ?? 0) > (json[1]?.id ?? 0)).toBe(true);
    const all = await t.app.inject({ method: 'GET', url: '/dev/outbox.json?limit=1' });
    expect(all.json().messages).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox.json?limit=0' })).statusCode).toBe(400);
  });
});

describe('mail through SMTP', () => {
  // Nothing listens on port 9: delivery fails, which must not change the answer.
  const t = useSuiteApp('pglite', { env: { SMTP_URL: 'smtp://127.0.0.1:9' }, demoPlayers: false });

  it('keeps nothing in the outbox, serves no outbox pages, and answers sign-up the same when delivery fails', async () => {
    const res = await call(t.app, 'POST', '/platform/users', signUpBody(freshEmail('smtp')));
    expect(res.statusCode).toBe(201);
    expect(await t.db.select().from(outboxMessages)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox.json' })).statusCode).toBe(404);
  });
});
