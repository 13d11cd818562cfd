import { MATCH_STATUS, type MatchStatus } from '../catalog/match-status';
import {
  BASE_PATH,
  configuredLocale,
  type LocaleRouting,
  pageIdForPath,
  type RoutePageId,
  sportsHref,
  stripBasePath,
} from '../routing/paths';

/**
 * Page metadata and search-engine rules of spec §2.4 (rule ids SEO1..SEO9 in `packages/core/SPEC.md`): the
 * robots decision, canonical and alternate-language links, structured data (JSON-LD) and its safe
 * serialisation, the sitemap's entries, robots.txt, and the page identifier a path stands for.
 */

// ---------------------------------------------------------------------------------------------------------
// SEO1: robots

export interface RobotsInput {
  /** The site configuration's `indexable` flag. */
  readonly siteIndexable: boolean;
  /** The page's own index flag (site config `pages.<id>.seo.indexable`; false for private pages). */
  readonly pageIndexable: boolean;
  /** The origin the request came to (`https://host[:port]`), when known. */
  readonly origin: string | undefined;
  /** Origins on which nothing is indexed (staging hosts, mirrors). */
  readonly noIndexOrigins: readonly string[];
}

export interface RobotsDirective {
  readonly index: boolean;
  readonly follow: boolean;
}

