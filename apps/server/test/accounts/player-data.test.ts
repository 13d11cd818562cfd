import { SESSION_COOKIE } from '@sportsbook/contract/platform/platform-calls';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashSessionToken } from '../../src/auth/authenticator';
import { ManualClock } from '../../src/clock';
import { accountLedger, accounts, players, sessions } from '../../src/db/schema';
import { CSRF_HEADERS, DEMO_EMAIL, DEMO2_EMAIL, signInCookie } from '../platform/sign-in-helpers';
import { testDatabaseKinds } from '../support/database';
import { useSuiteApp } from '../support/suite-app';
import { call, outbox } from './accounts-helpers';

const START = Date.parse('2026-11-22T10:00:00.000Z');

describe.each(testDatabaseKinds())("the player's own data on %s", (kind) => {
  let cookie: string;
  const clock = new ManualClock(START);

  const t = useSuiteApp(kind, { clock });
  beforeAll(async () => {
    cookie = await signInCookie(t.app, DEMO2_EMAIL);
  });
  beforeEach(() => clock.set(START));

  const send = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, c = cookie) =>
    call(t.app, method, url, payload, method === 'GET' ? {} : CSRF_HEADERS, { [SESSION_COOKIE]: c });

  it('answers the new player fields', async () => {
    const res = await send('GET', '/platform/player');
    expect(res.json()).toMatchObject({
      email_confirmed: true,
      phone_verified: false,
      date_of_birth: '1985-09-30',
    });
  });

  it('switches between the currencies the player holds accounts in and refuses others, nothing changed', async () => {
    const demo = await signInCookie(t.app, DEMO_EMAIL);
    const usd = await send('POST', '/platform/player/accounts', { currency: 'USD' }, demo);
    expect(usd.statusCode).toBe(200);
    expect(usd.json()).toEqual({
      player: expect.objectContaining({ currency: 'USD' }),
      account: expect.objectContaining({ currency: 'USD', balance: 100_000, active: true }),
    });
    const back = await send('POST', '/platform/player/accounts', { currency: 'EUR' }, demo);
    expect(back.json()).toMatchObject({ player: { currency: 'EUR' }, account: { balance: 100_000 } });

    const accountsBefore = await t.db.select().from(accounts).orderBy(accounts.id);
    // Spec §4: a currency the player has no account in is not switched to; an inactive account counts as none.
    for (const [cookieOf, currency] of [
      [cookie, 'USD'],
      [demo, 'GBP'],
    ] as const) {
      const refused = await send('POST', '/platform/player/accounts', { currency }, cookieOf);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error).toMatchObject({
        code: 'no_account_in_currency',
        message_key: 'error.platform.no_account_in_currency',
      });
    }
    expect(await t.db.select().from(accounts).orderBy(accounts.id)).toEqual(accountsBefore);
    expect((await send('GET', '/platform/player')).json().currency).toBe('EUR');
    expect((await send('GET', '/platform/player', undefined, demo)).json().currency).toBe('EUR');
    const list = await send('GET', '/platform/player/accounts');
    expect(list.json().map((a: { currency: string }) => a.currency)).toEqual(['EUR']);

    const bad = await send('POST', '/platform/player/accounts', { currency: 'XYZ' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error).toMatchObject({
      code: 'currency_not_offered',
      message_key: 'error.platform.currency_not_offered',
    });
    const malformed = await send('POST', '/platform/player/accounts', { currency: 'eur' });
    expect(malformed.statusCode).toBe(400);
    expect((await send('GET', '/platform/player')).json().currency).toBe('EUR');
  });

  it('updates the locale to a served language and refuses others', async () => {
    const de = await send('PATCH', '/platform/player/update_locale', { locale: 'de' });
    expect(de.json()).toEqual({ language: 'de' });
    const br = await send('PATCH', '/platform/player/update_locale', { locale: 'br' });
    expect(br.json()).toEqual({ language: 'pt-BR' });
    const bad = await send('PATCH', '/platform/player/update_locale', { locale: 'xx' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.code).toBe('locale_not_supported');
    expect((await send('GET', '/platform/player')).json().language).toBe('pt-BR');
    await send('PATCH', '/platform/player/update_locale', { locale: 'en' });
  });

  it('counts comp points, 1 per 10 units staked less refunds, and answers 401 without a session', async () => {
    const [player] = await t.db.select().from(players).where(eq(players.email, DEMO2_EMAIL));
    const [eur] = await t.db
      .select()
      .from(accounts)
      .where(eq(accounts.playerId, player?.id ?? 0));
    const now = new Date(START).toISOString();
    const entry = (amount: number, kind: string, balanceAfter: number) => ({
      accountId: eur?.id ?? 0,
      amount,
      kind,
      balanceAfter,
      createdAt: now,
    });
    expect((await send('GET', '/platform/player/comp_points')).json()).toEqual({
      points: 0,
      programme: { min: 100, max: 100_000 },
    });
    await t.db
      .insert(accountLedger)
      .values([
        entry(-12_550, 'bet_stake', 87_450),
        entry(-1_000, 'bet_stake', 86_450),
        entry(1_000, 'bet_refund', 87_450),
        entry(50_000, 'bet_win', 137_450),
      ]);
    // 125.50 EUR staked: 12 points; the refunded 10 EUR and the win count for nothing.
    expect((await send('GET', '/platform/player/comp_points')).json().points).toBe(12);
    const none = await t.app.inject({ method: 'GET', url: '/platform/player/comp_points' });
    expect(none.statusCode).toBe(401);
  });

  it('lists status groups: loyalty levels by comp points, the test group 90 and the assigned ones', async () => {
    const demo = await signInCookie(t.app, DEMO_EMAIL);
    const groups = (await send('GET', '/platform/player/status_groups', undefined, demo)).json();
    expect(groups.map((g: { id: number }) => g.id)).toEqual([1, 2, 3, 4, 90, 91, 95]);
    expect(groups.filter((g: { member: boolean }) => g.member).map((g: { key: string }) => g.key)).toEqual([
      'bronze',
      'test',
      'deposit_reminder',
    ]);
    expect((await send('GET', '/platform/player', undefined, demo)).json().statuses).toEqual([90, 91]);
  });

  it('completes missing sign-up fields only (PATCH /player), checking country and age', async () => {
    const [row] = await t.db
      .insert(players)
      .values({
        email: 'fields@example.com',
        passwordHash: 'x',
        currency: 'EUR',
        emailConfirmedAt: new Date(START).toISOString(),
      })
      .returning();
    const hash = `fields-${row?.id}`;
    await t.db.insert(sessions).values({
      playerId: row?.id ?? 0,
      tokenHash: hashSessionToken(hash),
      expiresAt: new Date(START + 3_600_000).toISOString(),
    });
    const before = await send('GET', '/platform/player', undefined, hash);
    expect(before.json().auth_fields_missed).toEqual(['first_name', 'last_name', 'country']);

    const bad = await send('PATCH', '/platform/player', { country: 'ZZ', date_of_birth: '2010-01-01' }, hash);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.map((d: { code: string }) => d.code)).toEqual([
      'country_invalid',
      'underage',
    ]);
    const ok = await send(
      'PATCH',
      '/platform/player',
      { first_name: 'Fay', last_name: 'Fields', country: 'AT', date_of_birth: '1970-01-01' },
      hash,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      first_name: 'Fay',
      country: 'AT',
      date_of_birth: '1970-01-01',
      auth_fields_missed: [],
    });
    const again = await send('PATCH', '/platform/player', { country: 'DE' }, hash);
    expect(again.statusCode).toBe(422);
    expect(again.json().error).toMatchObject({
      code: 'field_already_set',
      message_key: 'error.auth.field_already_set',
    });
  });

  it('exposes what the web needs in the settings', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/settings' });
    expect(res.json().platform_settings).toMatchObject({
      phone_verification_required: false,
      quick_deposit_enabled: true,
      quick_deposit_status_group_id: 90,
      user_unlock_enabled: true,
      deposit_reminder_status_group_id: 91,
      deposit_reminder_delay_seconds: 10,
      sign_up_reminder_delay_seconds: 60,
      blocked_countries: [],
    });
  });

  it('verifies a phone number with an SMS code kept in the outbox', async () => {
    const phone = await signInCookie(t.app, DEMO_EMAIL);
    const p = (method: 'GET' | 'POST', url: string, body?: unknown) => send(method, url, body, phone);
    expect((await p('GET', '/platform/player/phone')).json()).toEqual({
      number: null,
      country: null,
      verified: false,
      resend_timeout: 0,
      sms_limit_reached: false,
    });
    const noNumber = await p('POST', '/platform/player/phone/verify', { code: '123456' });
    expect(noNumber.statusCode).toBe(409);
    expect(noNumber.json().error.code).toBe('phone_not_set');

    const invalid = await p('POST', '/platform/player/phone', { number: '0151 2345', country: 'DE' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toMatchObject({ code: 'phone_invalid', message_key: 'error.phone.invalid' });

    const sent = await p('POST', '/platform/player/phone', { number: '+49 151 2345 6789', country: 'DE' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      number: '+4915123456789',
      country: 'DE',
      verified: false,
      resend_timeout: 60,
      sms_limit_reached: false,
    });
    const [sms] = await outbox(t.app, '+4915123456789');
    expect(sms).toMatchObject({ channel: 'sms', template: 'phone_code', html: null });
    const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);

    const tooSoon = await p('POST', '/platform/player/phone', { number: '+4915123456789', country: 'DE' });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().error.code).toBe('sms_resend_timeout');

    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await p('POST', '/platform/player/phone/verify', { code: wrongCode });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.code).toBe('phone_code_invalid');
    const malformed = await p('POST', '/platform/player/phone/verify', { code: '12ab56' });
    expect(malformed.statusCode).toBe(400);

    const ok = await p('POST', '/platform/player/phone/verify', { code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ number: '+4915123456789', verified: true });
    expect((await p('GET', '/platform/player')).json()).toMatchObject({
      mobile_phone: '+4915123456789',
      phone_verified: true,
    });
    const twice = await p('POST', '/platform/player/phone/verify', { code });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('phone_already_verified');
  });

  it('expires a code after 10 minutes, stops after 5 wrong tries, and sends at most 5 codes a day', async () => {
    const c = await signInCookie(t.app, DEMO2_EMAIL);
    const p = (method: 'GET' | 'POST', url: string, body?: unknown) => send(method, url, body, c);
    const number = { number: '+34 600 123 456', country: 'ES' };
    expect((await p('POST', '/platform/player/phone', number)).statusCode).toBe(200);
    clock.advance(10 * 60 * 1000);
    const [first] = await outbox(t.app, '+34600123456');
    const firstCode = /\b(\d{6})\b/.exec(first?.text ?? '')?.[1] ?? '';
    const expired = await p('POST', '/platform/player/phone/verify', { code: firstCode });
    expect(expired.json().error.code).toBe('phone_code_expired');

    expect((await p('POST', '/platform/player/phone', number)).statusCode).toBe(200);
    const [second] = await outbox(t.app, '+34600123456');
    const secondCode = /\b(\d{6})\b/.exec(second?.text ?? '')?.[1] ?? '';
    const wrongCode = secondCode === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 5; i += 1) {
      const res = await p('POST', '/platform/player/phone/verify', { code: wrongCode });
      expect(res.json().error.code).toBe(i < 5 ? 'phone_code_invalid' : 'phone_code_attempts_exceeded');
    }
    // Even the right code is refused now: a new one must be sent.
    const right = await p('POST', '/platform/player/phone/verify', { code: secondCode });
    expect(right.json().error.code).toBe('phone_code_attempts_exceeded');

    for (let i = 3; i <= 5; i += 1) {
      clock.advance(61 * 1000);
      expect((await p('POST', '/platform/player/phone', number)).statusCode).toBe(200);
    }
    clock.advance(61 * 1000);
    const limited = await p('POST', '/platform/player/phone', number);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({
      code: 'sms_limit_reached',
      message_key: 'error.phone.sms_limit_reached',
    });
    expect((await p('GET', '/platform/player/phone')).json()).toMatchObject({ sms_limit_reached: true });
  });

  it('sends one code when a player asks for several at once: parallel requests keep the timeout and the daily limit', async () => {
    const [row] = await t.db
      .insert(players)
      .values({
        email: `phone-race-${kind}@example.com`,
        passwordHash: 'x',
        currency: 'EUR',
        emailConfirmedAt: new Date(START).toISOString(),
      })
      .returning();
    const session = `phone-race-${row?.id}`;
    await t.db.insert(sessions).values({
      playerId: row?.id ?? 0,
      tokenHash: hashSessionToken(session),
      expiresAt: new Date(START + 30 * 24 * 3_600_000).toISOString(),
    });
    const number = '+43 660 1234567';
    const burst = () =>
      Promise.all(
        Array.from({ length: 6 }, () =>
          send('POST', '/platform/player/phone', { number, country: 'AT' }, session),
        ),
      );
    const first = await burst();
    expect(first.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(first.filter((res) => res.statusCode !== 200).map((res) => res.json().error.code)).toEqual(
      Array(5).fill('sms_resend_timeout'),
    );
    expect(await outbox(t.app, '+436601234567')).toHaveLength(1);

    // Bursts after each timeout: still one code each, and never more than 5 a day.
    for (let i = 0; i < 6; i += 1) {
      clock.advance(61 * 1000);
      await burst();
    }
    expect(await outbox(t.app, '+436601234567')).toHaveLength(5);
  });
});
