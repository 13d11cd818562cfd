import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countryFromHeader, countryHeaderName, DEFAULT_COUNTRY_HEADER } from './visitor-country';

const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ');
const space = fc.constantFrom('', ' ', '  ', '\t');

describe('visitor country', () => {
  it('[PSN10] reads exactly one header: COUNTRY_HEADER, else x-country-code', () => {
    expect(countryHeaderName(undefined)).toBe(DEFAULT_COUNTRY_HEADER);
    expect(countryHeaderName('  ')).toBe('x-country-code');
    expect(countryHeaderName('CF-IPCountry')).toBe('cf-ipcountry');
  });

  it('[PSN10] takes a two-letter code and ignores anything else', () => {
    expect(countryFromHeader(' de ')).toBe('DE');
    expect(countryFromHeader('XX')).toBeNull();
    expect(countryFromHeader('T1')).toBeNull();
    expect(countryFromHeader('DEU')).toBeNull();
    expect(countryFromHeader(['DE', 'FR'])).toBeNull();
    expect(countryFromHeader(undefined)).toBeNull();
    expect(countryFromHeader(null)).toBeNull();
  });

  it('[PSN10] any two letters, in any case and between spaces, are that country upper-cased, except XX', () => {
    fc.assert(
      fc.property(letter, letter, space, space, (first, second, before, after) => {
        const code = `${first}${second}`.toUpperCase();
        expect(countryFromHeader(`${before}${first}${second}${after}`)).toBe(code === 'XX' ? null : code);
      }),
    );
  });

  it('[PSN10] a country is always two upper-case letters, never XX, whatever the header holds', () => {
    const headerValue = fc.oneof(
      fc.string({ maxLength: 6 }),
      fc.stringMatching(/^\s*[A-Za-z0-9]{1,4}\s*$/),
      fc.array(fc.string({ maxLength: 3 }), { maxLength: 3 }),
    );
    fc.assert(
      fc.property(headerValue, (value) => {
        const country = countryFromHeader(value);
        if (country === null) return;
        expect(country).toMatch(/^[A-Z]{2}$/);
        expect(country).not.toBe('XX');
        // Only a single header value names a country: a repeated header is a client's claim.
        expect(typeof value).toBe('string');
      }),
    );
  });
});
