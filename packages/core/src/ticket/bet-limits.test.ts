import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BetLimits,
  cappedPotentialWin,
  checkBetLimits,
  LIMIT_KINDS,
  type LimitedBet,
  limitsRefuse,
  maxStakeFor,
} from './bet-limits';
import { potentialWin } from './odds-math';

const LIMITS: BetLimits = {
  selectionLimit: 20,
  oddsLimit: { value: 1000, action: 'accept' },
  maxStakeLimit: { fiat: { EUR: { amount: 500_000, action: 'reject' } }, crypto: {} },
  payoutLimit: { fiat: { EUR: { amount: 10_000_000, action: 'reject' } }, crypto: {} },
};

const aBet = (overrides: Partial<LimitedBet> = {}): LimitedBet => ({
  selectionCount: 1,
  odds: 2,
  stake: 1_000,
  potentialWin: 2_000,
  currency: 'EUR',
  fiat: true,
  ...overrides,
});

describe('bet limits', () => {
  it('[LIM1] a bet within every limit has no violation; no limits, none either', () => {
    expect(checkBetLimits(aBet(), LIMITS)).toEqual([]);
    expect(checkBetLimits(aBet({ selectionCount: 99, stake: 10 ** 12 }), null)).toEqual([]);
  });

  it('[LIM2] [LIM3] reports every limit gone over, in the order selections, odds, stake, payout, with the spec keys', () => {
    const all = checkBetLimits(
      aBet({ selectionCount: 21, odds: 1500, stake: 600_000, potentialWin: 900_000_000 }),
      LIMITS,
    );
    expect(all.map((v) => [v.kind, v.action, v.messageKey])).toEqual([
      ['max_selections', 'reject', 'error.validation.bet_limits.selection_limit_exceeded'],
      ['max_odds', 'accept', 'warning.validation.bet_limits.odds_limit_exceeded'],
      ['max_stake', 'reject', 'error.validation.bet_limits.max_stake_limit_exceeded'],
      ['max_payout', 'reject', 'error.validation.bet_limits.payout_limit_exceeded'],
    ]);
    const refusingOdds = { ...LIMITS, oddsLimit: { value: 1000, action: 'reject' as const } };
    expect(checkBetLimits(aBet({ odds: 1001 }), refusingOdds)[0]?.messageKey).toBe(
      'error.validation.bet_limits.odds_limit_exceeded',
    );
    const acceptingPayout = {
      ...LIMITS,
      payoutLimit: { fiat: { EUR: { amount: 100, action: 'accept' as const } }, crypto: {} },
    };
    expect(checkBetLimits(aBet(), acceptingPayout)[0]?.messageKey).toBe(
      'warning.validation.bet_limits.payout_limit_exceeded',
    );
  });

  it('[LIM2] amount limits apply per fiat or crypto, per currency; a currency without one is not limited', () => {
    expect(checkBetLimits(aBet({ currency: 'USD', stake: 10 ** 9 }), LIMITS)).toEqual([]);
    expect(checkBetLimits(aBet({ fiat: false, stake: 10 ** 9 }), LIMITS)).toEqual([]);
  });

  it('[LIM4] a refused limit never lets a bet through; warnings alone do', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 101, max: 500_000 }).map((h) => h / 100),
        fc.integer({ min: 1, max: 10_000_000 }),
        (selectionCount, odds, stake) => {
          const bet = aBet({ selectionCount, odds, stake, potentialWin: potentialWin(stake, odds) });
          const violations = checkBetLimits(bet, LIMITS);
          const overHard = selectionCount > 20 || stake > 500_000 || potentialWin(stake, odds) > 10_000_000;
          expect(limitsRefuse(violations)).toBe(overHard);
          expect(violations.map((v) => LIMIT_KINDS.indexOf(v.kind))).toEqual(
            [...violations.map((v) => LIMIT_KINDS.indexOf(v.kind))].sort((a, b) => a - b),
          );
        },
      ),
    );
  });

  it('[LIM5] caps the potential win at a payout limit that accepts', () => {
    const accepting = {
      ...LIMITS,
      payoutLimit: { fiat: { EUR: { amount: 1_500, action: 'accept' as const } }, crypto: {} },
    };
    expect(cappedPotentialWin(aBet(), accepting)).toBe(1_500);
    expect(cappedPotentialWin(aBet(), LIMITS)).toBe(2_000);
  });

  it('[LIM6] the largest stake within max stake and a refusing payout limit', () => {
    expect(maxStakeFor({ odds: 2, currency: 'EUR', fiat: true }, LIMITS)).toBe(500_000);
    expect(maxStakeFor({ odds: 100, currency: 'EUR', fiat: true }, LIMITS)).toBe(100_000);
    expect(maxStakeFor({ odds: 3, currency: 'USD', fiat: true }, LIMITS)).toBeNull();
    fc.assert(
      fc.property(
        fc.integer({ min: 101, max: 500_000 }).map((h) => h / 100),
        (odds) => {
          const max = maxStakeFor({ odds, currency: 'EUR', fiat: true }, LIMITS) ?? 0;
          const at = (stake: number) =>
            limitsRefuse(
              checkBetLimits(aBet({ odds, stake, potentialWin: potentialWin(stake, odds) }), LIMITS),
            );
          expect(at(max)).toBe(false);
          expect(at(max + 1)).toBe(true);
        },
      ),
    );
  });
});
