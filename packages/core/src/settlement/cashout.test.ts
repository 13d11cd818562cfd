import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { potentialWin } from '../ticket/odds-math';
import { acceptCashout, CASHOUT_MARGIN, type CashoutBet, type CashoutLeg, cashoutValue } from './cashout';

const open = (placedOdds: number, currentOdds: number): CashoutLeg => ({
  state: 'open',
  placedOdds,
  currentOdds,
});

function aBet(type: CashoutBet['type'], legs: readonly CashoutLeg[], stake = 1_000, odds = 4): CashoutBet {
  return { type, stake, potentialWin: potentialWin(stake, odds), legs };
}

describe('cash out', () => {
  it('[CSH1] offers a value for singles and combos only', () => {
    const legs = [open(2, 2), open(2, 2)];
    expect(cashoutValue(aBet('combo', legs))).toBe(950);
    expect(cashoutValue(aBet('single', [open(2, 2)]))).toBe(950);
    expect(cashoutValue(aBet('system', [...legs, open(2, 2)]))).toBeNull();
    expect(cashoutValue(aBet('custom_bet', legs))).toBeNull();
  });

  it('[CSH2] offers none while a leg is unavailable, once a leg lost, or when every leg is decided', () => {
    expect(cashoutValue(aBet('combo', [open(2, 1.5), { state: 'unavailable' }]))).toBeNull();
    expect(
      cashoutValue(aBet('combo', [open(2, 1.5), { state: 'settled', placedOdds: 2, result: 'lose_entire' }])),
    ).toBeNull();
    expect(
      cashoutValue(aBet('combo', [{ state: 'settled', placedOdds: 2, result: 'win_entire' }])),
    ).toBeNull();
    expect(cashoutValue(aBet('single', []))).toBeNull();
  });

  it.each<[string, readonly CashoutLeg[], number, number | null]>([
    // 1000 × 2 / 2 × 0.95
    ['a single at its placed price', [open(2, 2)], 1_000, 950],
    // The price shortened to 1.25: 1000 × 2 / 1.25 × 0.95 = 1520.
    ['a single whose price shortened', [open(2, 1.25)], 1_000, 1_520],
    // The price drifted to 4: 1000 × 2 / 4 × 0.95 = 475.
    ['a single whose price drifted', [open(2, 4)], 1_000, 475],
    // A won leg counts its odds: 1000 × 2 × (2 / 1.6) × 0.95 = 2375.
    [
      'a combo with a won leg',
      [{ state: 'settled', placedOdds: 2, result: 'win_entire' }, open(2, 1.6)],
      1_000,
      2_375,
    ],
    // A half-lost leg counts 0.5: 1000 × 0.5 × (2 / 2) × 0.95 = 475.
    [
      'a combo with a half-lost leg',
      [{ state: 'settled', placedOdds: 2, result: 'refund_half_lose_other' }, open(2, 2)],
      1_000,
      475,
    ],
    // 10 × 1.01 / 500 × 0.95 rounds down to nothing: no offer.
    ['a single nearly lost', [open(1.01, 500)], 10, null],
  ])('[CSH3] [CSH4] values %s', (_name, legs, stake, value) => {
    const type = legs.length === 1 ? 'single' : 'combo';
    expect(cashoutValue(aBet(type, legs, stake))).toBe(value);
  });

  it('[CSH3] a capped bet is valued at most at its cap less the margin', () => {
    const capped: CashoutBet = {
      type: 'single',
      stake: 10_000,
      potentialWin: 100_000,
      legs: [open(50, 1.01)],
    };
    expect(cashoutValue(capped)).toBe(95_000);
  });

  it('[CSH3] the value moves against the current price and never reaches the potential win', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 101, max: 2_000 }),
        fc.integer({ min: 101, max: 2_000 }),
        fc.integer({ min: 101, max: 2_000 }),
        fc.integer({ min: 100, max: 1_000_000 }),
        (placed, current, other, stake) => {
          const bet = (now: number) => aBet('single', [open(placed / 100, now / 100)], stake, placed / 100);
          const value = cashoutValue(bet(current)) ?? 0;
          const shorter = cashoutValue(bet(Math.min(current, other))) ?? 0;
          expect(shorter).toBeGreaterThanOrEqual(value);
          expect(value).toBeLessThanOrEqual(potentialWin(stake, placed / 100) * (1 - CASHOUT_MARGIN));
        },
      ),
    );
  });

  it.each<[number, number | null, 'none' | 'higher' | 'any', string]>([
    [950, 950, 'none', 'accepted 950'],
    [950, 960, 'none', 'refused cashout_value_changed 960'],
    [950, 940, 'none', 'refused cashout_value_changed 940'],
    [950, 960, 'higher', 'accepted 960'],
    [950, 940, 'higher', 'refused cashout_value_changed 940'],
    [950, 940, 'any', 'accepted 940'],
    [950, null, 'any', 'refused cashout_unavailable null'],
  ])('[CSH5] asked %d, worth %s now, mode %s: %s', (requested, current, mode, expected) => {
    const verdict = acceptCashout(requested, current, mode);
    const text =
      'accepted' in verdict
        ? `accepted ${verdict.accepted}`
        : `refused ${verdict.refused} ${verdict.current}`;
    expect(text).toBe(expected);
  });
});
