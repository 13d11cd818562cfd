import { resolveLocaleAlias } from '../locale/locale';

/**
 * Routes of spec §2.1: every route sits under the base path /sports, preceded by an optional locale segment.
 * Rule ids ROUTE1..ROUTE7 in `packages/core/SPEC.md`. Paths here are URL pathnames (`/de/sports/football`);
 * a query or fragment is carried through untouched where noted.
 */

/** [ROUTE1] The base path every route sits under. */
export const BASE_PATH = '/sports';

export interface LocaleRouting {
  /** The configured locales; the first one is the default. */
  readonly locales: readonly string[];
  /** When on, even the default locale is written in the URL. */
  readonly localeInUrlRequired: boolean;
}

/** The page identifiers of the routes this product serves (spec §2.1); `two_segment` is resolved by slug. */
export type RoutePageId =
  | 'sports'
  | 'sport'
  | 'e_sports'
  | 'in_play'
  | 'bets_history'
  | 'two_segment'
  | 'not_found';

export interface RouteMatch {
  readonly pageId: RoutePageId;
  /** The sport key of `/[sport]` and `/[sport]/[x]`. */
  readonly sport?: string;
  /** The category, league or match slug of `/[sport]/[x]`. */
  readonly slug?: string;
}

function defaultLocale(routing: LocaleRouting): string {
  const first = routing.locales[0];
  if (first === undefined) throw new Error('LocaleRouting configures no locale');
  return first;
}

/**
 * [ROUTE3] The configured locale a URL segment or locale name stands for, in its configured spelling: matched
 * case-insensitively, directly or through the aliases of spec §9 (no → nb, tl → fil, br → pt-BR). Undefined
 * when it names no configured locale.
 */
export function configuredLocale(segment: string, routing: LocaleRouting): string | undefined {
  const lower = segment.toLowerCase();
  const alias = resolveLocaleAlias(lower).toLowerCase();
  return (
    routing.locales.find((locale) => locale.toLowerCase() === lower) ??
    routing.locales.find((locale) => locale.toLowerCase() === alias)
  );
}

/**
 * [ROUTE5] Links starting with http:, https:, sms: or mailto: (any case) leave the site and stay unchanged.
 */
export function isExternalHref(href: string): boolean {
  return /^(?:https?|sms|mailto):/i.test(href.trim());
}

