import type { IncomingHttpHeaders } from 'node:http';
import { isCountryCode } from './countries';

/**
 * Headers a CDN or proxy in front of the backend sets to the visitor's country, in order of preference:
 * Cloudflare's, then a generic one other proxies use.
 */
const COUNTRY_HEADERS = ['cf-ipcountry', 'x-country-code'] as const;

/**
 * The visitor's country from the proxy's header, or null. Only a real ISO 3166-1 alpha-2 code counts;
 * anything else (Cloudflare's `XX` unknown and `T1` Tor, a repeated header, a value a client forged into
 * something longer) is ignored. A client can still claim another valid country when no proxy overwrites
 * the header, so this is a hint for what to show, not a security boundary.
 */
export function userCountry(headers: IncomingHttpHeaders): string | null {
  for (const name of COUNTRY_HEADERS) {
    const value = headers[name];
    if (typeof value !== 'string') continue;
    const code = value.trim().toUpperCase();
    if (code.length === 2 && isCountryCode(code)) return code;
  }
  return null;
}
