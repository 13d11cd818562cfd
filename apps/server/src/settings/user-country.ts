import type { IncomingHttpHeaders } from 'node:http';
import { isCountryCode } from './countries';

/** The header a proxy puts the visitor's country in unless COUNTRY_HEADER names another (e.g. `cf-ipcountry`). */
export const DEFAULT_COUNTRY_HEADER = 'x-country-code';

/**
 * The visitor's country from the proxy's header (COUNTRY_HEADER, `x-country-code` by default), or null. Only
 * a real ISO 3166-1 alpha-2 code counts; anything else (Cloudflare's `XX` unknown and `T1` Tor, a repeated
 * header, a value forged into something longer) is ignored. Sign-in, sign-up and deposits are refused for
 * blocked countries on this value, so the proxy in front of the backend must set (overwrite) the header on
 * every request: a client could otherwise claim another country, or none.
 */
export function userCountry(
  headers: IncomingHttpHeaders,
  headerName: string = DEFAULT_COUNTRY_HEADER,
): string | null {
  const value = headers[headerName];
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  return code.length === 2 && isCountryCode(code) ? code : null;
}