/** `https://Example.com:443/x` → `https://example.com`; undefined when it is not an http(s) URL. */
export function normalizeOrigin(value: string): string | undefined {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

/** [SEO1] Whether an origin is on the no-index list (origins compared normalised; bad entries match nothing). */
export function isNoIndexOrigin(origin: string | undefined, noIndexOrigins: readonly string[]): boolean {
  if (origin === undefined) return false;
  const normalized = normalizeOrigin(origin);
  if (normalized === undefined) return false;
  return noIndexOrigins.some((entry) => normalizeOrigin(entry) === normalized);
}

/**
 * [SEO1] noindex when the site is not indexable, the origin is on the no-index list (both: nofollow as well,
 * nothing of that host is to be crawled), or the page's index flag is false (noindex, follow: its links
 * still lead to indexable pages).
 */
export function robotsDirective(input: RobotsInput): RobotsDirective {
  if (!input.siteIndexable || isNoIndexOrigin(input.origin, input.noIndexOrigins)) {
    return { index: false, follow: false };
  }
  if (!input.pageIndexable) return { index: false, follow: true };
  return { index: true, follow: true };
}

// ---------------------------------------------------------------------------------------------------------
// SEO2: canonical and alternate-language links

export interface AlternateLinks {
  /** The page in the current locale, without query or fragment. */
  readonly canonical: string;
  /** hreflang → href: every configured locale, then `x-default` (the first locale). */
  readonly languages: Readonly<Record<string, string>>;
}

/**
 * [SEO2] The canonical link and the alternate-language links of the page at `rest` (the pathname after the
 * locale segment, e.g. `/sports/football`): one per configured locale, written as §2.1 links (the first
 * locale without a segment unless the locale is required in the URL), and `x-default` for the first
 * locale. The query and fragment are dropped; a path outside /sports links the sports home; a locale the
 * site does not configure gets the default locale's canonical.
 */
export function alternateLinks(rest: string, locale: string, routing: LocaleRouting): AlternateLinks {
  const pathOnly = rest.split(/[?#]/, 1)[0] ?? '/';
  const inner = stripBasePath(pathOnly.length > 1 ? pathOnly.replace(/\/+$/, '') : pathOnly) ?? '/';
  const languages: Record<string, string> = {};
  for (const each of routing.locales) languages[each] = sportsHref(inner, each, routing);
  const first = routing.locales[0];
  if (first !== undefined) languages['x-default'] = sportsHref(inner, first, routing);
  const current = configuredLocale(locale, routing) ?? first ?? locale;
  return { canonical: sportsHref(inner, current, routing), languages };
}

// ---------------------------------------------------------------------------------------------------------
// SEO3: JSON-LD serialisation

/**
 * [SEO3] JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` are written as \u escapes, and
 * so are U+2028 and U+2029, so no text in the data (a team called `</script><script>…`) can close the
 * element or start markup. The result parses back to the same value.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

// ---------------------------------------------------------------------------------------------------------
// SEO4: organisation

export interface OrganizationInput {
  readonly name: string;
  /** Absolute URL of the site's home. */
  readonly url: string;
  /** Absolute URL of the logo, when there is one. */
  readonly logo?: string;
}

/** [SEO4] The operator as schema.org Organization (site-wide structured data). */
export function organizationJsonLd(input: OrganizationInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: input.name,
    url: input.url,
    ...(input.logo ? { logo: input.logo } : {}),
  };
}

// ---------------------------------------------------------------------------------------------------------
// SEO5: sports event

export interface SportsEventInput {
  readonly name: string;
  /** Absolute URL of the match page. */
  readonly url: string;
  readonly sport: string;
  /** The league (tournament) name. */
  readonly league?: string;
  /** ISO 8601. */
  readonly startTime: string;
  /** ISO 8601, outrights. */
  readonly endTime?: string | null;
  readonly status: MatchStatus;
  readonly home?: { readonly name: string } | null;
  readonly away?: { readonly name: string } | null;
  readonly competitors?: readonly { readonly name: string }[];
  readonly stadium?: string | null;
  readonly city?: string | null;
}

const SCHEMA = 'https://schema.org/';

/**
 * [SEO5] schema.org eventStatus of a match status: a stopped (interrupted) match is postponed; prematch,
 * live, closed, finished and not-covered matches take place as scheduled.
 */
export function eventStatusOf(status: MatchStatus): string {
  return status === MATCH_STATUS.stopped ? `${SCHEMA}EventPostponed` : `${SCHEMA}EventScheduled`;
}

/**
 * [SEO5] A match as schema.org SportsEvent: name, URL, start (and end) time, sport, eventStatus, competitors
 * (home and away teams when the match has them, else the outright's competitors), and its location (stadium
 * and city) only when the feed knows one. Blank names are left out.
 */
export function sportsEventJsonLd(input: SportsEventInput): Record<string, unknown> {
  const team = (name: string) => ({ '@type': 'SportsTeam', name });
  const named = (value: { readonly name: string } | null | undefined) =>
    value && value.name.trim() !== '' ? value.name.trim() : undefined;
  const home = named(input.home);
  const away = named(input.away);
  const competitors =
    home !== undefined || away !== undefined
      ? [home, away].filter((name): name is string => name !== undefined)
      : (input.competitors ?? []).map(named).filter((name): name is string => name !== undefined);
  const stadium = input.stadium?.trim() || undefined;
  const city = input.city?.trim() || undefined;
  const location =
    stadium || city
      ? {
          '@type': 'Place',
          name: stadium ?? city,
          ...(city ? { address: { '@type': 'PostalAddress', addressLocality: city } } : {}),
        }
      : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name: input.name,
    url: input.url,
    sport: input.sport,
    startDate: input.startTime,
    ...(input.endTime ? { endDate: input.endTime } : {}),
    eventStatus: eventStatusOf(input.status),
    eventAttendanceMode: `${SCHEMA}OfflineEventAttendanceMode`,
    ...(input.league ? { superEvent: { '@type': 'SportsEvent', name: input.league } } : {}),
    ...(home ? { homeTeam: team(home) } : {}),
    ...(away ? { awayTeam: team(away) } : {}),
    ...(competitors.length > 0 ? { competitor: competitors.map(team) } : {}),
    ...(location ? { location } : {}),
  };
}

// ---------------------------------------------------------------------------------------------------------
// SEO6: the page identifier of a path (body attribute `page`)

/** Page identifiers of spec §2.1 and the product's own pages, as the body's `data-page` carries them. */
export type BodyPageId =
  | Exclude<RoutePageId, 'two_segment'>
  | 'two_segment'
  | 'sign_in'
  | 'sign_up'
  | 'password_new'
  | 'password_edit'
  | 'confirmation'
  | 'responsible_gambling'
  | 'deposit'
  | 'transactions'
  | 'general_rules'
  | 'about'
  | 'terms_and_conditions'
  | 'help_center'
  | 'error'
  | 'blocked'
  | 'locked';

/** Pages outside the route table of ROUTE7, by their path inside /sports. */
const OWN_PAGES: Readonly<Record<string, BodyPageId>> = {
  '/users/sign-in': 'sign_in',
  '/users/sign-up': 'sign_up',
  '/users/password/new': 'password_new',
  '/users/password/edit': 'password_edit',
  '/users/confirmation': 'confirmation',
  '/responsible-gambling': 'responsible_gambling',
  '/profile/wallet/deposit': 'deposit',
  '/profile/wallet/transactions': 'transactions',
  '/general-rules': 'general_rules',
  '/about': 'about',
  '/terms-and-conditions': 'terms_and_conditions',
  '/help-center': 'help_center',
  '/404': 'not_found',
  '/500': 'error',
  '/blocked': 'blocked',
  '/locked': 'locked',
};

