import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/clock';
import type { Database } from '../../src/db/database';
import { aPlatformPlayer, type PlatformPlayer, platformCall } from '../responsible-gambling/rg-world';
import { buildTestApp, type TestApp } from '../support/app';
import { openTestDatabase } from '../support/database';

const NOW = Date.parse('2026-11-21T15:30:00.000Z');

describe('wallet transactions (GET /platform/wallet/transactions)', () => {
  let database: Database;
  let t: TestApp;
  const clock = new ManualClock(NOW);

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    t = await buildTestApp({ database, clock, env: { WEB_ORIGIN: 'http://localhost:3000' } });
  });
  afterAll(async () => {
    await t.app.close();
    await database.close();
  });

  const deposit = async (player: PlatformPlayer, amount: string, currency = 'EUR') => {
    const res = await platformCall(t, player, 'POST', '/platform/payments', {
      amount,
      currency,
      card_number: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
    });
    expect(res.statusCode).toBe(201);
    clock.advance(1_000);
  };
  const list = (player: PlatformPlayer | null, query = '') =>
    platformCall(t, player, 'GET', `/platform/wallet/transactions${query}`);

  it("lists the player's own movements newest first, a page at a time", async () => {
    const player = await aPlatformPlayer(t, { balances: { EUR: 0, USD: 0 } });
    const other = await aPlatformPlayer(t, { balances: { EUR: 0 } });
    await deposit(player, '10');
    await deposit(other, '99');
    await deposit(player, '20.50');
    await deposit(player, '5', 'USD');

    const first = await list(player, '?limit=2');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json()).toMatchObject({
      data: [
        { kind: 'deposit', amount: 500, currency: 'USD', subunits: 100, balance_after: 500, bet_id: null },
        { kind: 'deposit', amount: 2_050, currency: 'EUR', balance_after: 3_050 },
      ],
      pagination: { total: 3, page: 1, limit: 2, last_page: 2 },
    });
    expect(first.json().data[0].payment_id).toEqual(expect.any(Number));
    expect(first.json().data[0].created_at).toBe('2026-11-21T15:30:03.000Z');

    const second = await list(player, '?limit=2&page=2');
    expect(second.json()).toMatchObject({
      data: [{ kind: 'deposit', amount: 1_000, balance_after: 1_000 }],
      pagination: { total: 3, page: 2, last_page: 2 },
    });
    // Past the end: an empty page with the true total.
    expect((await list(player, '?limit=2&page=9')).json()).toMatchObject({
      data: [],
      pagination: { total: 3, page: 9, last_page: 2 },
    });
    // One currency only.
    const euros = (await list(player, '?currency=EUR')).json();
    expect(euros.data.map((row: { amount: number }) => row.amount)).toEqual([2_050, 1_000]);
    // The other player sees only their own row.
    const theirs = (await list(other)).json();
    expect(theirs.data).toHaveLength(1);
    expect(theirs.data[0]).toMatchObject({ amount: 9_900 });
  });

  it('answers 401 without a session and 400 for a bad query', async () => {
    const visitor = await list(null);
    expect(visitor.statusCode).toBe(401);
    const player = await aPlatformPlayer(t);
    expect((await list(player, '?limit=0')).statusCode).toBe(400);
    expect((await list(player, '?page=abc')).statusCode).toBe(400);
    expect((await list(player, '?currency=%00')).statusCode).toBe(400);
    expect((await list(player, '?unknown=1')).statusCode).toBe(400);
  });
});
