import { SESSION_COOKIE } from '@sportsbook/contract/platform/platform-calls';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/clock';
import { players } from '../../src/db/schema';
import { CSRF_HEADERS, postSignIn } from '../platform/sign-in-helpers';
import { testDatabaseKinds } from '../support/database';
import { useSuiteApp } from '../support/suite-app';
import { call, freshEmail, mailedToken, outbox, STRONG_PASSWORD, signUpBody } from './accounts-helpers';

const START = Date.parse('2026-11-22T10:00:00.000Z');
const WEB = 'https://bet.example.com';

describe.each(testDatabaseKinds())('playing before the e-mail is confirmed on %s', (kind) => {
  const clock = new ManualClock(START);
  // The default setting: EMAIL_CONFIRMATION_REQUIRED unset (off).
  const t = useSuiteApp(kind, { clock, env: { WEB_ORIGIN: WEB } });

  it('lets a new player sign in, deposit and see it in their transactions at once; the confirmation mail still goes out', async () => {
    const email = freshEmail('eager');
    const res = await call(t.app, 'POST', '/platform/users', signUpBody(email));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ email, confirmation_required: false });
    expect(res.headers['set-cookie']).toBeUndefined();

    const signedIn = await postSignIn(t.app, { email, password: STRONG_PASSWORD });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ email, email_confirmed: false });
    const cookie = signedIn.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? '';

    const paid = await t.app.inject({
      method: 'POST',
      url: '/platform/payments',
      headers: { ...CSRF_HEADERS, origin: WEB },
      cookies: { [SESSION_COOKIE]: cookie },
      payload: {
        amount: '20',
        currency: 'EUR',
        card_number: '4242 4242 4242 4242',
        expiry: '12/30',
        cvc: '123',
      },
    });
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toMatchObject({ status: 'success', amount: 2000 });
    const listed = await t.app.inject({
      method: 'GET',
      url: '/platform/wallet/transactions',
      cookies: { [SESSION_COOKIE]: cookie },
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({
      data: [{ kind: 'deposit', amount: 2000, currency: 'EUR', subunits: 100, balance_after: 2000 }],
      pagination: { total: 1, page: 1, last_page: 1 },
    });

    // The confirmation mail went out all the same, and its link still confirms the address.
    const [mail] = await outbox(t.app, email);
    expect(mail).toMatchObject({ template: 'confirmation' });
    const token = await mailedToken(t.app, email, 'confirmation', 'confirmation_token');
    const confirmed = await call(t.app, 'GET', `/platform/users/confirmation?confirmation_token=${token}`);
    expect(confirmed.statusCode).toBe(200);
    const [row] = await t.db.select().from(players).where(eq(players.email, email));
    expect(row?.emailConfirmedAt).not.toBeNull();
  });

  it('still refuses a wrong password with the same words', async () => {
    const email = freshEmail('eager-wrong');
    await call(t.app, 'POST', '/platform/users', signUpBody(email));
    const wrong = await postSignIn(t.app, { email, password: 'not-the-Password-1' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('invalid_credentials');
  });
});
