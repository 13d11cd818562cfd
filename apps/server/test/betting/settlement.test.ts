import type { Bet } from '@sportsbook/contract/entities/bet';
import { userChannel } from '@sportsbook/contract/realtime/channels';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bets, markets, matches } from '../../src/db/schema';
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
 * Settlement at server level: real bets placed through POST /bets at prices the tests set, matches ended
 * as the feed ends them, then settled; every payout below is computed by hand (core STL rules).
 *
 * Match A ends 2:1 (1:1 at half time), B 0:0, C 1:3.
 */
describe.each(testDatabaseKinds())('settlement on %s', (kind) => {
  let world: BettingWorld;
  let a: WorldMatch;
  let b: WorldMatch;
  let c: WorldMatch;
  /** Selections by name, at the prices set below. */
  const pick: Record<string, WorldSelection> = {};

  beforeAll(async () => {
    world = await BettingWorld.open(kind);
    [a, b, c] = (await world.matches(3)) as [WorldMatch, WorldMatch, WorldMatch];
    const aResult = await world.aLine(a, 1, '', { '1': 2, X: 3.4, '2': 3.8 });
    const aOver3 = await world.aLine(a, 18, 'total=3', { over: 1.9, under: 1.9 });
    const aOver275 = await world.aLine(a, 18, 'total=2.75', { over: 1.8, under: 2 });
    const aOver325 = await world.aLine(a, 18, 'total=3.25', { over: 2.2, under: 1.65 });
    const aOddEven = await world.aLine(a, 26, '', { odd: 1.9, even: 1.9 });
    const bResult = await world.aLine(b, 1, '', { '1': 2.5, X: 3, '2': 2.9 });
    const bUnder025 = await world.aLine(b, 18, 'total=0.25', { over: 2.4, under: 1.5 });
    const bBoth = await world.aLine(b, 29, '', { yes: 1.8, no: 1.95 });
    const cResult = await world.aLine(c, 1, '', { '1': 4, X: 3.6, '2': 1.8 });
    const cTotal4 = await world.aLine(c, 18, 'total=4', { over: 2.1, under: 1.7 });
    const cOddEven = await world.aLine(c, 26, '', { odd: 1.9, even: 1.9 });
    Object.assign(pick, {
      a1: aResult['1'],
      aX: aResult.X,
      aOver3: aOver3.over,
      aOver275: aOver275.over,
      aOver325: aOver325.over,
      aOdd: aOddEven.odd,
      bX: bResult.X,
      bUnder025: bUnder025.under,
      bBothYes: bBoth.yes,
      c1: cResult['1'],
      c2: cResult['2'],
      cOver4: cTotal4.over,
      cOdd: cOddEven.odd,
    });
  });
  afterAll(async () => world.close());

  const sel = (name: string) => {
    const selection = pick[name];
    if (!selection) throw new Error(`no selection ${name}`);
    return selection;
  };

  /** Cancels the odd/even markets (of A and C), ends A, B and C and settles. */
  async function endTheMatches(): Promise<void> {
    await world.db.update(markets).set({ status: -4 }).where(eq(markets.marketId, 26));
    await world.finish(a.id, {
      periods: [
        [1, 1],
        [1, 0],
      ],
      scorers: 'hah',
    });
    await world.finish(b.id, {
      periods: [
        [0, 0],
        [0, 0],
      ],
    });
    await world.finish(c.id, {
      periods: [
        [0, 2],
        [1, 1],
      ],
    });
    await world.settle();
  }

  interface Case {
    readonly name: string;
    readonly type: 'single' | 'combo' | 'system';
    readonly legs: readonly string[];
    readonly stake: number;
    readonly system?: string;
    readonly paid: number;
    readonly result: string;
  }

  const CASES: readonly Case[] = [
    // Singles of 1000.
    {
      name: 'single won at 2',
      type: 'single',
      legs: ['a1'],
      stake: 1_000,
      paid: 2_000,
      result: 'win_entire',
    },
    { name: 'single lost', type: 'single', legs: ['aX'], stake: 1_000, paid: 0, result: 'lose_entire' },
    {
      name: 'single on a level whole line',
      type: 'single',
      legs: ['aOver3'],
      stake: 1_000,
      paid: 1_000,
      result: 'refund_entire',
    },
    // Over 2.75 on 3 goals: half on 2.5 wins at 1.8, half on 3 is refunded: 1000 × 1.4.
    {
      name: 'single half won',
      type: 'single',
      legs: ['aOver275'],
      stake: 1_000,
      paid: 1_400,
      result: 'refund_half_win_other',
    },
    // Over 3.25 on 3 goals: half on 3 refunded, half on 3.5 lost.
    {
      name: 'single half lost',
      type: 'single',
      legs: ['aOver325'],
      stake: 1_000,
      paid: 500,
      result: 'refund_half_lose_other',
    },
    {
      name: 'single on a cancelled market',
      type: 'single',
      legs: ['aOdd'],
      stake: 1_000,
      paid: 1_000,
      result: 'canceled',
    },
    // Combos of 1000.
    { name: 'combo won', type: 'combo', legs: ['a1', 'c2'], stake: 1_000, paid: 3_600, result: 'win_entire' },
    // Under 0.25 on 0 goals: half on 0 refunded, half on 0.5 won at 1.5: 1.25. 2 × 1.25 × 1.8 = 4.5.
    {
      name: 'combo with a half win',
      type: 'combo',
      legs: ['a1', 'bUnder025', 'c2'],
      stake: 1_000,
      paid: 4_500,
      result: 'refund_half_win_other',
    },
    {
      name: 'combo with a lost leg',
      type: 'combo',
      legs: ['a1', 'bBothYes'],
      stake: 1_000,
      paid: 0,
      result: 'lose_entire',
    },
    // A refunded leg counts 1: 1.8.
    {
      name: 'combo with a refunded leg',
      type: 'combo',
      legs: ['aOver3', 'c2'],
      stake: 1_000,
      paid: 1_800,
      result: 'win_entire',
    },
    // 0.5 × 1.8 = 0.9.
    {
      name: 'combo with a half loss',
      type: 'combo',
      legs: ['aOver325', 'c2'],
      stake: 1_000,
      paid: 900,
      result: 'refund_half_lose_other',
    },
    {
      name: 'combo of refunds',
      type: 'combo',
      legs: ['aOver3', 'cOver4'],
      stake: 1_000,
      paid: 1_000,
      result: 'refund_entire',
    },
    {
      name: 'combo of cancelled legs',
      type: 'combo',
      legs: ['aOdd', 'cOdd'],
      stake: 1_000,
      paid: 1_000,
      result: 'canceled',
    },
    // Systems 2/3 of 900: three lines of 300.
    // 2 × 3 + 2 × 1.8 + 3 × 1.8 = 15 → 300 × 15 = 4500.
    {
      name: 'system won',
      type: 'system',
      system: '2/3',
      legs: ['a1', 'bX', 'c2'],
      stake: 900,
      paid: 4_500,
      result: 'win_entire',
    },
    // Only the line 2 × 3 = 6 wins: 1800.
    {
      name: 'system with a lost leg',
      type: 'system',
      system: '2/3',
      legs: ['a1', 'bX', 'c1'],
      stake: 900,
      paid: 1_800,
      result: 'refund_half_win_other',
    },
    // Only 2 × 1.25 = 2.5: 750, less than the stake.
    {
      name: 'system mostly lost',
      type: 'system',
      system: '2/3',
      legs: ['a1', 'bUnder025', 'c1'],
      stake: 900,
      paid: 750,
      result: 'refund_half_lose_other',
    },
    {
      name: 'system lost',
      type: 'system',
      system: '2/3',
      legs: ['aX', 'bBothYes', 'c1'],
      stake: 900,
      paid: 0,
      result: 'lose_entire',
    },
    // A refunded leg counts 1: 1 × 3 + 1 × 1 + 3 × 1 = 7 → 300 × 7 = 2100.
    {
      name: 'system with refunds',
      type: 'system',
      system: '2/3',
      legs: ['aOver3', 'bX', 'cOver4'],
      stake: 900,
      paid: 2_100,
      result: 'win_entire',
    },
  ];

  let bettor: Bettor;
  const placed = new Map<string, Bet>();

  it('settles every result kind of singles, combos and systems to the minor unit, once', async () => {
    bettor = await world.aBettor({ balances: { EUR: INITIAL } });
    for (const bet of CASES) {
      const [one] = await world.placed(bettor, bet.type, [
        aBet(bet.legs.map(sel), bet.stake, bet.system ? { system_id: bet.system } : {}),
      ]);
      if (!one) throw new Error('nothing placed');
      placed.set(bet.name, one);
    }
    const staked = CASES.reduce((sum, bet) => sum + bet.stake, 0);
    expect(await world.balance(bettor)).toBe(INITIAL - staked);
    world.publisher.clear();

    await endTheMatches();

    for (const bet of CASES) {
      const row = await world.betRow(placed.get(bet.name)?.id ?? 0);
      expect({ name: bet.name, status: row.status, result: row.result, paid: row.winAmount }).toEqual({
        name: bet.name,
        status: 'done',
        result: bet.result,
        paid: bet.paid,
      });
    }
    const paid = CASES.reduce((sum, bet) => sum + bet.paid, 0);
    expect(await world.balance(bettor)).toBe(INITIAL - staked + paid);
    expect(await world.ledgerSum(bettor)).toBe(paid - staked);
  });

  it('writes a ledger row per paid bet with the balance after it, and the status history by the system', async () => {
    const ledger = await world.ledger(bettor);
    const payouts = ledger.filter((row) => row.kind !== 'bet_stake');
    expect(payouts.map((row) => row.kind).sort()).toEqual(
      CASES.filter((bet) => bet.paid > 0)
        .map((bet) =>
          bet.result === 'refund_entire' || bet.result === 'canceled' ? 'bet_refund' : 'bet_win',
        )
        .sort(),
    );
    // The ledger replays: every balance_after is the one before plus the amount.
    let balance = INITIAL;
    for (const row of ledger) {
      balance += row.amount;
      expect(row.balanceAfter).toBe(balance);
    }
    expect(balance).toBe(await world.balance(bettor));
    const won = placed.get('single won at 2')?.id ?? 0;
    expect(await world.history(won)).toEqual([
      'submitted by player',
      'waiting_results by system',
      'ready_to_process by system',
      'done by system',
    ]);
  });

  it('publishes every settled bet and the new balance on the private channel', async () => {
    const events = world.publisher.on(userChannel('en', bettor.playerId));
    const changed = events.flatMap((e) => (e.event === 'bet_changed' ? [e.payload.bet] : []));
    expect(new Set(changed.map((bet) => bet.id))).toEqual(new Set([...placed.values()].map((bet) => bet.id)));
    const last = new Map(changed.map((bet) => [bet.id, bet]));
    const halfWon = last.get(placed.get('single half won')?.id ?? 0);
    expect(halfWon).toMatchObject({ status: 'done', result: 'refund_half_win_other', win_amount: 1_400 });
    expect(halfWon?.selections[0]).toMatchObject({ status: 'refund_half_win_other', match: { status: 4 } });
    const balances = events.flatMap((e) => (e.event === 'balance_changed' ? [e.payload.balance] : []));
    expect(balances.at(-1)).toBe(await world.balance(bettor));
  });

  it('does nothing when run again: no bet settled twice, no money moved', async () => {
    const before = { balance: await world.balance(bettor), ledger: (await world.ledger(bettor)).length };
    expect(await world.settle()).toEqual({ selections: 0, bets: 0 });
    await world.finish(a.id, {
      periods: [
        [1, 1],
        [1, 0],
      ],
      scorers: 'hah',
    });
    expect(await world.settle()).toEqual({ selections: 0, bets: 0 });
    expect({ balance: await world.balance(bettor), ledger: (await world.ledger(bettor)).length }).toEqual(
      before,
    );
  });

  it('settles a combo only when its last match is decided', async () => {
    const [d, e] = await world.matches(2);
    if (!d || !e) throw new Error('no matches');
    const dHome = (await world.aLine(d, 1, '', { '1': 1.5, X: 4, '2': 6 }))['1'] as WorldSelection;
    const eAway = (await world.aLine(e, 1, '', { '1': 2.2, X: 3.2, '2': 3.3 }))['2'] as WorldSelection;
    const player = await world.aBettor({ balances: { EUR: INITIAL } });
    const [combo] = await world.placed(player, 'combo', [aBet([dHome, eAway], 2_000)]);
    await world.finish(d.id, {
      periods: [
        [2, 0],
        [0, 0],
      ],
    });
    await world.settle();
    const waiting = await world.betRow(combo?.id ?? 0);
    expect(waiting).toMatchObject({ status: 'waiting_results', result: 'no_results', winAmount: null });
    await world.finish(e.id, {
      periods: [
        [0, 1],
        [0, 0],
      ],
    });
    await world.settle();
    // 2000 × 1.5 × 3.3 = 9900.
    expect(await world.betRow(combo?.id ?? 0)).toMatchObject({
      status: 'done',
      result: 'win_entire',
      winAmount: 9_900,
    });
  });

  it('pays a bet placed with a capped potential win at most its cap', async () => {
    const [f] = await world.matches(1);
    if (!f) throw new Error('no match');
    const long = (await world.aLine(f, 1, '', { '1': 1.1, X: 9, '2': 25 }))['2'] as WorldSelection;
    const player = await world.aBettor({ balances: { EUR: INITIAL } });
    const [bet] = await world.placed(player, 'single', [aBet([long], 1_000)]);
    // As an accepting payout limit of 200.00 would have placed it (LIM5): potential win 20000, not 25000.
    await world.db
      .update(bets)
      .set({ potentialWin: 20_000 })
      .where(eq(bets.id, bet?.id ?? 0));
    await world.finish(f.id, {
      periods: [
        [0, 1],
        [0, 1],
      ],
    });
    await world.settle();
    expect(await world.betRow(bet?.id ?? 0)).toMatchObject({ result: 'win_entire', winAmount: 20_000 });
  });

  it('cancels what cannot be decided: an abandoned match, a match that is gone', async () => {
    const [g, h] = await world.matches(2);
    if (!g || !h) throw new Error('no matches');
    const player = await world.aBettor({ balances: { EUR: INITIAL } });
    const [onAbandoned] = await world.placed(player, 'single', [aBet([g.selection(1, '1')], 1_500)]);
    const [onGone] = await world.placed(player, 'single', [aBet([h.selection(1, '2')], 2_500)]);
    await world.finish(g.id, { periods: [[1, 0]], status: 3, ended: false });
    await world.db.delete(matches).where(eq(matches.id, h.id));
    await world.settle();
    expect(await world.betRow(onAbandoned?.id ?? 0)).toMatchObject({ result: 'canceled', winAmount: 1_500 });
    expect(await world.betRow(onGone?.id ?? 0)).toMatchObject({ result: 'canceled', winAmount: 2_500 });
    expect(await world.balance(player)).toBe(INITIAL);
  });

  it('settles an outright on its recorded winner, and a custom bet at its custom odds', async () => {
    const outright = await world.anOutright();
    const player = await world.aBettor({ balances: { EUR: INITIAL } });
    const favourite = outright.selection(0);
    const [onOutright] = await world.placed(player, 'single', [aBet([favourite], 1_000)]);
    const winner = Number(favourite.outcome_id.split(':').at(-1));
    await world.decideOutright(outright.id, winner);

    const [m] = await world.matches(1);
    if (!m) throw new Error('no match');
    const legs = [m.selection(1, '1'), m.selection(29, 'yes')];
    const quote = await world.call('POST', '/api/v3/bets/custom/odds', null, {
      match_id: m.id,
      selections: legs.map(({ market_id, specifier, outcome_id }) => ({ market_id, specifier, outcome_id })),
    });
    const customOdds = quote.json<{ odds: number }>().odds;
    const [custom] = await world.placed(player, 'custom_bet', [
      aBet(legs, 1_000, { custom_odds: customOdds }),
    ]);
    await world.finish(m.id, {
      periods: [
        [1, 1],
        [1, 0],
      ],
    });
    await world.settle();

    expect(await world.betRow(onOutright?.id ?? 0)).toMatchObject({
      result: 'win_entire',
      winAmount: Math.floor(1_000 * favourite.odds + 1e-6),
    });
    expect(await world.betRow(custom?.id ?? 0)).toMatchObject({
      result: 'win_entire',
      winAmount: Math.floor(1_000 * customOdds + 1e-6),
    });
  });
});
