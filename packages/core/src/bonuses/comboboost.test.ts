import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combinedOdds } from '../ticket/odds-math';
import {
  activeRangeIndex,
  type BonusPlayer,
  type BonusSelection,
  boostedPayout,
  boostOdds,
  type Comboboost,
  decideComboboost,
  isSuitableSelection,
  upcomingBoost,
} from './comboboost';

const boost: Comboboost = {
  ranges: [
    { minCount: 3, maxCount: 4, bonusOdds: 5 },
    { minCount: 5, maxCount: 6, bonusOdds: 10 },
    { minCount: 7, maxCount: 20, bonusOdds: 25 },
  ],
  minOdds: 1.3,
  usesLeft: 3,
  eventConditions: { matchStatuses: [], sportIds: [], tournamentIds: [] },
  countryCodes: [],
  onlyVerified: false,
};

const player: BonusPlayer = { countryCode: 'DE', verified: true };

function selection(odds: number, overrides: Partial<BonusSelection> = {}): BonusSelection {
  return {
    odds,
    matchId: Math.round(odds * 1000),
    matchStatus: 0,
    sportId: 1,
    tournamentId: 17,
    ...overrides,
  };
}

const combo = (...odds: number[]) => ({ type: 'combo', selections: odds.map((o) => selection(o)) });

describe('comboboost', () => {
  it('[BON2] finds the range a selection count falls in, the highest boost where ranges overlap', () => {
    expect(activeRangeIndex(boost.ranges, 2)).toBe(-1);
    expect(activeRangeIndex(boost.ranges, 3)).toBe(0);
    expect(activeRangeIndex(boost.ranges, 6)).toBe(1);
    expect(activeRangeIndex(boost.ranges, 21)).toBe(-1);
    const overlapping = [
      { minCount: 2, maxCount: 10, bonusOdds: 5 },
      { minCount: 4, maxCount: 6, bonusOdds: 15 },
    ];
    expect(activeRangeIndex(overlapping, 5)).toBe(1);
    expect(activeRangeIndex(overlapping, 7)).toBe(0);
  });

  it('[BON3] counts a selection whose price and event meet the conditions', () => {
    const strict: Comboboost = {
      ...boost,
      eventConditions: { matchStatuses: [0], sportIds: [1, 2], tournamentIds: [] },
    };
    expect(isSuitableSelection(strict, selection(1.3))).toBe(true);
    expect(isSuitableSelection(strict, selection(1.29))).toBe(false);
    expect(isSuitableSelection(strict, selection(2, { matchStatus: 1 }))).toBe(false);
    expect(isSuitableSelection(strict, selection(2, { sportId: 3 }))).toBe(false);
    expect(isSuitableSelection(strict, selection(2, { tournamentId: 999 }))).toBe(true);
  });

  it('[BON4] raises the profit by the percentage, not the stake', () => {
    expect(boostOdds(3, 10)).toBe(3.2);
    expect(boostOdds(1.5, 100)).toBe(2);
    expect(boostOdds(2, 0)).toBe(2);
  });

  it('[BON5] applies to a combo of suitable selections in a range, with the boosted combined odds', () => {
    const decision = decideComboboost(boost, combo(1.5, 2, 1.8, 2.2, 1.4), player);
    expect(decision).toEqual({
      applies: true,
      activeRangeIndex: 1,
      percent: 10,
      boostedOdds: boostOdds(combinedOdds([1.5, 2, 1.8, 2.2, 1.4]), 10),
    });
  });

  it('[BON6] refuses singles, used-up bonuses, other countries, unverified players, unsuitable or too few legs', () => {
    expect(decideComboboost(boost, { type: 'single', selections: [selection(2)] }, player)).toEqual({
      applies: false,
      reason: 'not_combo',
    });
    expect(decideComboboost({ ...boost, usesLeft: 0 }, combo(2, 2, 2), player)).toMatchObject({
      reason: 'used_up',
    });
    expect(decideComboboost({ ...boost, countryCodes: ['GB'] }, combo(2, 2, 2), player)).toMatchObject({
      reason: 'country',
    });
    expect(
      decideComboboost({ ...boost, countryCodes: ['GB'] }, combo(2, 2, 2), { ...player, countryCode: null }),
    ).toMatchObject({ reason: 'country' });
    expect(
      decideComboboost({ ...boost, onlyVerified: true }, combo(2, 2, 2), { ...player, verified: false }),
    ).toMatchObject({ reason: 'not_verified' });
    expect(decideComboboost(boost, combo(2, 2, 1.2), player)).toMatchObject({
      reason: 'unsuitable_selection',
    });
    expect(decideComboboost(boost, combo(2, 2), player)).toMatchObject({ reason: 'too_few_selections' });
    expect(decideComboboost(boost, combo(...Array.from({ length: 21 }, () => 1.5)), player)).toMatchObject({
      reason: 'too_many_selections',
    });
  });

  it('[BON5] [BON4] a boost never lowers the odds and never pays more than its percentage of the profit', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 130, max: 500 }), { minLength: 3, maxLength: 8 }),
        (hundredths) => {
          const odds = hundredths.map((h) => h / 100);
          const decision = decideComboboost(boost, combo(...odds), player);
          if (!decision.applies) throw new Error(`expected a boost, got ${decision.reason}`);
          const plain = combinedOdds(odds);
          expect(decision.boostedOdds).toBeGreaterThanOrEqual(plain);
          const extraProfit = decision.boostedOdds - plain;
          expect(extraProfit).toBeLessThanOrEqual((plain - 1) * (decision.percent / 100) + 1e-6);
        },
      ),
    );
  });

  it('[BON7] names the next boost within reach, and none past the last range or for an excluded player', () => {
    expect(upcomingBoost(boost, combo(2, 2).selections, player)).toEqual({ selectionsNeeded: 1, percent: 5 });
    expect(upcomingBoost(boost, combo(2, 2, 2, 2).selections, player)).toEqual({
      selectionsNeeded: 1,
      percent: 10,
    });
    // An unsuitable leg does not count toward the next range.
    expect(upcomingBoost(boost, combo(2, 2, 1.1).selections, player)).toEqual({
      selectionsNeeded: 1,
      percent: 5,
    });
    expect(upcomingBoost(boost, combo(...Array.from({ length: 8 }, () => 2)).selections, player)).toBeNull();
    expect(upcomingBoost({ ...boost, usesLeft: 0 }, combo(2, 2).selections, player)).toBeNull();
    expect(
      upcomingBoost({ ...boost, onlyVerified: true }, combo(2, 2).selections, { ...player, verified: false }),
    ).toBeNull();
  });
});

