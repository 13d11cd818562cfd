import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { settleBet } from '../settlement/bet-payout';
import { SELECTION_RESULTS } from '../settlement/selection-results';
import { potentialWin } from '../ticket/odds-math';
import {
  cashStake,
  type Freebet,
  type FreebetBet,
  type FreebetVariant,
  freebetCashoutValue,
  freebetRefusal,
  settleFreebetBet,
} from './freebet';

const freebet: Freebet = {
  variant: 'only_win',
  amount: 500,
  currency: 'EUR',
  minOdds: 1.5,
  maxOdds: 10,
  selectionCountFrom: 1,
  selectionCountTo: 3,
  matchStatuses: [0],
};

const bet = (overrides: Partial<FreebetBet> = {}): FreebetBet => ({
  type: 'single',
  odds: 2,
  currency: 'EUR',
  stake: 500,
  matchStatuses: [0],
  ...overrides,
});

const VARIANTS: FreebetVariant[] = ['only_win', 'all_win', 'no_risk'];

describe('freebets', () => {
  it('[BON8] may be used on the bets its conditions allow, at its own amount', () => {
    expect(freebetRefusal(freebet, bet())).toBeNull();
    expect(freebetRefusal(freebet, bet({ currency: 'USD' }))).toBe('currency');
    expect(freebetRefusal(freebet, bet({ type: 'system' }))).toBe('bet_type');
    expect(freebetRefusal(freebet, bet({ type: 'combo', matchStatuses: [0, 0, 0, 0] }))).toBe(
      'selection_count',
    );
    expect(freebetRefusal(freebet, bet({ odds: 1.49 }))).toBe('odds');
    expect(freebetRefusal(freebet, bet({ odds: 10.01 }))).toBe('odds');
    expect(freebetRefusal({ ...freebet, maxOdds: null }, bet({ odds: 500 }))).toBeNull();
    expect(freebetRefusal(freebet, bet({ type: 'combo', odds: 3, matchStatuses: [0, 1] }))).toBe(
      'match_status',
    );
    expect(freebetRefusal(freebet, bet({ stake: 499 }))).toBe('stake');
    expect(freebetRefusal(freebet, bet({ stake: 501 }))).toBe('stake');
    // A no-risk freebet covers a cash stake up to its amount.
    const noRisk = { ...freebet, variant: 'no_risk' as const };
    expect(freebetRefusal(noRisk, bet({ stake: 200 }))).toBeNull();
    expect(freebetRefusal(noRisk, bet({ stake: 501 }))).toBe('stake');
    expect(freebetRefusal(noRisk, bet({ stake: 0 }))).toBe('stake');
  });

  it('[BON9] costs no cash, except the real stake of a no-risk bet', () => {
    expect(cashStake('only_win', 500)).toBe(0);
    expect(cashStake('all_win', 500)).toBe(0);
    expect(cashStake('no_risk', 500)).toBe(500);
  });

  it('[BON10] pays each variant as the spec names it', () => {
    // 5.00 at 3.00 won: 15.00 as cash.
    expect(settleFreebetBet('only_win', 500, 1_500, 'win_entire')).toEqual({ cash: 1_000, freebetBack: 0 });
    expect(settleFreebetBet('all_win', 500, 1_500, 'win_entire')).toEqual({ cash: 1_500, freebetBack: 0 });
    expect(settleFreebetBet('no_risk', 500, 1_500, 'win_entire')).toEqual({ cash: 1_500, freebetBack: 0 });
    // Lost.
    expect(settleFreebetBet('only_win', 500, 0, 'lose_entire')).toEqual({ cash: 0, freebetBack: 0 });
    expect(settleFreebetBet('all_win', 500, 0, 'lose_entire')).toEqual({ cash: 0, freebetBack: 0 });
    expect(settleFreebetBet('no_risk', 500, 0, 'lose_entire')).toEqual({ cash: 0, freebetBack: 500 });
    // Refunded: the freebet comes back, never as cash; a no-risk bet's cash stake comes back as cash.
    expect(settleFreebetBet('only_win', 500, 500, 'refund_entire')).toEqual({ cash: 0, freebetBack: 500 });
    expect(settleFreebetBet('all_win', 500, 500, 'canceled')).toEqual({ cash: 0, freebetBack: 500 });
    expect(settleFreebetBet('no_risk', 500, 500, 'refund_entire')).toEqual({ cash: 500, freebetBack: 0 });
    // Half lost: a no-risk bet's shortfall comes back as a freebet.
    expect(settleFreebetBet('no_risk', 500, 250, 'refund_half_lose_other')).toEqual({
      cash: 250,
      freebetBack: 250,
    });
    expect(settleFreebetBet('only_win', 500, 250, 'refund_half_lose_other')).toEqual({
      cash: 0,
      freebetBack: 0,
    });
  });

  it('[BON10] [BON9] never turns a freebet stake into cash, never pays more than the bet would', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VARIANTS),
        fc.constantFrom(...SELECTION_RESULTS),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 101, max: 10_000 }),
        (variant, result, stake, hundredths) => {
          const odds = hundredths / 100;
          const { winAmount } = settleBet({
            type: 'single',
            stake,
            odds,
            potentialWin: potentialWin(stake, odds),
            legs: [{ result, odds }],
          });
          const back = settleFreebetBet(variant, stake, winAmount, result);
          expect(back.cash).toBeGreaterThanOrEqual(0);
          expect(back.freebetBack).toBeGreaterThanOrEqual(0);
          expect(back.freebetBack).toBeLessThanOrEqual(stake);
          expect(back.cash).toBeLessThanOrEqual(winAmount);
          // What a bettor ends with in cash, less the cash they put in.
          const net = back.cash - cashStake(variant, stake);
          // Only win: the winnings above the stake, nothing else.
          if (variant === 'only_win') expect(net).toBe(Math.max(0, winAmount - stake));
          // A freebet refunded whole comes back as a freebet, never as cash.
          if (variant !== 'no_risk' && (result === 'refund_entire' || result === 'canceled'))
            expect(back).toEqual({ cash: 0, freebetBack: stake });
          // No risk: the cash back and the freebet back together are never below the stake.
          if (variant === 'no_risk') expect(back.cash + back.freebetBack).toBeGreaterThanOrEqual(stake);
        },
      ),
    );
  });

  it('[BON11] offers an only-win bet its value above the stake in cash out, others the value', () => {
    expect(freebetCashoutValue('only_win', 500, 1_200)).toBe(700);
    expect(freebetCashoutValue('only_win', 500, 400)).toBe(0);
    expect(freebetCashoutValue('all_win', 500, 400)).toBe(400);
    expect(freebetCashoutValue('no_risk', 500, 400)).toBe(400);
  });
});
