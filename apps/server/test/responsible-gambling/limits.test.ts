import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBet, aSlip, BettingWorld, type WorldMatch } from '../betting/support/betting-world';
import { testDatabaseKinds } from '../support/database';
import {
  aPlatformPlayer,
  confirmationToken,
  type PlatformPlayer,
  platformCall,
  withFreshToken,
} from './rg-world';

const HOUR = 3_600_000;

describe.each(testDatabaseKinds())('player limits (%s)', (kind) => {
  let world: BettingWorld;
  let match: WorldMatch;

  beforeAll(async () => {
    world = await BettingWorld.open(kind);
    match = await world.aMatch();
  });
  afterAll(async () => world.close());

  const setLimit = (player: PlatformPlayer, body: Record<string, unknown>) =>
    platformCall(world.t, player, 'POST', '/platform/user_limits', body);
  const removeLimit = (player: PlatformPlayer, id: number, passwordConfirmationToken?: string) =>
    platformCall(
      world.t,
      player,
      'DELETE',
      `/platform/user_limits/${id}${passwordConfirmationToken === undefined ? '' : `?password_confirmation_token=${passwordConfirmationToken}`}`,
    );

  const lossDay = (amount: number, extra: Record<string, unknown> = {}) => ({
    type: 'loss',
    period: 'day',
    amount,
    currency: 'EUR',
    ...extra,
  });

  it('[RG10] sets a first limit at once and lowers it at once', async () => {
    const player = await aPlatformPlayer(world.t);
    const first = await setLimit(player, lossDay(5_000));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      pending: false,
      limit: {
        type: 'loss',
        status: 'active',
        amount: 5_000,
        currency: 'EUR',
        strategy: 'rolling',
        used: 0,
        unit: 'money',
        subunits: 100,
      },
    });
    const lower = await setLimit(player, lossDay(3_000));
    expect(lower.json()).toMatchObject({ pending: false, limit: { status: 'active', amount: 3_000 } });
    const list = await platformCall(world.t, player, 'GET', '/platform/user_limits');
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json().map((l: { amount: number }) => l.amount)).toEqual([3_000]);
  });

  it('[RG8] a raise needs the password confirmation and applies only after 24 hours (fake clock)', async () => {
    const player = await aPlatformPlayer(world.t);
    await setLimit(player, lossDay(5_000));
    const refused = await setLimit(player, lossDay(20_000));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'password_confirmation_required',
      message_key: 'error.auth.password_confirmation_required',
    });
    const wrong = await setLimit(player, lossDay(20_000, { password_confirmation_token: 'not-a-token' }));
    expect(wrong.statusCode).toBe(403);
    const token = await confirmationToken(world.t, player);
    const raise = await setLimit(player, lossDay(20_000, { password_confirmation_token: token }));
    expect(raise.statusCode).toBe(200);
    const asked = world.clock.now();
    expect(raise.json()).toMatchObject({
      pending: true,
      limit: {
        status: 'unconfirmed',
        amount: 20_000,
        pending_action: 'raise',
        confirm_until: new Date(asked + 24 * HOUR).toISOString(),
      },
    });
    const start = world.clock.now();
    try {
      world.clock.advance(24 * HOUR - 1_000);
      const before = (await platformCall(world.t, player, 'GET', '/platform/user_limits')).json();
      expect(before.map((l: { status: string; amount: number }) => [l.status, l.amount])).toEqual([
        ['active', 5_000],
        ['unconfirmed', 20_000],
      ]);
      world.clock.advance(1_000);
      const after = (await platformCall(world.t, player, 'GET', '/platform/user_limits')).json();
      expect(after.map((l: { status: string; amount: number }) => [l.status, l.amount])).toEqual([
        ['confirmed', 20_000],
      ]);
    } finally {
      world.clock.set(start);
    }
  });

  it('[RG10] DELETE withdraws a pending raise at once; removing a limit waits 24 hours', async () => {
    const player = await aPlatformPlayer(world.t);
    const current = (await setLimit(player, lossDay(5_000))).json().limit;
    const token = await confirmationToken(world.t, player);
    const raise = (await setLimit(player, lossDay(9_000, { password_confirmation_token: token }))).json()
      .limit;
    const withdrawn = await removeLimit(player, raise.id);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({
      pending: false,
      limit: { id: raise.id, status: 'unconfirmed_disabled' },
    });
    const list = (await platformCall(world.t, player, 'GET', '/platform/user_limits')).json();
    expect(list.map((l: { id: number }) => l.id)).toEqual([current.id]);

    expect((await removeLimit(player, current.id)).statusCode).toBe(403);
    const removal = await removeLimit(player, current.id, token);
    expect(removal.json()).toMatchObject({
      pending: true,
      limit: { status: 'unconfirmed', pending_action: 'remove', replaces_id: current.id },
    });
    expect(
      (await platformCall(world.t, player, 'DELETE', '/platform/user_limits/999999')).json().error.code,
    ).toBe('limit_not_found');
    const start = world.clock.now();
    try {
      world.clock.advance(24 * HOUR);
      expect((await platformCall(world.t, player, 'GET', '/platform/user_limits')).json()).toEqual([]);
    } finally {
      world.clock.set(start);
    }
  });

  it('[RG7] negative, fractional, absurd values and unknown fields are 400; a currency not offered is 422; nothing changes', async () => {
    const player = await aPlatformPlayer(world.t);
    for (const body of [
      lossDay(-5),
      lossDay(0),
      lossDay(10.5),
      lossDay(1e13),
      lossDay(100, { period: 'year' }),
      { type: 'session', amount: 2 },
      { type: 'session', amount: 100_000 },
      { type: 'coolingoff', duration_days: 0, password_confirmation_token: 'x' },
      { type: 'selfexclusion', duration_days: 10, password_confirmation_token: 'x' },
      { type: 'bogus', amount: 1 },
      { ...lossDay(100), extra: 1 },
    ]) {
      const res = await setLimit(player, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const currency = await setLimit(player, lossDay(100, { currency: 'XYZ' }));
    expect(currency.statusCode).toBe(422);
    expect(currency.json().error).toMatchObject({
      code: 'currency_not_offered',
      message_key: 'error.platform.currency_not_offered',
    });
    expect((await platformCall(world.t, player, 'GET', '/platform/user_limits')).json()).toEqual([]);
    expect((await platformCall(world.t, null, 'GET', '/platform/user_limits')).statusCode).toBe(401);
    const noCsrf = await world.t.app.inject({
      method: 'POST',
      url: '/platform/user_limits',
      payload: lossDay(100),
      cookies: { sb_session: player.cookie },
    });
    expect(noCsrf.statusCode).toBe(403);
  });

  it('[RG7] a time or activity limit is at most its period; minute limits are at least the operator minimum', async () => {
    const player = await aPlatformPlayer(world.t);
    for (const [type, period, amount] of [
      ['time', 'day', 1_441],
      ['activity', 'day', 44_640],
      ['time', 'week', 10_081],
      ['activity', 'month', 44_641],
    ] as const) {
      const res = await setLimit(player, { type, period, amount });
      expect(res.statusCode, `${type} ${period} ${amount}`).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'validation_failed',
        details: [{ path: 'body.amount' }],
      });
    }
    // The default operator minimum is 5 minutes: below it is refused with its own code.
    for (const body of [
      { type: 'reality_check', amount: 4 },
      { type: 'time', period: 'day', amount: 1 },
    ]) {
      const short = await setLimit(player, body);
      expect(short.statusCode).toBe(400);
      expect(short.json().error.details).toEqual([
        { path: 'body.amount', code: 'limit_too_short', message: 'at least 5 minutes' },
      ]);
    }
    expect((await platformCall(world.t, player, 'GET', '/platform/user_limits')).json()).toEqual([]);
    expect((await setLimit(player, { type: 'time', period: 'day', amount: 1_440 })).statusCode).toBe(200);
    expect((await setLimit(player, { type: 'activity', period: 'week', amount: 10_080 })).statusCode).toBe(
      200,
    );
  });

  const deposit = (player: PlatformPlayer, amount: string, currency = 'EUR') =>
    platformCall(world.t, player, 'POST', '/platform/payments', {
      amount,
      currency,
      card_number: '4242 4242 4242 4242',
      expiry: '12/39',
      cvc: '123',
    });

  it('[RG14] concurrent deposits against a deposit limit never exceed it', async () => {
    const player = await aPlatformPlayer(world.t);
    await setLimit(player, { type: 'deposit', period: 'day', amount: 10_000, currency: 'EUR' });
    const answers = await Promise.all(Array.from({ length: 15 }, () => deposit(player, '10.00')));
    const paid = answers.filter((a) => a.statusCode === 201).length;
    for (const a of answers)
      if (a.statusCode !== 201) expect(a.json().error.code).toBe('deposit_limit_exceeded');
    expect(paid).toBe(10);
    expect(await world.balance(player)).toBe(100_000 + 10_000);
    const list = (await platformCall(world.t, player, 'GET', '/platform/user_limits')).json();
    expect(list[0]).toMatchObject({ type: 'deposit', used: 10_000 });
  });

  it('[RG19] money limits count per currency: a EUR limit does not cover the USD account', async () => {
    const player = await aPlatformPlayer(world.t, { balances: { EUR: 100_000, USD: 100_000 } });
    await setLimit(player, { type: 'deposit', period: 'day', amount: 1_000, currency: 'EUR' });
    expect((await deposit(player, '50.00', 'USD')).statusCode).toBe(201);
    expect((await deposit(player, '50.00', 'EUR')).json().error.code).toBe('deposit_limit_exceeded');
    await setLimit(player, { type: 'deposit', period: 'day', amount: 6_000, currency: 'USD' });
    expect((await deposit(player, '10.01', 'USD')).json().error.code).toBe('deposit_limit_exceeded');
    expect((await deposit(player, '10.00', 'USD')).statusCode).toBe(201);
  });

  it('[RG13] a bet over a bet limit or a loss limit is refused with its message; nothing changes', async () => {
    const player = await aPlatformPlayer(world.t);
    await setLimit(player, {
      type: 'bet',
      amount: 500,
      currency: 'EUR',
    });
    const over = await world.place(player, aSlip('single', [aBet([match.selection(1, '1')], 1_000)]));
    expect(over.statusCode).toBe(422);
    expect(over.json().error).toMatchObject({
      code: 'bet_limit_exceeded',
      message_key: 'error.responsible_gambling.bet_limit_exceeded',
    });
    expect(over.json().error.bets[0].localized_message).toContain('EUR\u00a05.00');
    expect(await world.balance(player)).toBe(100_000);
    expect(await world.betCount(player)).toBe(0);

    await setLimit(player, lossDay(800));
    expect(
      (await world.place(player, aSlip('single', [aBet([match.selection(1, '1')], 500)]))).statusCode,
    ).toBe(201);
    const loss = await world.place(player, aSlip('single', [aBet([match.selection(1, '1')], 400)]));
    expect(loss.statusCode).toBe(422);
    expect(loss.json().error.code).toBe('loss_limit_exceeded');
    expect(loss.json().error.bets[0].localized_message).toContain('EUR\u00a03.00');
    expect(
      (await world.place(player, aSlip('single', [aBet([match.selection(1, '1')], 300)]))).statusCode,
    ).toBe(201);
    const list = (await platformCall(world.t, player, 'GET', '/platform/user_limits')).json();
    expect(list.find((l: { type: string }) => l.type === 'loss').used).toBe(800);
    expect(await world.balance(player)).toBe(100_000 - 800);
  });

  it('[RG13] a wager limit counts stakes in its window', async () => {
    const player = await aPlatformPlayer(world.t);
    await setLimit(player, {
      type: 'wager',
      period: 'week',
      amount: 1_000,
      currency: 'EUR',
    });
    expect(
      (await world.place(player, aSlip('single', [aBet([match.selection(1, '1')], 600)]))).statusCode,
    ).toBe(201);
    const over = await world.place(player, aSlip('single', [aBet([match.selection(1, '1')], 401)]));
    expect(over.json().error.code).toBe('wager_limit_exceeded');
  });

  it('[RG6] a cooling-off blocks bets at once, cannot be removed, and ends', async () => {
    const player = await aPlatformPlayer(world.t);
    expect(
      (
        await setLimit(player, {
          type: 'coolingoff',
          duration_days: 1,
          password_confirmation_token: 'nope',
        })
      ).statusCode,
    ).toBe(403);
    const token = await confirmationToken(world.t, player);
    const cooling = await setLimit(player, {
      type: 'coolingoff',
      duration_days: 1,
      password_confirmation_token: token,
    });
    expect(cooling.json()).toMatchObject({
      pending: false,
      limit: { type: 'coolingoff', status: 'active', amount: null, unit: 'none' },
    });
    const bet = await world.place(player, aSlip('single', [aBet([match.selection(1, '1')], 100)]));
    expect(bet.statusCode).toBe(422);
    expect(bet.json().error).toMatchObject({
      code: 'cooling_off',
      message_key: 'error.responsible_gambling.cooling_off',
    });
    const removal = await removeLimit(player, cooling.json().limit.id, token);
    expect(removal.statusCode).toBe(422);
    expect(removal.json().error.code).toBe('limit_not_removable');
    const start = world.clock.now();
    try {
      world.clock.advance(24 * HOUR);
      const later = await withFreshToken(world.t, player);
      // A day on, the first match has kicked off: a match of tomorrow.
      const tomorrow = await world.aMatch();
      expect(
        (await world.place(later, aSlip('single', [aBet([tomorrow.selection(1, '1')], 100)]))).statusCode,
      ).toBe(201);
    } finally {
      world.clock.set(start);
    }
  });

  it('[RG6] a self-exclusion blocks bets', async () => {
    const player = await aPlatformPlayer(world.t);
    const token = await confirmationToken(world.t, player);
    await setLimit(player, {
      type: 'selfexclusion',
      duration_days: 180,
      password_confirmation_token: token,
    });
    const bet = await world.place(player, aSlip('single', [aBet([match.selection(1, '1')], 100)]));
    expect(bet.json().error.code).toBe('self_excluded');
  });

  it('[RG13] concurrent bets against a loss limit never exceed it', async () => {
    const player = await aPlatformPlayer(world.t);
    await setLimit(player, lossDay(10_000));
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        world.place(player, aSlip('single', [aBet([match.selection(1, i % 2 ? '1' : '2')], 1_000)])),
      ),
    );
    const placed = answers.filter((a) => a.statusCode === 201).length;
    for (const a of answers)
      if (a.statusCode !== 201) expect(a.json().error.code).toBe('loss_limit_exceeded');
    expect(placed).toBe(10);
    expect(await world.balance(player)).toBe(100_000 - 10_000);
    expect(-(await world.ledgerSum(player))).toBe(10_000);
  });
});
