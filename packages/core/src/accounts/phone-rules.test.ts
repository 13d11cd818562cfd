import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  normalisePhoneNumber,
  PHONE_CODE_ATTEMPTS,
  PHONE_CODE_TTL_SECONDS,
  PHONE_CODES_PER_DAY,
  PHONE_RESEND_SECONDS,
  phoneResendWait,
} from './phone-rules';

const NOW = Date.parse('2026-11-22T10:00:00Z');

describe('phone numbers', () => {
  it.each([
    ['+49 151 23456789', '+4915123456789'],
    ['0049 (151) 234-567.89', '+4915123456789'],
    ['+1 202 555 0143', '+12025550143'],
  ])('[PHN1] reads %j as %s', (input, expected) => {
    expect(normalisePhoneNumber(input)).toBe(expected);
  });

  it.each(['015123456789', '+0151234567', '+49 151', '+49151234567890123', '+49 151 2345678x', '', '+'])(
    '[PHN1] refuses %j',
    (input) => {
      expect(normalisePhoneNumber(input)).toBeUndefined();
    },
  );

  it('[PHN1] answers only E.164 or nothing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (input) => {
        const number = normalisePhoneNumber(input);
        if (number !== undefined) expect(number).toMatch(/^\+[1-9]\d{6,14}$/);
      }),
    );
  });
});

describe('phone codes', () => {
  it('[PHN2] last 10 minutes and allow 5 tries', () => {
    expect(PHONE_CODE_TTL_SECONDS).toBe(600);
    expect(PHONE_CODE_ATTEMPTS).toBe(5);
  });
});

describe('phone code resend', () => {
  it('[PHN3] lets the first code go at once and the next one 60 seconds later', () => {
    expect(phoneResendWait([], NOW)).toEqual({ seconds: 0, limitReached: false });
    expect(phoneResendWait([NOW - 20_000], NOW)).toEqual({
      seconds: PHONE_RESEND_SECONDS - 20,
      limitReached: false,
    });
    expect(phoneResendWait([NOW - 60_000], NOW)).toEqual({ seconds: 0, limitReached: false });
  });

  it('[PHN3] stops at 5 codes in 24 hours until the oldest of them is a day old', () => {
    const hour = 3_600_000;
    const sent = [NOW - 20 * hour, NOW - 10 * hour, NOW - 3 * hour, NOW - 2 * hour, NOW - hour];
    expect(PHONE_CODES_PER_DAY).toBe(5);
    expect(phoneResendWait(sent, NOW)).toEqual({ seconds: 4 * 3600, limitReached: true });
    // Codes older than a day do not count.
    expect(phoneResendWait([NOW - 30 * hour, ...sent.slice(1)], NOW).limitReached).toBe(false);
  });
});
