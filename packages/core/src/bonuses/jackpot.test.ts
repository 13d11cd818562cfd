import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addToLevel,
  contributionOf,
  dropPoint,
  type JackpotRules,
  levelProblems,
  splitContribution,
  takesPart,
} from './jackpot';

const rules: JackpotRules = {
  currency: 'EUR',
  contributionBasisPoints: 100,
  minStake: 100,
  minOdds: 1.5,
  levels: [
    { code: 'mini', seed: 1_000, cap: 5_000, share: 60 },
    { code: 'major', seed: 10_000, cap: 50_000, share: 30 },
    { code: 'grand', seed: 100_000, cap: 500_000, share: 10 },
  ],
};

describe('jackpots', () => {
  it('[JKP1] takes part only in its currency, at its min cash stake and odds, never with no cash', () => {
    const bet = { currency: 'EUR', cashStake: 100, odds: 1.5 };
    expect(takesPart(rules, bet)).toBe(true);
    expect(takesPart(rules, { ...bet, currency: 'USD' })).toBe(false);
    expect(takesPart(rules, { ...bet, cashStake: 99 })).toBe(false);
    expect(takesPart(rules, { ...bet, odds: 1.49 })).toBe(false);
    expect(takesPart({ ...rules, minStake: 0 }, { ...bet, cashStake: 0 })).toBe(false);
  });

  it('[JKP2] contributes the basis points of the cash stake, rounded down, never more than the stake', () => {
    expect(contributionOf(rules, { currency: 'EUR', cashStake: 1_050, odds: 2 })).toBe(10);
    expect(contributionOf(rules, { currency: 'EUR', cashStake: 50, odds: 2 })).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 0, max: 10_000 }), (stake, bp) => {
        const c = contributionOf(
          { ...rules, contributionBasisPoints: bp, minStake: 0 },
          { currency: 'EUR', cashStake: stake, odds: 2 },
        );
        expect(Number.isInteger(c)).toBe(true);
        expect(c).toBeGreaterThanOrEqual(0);
        expect(c).toBeLessThanOrEqual(stake);
      }),
    );
  });

  it('[JKP3] splits a contribution over the levels so the parts add up to it exactly', () => {
    expect(splitContribution(rules, 7)).toEqual([5, 2, 0]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 5 }),
        (contribution, weights) => {
          const total = weights.reduce((a, b) => a + b, 0);
          // Shares that add up to 100: the weights scaled, the rest on the last level.
          const shares = weights.map((w) => (total === 0 ? 0 : Math.floor((w * 100) / total)));
          shares[shares.length - 1] = 100 - shares.slice(0, -1).reduce((a, b) => a + b, 0);
          const levels = shares.map((share, i) => ({ code: `l${i}`, seed: 0, cap: 1, share }));
          const parts = splitContribution({ ...rules, levels }, contribution);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(contribution);
          for (const part of parts) expect(part).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('[JKP4] draws a drop point above the seed and at most the cap', () => {
    expect(dropPoint({ seed: 1_000, cap: 1_001 }, 0)).toBe(1_001);
    expect(dropPoint({ seed: 1_000, cap: 1_001 }, 0.999)).toBe(1_001);
    expect(dropPoint({ seed: 0, cap: 10 }, 0)).toBe(1);
    expect(dropPoint({ seed: 0, cap: 10 }, 0.99)).toBe(10);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 9 }),
        fc.integer({ min: 1, max: 10 ** 9 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (seed, span, random) => {
          const at = dropPoint({ seed, cap: seed + span }, random);
          expect(at).toBeGreaterThan(seed);
          expect(at).toBeLessThanOrEqual(seed + span);
        },
      ),
    );
  });

  it('[JKP5] drops when a part reaches the drop point, paying everything the level holds', () => {
    expect(addToLevel({ amount: 1_000, dropAt: 1_010 }, 9)).toEqual({ dropped: false, amount: 1_009 });
    expect(addToLevel({ amount: 1_009, dropAt: 1_010 }, 1)).toEqual({ dropped: true, won: 1_010 });
    // Over a run of contributions: everything paid plus what is left equals the seeds and the parts put in,
    // and no win exceeds the cap plus the part that carried it there.
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5_000 }), { maxLength: 200 }),
        fc.infiniteStream(fc.double({ min: 0, max: 1, noNaN: true })),
        (parts, randoms) => {
          const level = { seed: 1_000, cap: 20_000 };
          let state = { amount: level.seed, dropAt: dropPoint(level, randoms.next().value) };
          let paid = 0;
          let seeded = level.seed;
          for (const part of parts) {
            const step = addToLevel(state, part);
            if (step.dropped) {
              expect(step.won).toBeLessThanOrEqual(level.cap + part);
              paid += step.won;
              seeded += level.seed;
              state = { amount: level.seed, dropAt: dropPoint(level, randoms.next().value) };
            } else {
              state = { ...state, amount: step.amount };
            }
          }
          expect(paid + state.amount).toBe(seeded + parts.reduce((a, b) => a + b, 0));
        },
      ),
    );
  });

  it('[JKP6] refuses levels without a cap above the seed, with shares not adding up to 100, or named twice', () => {
    expect(levelProblems(rules.levels)).toEqual([]);
    expect(levelProblems([])).toEqual(['a jackpot needs at least one level']);
    expect(
      levelProblems([
        { code: 'a', seed: 10, cap: 10, share: 50 },
        { code: 'a', seed: 0, cap: 10, share: 40 },
      ]),
    ).toEqual([
      'level a: the cap must be above the seed',
      'level a is named twice',
      "the levels' shares add up to 90, not 100",
    ]);
  });
});
