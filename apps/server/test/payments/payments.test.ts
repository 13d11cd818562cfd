import { TEST_CARDS } from '@sportsbook/contract/platform/payment-calls';
import { userChannel } from '@sportsbook/contract/realtime/channels';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/clock';
import type { Database } from '../../src/db/database';
import { accountLedger, paymentCards, payments } from '../../src/db/schema';
import {
  aPlatformPlayer,
  confirmationToken,
  type PlatformPlayer,
  platformCall,
} from '../responsible-gambling/rg-world';
import { buildTestApp, type TestApp } from '../support/app';
import { openTestDatabase } from '../support/database';
import { RecordingPublisher } from '../support/recording-publisher';

const NOW = Date.parse('2026-11-21T15:30:00.000Z');
const WEB = 'http://localhost:3000';
const card = (number: string, extra: Record<string, unknown> = {}) => ({
  amount: '25.50',
  currency: 'EUR',
  card_number: number,
  expiry: '12/30',
  cvc: '123',
  ...extra,
});

describe('payments (sandbox cashier)', () => {
  let database: Database;
  let t: TestApp;
  const clock = new ManualClock(NOW);
  const publisher = new RecordingPublisher();

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    t = await buildTestApp({
      database,
      clock,
      publisher,
      env: {
        WEB_ORIGIN: WEB,
        PAYMENT_PENDING_SECONDS: '20',
        DEPOSIT_BLOCKED_COUNTRIES: 'FR',
        TEST_STATUS_GROUP_ID: '90',
      },
    });
  });
  afterAll(async () => {
    await t.app.close();
    await database.close();
  });

  const pay = (player: PlatformPlayer, body: unknown, headers: Record<string, string> = {}) =>
    platformCall(t, player, 'POST', '/platform/payments', body, headers);
  const balance = async (player: PlatformPlayer, currency = 'EUR') => {
    const res = await platformCall(t, player, 'GET', '/platform/player/accounts');
    return res.json().find((a: { currency: string }) => a.currency === currency)?.balance;
  };

  it('4242…4242 succeeds: credits the account in one ledger row, publishes the balance and a success notice', async () => {
    const player = await aPlatformPlayer(t);
    const channel = userChannel('en', player.playerId);
    const res = await pay(player, card('4242 4242 4242 4242'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'success',
      amount: 2_550,
      currency: 'EUR',
      subunits: 100,
      card_last4: '4242',
      card_brand: 'visa',
      quick: false,
      failure_code: null,
      message_key: 'payments.deposit.success',
    });
    expect(await balance(player)).toBe(100_000 + 2_550);
    const ledger = await database.db
      .select()
      .from(accountLedger)
      .where(eq(accountLedger.paymentId, res.json().id));
    expect(ledger).toMatchObject([{ kind: 'deposit', amount: 2_550, balanceAfter: 102_550 }]);
    const events = publisher.on(channel);
    expect(events).toContainEqual({
      event: 'balance_changed',
      payload: { currency: 'EUR', balance: 102_550, subunits: 100 },
    });
    const notice = events.find((e) => e.event === 'notification');
    expect(notice?.payload).toMatchObject({
      notification: { id: res.json().id, type: 'success', object_type: 'payment', title: 'Deposit received' },
    });
    // Money as core writes it (FMT3): the code, a no-break space, the locale's digits.
    expect(notice?.payload).toMatchObject({
      notification: { body: 'EUR\u00a025.50 has been added to your balance.' },
    });
  });

  it('writes the payment notice in every listening locale: French in French', async () => {
    const player = await aPlatformPlayer(t);
    const res = await pay(player, card('4242 4242 4242 4242'));
    expect(res.statusCode).toBe(201);
    const french = publisher.on(userChannel('fr', player.playerId)).find((e) => e.event === 'notification');
    expect(french?.payload).toMatchObject({
      notification: {
        id: res.json().id,
        title: 'Dépôt reçu',
        body: '25,50\u00a0EUR a été ajouté à votre solde.',
      },
    });
  });

  it('4000…0002 is declined: a failed payment, nothing credited, a danger notice', async () => {
    const player = await aPlatformPlayer(t);
    const channel = userChannel('en', player.playerId);
    const res = await pay(player, card(TEST_CARDS.declined));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'failed',
      failure_code: 'card_declined',
      message_key: 'payments.deposit.failed',
    });
    expect(await balance(player)).toBe(100_000);
    expect(publisher.on(channel).find((e) => e.event === 'notification')?.payload).toMatchObject({
      notification: { type: 'danger' },
    });
  });

  it('4000…0077 stays pending, then completes after PAYMENT_PENDING_SECONDS (fake clock), once', async () => {
    const player = await aPlatformPlayer(t);
    const res = await pay(player, card(TEST_CARDS.pending, { amount: '10' }));
    expect(res.json()).toMatchObject({
      status: 'pending',
      completed_at: null,
      message_key: 'payments.deposit.pending',
    });
    const id = res.json().id;
    expect(await balance(player)).toBe(100_000);
    clock.advance(19_000);
    expect((await platformCall(t, player, 'GET', `/platform/payments/${id}`)).json().status).toBe('pending');
    clock.advance(1_000);
    const done = await platformCall(t, player, 'GET', `/platform/payments/${id}`);
    expect(done.json()).toMatchObject({
      status: 'success',
      completed_at: new Date(clock.now()).toISOString(),
    });
    expect(await balance(player)).toBe(101_000);
    // Completing again changes nothing.
    expect((await platformCall(t, player, 'GET', `/platform/payments/${id}`)).json().status).toBe('success');
    expect(await balance(player)).toBe(101_000);
  });

  it('pending payments due while the server was down complete on the next start', async () => {
    const player = await aPlatformPlayer(t);
    const res = await pay(player, card(TEST_CARDS.pending, { amount: '5' }));
    clock.advance(60_000);
    const restarted = await buildTestApp({ database, clock, publisher, env: { WEB_ORIGIN: WEB } });
    try {
      // The restarted app's completer ticks every second on its own; wait for its first pass.
      for (let i = 0; i < 50; i += 1) {
        const [row] = await database.db.select().from(payments).where(eq(payments.id, res.json().id));
        if (row?.status === 'success') break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const [row] = await database.db.select().from(payments).where(eq(payments.id, res.json().id));
      expect(row?.status).toBe('success');
      expect(await balance(player)).toBe(100_500);
    } finally {
      await restarted.app.close();
    }
  });

  it('bad amounts and cards are 400 with their codes; nothing is written', async () => {
    const player = await aPlatformPlayer(t);
    const cases: [Record<string, unknown>, string][] = [
      [card(TEST_CARDS.success, { amount: '0' }), 'amount_not_positive'],
      [card(TEST_CARDS.success, { amount: '0.00' }), 'amount_not_positive'],
      [card(TEST_CARDS.success, { amount: '10.123' }), 'amount_too_precise'],
      [card(TEST_CARDS.success, { amount: '5000000' }), 'amount_too_large'],
      [card('4242 4242 4242 4241'), 'card_invalid'],
      [card('1234'), 'card_invalid'],
      [card(TEST_CARDS.success, { expiry: '10/26' }), 'card_expired'],
      [card(TEST_CARDS.success, { expiry: '13/30' }), 'card_expired'],
      [card(TEST_CARDS.success, { cvc: '12' }), 'cvc_invalid'],
    ];
    for (const [body, code] of cases) {
      const res = await pay(player, body);
      expect(res.statusCode, code).toBe(400);
      expect(res.json().error.code).toBe(code);
      expect(res.json().error.message_key).toMatch(/^error\.payments\./);
    }
    for (const body of [
      card(TEST_CARDS.success, { amount: '-5' }),
      card(TEST_CARDS.success, { amount: '1e3' }),
      card(TEST_CARDS.success, { amount: 10 }),
    ])
      expect((await pay(player, body)).statusCode).toBe(400);
    expect((await pay(player, card(TEST_CARDS.success, { currency: 'XYZ' }))).json().error.code).toBe(
      'currency_not_offered',
    );
    expect((await pay(player, card(TEST_CARDS.success, { currency: 'USD' }))).json().error.code).toBe(
      'currency_not_offered',
    );
    expect(await database.db.select().from(payments).where(eq(payments.playerId, player.playerId))).toEqual(
      [],
    );
    expect(await balance(player)).toBe(100_000);
  });

  it('BTC amounts take 8 decimals', async () => {
    const player = await aPlatformPlayer(t, { balances: { EUR: 0, BTC: 0 } });
    const res = await pay(player, card(TEST_CARDS.success, { amount: '0.0015', currency: 'BTC' }));
    expect(res.json()).toMatchObject({ status: 'success', amount: 150_000, subunits: 100_000_000 });
  });

  it('[RG14] a deposit over a deposit limit is 422 and nothing changes; pending deposits count', async () => {
    const player = await aPlatformPlayer(t);
    await platformCall(t, player, 'POST', '/platform/user_limits', {
      type: 'deposit',
      period: 'day',
      amount: 5_000,
      currency: 'EUR',
    });
    expect((await pay(player, card(TEST_CARDS.pending, { amount: '30' }))).json().status).toBe('pending');
    const over = await pay(player, card(TEST_CARDS.success, { amount: '20.01' }));
    expect(over.statusCode).toBe(422);
    expect(over.json().error).toMatchObject({
      code: 'deposit_limit_exceeded',
      message_key: 'error.responsible_gambling.deposit_limit_exceeded',
    });
    expect((await pay(player, card(TEST_CARDS.success, { amount: '20' }))).statusCode).toBe(201);
    const list = (await platformCall(t, player, 'GET', '/platform/user_limits')).json();
    expect(list[0]).toMatchObject({ type: 'deposit', used: 5_000 });
  });

  it('[RG6] exclusions refuse deposits with 403', async () => {
    const player = await aPlatformPlayer(t);
    const token = await confirmationToken(t, player);
    await platformCall(t, player, 'POST', '/platform/user_limits', {
      type: 'selfexclusion',
      duration_days: 365,
      password_confirmation_token: token,
    });
    const res = await pay(player, card(TEST_CARDS.success));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('self_excluded');
    expect(await balance(player)).toBe(100_000);
  });

  it('a deposit-blocked country is 403 country_blocked; no session is 401; no CSRF header is 403', async () => {
    const player = await aPlatformPlayer(t);
    const blocked = await pay(player, card(TEST_CARDS.success), { 'x-country-code': 'FR' });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error.code).toBe('country_blocked');
    expect(
      (await platformCall(t, null, 'POST', '/platform/payments', card(TEST_CARDS.success))).statusCode,
    ).toBe(401);
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: '/platform/payments',
      payload: card(TEST_CARDS.success),
      cookies: { sb_session: player.cookie },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(await balance(player)).toBe(100_000);
  });

  it('never stores the card number: only its last four digits', async () => {
    const player = await aPlatformPlayer(t);
    await pay(player, card(TEST_CARDS.success, { save_card: true }));
    const [saved] = await database.db
      .select()
      .from(paymentCards)
      .where(eq(paymentCards.playerId, player.playerId));
    expect(saved).toMatchObject({ last4: '4242', brand: 'visa', behaviour: 'success' });
    expect(JSON.stringify(saved)).not.toContain('42424242');
    const rows = await database.db.select().from(payments).where(eq(payments.playerId, player.playerId));
    expect(JSON.stringify(rows)).not.toContain('42424242');
  });

  it('quick deposit: needs the test status group and a saved card, then pays with it', async () => {
    const outsider = await aPlatformPlayer(t);
    const refused = await platformCall(t, outsider, 'POST', '/platform/payments/quick', {
      amount: '10',
      currency: 'EUR',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('quick_deposit_unavailable');
    const tester = await aPlatformPlayer(t, { statuses: [90] });
    const noCard = await platformCall(t, tester, 'POST', '/platform/payments/quick', {
      amount: '10',
      currency: 'EUR',
    });
    expect(noCard.statusCode).toBe(422);
    expect(noCard.json().error.code).toBe('no_saved_card');
    // A declined card is not kept, even when the player asked: quick deposit still has no card.
    await pay(tester, card(TEST_CARDS.declined, { amount: '1', save_card: true }));
    const afterDeclined = await platformCall(t, tester, 'POST', '/platform/payments/quick', {
      amount: '10',
      currency: 'EUR',
    });
    expect(afterDeclined.json().error.code).toBe('no_saved_card');
    // Not asked to keep it: not kept.
    await pay(tester, card(TEST_CARDS.success, { amount: '1' }));
    expect(
      (
        await platformCall(t, tester, 'POST', '/platform/payments/quick', { amount: '10', currency: 'EUR' })
      ).json().error.code,
    ).toBe('no_saved_card');
    await pay(tester, card(TEST_CARDS.success, { amount: '1', save_card: true }));
    const quick = await platformCall(t, tester, 'POST', '/platform/payments/quick', {
      amount: '10',
      currency: 'EUR',
    });
    expect(quick.statusCode).toBe(201);
    expect(quick.json()).toMatchObject({ status: 'success', quick: true, card_last4: '4242' });
    expect(
      (
        await platformCall(t, tester, 'POST', '/platform/payments/quick', { amount: '0', currency: 'EUR' })
      ).json().error.code,
    ).toBe('amount_not_positive');
  });

  it('quick deposit is off when the feature flag is off', async () => {
    const off = await buildTestApp({ database, clock, publisher, env: { QUICK_DEPOSIT_ENABLED: 'false' } });
    try {
      const tester = await aPlatformPlayer(off, { statuses: [90] });
      const res = await platformCall(off, tester, 'POST', '/platform/payments/quick', {
        amount: '10',
        currency: 'EUR',
      });
      expect(res.json().error.code).toBe('quick_deposit_unavailable');
    } finally {
      await off.app.close();
    }
  });

  it('GET /platform/payments/{id} is 404 for another player', async () => {
    const a = await aPlatformPlayer(t);
    const b = await aPlatformPlayer(t);
    const res = await pay(a, card(TEST_CARDS.success));
    const other = await platformCall(t, b, 'GET', `/platform/payments/${res.json().id}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe('payment_not_found');
  });
});

describe('cashier page and payment-interface script', () => {
  let database: Database;
  let t: TestApp;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    t = await buildTestApp({ database, env: { WEB_ORIGIN: WEB } });
  });
  afterAll(async () => {
    await t.app.close();
    await database.close();
  });

  const query = (
    urls: Partial<Record<'success_url' | 'error_url' | 'pending_url', string>> = {},
    extra = '',
  ) => {
    const params = new URLSearchParams({
      success_url: `${WEB}/sports?status=success`,
      error_url: `${WEB}/sports`,
      pending_url: `${WEB}/sports`,
      ...urls,
    });
    return `/platform/cashier?${params}${extra}`;
  };

  it('serves the card form, framable only by the web origin', async () => {
    const res = await t.app.inject({ method: 'GET', url: query({}, '&amount=10&currency=EUR&locale=de') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['x-frame-options']).toBeUndefined();
    const csp = String(res.headers['content-security-policy']);
    expect(csp.split('; ')).toContain(`frame-ancestors 'self' ${WEB}`);
    // Keeping the card is the player's choice: the box starts unticked.
    expect(res.body).toMatch(/<input id="save_card" name="save_card" type="checkbox">/);
    expect(csp).toMatch(/script-src 'nonce-[^']+'/);
    expect(res.body).toContain('<html lang="de" dir="ltr">');
    expect(res.body).toContain('Kartennummer');
    expect(res.body).toContain('value="10"');
    expect(res.body).toContain('/platform/payments');
    expect(res.body).toContain('sportsbook-cashier:result');
    const ar = await t.app.inject({ method: 'GET', url: query({}, '&locale=ar') });
    expect(ar.body).toContain('dir="rtl"');
  });

  it.each([
    ['fr', '<html lang="fr" dir="ltr">', 'Numéro de carte', 'Le numéro de carte n’est pas valide.'],
    ['fr-CA', '<html lang="fr" dir="ltr">', 'Date d’expiration (MM/AA)', 'Trop de tentatives.'],
    ['it', '<html lang="it" dir="ltr">', 'Numero della carta', 'Il codice di sicurezza non è valido.'],
    ['pl', '<html lang="pl" dir="ltr">', 'Numer karty', 'Numer karty jest nieprawidłowy.'],
    ['he', '<html lang="he" dir="rtl">', 'מספר כרטיס', 'מספר הכרטיס אינו תקין.'],
    ['xx', '<html lang="en" dir="ltr">', 'Card number', 'The card number is not valid.'],
  ])(
    'serves the cashier page in %s (unknown: English), its errors too',
    async (locale, html, label, error) => {
      const res = await t.app.inject({ method: 'GET', url: query({}, `&locale=${locale}`) });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(html);
      expect(res.body).toContain(label);
      expect(res.body).toContain(error);
    },
  );

  it('links the redirect targets of spec §2.2 in a new tab, only on the web origin', async () => {
    const targets = new URLSearchParams({
      terms_url: `${WEB}/de/sports/terms-and-conditions`,
      transactions_url: `${WEB}/de/sports/profile/wallet/transactions`,
      help_url: `${WEB}/de/sports/help-center`,
    });
    const res = await t.app.inject({ method: 'GET', url: query({}, `&locale=de&${targets}`) });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<nav aria-label="Hilfe und Informationen">');
    expect(res.body).toContain(
      `<a href="${WEB}/de/sports/terms-and-conditions" target="_blank" rel="noopener">Geschäftsbedingungen</a>`,
    );
    expect(res.body).toContain(`href="${WEB}/de/sports/profile/wallet/transactions"`);
    expect(res.body).toContain('>Hilfe-Center</a>');
    // Without them, no links; a target elsewhere is refused like a foreign return URL.
    expect((await t.app.inject({ method: 'GET', url: query() })).body).not.toContain('<nav');
    const foreign = await t.app.inject({
      method: 'GET',
      url: query({}, `&help_url=${encodeURIComponent('https://evil.example/help')}`),
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.code).toBe('return_url_invalid');
  });

  it('is framable inside the product framed by an allowed host page (HOST_ORIGINS)', async () => {
    const hostDatabase = await openTestDatabase('pglite');
    const hosted = await buildTestApp({
      database: hostDatabase,
      env: { WEB_ORIGIN: WEB, HOST_ORIGINS: 'https://casino.example, http://localhost:4000' },
    });
    try {
      const res = await hosted.app.inject({ method: 'GET', url: query() });
      expect(String(res.headers['content-security-policy']).split('; ')).toContain(
        `frame-ancestors 'self' ${WEB} https://casino.example http://localhost:4000`,
      );
    } finally {
      await hosted.app.close();
      await hostDatabase.close();
    }
  });

  it('refuses return URLs on another origin or of another scheme (400 return_url_invalid)', async () => {
    for (const bad of [
      'https://evil.example/sports',
      'javascript:alert(1)',
      '/sports',
      `${WEB}.evil.example/x`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url: query({ success_url: bad }) });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.code).toBe('return_url_invalid');
    }
    expect((await t.app.inject({ method: 'GET', url: '/platform/cashier' })).statusCode).toBe(400);
  });

  it('does not let a value break out of the page', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: query({}, `&amount=${encodeURIComponent('"><script>x</script>')}`),
    });
    expect(res.statusCode).toBe(400);
    const currency = await t.app.inject({
      method: 'GET',
      url: query({ success_url: `${WEB}/a?x=</script><script>alert(1)</script>` }),
    });
    expect(currency.statusCode).toBe(200);
    expect(currency.body).not.toContain('</script><script>alert(1)');
  });

  it('serves the payment-interface script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/platform/payment-interface.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/javascript');
    expect(res.body).toContain('window.PaymentInterface');
    expect(res.body).toContain('onResult');
    expect(() => new Function(res.body)).not.toThrow();
  });
});
