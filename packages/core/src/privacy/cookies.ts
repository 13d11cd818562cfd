/**
 * Cookies of spec §3 and their lifetimes (§9), and how one is written (CKE rules in SPEC.md). Pure: the caller
 * reads `document.cookie` / the request and writes the string this returns.
 */

const DAY_S = 86_400;

/** Lifetimes of spec §9, in days. */
export const COOKIE_DAYS = {
  /** deviceId: a random UUID identifying the browser. */
  deviceId: 7_300,
  /** consent: the visitor's storage choice. */
  consent: 365,
  /** The affiliate tags of the landing page. */
  affiliate: 30,
  /** depositReminderInvoked: the deposit reminder was shown today. */
  depositReminder: 1,
} as const;

/** Seconds of a lifetime in days (a cookie's Max-Age). */
export function maxAgeSeconds(days: number): number {
  return Math.round(days * DAY_S);
}

/**
 * [CKE2] The domains a shared cookie may be written on, broadest first: every suffix of the host of two labels
 * or more, down to the host itself (`a.example.co.uk` → `co.uk`, `example.co.uk`, `a.example.co.uk`). Which of
 * them a browser accepts depends on the public-suffix list (it refuses `co.uk`, `com.br`), which is not shipped
 * to the page: the writer tries them in this order and keeps the first that reads back (CKE6). None for an IP
 * address, `localhost` or any single-label host: those cookies stay on the host.
 */
export function cookieDomainCandidates(hostname: string): string[] {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (/^[\d.]+$/.test(host) || host.includes(':') || host.startsWith('[') || !host.includes('.')) {
    return [];
  }
  const labels = host.split('.');
  if (labels.some((label) => label === '')) return [];
  const candidates: string[] = [];
  for (let start = labels.length - 2; start >= 0; start -= 1) candidates.push(labels.slice(start).join('.'));
  return candidates;
}

/** The name of the short-lived cookie a writer probes a candidate domain with (CKE6); removed at once. */
export const DOMAIN_PROBE_COOKIE = 'cookieDomainProbe';

/**
 * [CKE6] The domain a shared cookie goes on: the first candidate (CKE2, broadest first) for which `accepted`
 * says the browser kept a probe cookie; undefined (the host only) when none is accepted or there is none.
 */
export function firstAcceptedDomain(
  hostname: string,
  accepted: (domain: string) => boolean,
): string | undefined {
  return cookieDomainCandidates(hostname).find((domain) => accepted(domain));
}

export interface CookieWrite {
  readonly name: string;
  /** Written as it is: the caller encodes it (see {@link encodeCookieValue}). */
  readonly value: string;
  /** Lifetime in days; 0 or less expires the cookie now. */
  readonly days: number;
  /** Share on this domain (see {@link cookieDomainCandidates}); absent: the current host only. */
  readonly domain?: string | undefined;
  /** The page is served over https: the cookie is Secure. */
  readonly secure: boolean;
}

/** A cookie name of RFC 6265 (a token); anything else is refused. */
const COOKIE_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,64}$/;
/** A cookie value of RFC 6265: no controls, whitespace, quotes, commas, semicolons or backslashes. */
const COOKIE_VALUE = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]{0,3000}$/;

/**
 * [CKE1] The `document.cookie` string of a cookie: Max-Age from days, Path=/, SameSite=Lax, the domain when one
 * is given, Secure on https. A name or value outside RFC 6265 is refused (undefined): nothing is written.
 */
export function serializeCookie(cookie: CookieWrite): string | undefined {
  if (!COOKIE_NAME.test(cookie.name) || !COOKIE_VALUE.test(cookie.value)) return undefined;
  const maxAge = cookie.days > 0 ? maxAgeSeconds(cookie.days) : 0;
  return [
    `${cookie.name}=${cookie.value}`,
    `Max-Age=${maxAge}`,
    'Path=/',
    'SameSite=Lax',
    ...(cookie.domain ? [`Domain=${cookie.domain}`] : []),
    ...(cookie.secure ? ['Secure'] : []),
  ].join('; ');
}

/** [CKE3] The value of cookie `name` in a `Cookie` header / `document.cookie` string (the first one), decoded. */
export function readCookieValue(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** [CKE3] Every value of cookie `name` (a host and a domain cookie of one name are both sent), decoded. */
export function readCookieValues(cookieHeader: string, name: string): string[] {
  const values: string[] = [];
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    try {
      values.push(decodeURIComponent(part.slice(separator + 1).trim()));
    } catch {
      // a value that does not decode reads as absent
    }
  }
  return values;
}

/** A value made safe for a cookie (percent-encoded). */
export function encodeCookieValue(value: string): string {
  return encodeURIComponent(value);
}

/** [CKE4] A device id is a UUID (8-4-4-4-12 hex digits); anything else found in the cookie is replaced. */
export function isDeviceId(value: string | undefined): value is string {
  return value !== undefined && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/**
 * [CKE4] A version 4 UUID from 16 random bytes (the caller's randomness): for browsers on plain http, where
 * `crypto.randomUUID` does not exist (it needs a secure context) but `crypto.getRandomValues` does.
 */
export function uuidFromRandomBytes(bytes: Uint8Array): string {
  if (bytes.length < 16) throw new RangeError('a UUID needs 16 random bytes');
  const b = Array.from(bytes.subarray(0, 16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = b.map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
