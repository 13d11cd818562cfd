import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combinedOdds, potentialWin } from '../ticket/odds-math';
import { type SystemType, systemCombinations, systemOdds } from '../ticket/system-bets';
import { type BetToSettle, isPayoutCapped, type SettledLeg, settleBet } from './bet-payout';
import { resultFactor, SELECTION_RESULTS, type SelectionResult } from './selection-results';

const W = 'win_entire';
const L = 'lose_entire';
const R = 'refund_entire';
const HW = 'refund_half_win_other';
const HL = 'refund_half_lose_other';
const C = 'canceled';

function legs(odds: readonly number[], results: readonly SelectionResult[]): SettledLeg[] {
  return results.map((result, i) => ({ result, odds: odds[i] ?? 2 }));
}

function single(odds: number, result: SelectionResult, stake = 1_000): BetToSettle {
  return {
    type: 'single',
    stake,
    odds,
    potentialWin: potentialWin(stake, odds),
    legs: legs([odds], [result]),
  };
}

const COMBO_ODDS = [2, 1.5, 1.8] as const;
function combo(
  results: readonly SelectionResult[],
  stake = 1_000,
  odds: readonly number[] = COMBO_ODDS,
): BetToSettle {
  const placed = combinedOdds(odds.slice(0, results.length));
  return {
    type: 'combo',
    stake,
    odds: placed,
    potentialWin: potentialWin(stake, placed),
    legs: legs(odds, results),
  };
}

const SYSTEM_ODDS = [2, 2.2, 1.8] as const;
const TWO_OF_THREE: SystemType = { winCount: 2, totalCount: 3 };
function system(results: readonly SelectionResult[], stake = 900): BetToSettle {
  const placed = systemOdds([...SYSTEM_ODDS], TWO_OF_THREE);
  return {
    type: 'system',
    stake,
    odds: placed,
    potentialWin: potentialWin(stake, placed),
    legs: legs(SYSTEM_ODDS, results),
    system: TWO_OF_THREE,
  };
}

