import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/clock';
import { accounts, accountTokens, players } from '../../src/db/schema';
import { DEMO_EMAIL, postSignIn } from '../platform/sign-in-helpers';
import { testDatabaseKinds } from '../support/database';
import { useSuiteApp } from '../support/suite-app';
import { call, freshEmail, mailedToken, outbox, STRONG_PASSWORD, signUpBody } from './accounts-helpers';

const START = Date.parse('2026-11-22T10:00:00.000Z');
const HOUR_MS = 60 * 60 * 1000;

describe.each(testDatabaseKinds())('sign-up and e-mail confirmation on %s', (kind) => {
  const clock = new ManualClock(START);

  // The operator requires the confirmed e-mail before sign-in (EMAIL_CONFIRMATION_REQUIRED=on).
  const t = useSuiteApp(kind, {
    clock,
    env: { WEB_ORIGIN: 'https://bet.example.com', EMAIL_CONFIRMATION_REQUIRED: 'on' },
  });

  const signUp = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    call(t.app, 'POST', '/platform/users', body, headers);

  it('signs up, mails a confirmation link, refuses sign-in until it is followed, then signs in', async () => {
    const email = freshEmail();
    const res = await signUp(
      signUpBody(` ${email.toUpperCase()} `, { ctag: 'aff-1', gclid: 'g-9', first_name: 'Ada' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ email, confirmation_required: true });
    expect(res.headers['set-cookie']).toBeUndefined();

    const [player] = await t.db.select().from(players).where(eq(players.email, email));
    expect(player).toMatchObject({
      currency: 'EUR',
      country: 'DE',
      dateOfBirth: '1990-04-12',
      firstName: 'Ada',
      emailConfirmedAt: null,
      affiliate: { ctag: 'aff-1', gclid: 'g-9' },
    });
    expect(player?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(player?.termsAcceptedAt).not.toBeNull();
    const opened = await t.db
      .select()
      .from(accounts)
      .where(eq(accounts.playerId, player?.id ?? 0));
    expect(opened).toMatchObject([{ currency: 'EUR', balance: 0, active: true }]);

    const [mail] = await outbox(t.app, email);
    expect(mail).toMatchObject({ channel: 'email', template: 'confirmation', locale: 'en' });
    expect(mail?.links[0]).toMatch(
      /^https:\/\/bet\.example\.com\/sports\/users\/confirmation\?confirmation_token=/,
    );
    expect(mail?.html).toContain(
      'href="https://bet.example.com/sports/users/confirmation?confirmation_token=',
    );

    const early = await postSignIn(t.app, { email, password: STRONG_PASSWORD });
    expect(early.statusCode).toBe(401);
    expect(early.json().error).toMatchObject({ code: 'unconfirmed', message_key: 'error.auth.unconfirmed' });
    // A wrong password does not reveal that the e-mail waits for confirmation.
    const wrong = await postSignIn(t.app, { email, password: 'not-the-Password-1' });
    expect(wrong.json().error.code).toBe('invalid_credentials');

    const token = await mailedToken(t.app, email, 'confirmation', 'confirmation_token');
    const confirmed = await call(t.app, 'GET', `/platform/users/confirmation?confirmation_token=${token}`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email });

    const signedIn = await postSignIn(t.app, { email, password: STRONG_PASSWORD });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ email, email_confirmed: true, date_of_birth: '1990-04-12' });

    // Single use: the same link again is refused.
    const again = await call(t.app, 'GET', `/platform/users/confirmation?confirmation_token=${token}`);
    expect(again.statusCode).toBe(422);
    expect(again.json().error).toMatchObject({
      code: 'token_invalid',
      message_key: 'error.auth.token_invalid',
    });
  });

  it('stores only the hash of a mailed token', async () => {
    const email = freshEmail();
    await signUp(signUpBody(email));
    const token = await mailedToken(t.app, email, 'confirmation', 'confirmation_token');
    const rows = await t.db.select().from(accountTokens);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('answers a second sign-up with the same e-mail exactly like the first, and mails the owner instead', async () => {
    const email = freshEmail();
    const first = await signUp(signUpBody(email));
    const second = await signUp(
      signUpBody(email.toUpperCase(), {
        password: 'other-Password-99',
        password_confirmation: 'other-Password-99',
        currency: 'USD',
      }),
    );
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.body).toBe(first.body);
    const rows = await t.db.select().from(players).where(eq(players.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.currency).toBe('EUR');
    const mails = await outbox(t.app, email);
    expect(mails.map((m) => m.template)).toEqual(['sign_up_existing', 'confirmation']);
    expect(mails[0]?.links[0]).toBe('https://bet.example.com/sports/users/sign-in');

    // The demo player (confirmed) is told too; nothing about the account changes.
    const demo = await signUp(signUpBody(DEMO_EMAIL));
    expect(demo.statusCode).toBe(201);
    expect(demo.json()).toEqual({ email: DEMO_EMAIL, confirmation_required: true });
  });

  it('answers every field problem at once with codes and message keys, creating nothing', async () => {
    const email = 'not-an-email';
    const res = await signUp(
      signUpBody(email, {
        password: 'short',
        password_confirmation: 'shorter',
        currency: 'XYZ',
        country: 'ZZ',
        date_of_birth: '2015-02-30',
        terms_accepted: false,
        locale: 'xx',
      }),
    );
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('validation_failed');
    expect(error.details.map((d: { path: string; code: string }) => [d.path, d.code])).toEqual([
      ['body.email', 'email_invalid'],
      ['body.password', 'password_too_short'],
      ['body.password', 'password_too_simple'],
      ['body.password_confirmation', 'password_mismatch'],
      ['body.currency', 'currency_not_offered'],
      ['body.country', 'country_invalid'],
      ['body.date_of_birth', 'date_of_birth_invalid'],
      ['body.terms_accepted', 'terms_not_accepted'],
      ['body.locale', 'locale_not_supported'],
    ]);
    for (const detail of error.details) expect(detail.message_key).toMatch(/^error\./);
    expect(await t.db.select().from(players).where(eq(players.email, email))).toEqual([]);
  });

  it.each([
    [
      'a weak password',
      { password: 'abcdefghijkl', password_confirmation: 'abcdefghijkl' },
      'password_too_simple',
    ],
    [
      'a well-known password',
      { password: 'Password123', password_confirmation: 'Password123' },
      'password_common',
    ],
    ['mismatched passwords', { password_confirmation: `${STRONG_PASSWORD}!` }, 'password_mismatch'],
    ['someone under 18', { date_of_birth: '2008-11-23' }, 'underage'],
    ['a malformed e-mail', { email: 'alex@@example.com' }, 'email_invalid'],
  ])('refuses %s', async (_case, overrides, code) => {
    const res = await signUp(signUpBody(freshEmail(), overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.map((d: { code: string }) => d.code)).toEqual([code]);
  });

  it('accepts someone who turns 18 today', async () => {
    const res = await signUp(signUpBody(freshEmail(), { date_of_birth: '2008-11-22' }));
    expect(res.statusCode).toBe(201);
  });

  it('answers an unknown field or a missing one with 400 before anything else', async () => {
    const extra = await signUp({ ...signUpBody(freshEmail()), admin: true });
    expect(extra.statusCode).toBe(400);
    const { terms_accepted: _omit, ...missing } = signUpBody(freshEmail());
    const res = await signUp(missing);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toContainEqual(expect.objectContaining({ path: 'body.terms_accepted' }));
  });

  it('writes mails in the sign-up locale (German), other languages in English', async () => {
    const de = freshEmail();
    await signUp(signUpBody(de, { locale: 'de' }));
    const [german] = await outbox(t.app, de);
    expect(german).toMatchObject({ locale: 'de', subject: 'Bestätige deine E-Mail-Adresse' });
    expect(german?.links[0]).toMatch(/^https:\/\/bet\.example\.com\/de\/sports\/users\/confirmation\?/);

    const tr = freshEmail();
    await signUp(signUpBody(tr), { 'accept-language': 'tr' });
    const [turkish] = await outbox(t.app, tr);
    expect(turkish).toMatchObject({ locale: 'en', subject: 'Confirm your e-mail address' });
    expect(turkish?.links[0]).toMatch(/^https:\/\/bet\.example\.com\/tr\/sports\/users\/confirmation\?/);
  });

  it('expires the confirmation link after 24 hours and answers a resend with a fresh one', async () => {
    const email = freshEmail();
    await signUp(signUpBody(email));
    const old = await mailedToken(t.app, email, 'confirmation', 'confirmation_token');
    clock.advance(24 * HOUR_MS + 1000);
    try {
      const expired = await call(t.app, 'GET', `/platform/users/confirmation?confirmation_token=${old}`);
      expect(expired.statusCode).toBe(422);
      expect(expired.json().error.code).toBe('token_expired');

      const resend = await call(t.app, 'POST', '/platform/users/confirmation', { email });
      expect(resend.statusCode).toBe(202);
      expect(resend.json()).toEqual({ status: 'accepted' });
      const fresh = await mailedToken(t.app, email, 'confirmation', 'confirmation_token');
      expect(fresh).not.toBe(old);
      const ok = await call(t.app, 'GET', `/platform/users/confirmation?confirmation_token=${fresh}`);
      expect(ok.statusCode).toBe(200);
    } finally {
      clock.set(START);
    }
  });

  it('retires an older confirmation link when a new one is mailed', async () => {
    const email = freshEmail();
    await signUp(signUpBody(email));
    const first = await mailedToken(t.app, email, 'confirmation', 'confirmation_token');
    await call(t.app, 'POST', '/platform/users/confirmation', { email });
    // The new link arrives (mail goes out after the answer), and from then on the old one is retired.
    expect(await mailedToken(t.app, email, 'confirmation', 'confirmation_token')).not.toBe(first);
    const res = await call(t.app, 'GET', `/platform/users/confirmation?confirmation_token=${first}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('token_invalid');
  });

  it('answers a resend the same for unknown, unconfirmed and confirmed e-mails, mailing only the unconfirmed', async () => {
    const email = freshEmail();
    await signUp(signUpBody(email));
    const answers = await Promise.all(
      [email, 'nobody-at-all@example.com', DEMO_EMAIL].map((e) =>
        call(t.app, 'POST', '/platform/users/confirmation', { email: e }),
      ),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(202);
      expect(res.body).toBe(answers[0]?.body);
    }
    expect(await outbox(t.app, 'nobody-at-all@example.com')).toEqual([]);
    expect((await outbox(t.app, DEMO_EMAIL)).filter((m) => m.template === 'confirmation')).toEqual([]);
  });

  it('refuses a made-up or oversized token with 422 or 400, never 500', async () => {
    const madeUp = await call(t.app, 'GET', '/platform/users/confirmation?confirmation_token=not-a-token');
    expect(madeUp.statusCode).toBe(422);
    const huge = await call(
      t.app,
      'GET',
      `/platform/users/confirmation?confirmation_token=${'x'.repeat(500)}`,
    );
    expect(huge.statusCode).toBe(400);
    const missing = await call(t.app, 'GET', '/platform/users/confirmation');
    expect(missing.statusCode).toBe(400);
  });
});

describe('sign-up and sign-in from blocked countries', () => {
  const t = useSuiteApp('pglite', {
    env: {
      BLOCKED_COUNTRIES: 'us',
      SIGN_UP_BLOCKED_COUNTRIES: 'FR',
      SIGN_IN_BLOCKED_COUNTRIES: 'GB',
      COUNTRY_HEADER: 'cf-ipcountry',
    },
  });

  it('refuses sign-up from a blocked country (the proxy header) or declaring one, with 403 country_blocked', async () => {
    for (const [header, country] of [
      ['US', 'DE'],
      ['FR', 'DE'],
      ['DE', 'US'],
    ]) {
      const email = freshEmail();
      const res = await call(t.app, 'POST', '/platform/users', signUpBody(email, { country }), {
        'cf-ipcountry': header ?? '',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({
        code: 'country_blocked',
        message_key: 'error.platform.country_blocked',
      });
      expect(await t.db.select().from(players).where(eq(players.email, email))).toEqual([]);
    }
    // Sign-in only blocks: sign-up from there is fine.
    const gb = await call(t.app, 'POST', '/platform/users', signUpBody(freshEmail()), {
      'cf-ipcountry': 'GB',
    });
    expect(gb.statusCode).toBe(201);
  });

  it('refuses sign-in from a country blocked for sign-in or everything, before checking the password', async () => {
    for (const country of ['GB', 'US']) {
      const res = await postSignIn(
        t.app,
        { email: DEMO_EMAIL, password: 'demo-password' },
        { 'cf-ipcountry': country },
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('country_blocked');
    }
    const fr = await postSignIn(
      t.app,
      { email: DEMO_EMAIL, password: 'demo-password' },
      { 'cf-ipcountry': 'FR' },
    );
    expect(fr.statusCode).toBe(200);
    // Only the configured header counts.
    const other = await postSignIn(
      t.app,
      { email: DEMO_EMAIL, password: 'demo-password' },
      { 'x-country-code': 'US' },
    );
    expect(other.statusCode).toBe(200);
  });

  it('shows the lists in the settings', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/settings' });
    expect(res.json().platform_settings).toMatchObject({
      blocked_countries: ['US'],
      sign_up_blocked_countries: ['FR'],
      sign_in_blocked_countries: ['GB'],
    });
  });
});
