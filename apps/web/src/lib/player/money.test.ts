import { describe, expect, it } from 'vitest';
import { amountText, formatMoney, parseAmount } from './money';

describe('money in the browser', () => {
  it('formats minor units as the locale writes money', () => {
    expect(formatMoney(100_000, 'EUR', 100, 'en')).toMatch(/^EUR\s1,000\.00$/);
    expect(formatMoney(100_000, 'EUR', 100, 'de')).toMatch(/^1\.000,00\sEUR$/);
    expect(formatMoney(150_000_000, 'USDT', 1_000_000, 'en')).toBe('150.000000 USDT');
  });

  it('reads typed amounts as minor units, refusing what is not one', () => {
    expect(parseAmount('12.5', 100)).toBe(1250);
    expect(parseAmount('12,50', 100)).toBe(1250);
    expect(parseAmount('7', 100)).toBe(700);
    expect(parseAmount('0.001', 100)).toBeNull();
    for (const bad of ['', 'abc', '-5', '1e5', '12.3.4', 'NaN']) expect(parseAmount(bad, 100)).toBeNull();
    expect(amountText(1250, 100)).toBe('12.50');
  });
});
