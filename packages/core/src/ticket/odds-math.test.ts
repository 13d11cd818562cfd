import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cappedOdds,
  combinedOdds,
  isValidOdds,
  ODDS_CAP_THRESHOLD,
  oddsDirection,
  potentialWin,
  rescaleStake,
  roundOdds,
  stakeForWin,
} from './odds-math';

const price = fc.integer({ min: 101, max: 100_000 }).map((hundredths) => hundredths / 100);
const stake = fc.integer({ min: 1, max: 100_000_000 });

describe('odds and money arithmetic', () => {
  it('[ODM1] keeps odds to 6 decimals and takes only finite prices above 1', () => {
    expect(roundOdds(1.1 * 1.1 * 1.1)).toBe(1.331);
    expect(isValidOdds(1.01)).toBe(true);
    for (const bad of [1, 0.5, Number.NaN, Number.POSITIVE_INFINITY, -2])
      expect(isValidOdds(bad)).toBe(false);
  });

  it('[ODM2] multiplies a combo’s odds, exactly for 2-decimal prices', () => {
    expect(combinedOdds([2.1, 3.4, 1.85])).toBe(13.209);
    expect(combinedOdds([1.5])).toBe(1.5);
    expect(combinedOdds([])).toBe(1);
  });

  it('[ODM3] pays stake × odds rounded down to the minor unit, never up, without float noise', () => {
    expect(potentialWin(1000, 1.15)).toBe(1150);
    expect(potentialWin(333, 1.5)).toBe(499);
    expect(potentialWin(1, 1.01)).toBe(1);
    // Large products carry float noise above a fixed epsilon: 73027450 × 838.06 is exactly 61201384747.
    expect(potentialWin(73_027_450, 838.06)).toBe(61_201_384_747);
    fc.assert(
      fc.property(stake, price, (s, o) => {
        const win = potentialWin(s, o);
        const exact = (s * Math.round(o * 100)) / 100;
        expect(win).toBeLessThanOrEqual(exact + 1e-6);
        expect(win).toBeGreaterThan(exact - 1);
        expect(win).toBeGreaterThanOrEqual(s);
      }),
    );
  });

  it('[ODM4] finds the smallest stake that wins at least the amount asked', () => {
    expect(stakeForWin(1500, 1.5)).toBe(1000);
    expect(stakeForWin(1000, 3)).toBe(334);
    expect(stakeForWin(0, 2)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 10_000_000 }), price, (win, o) => {
        const s = stakeForWin(win, o);
        expect(potentialWin(s, o)).toBeGreaterThanOrEqual(win);
        expect(potentialWin(s - 1, o)).toBeLessThan(win);
      }),
    );
  });

  it('[ODM5] rescales a stake derived from a potential win by old over new odds', () => {
    expect(rescaleStake(1000, 2, 2.5)).toBe(800);
    expect(rescaleStake(1000, 2, 1.6)).toBe(1250);
    expect(rescaleStake(1000, 2, Number.NaN)).toBe(1000);
    const uncapped = fc.integer({ min: 101, max: 4_000 }).map((hundredths) => hundredths / 100);
    fc.assert(
      fc.property(stake, uncapped, uncapped, (s, before, after) => {
        const rescaled = rescaleStake(s, before, after);
        // The potential win stays within a minor unit's worth of odds of the one asked for.
        expect(Math.abs(rescaled * after - s * before)).toBeLessThanOrEqual(after / 2 + 1e-6);
      }),
    );
  });

  it('[ODM7] odds above the cap threshold (40) are taken as 40 when a stake is rescaled', () => {
    expect(ODDS_CAP_THRESHOLD).toBe(40);
    expect(cappedOdds(55)).toBe(40);
    expect(cappedOdds(40)).toBe(40);
    expect(cappedOdds(12.5)).toBe(12.5);
    // Between prices above 40 the stake stays; across 40 it moves by the part below.
    expect(rescaleStake(1000, 60, 80)).toBe(1000);
    expect(rescaleStake(1000, 20, 80)).toBe(500);
    fc.assert(
      fc.property(stake, price, price, (s, before, after) => {
        const rescaled = rescaleStake(s, before, after);
        expect(rescaled).toBe(Math.round((s * cappedOdds(before)) / cappedOdds(after)));
        if (before > 40 && after > 40) expect(rescaled).toBe(s);
      }),
    );
  });

  it('[ODM6] tells the direction of a price change', () => {
    expect(oddsDirection(2, 2.1)).toBe('up');
    expect(oddsDirection(2, 1.9)).toBe('down');
    expect(oddsDirection(2, 2)).toBeNull();
  });
});
