import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availablePoints,
  averageStake,
  boostCeiling,
  boostFreebet,
  type LootboxPointRules,
  lootboxTier,
  pointsEarned,
  potentialFreebetAmount,
  potentialPoints,
} from './lootbox';

/** A point per €1 staked, 50 to start with, a point worth 5 cents. */
const rules: LootboxPointRules = { initialPoints: 50, stakePerPoint: 100, pointValue: 5 };

describe('lootbox points', () => {
  it('[BON31] starts from the initial pool and earns a point per whole stake_per_point farmed', () => {
    expect(pointsEarned(rules, 0)).toBe(50);
    expect(pointsEarned(rules, 99)).toBe(50);
    expect(pointsEarned(rules, 1_050)).toBe(60);
  });

  it('[BON32] leaves what boosts have not spent, never below 0', () => {
    expect(availablePoints(rules, 1_000, 20)).toBe(40);
    expect(availablePoints(rules, 0, 80)).toBe(0);
  });

  it('[BON33] says what a counted bet would add, and what the available points are worth', () => {
    expect(potentialPoints(rules, 1_050, 250)).toBe(3);
    expect(potentialPoints(rules, 1_050, 49)).toBe(0);
    expect(potentialFreebetAmount(rules, 40)).toBe(200);
  });

  it('[BON31] [BON33] points never fall as stakes are farmed, and a bet adds what the farmed total gains', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(1_000_000), (farmed, stake) => {
        const added = potentialPoints(rules, farmed, stake);
        expect(added).toBeGreaterThanOrEqual(0);
        expect(pointsEarned(rules, farmed) + added).toBe(pointsEarned(rules, farmed + stake));
      }),
    );
  });

  it('[BON35] picks the image tier by points earned', () => {
    const thresholds = { medium: 100, large: 500 };
    expect(lootboxTier(99, thresholds)).toBe('small');
    expect(lootboxTier(100, thresholds)).toBe('medium');
    expect(lootboxTier(500, thresholds)).toBe('large');
  });

  it('[BON36] averages the stakes counted, 0 before any', () => {
    expect(averageStake(0, 0)).toBe(0);
    expect(averageStake(1_001, 2)).toBe(500);
  });
});

describe('boosting a free bet', () => {
  it('[BON34] spends whole points up to the free bet’s ceiling (amount × (multiplier − 1))', () => {
    // A €5 free bet that may double: room for €5 more, 100 points of 5 cents.
    const freebet = { amount: 500, boosted: 0, multiplier: 2 };
    expect(boostCeiling(freebet)).toBe(500);
    expect(boostFreebet(rules, 40, freebet)).toEqual({ points: 40, added: 200 });
    expect(boostFreebet(rules, 400, freebet)).toEqual({ points: 100, added: 500 });
    // Boosted by €2 already (now €7): €3 of room left.
    expect(boostFreebet(rules, 400, { amount: 700, boosted: 200, multiplier: 2 })).toEqual({
      points: 60,
      added: 300,
    });
  });

  it('[BON34] figures the ceiling in whole minor units, not a float short of them', () => {
    expect(boostCeiling({ amount: 1_000, boosted: 0, multiplier: 1.15 })).toBe(150);
    expect(boostCeiling({ amount: 1_000, boosted: 0, multiplier: 2.3 })).toBe(1_300);
    expect(boostCeiling({ amount: 333, boosted: 0, multiplier: 1.5 })).toBe(166);
  });

  it('[BON34] boosts nothing without points, room, or a multiplier above 1', () => {
    expect(boostFreebet(rules, 0, { amount: 500, boosted: 0, multiplier: 2 })).toEqual({
      points: 0,
      added: 0,
    });
    expect(boostFreebet(rules, 50, { amount: 1_000, boosted: 500, multiplier: 2 })).toEqual({
      points: 0,
      added: 0,
    });
    expect(boostFreebet(rules, 50, { amount: 500, boosted: 0, multiplier: 1 })).toEqual({
      points: 0,
      added: 0,
    });
  });

  it('[BON34] never adds more than the points spent are worth, never spends points it lacks, never passes the ceiling', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.nat(100_000),
        fc.double({ min: 1, max: 10, noNaN: true }),
        fc.nat(1_000),
        fc.integer({ min: 1, max: 500 }),
        (original, alreadyAdded, multiplier, available, pointValue) => {
          const lootbox = { ...rules, pointValue };
          const boosted = Math.min(alreadyAdded, boostCeiling({ amount: original, boosted: 0, multiplier }));
          const freebet = { amount: original + boosted, boosted, multiplier };
          const boost = boostFreebet(lootbox, available, freebet);
          expect(boost.points).toBeGreaterThanOrEqual(0);
          expect(boost.points).toBeLessThanOrEqual(available);
          expect(boost.added).toBe(boost.points * pointValue);
          // Never past amount × multiplier (within the float's own error).
          expect(original + boosted + boost.added).toBeLessThanOrEqual(original * multiplier + 1e-6);
        },
      ),
    );
  });
});