/** Splits a href into its path and its query-and-fragment suffix (`/a?b#c` → `/a`, `?b#c`). */
function splitSuffix(href: string): [path: string, suffix: string] {
  const index = href.search(/[?#]/);
  return index < 0 ? [href, ''] : [href.slice(0, index), href.slice(index)];
}

/**
 * [ROUTE2] [ROUTE4] An internal link: optional locale, then /sports, then the target path (spec §2.1). The
 * locale segment is left out for the default (first) locale unless the locale is required in the URL; an
 * alias or a locale in another case is written in its configured spelling; a locale that is not configured
 * falls back to the default one. `''` or `'/'` is the sports home; a missing leading slash is added and a
 * trailing one dropped; a query or fragment is kept. External links ([ROUTE5]) are returned unchanged.
 * `'/football'`, `'de'` → `'/de/sports/football'`.
 */
export function sportsHref(path: string, locale: string, routing: LocaleRouting): string {
  if (isExternalHref(path)) return path;
  const fallback = defaultLocale(routing);
  const target = configuredLocale(locale, routing) ?? fallback;
  const prefix = target === fallback && !routing.localeInUrlRequired ? '' : `/${target}`;
  const [rawPath, suffix] = splitSuffix(path);
  const trimmed = rawPath.replace(/^\/+|\/+$/g, '');
  return `${prefix}${BASE_PATH}${trimmed === '' ? '' : `/${trimmed}`}${suffix}`;
}

/**
 * [ROUTE3] Splits the locale segment off a pathname: `{ locale, rest }` where `locale` is the configured locale
 * the first segment names (case-insensitively, aliases resolved: `/BR/sports` → `pt-BR`), in its configured
 * spelling, and `rest` is the pathname after it (starting with `/`, `'/'` when nothing follows). When the first
 * segment names no configured locale, `locale` is undefined and `rest` is the whole pathname.
 * `'/de/sports/football'` → `{ locale: 'de', rest: '/sports/football' }`.
 */
export function splitLocale(
  pathname: string,
  routing: LocaleRouting,
): { locale: string | undefined; rest: string } {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const end = path.indexOf('/', 1);
  const segment = end < 0 ? path.slice(1) : path.slice(1, end);
  const locale = segment === '' ? undefined : configuredLocale(segment, routing);
  if (locale === undefined) return { locale: undefined, rest: path };
  return { locale, rest: end < 0 ? '/' : path.slice(end) };
}

/**
 * [ROUTE6] Where to redirect a request path for its locale, or undefined to serve it as is:
 * - a locale segment written as an alias or in another case → the same path with the configured spelling
 *   (`/BR/sports` → `/pt-BR/sports`);
 * - no locale segment while the locale is required in the URL → the path with the default locale prefixed
 *   (`/sports/live` → `/en/sports/live`).
 * A path with the default locale's prefix while it is not required is served as is (no redirect). The query
 * and fragment are the caller's to carry over.
 */
export function localeRedirect(pathname: string, routing: LocaleRouting): string | undefined {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const { locale } = splitLocale(path, routing);
  if (locale !== undefined) {
    const written = path.slice(1).split('/', 1)[0] ?? '';
    return written === locale ? undefined : `/${locale}${path.slice(1 + written.length)}`;
  }
  if (!routing.localeInUrlRequired) return undefined;
  return `/${defaultLocale(routing)}${path === '/' ? '' : path}`;
}

/** The pathname inside the base path (`/sports/football` → `/football`, `/sports` → `/`), else undefined. */
export function stripBasePath(rest: string): string | undefined {
  if (rest === BASE_PATH) return '/';
  if (!rest.startsWith(`${BASE_PATH}/`)) return undefined;
  return rest.slice(BASE_PATH.length);
}

/** A segment as the catalogue writes sport keys and slugs (lowercase letters, digits, single hyphens). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Single segments of spec §2.1 that name a page other than a sport. Those this product does not serve yet
 * (favorites, schedule, results...) are not found rather than taken for a sport; /404 and /500 are served
 * by their own pages before any sport route.
 */
const RESERVED_SEGMENTS: ReadonlySet<string> = new Set([
  'favorites',
  'schedule',
  'results',
  'promotions',
  'racing',
  'lotteries',
  'premium-cricket',
  'virtual-gaming-arena',
  'init-sportsbook',
  'general-rules',
  'about',
  'users',
  '404',
  '500',
  'blocked',
  'locked',
]);

const NOT_FOUND: RouteMatch = { pageId: 'not_found' };

/** [ROUTE8] The path of the bet history page (spec §2.1 page id bets_history; its path is the product's own). */
export const BETS_HISTORY_SEGMENT = 'bets-history';

/**
 * [ROUTE7] The page of a path after the locale (the `rest` of `splitLocale`), by the route table of spec §2.1:
 * `/sports` → sports (home); `/sports/cybersport` → e_sports; `/sports/live` → in_play; `/sports/[sport]` →
 * sport; `/sports/[sport]/[x]` → two_segment (category, league or match, resolved later by slug); anything
 * else (outside /sports, deeper, empty segments, segments that are not slugs, reserved pages of §2.1 not
 * served here, children of /cybersport and /live) → not_found. A single trailing slash is ignored.
 */
export function pageIdForPath(rest: string): RouteMatch {
  const inside = stripBasePath(rest);
  if (inside === undefined) return NOT_FOUND;
  const trimmed = inside.endsWith('/') ? inside.slice(0, -1) : inside;
  if (trimmed === '') return { pageId: 'sports' };
  const segments = trimmed.slice(1).split('/');
  if (segments.length > 2 || !segments.every((segment) => SLUG.test(segment))) return NOT_FOUND;
  const [sport = '', slug] = segments;
  if (RESERVED_SEGMENTS.has(sport)) return NOT_FOUND;
  if (sport === 'cybersport') return slug === undefined ? { pageId: 'e_sports' } : NOT_FOUND;
  if (sport === 'live') return slug === undefined ? { pageId: 'in_play' } : NOT_FOUND;
  if (sport === BETS_HISTORY_SEGMENT) return slug === undefined ? { pageId: 'bets_history' } : NOT_FOUND;
  return slug === undefined ? { pageId: 'sport', sport } : { pageId: 'two_segment', sport, slug };
}
