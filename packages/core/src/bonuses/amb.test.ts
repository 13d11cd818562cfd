import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AmbCondition, ambConditionStates, ambFreebetsDue, countsTowardAmb } from './amb';

const terms = { currency: 'EUR', minOdds: 1.5, minStake: 100 };
/** 5 bets: a €2 free bet; 10 bets: two of €2.50. */
const conditions: AmbCondition[] = [
  { bets: 5, freebets: 1, amount: 200 },
  { bets: 10, freebets: 2, amount: 250 },
];

describe('accumulated bonus progress', () => {
  it('[BON37] counts cash bets in its currency at its min stake and odds, never a free bet’s stake', () => {
    expect(countsTowardAmb(terms, { currency: 'EUR', cashStake: 100, odds: 1.5 })).toBe(true);
    expect(countsTowardAmb(terms, { currency: 'EUR', cashStake: 99, odds: 2 })).toBe(false);
    expect(countsTowardAmb(terms, { currency: 'EUR', cashStake: 500, odds: 1.49 })).toBe(false);
    expect(countsTowardAmb(terms, { currency: 'USD', cashStake: 500, odds: 2 })).toBe(false);
    expect(countsTowardAmb({ ...terms, minStake: 0 }, { currency: 'EUR', cashStake: 0, odds: 2 })).toBe(
      false,
    );
  });

  it('[BON38] says which conditions are completed, claimable or next', () => {
    expect(ambConditionStates(conditions, 4, new Set())).toEqual(['next', 'next']);
    expect(ambConditionStates(conditions, 7, new Set())).toEqual(['claimable', 'next']);
    expect(ambConditionStates(conditions, 7, new Set([0]))).toEqual(['completed', 'next']);
    expect(ambConditionStates(conditions, 12, new Set([0, 1]))).toEqual(['completed', 'claimable']);
    expect(ambConditionStates(conditions, 12, new Set([0, 1, 2]))).toEqual(['completed', 'completed']);
  });

  it('[BON39] gives the free bets of every condition reached, each once', () => {
    expect(ambFreebetsDue(conditions, 4, new Set())).toEqual([]);
    expect(ambFreebetsDue(conditions, 10, new Set())).toEqual([
      { ordinal: 0, amount: 200 },
      { ordinal: 1, amount: 250 },
      { ordinal: 2, amount: 250 },
    ]);
    expect(ambFreebetsDue(conditions, 10, new Set([0, 1]))).toEqual([{ ordinal: 2, amount: 250 }]);
  });

  it('[BON39] [BON38] collecting twice gives nothing more, and a claimable condition is what collecting pays', () => {
    fc.assert(
      fc.property(fc.nat(30), fc.subarray([0, 1, 2]), (bets, issuedBefore) => {
        const issued = new Set(issuedBefore);
        const due = ambFreebetsDue(conditions, bets, issued);
        const after = new Set([...issued, ...due.map((item) => item.ordinal)]);
        expect(ambFreebetsDue(conditions, bets, after)).toEqual([]);
        expect(ambConditionStates(conditions, bets, after)).not.toContain('claimable');
        const claimable = ambConditionStates(conditions, bets, issued).some((state) => state === 'claimable');
        expect(due.length > 0).toBe(claimable);
      }),
    );
  });
});
