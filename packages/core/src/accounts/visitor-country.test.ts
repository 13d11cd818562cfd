import { describe, expect, it } from 'vitest';
import { countryFromHeader, countryHeaderName, DEFAULT_COUNTRY_HEADER } from './visitor-country';

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
});
