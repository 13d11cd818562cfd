import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combinedOdds, potentialWin } from './odds-math';
import {
  binomial,
  parseSystemId,
  systemCombinations,
  systemId,
  systemLineOddsSum,
  systemLines,
  systemOdds,
  systemTypeFits,
  systemTypes,
} from './system-bets';

const price = fc.integer({ min: 101, max: 2_000 }).map((hundredths) => hundredths / 100);

describe('system bets', () => {
  it('[SYS1] writes and reads system ids "k/n", refusing what is not a system', () => {
    expect(systemId({ winCount: 2, totalCount: 3 })).toBe('2/3');
    expect(parseSystemId('3/5')).toEqual({ winCount: 3, totalCount: 5 });
    for (const bad of ['1/3', '3/3', '2/2', '4/3', 'x/3', '2/3/4', ''])
      expect(parseSystemId(bad)).toBeUndefined();
  });

  it('[SYS2] offers k out of n for k from 2 to n − 1, sorted by total then win count; none below 3', () => {
    expect(systemTypes(2)).toEqual([]);
    expect(systemTypes(3)).toEqual([{ totalCount: 3, winCount: 2 }]);
    expect(systemTypes(5).map(systemId)).toEqual(['2/5', '3/5', '4/5']);
    expect(systemTypeFits({ totalCount: 4, winCount: 2 }, 4)).toBe(true);
    expect(systemTypeFits({ totalCount: 4, winCount: 2 }, 5)).toBe(false);
  });

  it('[SYS3] a system has C(n, k) lines', () => {
    expect(systemLines({ totalCount: 3, winCount: 2 })).toBe(3);
    expect(systemLines({ totalCount: 20, winCount: 10 })).toBe(184_756);
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 12 }), (n) => {
        for (const type of systemTypes(n)) {
          expect(systemLines(type)).toBe(systemCombinations(type).length);
          expect(systemLines(type)).toBe(binomial(n - 1, type.winCount - 1) + binomial(n - 1, type.winCount));
        }
      }),
    );
  });

  it('[SYS4] pays the average of its lines’ combined odds when every selection wins', () => {
    // 2/3 of 2.0, 3.0, 4.0: lines 6, 8, 12 → 26 / 3.
    expect(systemLineOddsSum([2, 3, 4], 2)).toBe(26);
    expect(systemOdds([2, 3, 4], { totalCount: 3, winCount: 2 })).toBe(8.666667);
    expect(potentialWin(3000, systemOdds([2, 3, 4], { totalCount: 3, winCount: 2 }))).toBe(26_000);
    expect(systemOdds([2, 3], { totalCount: 3, winCount: 2 })).toBe(0);
  });

  it('[SYS4] the line odds sum equals the sum over the enumerated lines', () => {
    fc.assert(
      fc.property(fc.array(price, { minLength: 3, maxLength: 9 }), (odds) => {
        for (const type of systemTypes(odds.length)) {
          const enumerated = systemCombinations(type).reduce(
            (sum, line) => sum + combinedOdds(line.map((i) => odds[i] as number)),
            0,
          );
          expect(systemLineOddsSum(odds, type.winCount)).toBeCloseTo(enumerated, 3);
        }
      }),
    );
  });

  it('[SYS5] enumerates every line once, in lexicographic order', () => {
    expect(systemCombinations({ totalCount: 4, winCount: 3 })).toEqual([
      [0, 1, 2],
      [0, 1, 3],
      [0, 2, 3],
      [1, 2, 3],
    ]);
  });
});
