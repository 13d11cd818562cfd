import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankEntries } from './hunting';
import { type PoolLevel, poolAmount, poolLevelStates, tournamentPrizes } from './tournament';

const levels: PoolLevel[] = [
  { threshold: 0, pool: 5_000 },
  { threshold: 50_000, pool: 10_000 },
  { threshold: 200_000, pool: 25_000 },
];

describe('tournament pools', () => {
  it('[BON28] opens levels as everyone farms: superseded disabled, the open one active, later ones created', () => {
    expect(poolLevelStates(levels, 0, 'running')).toEqual(['active', 'created', 'created']);
    expect(poolLevelStates(levels, 60_000, 'running')).toEqual(['disabled', 'active', 'created']);
    expect(poolLevelStates(levels, 250_000, 'running')).toEqual(['disabled', 'disabled', 'active']);
  });

  it('[BON28] says the open level is paused or finished with the tournament', () => {
    expect(poolLevelStates(levels, 60_000, 'paused')).toEqual(['disabled', 'paused', 'created']);
    expect(poolLevelStates(levels, 60_000, 'ended')).toEqual(['disabled', 'finished', 'created']);
  });

  it('[BON28] leaves every level created until the first threshold is reached', () => {
    const later = [{ threshold: 1_000, pool: 500 }];
    expect(poolLevelStates(later, 999, 'running')).toEqual(['created']);
  });

  it('[BON29] holds the open level’s prize, 0 before any opens', () => {
    expect(poolAmount(levels, 49_999)).toBe(5_000);
    expect(poolAmount(levels, 50_000)).toBe(10_000);
    expect(poolAmount([{ threshold: 1_000, pool: 500 }], 0)).toBe(0);
  });

  it('[BON29] [BON28] exactly one level is open once the first threshold is reached, and the pool never shrinks', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const states = poolLevelStates(levels, low, 'running');
        expect(states.filter((state) => state === 'active')).toHaveLength(1);
        expect(poolAmount(levels, high)).toBeGreaterThanOrEqual(poolAmount(levels, low));
      }),
    );
  });
});

describe('tournament prizes', () => {
  it('[BON30] shares the pool by position, rounded down, to players who farmed', () => {
    const ranked = rankEntries([
      { playerId: 1, farmed: 900, reachedAt: 10 },
      { playerId: 2, farmed: 1_500, reachedAt: 20 },
      { playerId: 3, farmed: 900, reachedAt: 5 },
      { playerId: 4, farmed: 0, reachedAt: 1 },
    ]);
    expect(tournamentPrizes(ranked, 10_001, [50, 30, 15, 5])).toEqual([
      { playerId: 2, position: 1, amount: 5_000 },
      { playerId: 3, position: 2, amount: 3_000 },
      { playerId: 1, position: 3, amount: 1_500 },
    ]);
  });

  it('[BON30] [BON19] never pays out more than the pool, nor to a position without a share', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ playerId: fc.nat(), farmed: fc.nat(10_000), reachedAt: fc.nat() }), {
          maxLength: 20,
        }),
        fc.nat(10_000_000),
        fc
          .array(fc.integer({ min: 1, max: 40 }), { maxLength: 5 })
          .filter((shares) => shares.reduce((sum, share) => sum + share, 0) <= 100),
        (entries, pool, shares) => {
          const prizes = tournamentPrizes(rankEntries(entries), pool, shares);
          expect(prizes.reduce((sum, prize) => sum + prize.amount, 0)).toBeLessThanOrEqual(pool);
          for (const prize of prizes) {
            expect(prize.position).toBeLessThanOrEqual(shares.length);
            expect(Number.isInteger(prize.amount)).toBe(true);
          }
        },
      ),
    );
  });
});
