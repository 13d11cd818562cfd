import type { Bet } from '@sportsbook/contract/entities/bet';
import { userChannel } from '@sportsbook/contract/realtime/channels';
import { CashoutErrorSchema } from '@sportsbook/contract/sportsbook/bet-calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/database';
import {
  aBet,
  BettingWorld,
  type Bettor,
  type WorldMatch,
  type WorldSelection,
} from './support/betting-world';

const INITIAL = 100_000;

/*
 * POST /api/v3/bets/cashout and the cash-out values GET /bets shows (core CSH rules): values at the book's
 * current prices less 5%, paid in one transaction, refused with the value now when it moved beyond the
 * bettor's odds acceptance mode.
 */
describe.each(testDatabaseKinds())('cash out on %s', (kind) => {
  let world: BettingWorld;

  beforeAll(async () => {
    world = await BettingWorld.open(kind);
  });
  afterAll(async () => world.close());

  /** A match whose home win is priced 2.00, and the selection. */
  async function homeAtEvens(): Promise<{ match: WorldMatch; home: WorldSelection }> {
    const [match] = await world.matches(1);
    if (!match) throw new Error('no match');
    const line = await world.aLine(match, 1, '', { '1': 2, X: 3.4, '2': 3.8 });
    return { match, home: line['1'] as WorldSelection };
  }

  async function aSingle(bettor: Bettor, selection: WorldSelection, stake = 1_000): Promise<Bet> {
    const [bet] = await world.placed(bettor, 'single', [aBet([selection], stake)]);
    if (!bet) throw new Error('nothing placed');
    return bet;
  }

  const cashout = (bettor: Bettor | null, body: unknown) =>
    world.call('POST', '/api/v3/bets/cashout', bettor, body);

  /** The bet as GET /bets shows it now. */
  async function listed(bettor: Bettor, betId: number): Promise<Bet | undefined> {
    const res = await world.call('GET', '/api/v3/bets', bettor);
    return res.json<{ data: Bet[] }>().data.find((bet) => bet.id === betId);
  }

  it('cashes out at the value shown: bet cashed_out, balance credited with a ledger row, published', async () => {
    const bettor = await world.aBettor({ balances: { EUR: INITIAL } });
    const { home } = await homeAtEvens();
    const bet = await aSingle(bettor, home);
    // Placed at the current price: 1000 × 2 / 2 × 0.95.
    expect((await listed(bettor, bet.id))?.to_cashout).toBe(950);
    await world.setOdds(home, 1.6);
    // 1000 × 2 / 1.6 × 0.95 = 1187.5, rounded down.
    expect((await listed(bettor, bet.id))?.to_cashout).toBe(1_187);
    world.publisher.clear();

    const res = await cashout(bettor, { bet_id: bet.id, to_cashout: 1_187 });
    expect(res.statusCode).toBe(200);
    expect(res.json<Bet>()).toMatchObject({
      id: bet.id,
      status: 'cashed_out',
      result: 'cashed_out',
      win_amount: 1_187,
      to_cashout: null,
    });
    expect(await world.balance(bettor)).toBe(INITIAL - 1_000 + 1_187);
    expect((await world.ledger(bettor)).map((row) => [row.kind, row.amount, row.balanceAfter])).toEqual([
      ['bet_stake', -1_000, INITIAL - 1_000],
      ['cashout', 1_187, INITIAL + 187],
    ]);
    expect(await world.history(bet.id)).toEqual([
      'submitted by player',
      'waiting_results by system',
      'cashout_in_progress by player',
      'cashed_out by system',
    ]);
    const events = world.publisher.on(userChannel('en', bettor.playerId)).map((e) => e.event);
    // Then the notification centre's entry (spec §3) and the unread count.
    expect(events).toEqual(['balance_changed', 'bet_changed', 'notification', 'unread_counters_changed']);
    // Settling its match later changes nothing.
    await world.finish(home.match_id, {
      periods: [
        [0, 1],
        [0, 0],
      ],
    });
    await world.settle();
    expect(await world.betRow(bet.id)).toMatchObject({
      status: 'cashed_out',
      result: 'cashed_out',
      winAmount: 1_187,
    });
    expect(await world.balance(bettor)).toBe(INITIAL + 187);
  });

  it('refuses a stale value with the value now (409), then pays the new one', async () => {
    const bettor = await world.aBettor({ balances: { EUR: INITIAL } });
    const { home } = await homeAtEvens();
    const bet = await aSingle(bettor, home);
    await world.setOdds(home, 2.5);
    const stale = await cashout(bettor, { bet_id: bet.id, to_cashout: 950 });
    expect(stale.statusCode).toBe(409);
    // 1000 × 2 / 2.5 × 0.95 = 760.
    expect(CashoutErrorSchema.parse(stale.json()).error).toMatchObject({
      code: 'cashout_value_changed',
      message_key: 'error.cashout.value_changed',
      to_cashout: 760,
    });
    expect(await world.betRow(bet.id)).toMatchObject({ status: 'waiting_results' });
    expect(await world.balance(bettor)).toBe(INITIAL - 1_000);
    const paid = await cashout(bettor, { bet_id: bet.id, to_cashout: 760 });
    expect(paid.statusCode).toBe(200);
    expect(await world.balance(bettor)).toBe(INITIAL - 1_000 + 760);
  });

  it.each<['none' | 'higher' | 'any', number, number, number | null]>([
    // Asked 950; now 1187 (price shortened to 1.6) or 760 (drifted to 2.5).
    ['none', 1.6, 950, null],
    ['higher', 1.6, 950, 1_187],
    ['higher', 2.5, 950, null],
    ['any', 2.5, 950, 760],
  ])('mode %s with the price now %d: asking %d pays %s', async (mode, odds, asked, paid) => {
    const bettor = await world.aBettor({ balances: { EUR: INITIAL }, oddsAcceptMode: mode });
    const { home } = await homeAtEvens();
    const bet = await aSingle(bettor, home);
    await world.setOdds(home, odds);
    const res = await cashout(bettor, { bet_id: bet.id, to_cashout: asked });
    if (paid === null) {
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('cashout_value_changed');
      expect(await world.balance(bettor)).toBe(INITIAL - 1_000);
    } else {
      expect(res.statusCode).toBe(200);
      expect(res.json<Bet>().win_amount).toBe(paid);
      expect(await world.balance(bettor)).toBe(INITIAL - 1_000 + paid);
    }
  });

  it("answers 404 for someone else's bet or no bet at all", async () => {
    const owner = await world.aBettor({ balances: { EUR: INITIAL } });
    const other = await world.aBettor({ balances: { EUR: INITIAL } });
    const { home } = await homeAtEvens();
    const bet = await aSingle(owner, home);
    for (const [who, id] of [
      [other, bet.id],
      [owner, 2_000_000_000],
    ] as const) {
      const res = await cashout(who, { bet_id: id, to_cashout: 950 });
      expect(res.statusCode).toBe(404);
      expect(CashoutErrorSchema.parse(res.json()).error).toMatchObject({
        code: 'bet_not_found',
        message_key: 'error.cashout.bet_not_found',
        to_cashout: null,
      });
    }
    expect(await world.betRow(bet.id)).toMatchObject({ status: 'waiting_results' });
    expect((await cashout(null, { bet_id: bet.id, to_cashout: 950 })).statusCode).toBe(401);
  });

  it('refuses settled bets, suspended selections (409) and systems (422), with no value', async () => {
    const bettor = await world.aBettor({ balances: { EUR: INITIAL } });
    const settled = await homeAtEvens();
    const onSettled = await aSingle(bettor, settled.home);
    await world.finish(settled.match.id, {
      periods: [
        [1, 0],
        [0, 0],
      ],
    });
    await world.settle();
    const suspended = await homeAtEvens();
    const onSuspended = await aSingle(bettor, suspended.home);
    await world.setMarketStatus(suspended.home, -1);
    expect((await listed(bettor, onSuspended.id))?.to_cashout).toBeNull();
    const legs = await Promise.all([homeAtEvens(), homeAtEvens(), homeAtEvens()]);
    const [system] = await world.placed(bettor, 'system', [
      aBet(
        legs.map((l) => l.home),
        900,
        { system_id: '2/3' },
      ),
    ]);
    expect((await listed(bettor, system?.id ?? 0))?.to_cashout).toBeNull();
    const balance = await world.balance(bettor);

    for (const [betId, status, code] of [
      [onSettled.id, 409, 'cashout_unavailable'],
      [onSuspended.id, 409, 'cashout_unavailable'],
      [system?.id ?? 0, 422, 'cashout_not_offered'],
    ] as const) {
      const res = await cashout(bettor, { bet_id: betId, to_cashout: 950 });
      expect(res.statusCode, code).toBe(status);
      expect(CashoutErrorSchema.parse(res.json()).error).toMatchObject({ code, to_cashout: null });
    }
    expect(await world.balance(bettor)).toBe(balance);
    expect(await world.betRow(onSuspended.id)).toMatchObject({ status: 'waiting_results' });
    expect(await world.betRow(system?.id ?? 0)).toMatchObject({ status: 'waiting_results' });
  });

  it('values a combo with a decided leg at its result', async () => {
    const bettor = await world.aBettor({ balances: { EUR: INITIAL } });
    const first = await homeAtEvens();
    const second = await homeAtEvens();
    const [combo] = await world.placed(bettor, 'combo', [aBet([first.home, second.home], 1_000)]);
    await world.finish(first.match.id, {
      periods: [
        [1, 0],
        [0, 0],
      ],
    });
    await world.settle();
    await world.setOdds(second.home, 1.6);
    // 1000 × 2 (won) × 2 / 1.6 × 0.95 = 2375.
    expect((await listed(bettor, combo?.id ?? 0))?.to_cashout).toBe(2_375);
    const res = await cashout(bettor, { bet_id: combo?.id, to_cashout: 2_375 });
    expect(res.statusCode).toBe(200);
  });

  it('pays once when asked twice at once', async () => {
    const bettor = await world.aBettor({ balances: { EUR: INITIAL } });
    const { home } = await homeAtEvens();
    const bet = await aSingle(bettor, home);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => cashout(bettor, { bet_id: bet.id, to_cashout: 950 })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.statusCode === 409))
      expect(answer.json().error.code).toBe('cashout_unavailable');
    expect(await world.balance(bettor)).toBe(INITIAL - 1_000 + 950);
    expect((await world.ledger(bettor)).filter((row) => row.kind === 'cashout')).toHaveLength(1);
  });

  it('answers 400 with a message key for a request it cannot read', async () => {
    const bettor = await world.aBettor({ balances: { EUR: INITIAL } });
    for (const body of [
      {},
      { bet_id: 'x', to_cashout: 1 },
      { bet_id: 1, to_cashout: -5 },
      { bet_id: 1, to_cashout: 1.5 },
    ]) {
      const res = await cashout(bettor, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message_key).toBe('error.bets.invalid_request');
    }
  });
});
