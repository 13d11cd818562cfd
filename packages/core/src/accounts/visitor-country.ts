/**
 * Where the visitor's country comes from (spec §2.3, §5 blocked countries), one rule for the web and the
 * backend. Rule id PSN10 in `packages/core/SPEC.md`.
 */

/** [PSN10] The header a proxy puts the visitor's country in unless COUNTRY_HEADER names another. */
export const DEFAULT_COUNTRY_HEADER = 'x-country-code';

/** Codes a CDN sends when it does not know the country: Cloudflare's `XX` (unknown) and `T1` (Tor). */
const NOT_A_COUNTRY = new Set(['XX', 'T1']);

/**
 * [PSN10] The one header the country is read from: COUNTRY_HEADER (lower-cased, e.g. `cf-ipcountry` behind
 * Cloudflare) or `x-country-code`. Exactly one: a proxy overwrites the header it sets on every request, but
 * a second header it does not know about would be the client's own claim.
 */
export function countryHeaderName(configured: string | null | undefined): string {
  const name = configured?.trim().toLowerCase();
  return name ? name : DEFAULT_COUNTRY_HEADER;
}

/**
 * [PSN10] The visitor's country from that header's value: a two-letter code, upper-cased; a missing,
 * repeated or malformed value, or a CDN's "unknown" (`XX`, `T1`), is no country (null).
 */
export function countryFromHeader(value: string | readonly string[] | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) && !NOT_A_COUNTRY.has(code) ? code : null;
}
