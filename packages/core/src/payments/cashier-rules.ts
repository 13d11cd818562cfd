import { fractionDigits } from '../locale/formats';

/**
 * Rules of a card deposit through the sandbox cashier (rule ids CARD* in packages/core/SPEC.md): the amount a
 * person typed, and the card's number, expiry and security code. Pure: no clock of its own.
 */

/** [CARD1] The largest deposit accepted at once, in major units of any currency (more is a typing mistake). */
export const MAX_DEPOSIT_MAJOR_UNITS = 1_000_000;

export type AmountProblem = 'amount_not_positive' | 'amount_too_precise' | 'amount_too_large';

/**
 * [CARD1] A decimal string in major units (`"10"`, `"10.50"`) as minor units of a currency with `subunits`
 * minor units per unit (a power of ten): exact, no float arithmetic. More than 0, no more decimals than the
 * currency has, at most MAX_DEPOSIT_MAJOR_UNITS.
 */
export function parseDepositAmount(
  text: string,
  subunits: number,
): { ok: true; minor: number } | { ok: false; problem: AmountProblem } {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return { ok: false, problem: 'amount_not_positive' };
  const whole = (match[1] ?? '0').replace(/^0+(?=\d)/, '');
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  const decimals = fractionDigits(subunits);
  if (fraction.length > decimals) return { ok: false, problem: 'amount_too_precise' };
  if (whole.length > String(MAX_DEPOSIT_MAJOR_UNITS).length)
    return { ok: false, problem: 'amount_too_large' };
  const minor = BigInt(whole) * BigInt(subunits) + BigInt((fraction || '0').padEnd(decimals, '0') || '0');
  if (minor <= 0n) return { ok: false, problem: 'amount_not_positive' };
  if (minor > BigInt(MAX_DEPOSIT_MAJOR_UNITS) * BigInt(subunits))
    return { ok: false, problem: 'amount_too_large' };
  return { ok: true, minor: Number(minor) };
}

/** [CARD2] A card number as digits: spaces and dashes between groups are dropped; 12 to 19 digits. */
export function cardDigits(text: string): string | null {
  const digits = text.replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(digits) ? digits : null;
}

/** [CARD2] The Luhn checksum of a card number holds. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** [CARD3] The card's brand by its leading digits (sandbox: the common ones), else `card`. */
export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'card';
}

/**
 * [CARD4] An expiry `MM/YY` (or `MM/YYYY`) is good through the last moment of its month (UTC). Null when it
 * cannot be read; otherwise whether it has passed at `now`.
 */
export function cardExpired(expiry: string, now: number): boolean | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  const yearText = match[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  const endOfMonth = Date.UTC(year, month, 1);
  return now >= endOfMonth;
}

/** [CARD4] A security code is 3 digits (4 for American Express). */
export function cvcValid(cvc: string, brand: string): boolean {
  return brand === 'amex' ? /^\d{4}$/.test(cvc) : /^\d{3}$/.test(cvc);
}