describe('boosted settlement (BON20)', () => {
  it('[BON20] raises a won combo’s profit by the percentage and rounds down', () => {
    // 1000 at 3.5: payout 3500, profit 2500, +10 % → 2750.
    expect(boostedPayout(1_000, 3_500, 10, 1_000_000)).toBe(3_750);
    // 333 at 2.0: profit 333 × 1.05 = 349.65 → 349.
    expect(boostedPayout(333, 666, 5, 1_000_000)).toBe(682);
  });

  it('[BON20] leaves losses and refunds alone', () => {
    expect(boostedPayout(1_000, 0, 25, 1_000_000)).toBe(0);
    expect(boostedPayout(1_000, 1_000, 25, 1_000_000)).toBe(1_000);
    expect(boostedPayout(1_000, 500, 25, 1_000_000)).toBe(500);
  });

  it('[BON20] never pays more than the potential win placed with, nor less than unboosted', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 1, max: 100_000_000 }),
        (stake, payout, percent, cap) => {
          const paid = boostedPayout(stake, payout, percent, Math.max(cap, payout));
          expect(paid).toBeGreaterThanOrEqual(payout);
          expect(paid).toBeLessThanOrEqual(Math.max(cap, payout));
          if (payout > stake)
            expect(paid - stake).toBeLessThanOrEqual(((payout - stake) * (100 + percent)) / 100 + 1e-6);
          expect(Number.isInteger(paid)).toBe(true);
        },
      ),
    );
  });
});
