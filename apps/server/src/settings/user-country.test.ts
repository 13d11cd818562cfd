import { describe, expect, it } from 'vitest';
import { userCountry } from './user-country';

describe('userCountry', () => {
  it.each([
    [{ 'cf-ipcountry': 'DE' }, 'DE'],
    [{ 'x-country-code': 'br' }, 'BR'],
    [{ 'cf-ipcountry': ' tr ' }, 'TR'],
    // Cloudflare's "unknown" and Tor markers are not countries; the next header may still tell.
    [{ 'cf-ipcountry': 'XX', 'x-country-code': 'ES' }, 'ES'],
    [{ 'cf-ipcountry': 'T1' }, null],
    [{ 'cf-ipcountry': 'DE<script>' }, null],
    [{ 'cf-ipcountry': 'D' }, null],
    [{ 'cf-ipcountry': ['DE', 'FR'] }, null],
    [{}, null],
  ])('reads %j as %s', (headers, expected) => {
    expect(userCountry(headers)).toBe(expected);
  });

  it('prefers the CDN header over the generic one', () => {
    expect(userCountry({ 'cf-ipcountry': 'GB', 'x-country-code': 'US' })).toBe('GB');
  });
});