/**
 * [SEO6] The page identifier of a pathname after the locale (`rest` of `splitLocale`, query allowed): the
 * auth pages, responsible gambling, deposit and error pages by their paths, else the route table of ROUTE7
 * (`two_segment` is a category, league or match, known only once the slug is resolved).
 */
export function bodyPageId(rest: string): BodyPageId {
  const pathOnly = rest.split(/[?#]/, 1)[0] ?? '/';
  const inside = stripBasePath(pathOnly.length > 1 ? pathOnly.replace(/\/+$/, '') : pathOnly);
  if (inside !== undefined) {
    const own = Object.hasOwn(OWN_PAGES, inside) ? OWN_PAGES[inside] : undefined;
    if (own) return own;
  }
  return pageIdForPath(pathOnly).pageId;
}

/** Fetch Metadata destinations of a document loaded inside another page. */
const FRAMED_DESTINATIONS = new Set(['iframe', 'frame', 'embed', 'object', 'fencedframe']);

/**
 * [SEO11] The body attributes of spec §2.4 the server renders before the browser knows better: `scroll` is
 * "top" (a page is delivered unscrolled), `iframe` is "true" when the request's `Sec-Fetch-Dest` says the
 * document loads in a frame, else "false" (the browser corrects both once it runs).
 */
export function serverBodyDefaults(fetchDest: string | null | undefined): {
  readonly scroll: 'top';
  readonly iframe: 'true' | 'false';
} {
  const framed = FRAMED_DESTINATIONS.has((fetchDest ?? '').trim().toLowerCase());
  return { scroll: 'top', iframe: framed ? 'true' : 'false' };
}

// ---------------------------------------------------------------------------------------------------------
// SEO7: sitemap

export interface SitemapEntry {
  /** Absolute URL. */
  readonly url: string;
  readonly alternates: { readonly languages: Readonly<Record<string, string>> };
  readonly changeFrequency?: 'always' | 'hourly' | 'daily';
  readonly priority?: number;
}

export interface SitemapPage {
  /** Path inside /sports: `/`, `/football`, `/football/premier-league`. */
  readonly path: string;
  readonly changeFrequency?: SitemapEntry['changeFrequency'];
  readonly priority?: number;
}

/**
 * [SEO7] The sitemap: every indexable page in every configured locale, as absolute URLs on `origin`, each
 * with its alternate-language links (SEO2); duplicates once. Empty when the site is not indexable.
 */
export function sitemapEntries(
  pages: readonly SitemapPage[],
  origin: string,
  routing: LocaleRouting,
  indexable = true,
): SitemapEntry[] {
  if (!indexable) return [];
  const base = normalizeOrigin(origin);
  if (base === undefined) return [];
  const seen = new Set<string>();
  const out: SitemapEntry[] = [];
  for (const page of pages) {
    const rest = `${BASE_PATH}${page.path === '/' ? '' : page.path}`;
    if (seen.has(rest)) continue;
    seen.add(rest);
    const links = alternateLinks(rest, routing.locales[0] ?? 'en', routing);
    const languages = Object.fromEntries(
      Object.entries(links.languages).map(([hreflang, href]) => [hreflang, `${base}${href}`]),
    );
    for (const locale of routing.locales) {
      out.push({
        url: `${base}${links.languages[locale]}`,
        alternates: { languages },
        ...(page.changeFrequency ? { changeFrequency: page.changeFrequency } : {}),
        ...(page.priority !== undefined ? { priority: page.priority } : {}),
      });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// SEO8: robots.txt

/** Paths inside /sports that are never indexed: a person's own pages, auth flows, error pages. */
export const PRIVATE_SPORTS_PATHS = [
  '/users/',
  '/bets-history',
  '/profile/',
  '/responsible-gambling',
  '/404',
  '/500',
  '/blocked',
  '/locked',
] as const;

/** Paths outside /sports the crawler has no business with (the same-origin API). */
const PRIVATE_ROOT_PATHS = ['/api/', '/platform/', '/_next/data/'] as const;

export interface RobotsTxt {
  readonly rules: { readonly userAgent: string; readonly allow?: string[]; readonly disallow: string[] };
  readonly sitemap?: string;
}

/** What robots.txt is written from (SEO8, SEO10). */
export interface RobotsTxtInput {
  readonly siteIndexable: boolean;
  /** The origin the request came to: decides the no-index list (SEO10). */
  readonly requestOrigin: string | undefined;
  /** The site's public origin (WEB_ORIGIN, else the request's): the sitemap's URL is written on it (SEO10). */
  readonly publicOrigin: string | undefined;
  readonly noIndexOrigins: readonly string[];
  readonly routing: LocaleRouting;
}

/**
 * [SEO8] robots.txt: when the site is not indexable or the request's origin is on the no-index list, everything
 * is disallowed and no sitemap is named; otherwise /sports is allowed in every locale, the private pages of
 * every locale (`PRIVATE_SPORTS_PATHS`, written as §2.1 links) and the API are disallowed, and the sitemap is
 * named on the public origin (SEO10).
 */
export function robotsTxt(input: RobotsTxtInput): RobotsTxt {
  const { closed, linkOrigin } = seoOrigins(input);
  if (closed) return { rules: { userAgent: '*', disallow: ['/'] } };
  const disallow: string[] = [...PRIVATE_ROOT_PATHS];
  const allow = new Set<string>();
  for (const locale of input.routing.locales) {
    const home = sportsHref('/', locale, input.routing);
    allow.add(home);
    for (const path of PRIVATE_SPORTS_PATHS) disallow.push(`${home}${path}`);
  }
  return {
    rules: { userAgent: '*', allow: [...allow], disallow },
    ...(linkOrigin ? { sitemap: `${linkOrigin}/sitemap.xml` } : {}),
  };
}

// ---------------------------------------------------------------------------------------------------------
// SEO10: one origin rule

/**
 * [SEO10] An absolute URL for crawlers: an http(s) URL as it is, a path of the site on the public origin;
 * undefined for anything else or a path without an origin to write it on.
 */
export function absoluteUrl(value: string | undefined, publicOrigin: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.startsWith('/') && !value.startsWith('//')) {
    const base = publicOrigin === undefined ? undefined : normalizeOrigin(publicOrigin);
    return base === undefined ? undefined : `${base}${value}`;
  }
  const origin = normalizeOrigin(value);
  return origin === undefined ? undefined : new URL(value).href;
}

export interface SeoOrigins {
  /** The origin absolute URLs are written on, or undefined when there is none (no crawlable output). */
  readonly linkOrigin: string | undefined;
  /** Whether crawlers are kept out: the site is not indexable, or the request came to a no-index origin. */
  readonly closed: boolean;
}

/**
 * [SEO10] One origin rule for everything a crawler reads (canonical and alternate links, og:url, JSON-LD, the
 * sitemap's URLs, robots.txt's sitemap line): absolute URLs are written on the public origin (WEB_ORIGIN, else
 * the request's), whatever host a request came through; whether anything is indexed is decided by the origin
 * the request came to (a staging host on the no-index list stays closed though its links name production).
 */
export function seoOrigins(input: {
  readonly siteIndexable: boolean;
  readonly requestOrigin: string | undefined;
  readonly publicOrigin: string | undefined;
  readonly noIndexOrigins: readonly string[];
}): SeoOrigins {
  const linkOrigin = input.publicOrigin === undefined ? undefined : normalizeOrigin(input.publicOrigin);
  return {
    linkOrigin,
    closed: !input.siteIndexable || isNoIndexOrigin(input.requestOrigin, input.noIndexOrigins),
  };
}

// ---------------------------------------------------------------------------------------------------------
// SEO9: keywords

/** At most this many keywords, each at most this long. */
export const MAX_KEYWORDS = 20;
export const MAX_KEYWORD_LENGTH = 80;

/**
 * [SEO9] Keywords from entity names and comma-separated lists: split at commas, trimmed, blanks dropped,
 * duplicates (any case) once in their first place, each cut to 80 characters, 20 at most.
 */
export function keywordList(...parts: readonly (string | null | undefined)[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of parts) {
    if (!part) continue;
    for (const raw of part.split(',')) {
      const keyword = raw.replace(/\s+/g, ' ').trim().slice(0, MAX_KEYWORD_LENGTH);
      const key = keyword.toLowerCase();
      if (keyword === '' || seen.has(key)) continue;
      seen.add(key);
      out.push(keyword);
      if (out.length === MAX_KEYWORDS) return out;
    }
  }
  return out;
}
