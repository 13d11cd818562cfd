import { BASE_PATH, type LocaleRouting, splitLocale, sportsHref, stripBasePath } from '../routing/paths';

/**
 * The `locale` cookie of spec §3: the language the bettor chose with the language switch (§2.5), remembered so
 * that a later visit to a path without a locale (§2.1 "a path without a locale receives a locale prefix") lands
 * in that language. Rule ids LOC6..LOC9 in `packages/core/SPEC.md`. The URL always decides when it names a
 * locale, and always inside an iframe (issue 7: "the locale stays in the URL, no cookie-based redirects").
 */

/** The cookie's name (spec §3 "Cookies: ... locale"). */
export const LOCALE_COOKIE = 'locale';

/** Its lifetime in days: one year. */
export const LOCALE_COOKIE_DAYS = 365;

/** Longest value read: the longest locale tag the product knows is far shorter (`sr-Latn-ME`). */
const MAX_VALUE_LENGTH = 35;

/**
 * [LOC6] The configured locale a `locale` cookie value names, or undefined. Only a value written exactly as one
 * of the site's locales (as the switch writes it) counts; anything else (absent, empty, another case, an alias,
 * a locale the site does not configure, script, path or header characters, an oversized value) is ignored.
 */
export function localeFromCookie(value: string | undefined, routing: LocaleRouting): string | undefined {
  if (value === undefined || value.length === 0 || value.length > MAX_VALUE_LENGTH) return undefined;
  return routing.locales.find((locale) => locale === value);
}

/**
 * [LOC7] Whether a request is a top-level navigation from the browser's Fetch Metadata (`Sec-Fetch-Dest`):
 * `document`, or no header at all (clients that send none). Framed loads (`iframe`, `frame`, `embed`, `object`,
 * `fencedframe`) and sub-resource or script requests (`empty`, `script`, ...: client-side navigations fetch
 * their data that way) are not.
 */
export function isTopLevelNavigation(fetchDest: string | null | undefined): boolean {
  if (fetchDest === null || fetchDest === undefined) return true;
  return fetchDest.trim().toLowerCase() === 'document';
}

export interface LocaleCookieRequest {
  /** The request's URL pathname (`/sports/live`). */
  readonly pathname: string;
  /** The request's query with its `?` (`?betcode=X`), or `''`; carried over as it is. */
  readonly search: string;
  /** The `locale` cookie's value (decoded), if any. */
  readonly cookie: string | undefined;
  /** The `Sec-Fetch-Dest` request header, if any. */
  readonly fetchDest: string | null | undefined;
}

/**
 * [LOC8] [LOC9] Where a request goes for its `locale` cookie, or undefined when the cookie changes nothing:
 * - a top-level navigation ([LOC7]) to `/` or a `/sports` path without a locale segment, with a cookie naming
 *   another of the site's locales than the first ([LOC6]), → that locale's path, query kept
 *   (`/sports/live?x=1` with `de` → `/de/sports/live?x=1`);
 * - a path with a locale segment (`/en/sports`, an alias `/br/sports`) → undefined: the URL wins;
 * - a framed request or a client-side data request → undefined: the URL decides;
 * - a cookie naming the first locale → undefined: the path already is that locale's (or the routing of §2.1
 *   prefixes it when the locale is required in the URL).
 * Only paths under /sports (and `/`) move, so the target always starts with `/<locale>/sports`.
 */
export function localeCookieRedirect(
  request: LocaleCookieRequest,
  routing: LocaleRouting,
): string | undefined {
  if (!isTopLevelNavigation(request.fetchDest)) return undefined;
  const locale = localeFromCookie(request.cookie, routing);
  if (locale === undefined || locale === routing.locales[0]) return undefined;
  const pathname = request.pathname === '' ? '/' : request.pathname;
  if (pathname !== '/' && splitLocale(pathname, routing).locale !== undefined) return undefined;
  const inner = pathname === '/' ? '/' : stripBasePath(pathname);
  if (inner === undefined) return undefined;
  const target = sportsHref(inner, locale, routing);
  if (!target.startsWith(`/${locale}${BASE_PATH}`)) return undefined;
  return target + request.search;
}
