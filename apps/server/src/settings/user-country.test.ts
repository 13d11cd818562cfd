import { describe, expect, it } from 'vitest';
import { userCountry } from './user-country';

describe('userCountry', () => {
  it.each([
    [{ 'x-country-code': 'DE' }, 'DE'],
    [{ 'x-country-code': 'br' }, 'BR'],
    [{ 'x-country-code': ' tr ' }, 'TR'],
    // Cloudflare's "unknown" and Tor markers are not countries.
    [{ 'x-country-code': 'XX' }, null],
    [{ 'x-country-code': 'T1' }, null],
    [{ 'x-country-code': 'DE<script>' }, null],
    [{ 'x-country-code': 'D' }, null],
    [{ 'x-country-code': ['DE', 'FR'] }, null],
    [{}, null],
  ])('reads %j as %s', (headers, expected) => {
    expect(userCountry(headers)).toBe(expected);
  });

  it('reads only the configured header', () => {
    expect(userCountry({ 'cf-ipcountry': 'GB', 'x-country-code': 'US' }, 'cf-ipcountry')).toBe('GB');
    expect(userCountry({ 'cf-ipcountry': 'GB' })).toBeNull();
  });
});
