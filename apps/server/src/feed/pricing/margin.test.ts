import { describe, expect, it } from 'vitest';
import { MAX_ODDS, MIN_ODDS, marginFor, oddsWithMargin } from './margin';

const implied = (odds: readonly number[]) => odds.reduce((acc, o) => acc + 1 / o, 0);

describe('odds with margin', () => {
  it('rounds to two decimals, never below 1.01 nor above the cap', () => {
    const odds = oddsWithMargin([0.996, 0.0039, 0.0001], 0.05);
    for (const o of odds) {
      expect(Math.round(o * 100) / 100).toBe(o);
      expect(o).toBeGreaterThanOrEqual(MIN_ODDS);
      expect(o).toBeLessThanOrEqual(MAX_ODDS);
    }
    expect(odds[0]).toBe(MIN_ODDS);
  });

  it('builds a book that adds up to one plus the margin', () => {
    expect(implied(oddsWithMargin([0.5, 0.3, 0.2], 0.06))).toBeCloseTo(1.06, 2);
    expect(implied(oddsWithMargin([0.5, 0.5], 0.05))).toBeCloseTo(1.05, 2);
    expect(oddsWithMargin([0.5, 0.5], 0.05)).toEqual([1.9, 1.9]);
  });

  it('loads more of the margin on long shots than on favourites', () => {
    const fair = [0.7, 0.2, 0.1];
    const odds = oddsWithMargin(fair, 0.08);
    const cut = odds.map((o, i) => 1 / o / (fair[i] as number));
    expect(cut[2]).toBeGreaterThan(cut[1] as number);
    expect(cut[1]).toBeGreaterThan(cut[0] as number);
  });

  it('prices double chance from shares of two winners per result', () => {
    // 1X, 12, X2 for 1 = 0.5, X = 0.25, 2 = 0.25: fair prices 1.33, 1.33, 2.00.
    const odds = oddsWithMargin([0.75, 0.75, 0.5], 0.05, 2);
    expect(odds[0]).toBeLessThan(1 / 0.75);
    expect(odds[2]).toBeLessThan(2);
    expect(odds[2]).toBeGreaterThan(1.8);
    expect(implied(odds)).toBeCloseTo(2 * 1.05, 1);
  });

  it('charges more on many-outcome markets and in play', () => {
    expect(marginFor(3, false)).toBeGreaterThan(marginFor(2, false));
    expect(marginFor(25, false)).toBeGreaterThan(0.15);
    expect(marginFor(2, true)).toBeGreaterThan(marginFor(2, false));
  });
});
