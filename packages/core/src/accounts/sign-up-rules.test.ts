import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageOn, isEmailAddress, isOfAge, MINIMUM_AGE, parseDateOfBirth, utcDate } from './sign-up-rules';

const TODAY = { year: 2026, month: 11, day: 22 };

describe('e-mail addresses', () => {
  it.each(['alex@example.com', 'first.last+tag@sub.example.co.uk', "o'brien@example.ie", 'x@a-b.io'])(
    '[SGN1] accepts %s',
    (email) => {
      expect(isEmailAddress(email)).toBe(true);
    },
  );

  it.each([
    '',
    'alex',
    'alex@',
    '@example.com',
    'alex@example',
    'alex@@example.com',
    'a@b@example.com',
    'alex.@example.com',
    '.alex@example.com',
    'al..ex@example.com',
    'alex @example.com',
    'alex@exa mple.com',
    'alex@-example.com',
    'alex@example-.com',
    'alex@example..com',
    'alex@127.0.0.1',
    '"quoted"@example.com',
    `${'a'.repeat(65)}@example.com`,
    `a@${'b'.repeat(250)}.com`,
  ])('[SGN1] refuses %j', (email) => {
    expect(isEmailAddress(email)).toBe(false);
  });

  it('[SGN1] never accepts a string with whitespace or without exactly one @', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        if (/\s/.test(text) || text.split('@').length !== 2) expect(isEmailAddress(text)).toBe(false);
      }),
    );
  });
});

describe('date of birth and age', () => {
  it('[SGN2] reads YYYY-MM-DD dates that exist, from 1900 up to today', () => {
    expect(parseDateOfBirth('1990-04-12', TODAY)).toEqual({ year: 1990, month: 4, day: 12 });
    expect(parseDateOfBirth('2000-02-29', TODAY)).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseDateOfBirth('2026-11-22', TODAY)).toBeDefined();
  });

  it.each([
    '1990-4-12',
    '12.04.1990',
    '1990-04-12T00:00:00Z',
    '1990-13-01',
    '1990-00-10',
    '1990-04-31',
    '1900-02-29',
    '2001-02-29',
    '1899-12-31',
    '2026-11-23',
    '',
  ])('[SGN2] refuses %j', (text) => {
    expect(parseDateOfBirth(text, TODAY)).toBeUndefined();
  });

  it('[SGN3] counts full years, the birthday itself included', () => {
    expect(MINIMUM_AGE).toBe(18);
    expect(ageOn({ year: 2008, month: 11, day: 22 }, TODAY)).toBe(18);
    expect(ageOn({ year: 2008, month: 11, day: 23 }, TODAY)).toBe(17);
    expect(isOfAge({ year: 2008, month: 11, day: 22 }, TODAY)).toBe(true);
    expect(isOfAge({ year: 2008, month: 11, day: 23 }, TODAY)).toBe(false);
  });

  it('[SGN3] has someone born on 29 February come of age on 1 March in a year without one', () => {
    const birth = { year: 2008, month: 2, day: 29 };
    expect(isOfAge(birth, { year: 2026, month: 2, day: 28 })).toBe(false);
    expect(isOfAge(birth, { year: 2026, month: 3, day: 1 })).toBe(true);
  });

  it('[SGN3] the age never decreases as days pass, and grows by exactly one a year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40_000 }), fc.integer({ min: 0, max: 400 }), (born, later) => {
        const birthMs = Date.UTC(1920, 0, 1) + born * 86_400_000;
        const birth = utcDate(birthMs);
        const a = utcDate(birthMs + (later + 365) * 86_400_000);
        const b = utcDate(birthMs + (later + 366) * 86_400_000);
        expect(ageOn(birth, b)).toBeGreaterThanOrEqual(ageOn(birth, a));
        const sameDayNextYear = { ...a, year: a.year + 1 };
        if (!(a.month === 2 && a.day === 29)) expect(ageOn(birth, sameDayNextYear)).toBe(ageOn(birth, a) + 1);
      }),
    );
  });
});
