import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type LineSide, lineResult, resultFactor, type SelectionResult } from './selection-results';

const MIRROR: Readonly<Record<SelectionResult, SelectionResult>> = {
  win_entire: 'lose_entire',
  lose_entire: 'win_entire',
  refund_entire: 'refund_entire',
  refund_half_win_other: 'refund_half_lose_other',
  refund_half_lose_other: 'refund_half_win_other',
  canceled: 'canceled',
};

describe('selection results', () => {
  it.each<[SelectionResult, number, number]>([
    ['win_entire', 1.95, 1.95],
    ['lose_entire', 1.95, 0],
    ['refund_entire', 1.95, 1],
    ['canceled', 1.95, 1],
    ['refund_half_win_other', 1.9, 1.45],
    ['refund_half_lose_other', 1.9, 0.5],
  ])('[STL1] %s at %d pays %d per unit of stake', (result, odds, factor) => {
    expect(resultFactor(result, odds)).toBeCloseTo(factor, 12);
  });

  it.each<[number, number, LineSide, SelectionResult]>([
    // Half lines: never level.
    [3, 2.5, 'over', 'win_entire'],
    [2, 2.5, 'over', 'lose_entire'],
    [2, 2.5, 'under', 'win_entire'],
    // Whole lines: level refunds both sides.
    [2, 2, 'over', 'refund_entire'],
    [2, 2, 'under', 'refund_entire'],
    [3, 2, 'over', 'win_entire'],
    [1, 2, 'over', 'lose_entire'],
    // Quarter lines: half the stake on each neighbouring line.
    [2, 2.25, 'over', 'refund_half_lose_other'],
    [2, 2.25, 'under', 'refund_half_win_other'],
    [3, 2.25, 'over', 'win_entire'],
    [1, 2.25, 'over', 'lose_entire'],
    [3, 2.75, 'over', 'refund_half_win_other'],
    [3, 2.75, 'under', 'refund_half_lose_other'],
    [4, 2.75, 'over', 'win_entire'],
    [2, 2.75, 'over', 'lose_entire'],
    // Handicaps on the home margin: home −0.75 is over 0.75, home −0.25 over 0.25, away +0.25 under 0.25.
    [1, 0.75, 'over', 'refund_half_win_other'],
    [2, 0.75, 'over', 'win_entire'],
    [0, 0.75, 'over', 'lose_entire'],
    [0, 0.25, 'over', 'refund_half_lose_other'],
    [0, 0.25, 'under', 'refund_half_win_other'],
    [-1, -0.25, 'over', 'lose_entire'],
    [0, -0.25, 'over', 'refund_half_win_other'],
    [0, -0.75, 'over', 'win_entire'],
    [-1, -0.75, 'over', 'refund_half_lose_other'],
  ])('[STL2] a quantity of %d on line %d: %s is %s', (quantity, line, side, result) => {
    expect(lineResult(quantity, line, side)).toBe(result);
  });

  it('[STL2] the two sides of a line mirror each other', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -40, max: 40 }),
        fc.integer({ min: -40, max: 40 }),
        (quantity, quarters) => {
          const line = quarters / 4;
          expect(lineResult(quantity, line, 'under')).toBe(MIRROR[lineResult(quantity, line, 'over')]);
        },
      ),
    );
  });

  it('[STL1] [STL2] a quarter line pays the average of its two neighbouring lines', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -30, max: 30 }),
        fc.integer({ min: -15, max: 15 }),
        fc.constantFrom<LineSide>('over', 'under'),
        fc.integer({ min: 101, max: 900 }).map((hundredths) => hundredths / 100),
        (quantity, halves, side, odds) => {
          const line = halves / 2 + 0.25;
          const quarter = resultFactor(lineResult(quantity, line, side), odds);
          const lower = resultFactor(lineResult(quantity, line - 0.25, side), odds);
          const upper = resultFactor(lineResult(quantity, line + 0.25, side), odds);
          expect(quarter).toBeCloseTo((lower + upper) / 2, 12);
        },
      ),
    );
  });
});
