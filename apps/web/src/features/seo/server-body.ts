import 'server-only';
import { pageIdForPath, splitLocale } from '@sportsbook/core/routing/paths';
import { bodyPageId, serverBodyDefaults } from '@sportsbook/core/seo/seo';
import { headers } from 'next/headers';
import { fetchSport } from '@/lib/backend/catalog';
import { isSlug, resolveSportPath } from '@/lib/backend/resolve-sport-path';
import type { LocaleRouting } from '@/lib/i18n/routing';
import { blockedCountries } from '@/lib/site/blocked-countries';
import { requestPlace } from '@/lib/site/metadata';
import { visitorCountry } from '@/lib/site/visitor-country';

export interface ServerBodyAttributes {
  /** Page identifier (SEO6), a category, league or match resolved by its slug. */
  readonly page: string;
  /** The visitor's country (ISO 3166-1 alpha-2) from the CDN's header, when one says it. */
  readonly country: string | null;
  /** "top": the page arrives unscrolled (SEO11); the browser follows the scroll. */
  readonly scroll: 'top';
  /** "true" when the request is a framed load (Sec-Fetch-Dest, SEO11); the browser confirms it. */
  readonly iframe: 'true' | 'false';
}

/** The page a `/[sport]` or `/[sport]/[slug]` path stands for; the data is the page's own (cached per request). */
async function resolvedPage(rest: string, locale: string): Promise<string> {
  const match = pageIdForPath(rest);
  try {
    if (match.pageId === 'sport' && match.sport !== undefined) {
      return isSlug(match.sport) && (await fetchSport(match.sport, locale)) ? 'sport' : 'not_found';
    }
    if (match.pageId === 'two_segment' && match.sport !== undefined && match.slug !== undefined) {
      const path = await resolveSportPath(match.sport, match.slug, locale);
      return path.kind;
    }
  } catch {
    // The page itself reports the backend failure and shows its error state.
    return 'error';
  }
  return match.pageId;
}

/**
 * The body attributes of spec §2.4 the server knows (the browser keeps scroll and iframe current, and the page
 * after client-side navigation: `BodyAttributes`): the page identifier of the path the browser asked for
 * (the blocked page when the proxy serves it for the visitor's country), the visitor's country, and the
 * scroll and iframe values a page starts with (SEO11).
 */
export async function serverBodyAttributes(
  locale: string,
  routing: LocaleRouting,
): Promise<ServerBodyAttributes> {
  const [place, requestHeaders] = await Promise.all([requestPlace(), headers()]);
  const country = visitorCountry(requestHeaders);
  const rest = splitLocale(place.path, routing).rest;
  let page: string = bodyPageId(rest);
  if (page === 'sport' || page === 'two_segment') page = await resolvedPage(rest, locale);
  // The proxy answers every /sports page with the blocked page for a blocked visitor's country.
  if (country && page !== 'not_found' && (await blockedCountries()).has(country)) page = 'blocked';
  return { page, country, ...serverBodyDefaults(requestHeaders.get('sec-fetch-dest')) };
}
