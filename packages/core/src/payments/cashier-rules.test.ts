import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  cardDigits,
  cardExpired,
  cvcValid,
  luhnValid,
  MAX_DEPOSIT_MAJOR_UNITS,
  parseDepositAmount,
} from './cashier-rules';

describe('deposit amounts', () => {
  it('[CARD1] reads major units exactly into minor units', () => {
    expect(parseDepositAmount('10', 100)).toEqual({ ok: true, minor: 1_000 });
    expect(parseDepositAmount('10.5', 100)).toEqual({ ok: true, minor: 1_050 });
    expect(parseDepositAmount(' 0.01 ', 100)).toEqual({ ok: true, minor: 1 });
    expect(parseDepositAmount('0.0015', 100_000_000)).toEqual({ ok: true, minor: 150_000 });
    expect(parseDepositAmount('10.50000', 100)).toEqual({ ok: true, minor: 1_050 });
  });

  it('[CARD1] refuses 0, too many decimals and too much', () => {
    expect(parseDepositAmount('0', 100)).toEqual({ ok: false, problem: 'amount_not_positive' });
    expect(parseDepositAmount('0.00', 100)).toEqual({ ok: false, problem: 'amount_not_positive' });
    expect(parseDepositAmount('-5', 100)).toEqual({ ok: false, problem: 'amount_not_positive' });
    expect(parseDepositAmount('1.001', 100)).toEqual({ ok: false, problem: 'amount_too_precise' });
    expect(parseDepositAmount(String(MAX_DEPOSIT_MAJOR_UNITS + 1), 100)).toEqual({
      ok: false,
      problem: 'amount_too_large',
    });
    expect(parseDepositAmount('99999999999999', 100)).toEqual({ ok: false, problem: 'amount_too_large' });
  });

  it('[CARD1] every amount of whole cents reads back as itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_DEPOSIT_MAJOR_UNITS * 100 }), (cents) => {
        const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        expect(parseDepositAmount(text, 100)).toEqual({ ok: true, minor: cents });
      }),
    );
  });
});

describe('cards', () => {
  it('[CARD2] test cards pass Luhn; a changed digit does not', () => {
    for (const n of ['4242424242424242', '4000000000000002', '4000000000000077'])
      expect(luhnValid(n)).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(cardDigits('4242 4242 4242 4242')).toBe('4242424242424242');
    expect(cardDigits('4242')).toBeNull();
    expect(cardDigits('4242 abcd 4242 4242')).toBeNull();
  });

  it('[CARD2] changing any one digit breaks the checksum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (position, delta) => {
        const digits = '4242424242424242'.split('');
        digits[position] = String((Number(digits[position]) + delta) % 10);
        expect(luhnValid(digits.join(''))).toBe(false);
      }),
    );
  });

  it('[CARD3] brands', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('card');
  });

  it('[CARD4] an expiry is good through its month; a cvc has 3 digits (4 for amex)', () => {
    const now = Date.parse('2026-11-21T12:00:00Z');
    expect(cardExpired('11/26', now)).toBe(false);
    expect(cardExpired('10/26', now)).toBe(true);
    expect(cardExpired('12/2030', now)).toBe(false);
    expect(cardExpired('13/26', now)).toBeNull();
    expect(cardExpired('1126', now)).toBeNull();
    expect(cvcValid('123', 'visa')).toBe(true);
    expect(cvcValid('12', 'visa')).toBe(false);
    expect(cvcValid('1234', 'amex')).toBe(true);
  });
});
