import { randomUUID } from 'node:crypto';
import { BetSchema } from '@sportsbook/contract/entities/bet';
import { combinedOdds, potentialWin } from '@sportsbook/core/ticket/odds-math';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createBettingContext } from '../../src/betting/betting-context';
import { PlacementService } from '../../src/betting/placement/placement-service';
import { testDatabaseKinds } from '../support/database';
import { aBet, aSlip, BettingWorld, type WorldMatch } from './support/betting-world';

/*
 * POST /bets/max-stake (the least of balance, max stake limit and the stake a refusing payout limit allows,
 * LIM6) and the limits that accept with a warning (LIM5: placed, potential win capped).
 */
describe.each(testDatabaseKinds())('max stake and bet limits on %s', (kind) => {
  let world: BettingWorld;
  let matches: WorldMatch[];

  beforeAll(async () => {
    world = await BettingWorld.open(kind);
    matches = await world.matches(4);
  });
  afterAll(async () => world.close());

  const m = (i: number) => matches[i] as WorldMatch;
  const ask = (bettor: Parameters<BettingWorld['call']>[2], body: unknown) =>
    world.call('POST', '/api/v3/bets/max-stake', bettor, body);

  it('is the balance when the balance is the least', async () => {
    const bettor = await world.aBettor({ balances: { EUR: 12_345 } });
    const res = await ask(bettor, { currency: 'EUR', type: 'single', selections: [m(0).selection(1, '1')] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ max_stake: 12_345, currency: 'EUR', limited_by: 'balance', refusal: null });
  });

  it('is the max stake limit for a rich player at short odds', async () => {
    const bettor = await world.aBettor({ balances: { EUR: 50_000_000 } });
    const res = await ask(bettor, {
      currency: 'EUR',
      type: 'single',
      selections: [m(0).selection(10, '1X')],
    });
    expect(res.json()).toEqual({
      max_stake: 500_000,
      currency: 'EUR',
      limited_by: 'max_stake',
      refusal: null,
    });
  });

  it('is the largest stake within the payout limit at long odds, at the current prices', async () => {
    const bettor = await world.aBettor({ balances: { EUR: 50_000_000 } });
    const selections = [m(0).selection(1, '2'), m(1).selection(1, '2'), m(2).selection(1, '2')];
    const res = await ask(bettor, { currency: 'EUR', type: 'combo', selections });
    const odds = combinedOdds(selections.map((s) => s.odds));
    const { max_stake, limited_by } = res.json<{ max_stake: number; limited_by: string }>();
    expect(limited_by).toBe('max_payout');
    expect(potentialWin(max_stake, odds)).toBeLessThanOrEqual(10_000_000);
    expect(potentialWin(max_stake + 1, odds)).toBeGreaterThan(10_000_000);
    // The stake it gives is placeable; one more minor unit is refused.
    expect((await world.place(bettor, aSlip('combo', [aBet(selections, max_stake + 1)]))).statusCode).toBe(
      422,
    );
    expect((await world.place(bettor, aSlip('combo', [aBet(selections, max_stake)]))).statusCode).toBe(201);
  });

  it('prices custom bets at the bet builder price', async () => {
    const bettor = await world.aBettor({ balances: { EUR: 50_000_000 } });
    // An outsider winning 1:2: a long shot the payout limit binds.
    const lopsided = await world.aMatch({ ratings: { home: 1750, away: 1400 } });
    const legs = [lopsided.selection(1, '2'), lopsided.selection(45, '1:2')];
    const quoted = await world.call('POST', '/api/v3/bets/custom/odds', null, {
      match_id: lopsided.id,
      selections: legs.map(({ market_id, specifier, outcome_id }) => ({ market_id, specifier, outcome_id })),
    });
    const { odds } = quoted.json<{ odds: number }>();
    expect(potentialWin(500_000, odds)).toBeGreaterThan(10_000_000);
    const res = await ask(bettor, { currency: 'EUR', type: 'custom_bet', selections: legs });
    expect(res.statusCode).toBe(200);
    const { max_stake, limited_by } = res.json<{ max_stake: number; limited_by: string }>();
    expect(limited_by).toBe('max_payout');
    expect(potentialWin(max_stake, odds)).toBeLessThanOrEqual(10_000_000);
    expect(potentialWin(max_stake + 1, odds)).toBeGreaterThan(10_000_000);
  });

  it('answers no stake and why for what cannot be placed at all (a 200: no console error in the slip), 401 without a token', async () => {
    const bettor = await world.aBettor();
    const noAccount = await ask(bettor, {
      currency: 'BTC',
      type: 'single',
      selections: [m(0).selection(1, '1')],
    });
    expect(noAccount.statusCode).toBe(200);
    expect(noAccount.json()).toEqual({
      max_stake: 0,
      currency: 'BTC',
      limited_by: null,
      refusal: { code: 'account_unavailable', message_key: 'error.place_bets.account_unavailable' },
    });
    const gone = await ask(bettor, {
      currency: 'EUR',
      type: 'single',
      selections: [{ ...m(0).selection(1, '1'), outcome_id: 'nope' }],
    });
    expect(gone.json().refusal.code).toBe('selection_unavailable');
    const tooMany = await ask(bettor, {
      currency: 'EUR',
      type: 'combo',
      selections: (await world.matches(21)).map((match) => match.selection(1, '1')),
    });
    expect(tooMany.statusCode).toBe(200);
    expect(tooMany.json()).toMatchObject({
      max_stake: 0,
      refusal: {
        code: 'bet_limit_exceeded',
        message_key: 'error.validation.bet_limits.selection_limit_exceeded',
      },
    });
    expect(
      (await ask(null, { currency: 'EUR', type: 'single', selections: [m(0).selection(1, '1')] })).statusCode,
    ).toBe(401);
    expect((await ask(bettor, { currency: 'EUR', type: 'single' })).statusCode).toBe(400);
  });

  it('places a bet over an accepting payout limit with its potential win capped (LIM5)', async () => {
    const context = createBettingContext({
      db: world.db,
      clock: world.clock,
      publisher: world.publisher,
      contentLocales: ['en'],
      limits: {
        selectionLimit: null,
        oddsLimit: { value: 2, action: 'accept' },
        maxStakeLimit: null,
        payoutLimit: { fiat: { EUR: { amount: 3_000, action: 'accept' } }, crypto: {} },
      },
    });
    const service = new PlacementService(context);
    const bettor = await world.aBettor();
    const selections = [m(0).selection(1, '2'), m(1).selection(1, '2')];
    const placed = await service.place({
      playerId: bettor.playerId,
      sessionId: bettor.sessionId,
      idempotencyKey: randomUUID(),
      request: aSlip('combo', [aBet(selections, 1_000)]),
    });
    const [bet] = z.array(BetSchema).parse(JSON.parse(placed.toString()));
    const odds = combinedOdds(selections.map((s) => s.odds));
    expect(odds).toBeGreaterThan(3);
    expect(bet).toMatchObject({ odds, stake: 1_000, potential_win: 3_000 });
  });
});
