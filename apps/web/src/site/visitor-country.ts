/**
 * Headers a CDN or proxy in front of the product sets to the visitor's country, in order of preference
 * (Cloudflare's, then a generic one); `COUNTRY_HEADER` names another. Only an ISO 3166-1 alpha-2 code counts.
 */
const DEFAULT_COUNTRY_HEADERS = ['cf-ipcountry', 'x-country-code'] as const;

/** The visitor's country (upper-case ISO 3166-1 alpha-2), or null when no trusted header says one. */
export function visitorCountry(headers: Headers, configured = process.env.COUNTRY_HEADER): string | null {
  const names = configured ? [configured.toLowerCase(), ...DEFAULT_COUNTRY_HEADERS] : DEFAULT_COUNTRY_HEADERS;
  for (const name of names) {
    const code = headers.get(name)?.trim().toUpperCase();
    if (code && /^[A-Z]{2}$/.test(code) && code !== 'XX' && code !== 'T1') return code;
  }
  return null;
}