describe('settling a bet', () => {
  it.each<[SelectionResult, number, SelectionResult]>([
    [W, 1_950, W],
    [L, 0, L],
    [R, 1_000, R],
    [HW, 1_475, HW],
    [HL, 500, HL],
    [C, 1_000, C],
  ])(
    '[STL3] [STL8] a single of 1000 at 1.95 whose selection is %s pays %d (%s)',
    (result, paid, betResult) => {
      expect(settleBet(single(1.95, result))).toMatchObject({ winAmount: paid, result: betResult });
    },
  );

  it.each<[readonly SelectionResult[], number, SelectionResult]>([
    // 2 × 1.5 × 1.8 = 5.4
    [[W, W, W], 5_400, W],
    [[W, W, L], 0, L],
    [[L, L, L], 0, L],
    // A refunded or cancelled leg counts 1: 2 × 1.5 = 3.
    [[W, W, R], 3_000, W],
    [[W, C, C], 2_000, W],
    // Half win at 1.8 is 1.4: 2 × 1.5 × 1.4 = 4.2, part won.
    [[W, W, HW], 4_200, HW],
    // Half loss is 0.5: 2 × 1.5 × 0.5 = 1.5, more than the stake: part won.
    [[W, W, HL], 1_500, HW],
    // 0.5 × 0.5 × 1 = 0.25: part lost.
    [[HL, HL, R], 250, HL],
    // 2 × 0.5 × 1 = 1: the stake back.
    [[W, HL, R], 1_000, R],
    [[R, C, R], 1_000, R],
    [[C, C, C], 1_000, C],
    [[HL, L, W], 0, L],
  ])(
    '[STL4] [STL7] a combo of 1000 at 2 × 1.5 × 1.8 whose legs are %j pays %d (%s)',
    (results, paid, betResult) => {
      expect(settleBet(combo(results))).toMatchObject({ winAmount: paid, result: betResult });
    },
  );

  it.each<[readonly SelectionResult[], number, SelectionResult]>([
    // Lines of 300: 2 × 2.2 = 4.4, 2 × 1.8 = 3.6, 2.2 × 1.8 = 3.96 → 300 × 11.96 = 3588.
    [[W, W, W], 3_588, W],
    // Only the 2 × 2.2 line: 300 × 4.4 = 1320.
    [[W, W, L], 1_320, HW],
    // Only 2.2 × 1.8: 300 × 3.96 = 1188.
    [[L, W, W], 1_188, HW],
    [[W, L, L], 0, L],
    // A cancelled leg counts 1: 300 × (2.2 + 1.8 + 3.96) = 2388, computed line by line without rounding.
    [[C, W, W], 2_388, W],
    // Half win at 2 is 1.5: 300 × (1.5 × 2.2 + 1.5 × 1.8 + 3.96) = 300 × 9.96 = 2988.
    [[HW, W, W], 2_988, HW],
    // Half loss: 300 × (0.5 × 2.2 + 0.5 × 1.8 + 3.96) = 300 × 5.96 = 1788.
    [[HL, W, W], 1_788, HW],
    // 300 × (0.5 × 1 + 0.5 × 0 + 1 × 0) = 150: part lost.
    [[HL, R, L], 150, HL],
    // 300 × (1 + 1 + 1) = 900: the stake back.
    [[R, R, C], 900, R],
    [[C, C, C], 900, C],
  ])(
    '[STL5] [STL7] a 2/3 system of 900 at 2, 2.2, 1.8 whose legs are %j pays %d (%s)',
    (results, paid, betResult) => {
      expect(settleBet(system(results))).toMatchObject({ winAmount: paid, result: betResult });
    },
  );

  it.each<[readonly SelectionResult[], number, SelectionResult]>([
    [[W, W, W], 4_120, W],
    [[W, L, W], 0, L],
    [[W, HL, W], 0, L],
    [[W, C, W], 1_000, C],
    [[W, R, W], 1_000, C],
    [[C, C, C], 1_000, C],
  ])('[STL6] a custom bet of 1000 at 4.12 whose legs are %j pays %d (%s)', (results, paid, betResult) => {
    const bet: BetToSettle = {
      type: 'custom_bet',
      stake: 1_000,
      odds: 4.12,
      potentialWin: 4_120,
      customOdds: 4.12,
      legs: legs([1.5, 2, 1.6], results),
    };
    expect(settleBet(bet)).toMatchObject({ winAmount: paid, result: betResult });
  });

  it('[STL9] a bet placed with a capped potential win pays at most the cap; a refund still returns the stake', () => {
    const capped: BetToSettle = { ...single(50, W, 10_000), potentialWin: 100_000 };
    expect(isPayoutCapped(capped)).toBe(true);
    expect(settleBet(capped)).toMatchObject({ winAmount: 100_000, result: W });
    expect(settleBet({ ...capped, legs: legs([50], [HW]) }).winAmount).toBe(100_000);
    expect(settleBet({ ...capped, legs: legs([50], [R]) }).winAmount).toBe(10_000);
    expect(isPayoutCapped(single(50, W, 10_000))).toBe(false);
  });

  const price = fc.integer({ min: 101, max: 1_500 }).map((hundredths) => hundredths / 100);
  const result = fc.constantFrom(...SELECTION_RESULTS);
  const stake = fc.integer({ min: 1, max: 5_000_000 });

  it('[STL3] [STL4] [STL8] a single or combo whose legs all win pays exactly its potential win', () => {
    fc.assert(
      fc.property(fc.array(price, { minLength: 1, maxLength: 12 }), stake, (odds, staked) => {
        const placed = combinedOdds(odds);
        const bet: BetToSettle = {
          type: odds.length === 1 ? 'single' : 'combo',
          stake: staked,
          odds: placed,
          potentialWin: potentialWin(staked, placed),
          legs: legs(
            odds,
            odds.map(() => W),
          ),
        };
        expect(settleBet(bet)).toMatchObject({ winAmount: bet.potentialWin, result: W });
      }),
    );
  });

  it('[STL4] [STL7] a combo with a lost leg pays nothing; one whose legs are all cancelled returns the stake', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(price, result), { minLength: 2, maxLength: 10 }),
        stake,
        (picked, staked) => {
          const odds = picked.map(([o]) => o);
          const results = picked.map(([, r]) => r);
          const settled = settleBet(combo(results, staked, odds));
          if (results.includes(L)) expect(settled).toMatchObject({ winAmount: 0, result: L });
          if (results.every((r) => r === C)) expect(settled).toMatchObject({ winAmount: staked, result: C });
        },
      ),
    );
  });

  it('[STL5] a system pays the sum of its lines, each a combo of an equal share of the stake, rounded down once', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 3, max: 7 })
          .chain((n) =>
            fc.tuple(
              fc.integer({ min: 2, max: n - 1 }),
              fc.array(fc.tuple(price, result), { minLength: n, maxLength: n }),
              stake,
            ),
          ),
        ([k, picked, staked]) => {
          const type = { winCount: k, totalCount: picked.length };
          const odds = picked.map(([o]) => o);
          const placed = systemOdds(odds, type);
          const bet: BetToSettle = {
            type: 'system',
            stake: staked,
            odds: placed,
            potentialWin: potentialWin(staked, placed),
            legs: picked.map(([o, r]) => ({ odds: o, result: r })),
            system: type,
          };
          const lines = systemCombinations(type);
          const exact = lines.reduce(
            (sum, line) =>
              sum +
              (staked / lines.length) *
                line.reduce((product, i) => {
                  const [o, r] = picked[i] as [number, SelectionResult];
                  return product * resultFactor(r, o);
                }, 1),
            0,
          );
          const { winAmount } = settleBet(bet);
          expect(Math.abs(winAmount - exact)).toBeLessThan(1.000001);
          expect(winAmount).toBeLessThanOrEqual(Math.ceil(exact));
        },
      ),
    );
  });

  it('[STL7] the result follows the money: wins pay more than the stake, losses less, refunds the stake', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<BetToSettle['type']>('single', 'combo', 'system'),
        fc.array(fc.tuple(price, result), { minLength: 3, maxLength: 6 }),
        (type, picked) => {
          const used = type === 'single' ? picked.slice(0, 1) : picked;
          const odds = used.map(([o]) => o);
          const systemType = { winCount: 2, totalCount: used.length };
          const placed = type === 'system' ? systemOdds(odds, systemType) : combinedOdds(odds);
          const bet: BetToSettle = {
            type,
            stake: 100_000,
            odds: placed,
            potentialWin: potentialWin(100_000, placed),
            legs: used.map(([o, r]) => ({ odds: o, result: r })),
            ...(type === 'system' ? { system: systemType } : {}),
          };
          const { result: betResult, winAmount, returnFactor } = settleBet(bet);
          if (betResult === W || betResult === HW) expect(returnFactor).toBeGreaterThan(1);
          if (betResult === HL) expect(returnFactor).toBeLessThan(1);
          if (betResult === L) expect(winAmount).toBe(0);
          if (betResult === R || betResult === C) expect(winAmount).toBe(100_000);
        },
      ),
    );
  });

  it('[STL1] [STL8] a better result for one leg never pays less', () => {
    const rank: readonly SelectionResult[] = [L, HL, R, HW, W];
    fc.assert(
      fc.property(
        fc.array(fc.tuple(price, fc.constantFrom(...rank)), { minLength: 2, maxLength: 6 }),
        fc.nat(),
        (picked, which) => {
          const index = which % picked.length;
          const [, before] = picked[index] as [number, SelectionResult];
          const better = rank[Math.min(rank.length - 1, rank.indexOf(before) + 1)] as SelectionResult;
          const results = picked.map(([, r]) => r);
          const improved = results.map((r, i) => (i === index ? better : r));
          const all = picked.map(([o]) => o);
          expect(settleBet(combo(improved, 10_000, all)).winAmount).toBeGreaterThanOrEqual(
            settleBet(combo(results, 10_000, all)).winAmount,
          );
        },
      ),
    );
  });
});
