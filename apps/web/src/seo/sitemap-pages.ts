import 'server-only';
import { MATCH_STATUS } from '@sportsbook/core/catalog/match-status';
import type { SitemapPage } from '@sportsbook/core/seo/seo';
import { fetchMatches, fetchSports, fetchTournaments } from '../data/catalog';
import { reportError } from '../errors/report';
import type { PageId, SiteConfig } from '../site/site-config';

/** The sitemap protocol's limit of URLs per file. */
export const MAX_SITEMAP_URLS = 50_000;
/** Upcoming matches listed: the next ones by start time, one list page (spec §9 list fetch limit). */
const UPCOMING_MATCHES = 500;

/**
 * The indexable pages of the sitemap (SEO7), paths inside /sports: the home, live and e-sports pages, every
 * sport, every league and the next upcoming matches, skipping page types whose index flag is false. Pages
 * past the protocol's 50 000 URLs (counting every locale) are left out, least important last. When the
 * catalogue cannot be read, the fixed pages are still listed.
 */
export async function sitemapPages(site: SiteConfig, now: Date): Promise<SitemapPage[]> {
  const locale = site.locales[0] ?? 'en';
  const indexable = (pageId: PageId) => site.pages[pageId]?.seo?.indexable !== false;
  const pages: SitemapPage[] = [];
  if (indexable('sports')) pages.push({ path: '/', changeFrequency: 'hourly', priority: 1 });
  if (indexable('in_play')) pages.push({ path: '/live', changeFrequency: 'always', priority: 0.9 });
  if (indexable('e_sports')) pages.push({ path: '/cybersport', changeFrequency: 'hourly', priority: 0.8 });
  try {
    const [sports, tournaments, upcoming] = await Promise.all([
      fetchSports(locale),
      fetchTournaments({}, locale),
      fetchMatches(
        {
          type: ['match'],
          match_status: [MATCH_STATUS.prematch],
          start_from: now.toISOString(),
          sort_by: ['start_time'],
          page: 1,
          limit: UPCOMING_MATCHES,
        },
        locale,
      ),
    ]);
    if (indexable('sport')) {
      for (const sport of sports)
        pages.push({ path: `/${sport.key}`, changeFrequency: 'daily', priority: 0.8 });
    }
    if (indexable('league')) {
      for (const league of tournaments) {
        pages.push({ path: `/${league.sport.key}/${league.slug}`, changeFrequency: 'daily', priority: 0.7 });
      }
    }
    if (indexable('match')) {
      for (const match of upcoming.data) {
        pages.push({ path: `/${match.sport.key}/${match.slug}`, changeFrequency: 'hourly', priority: 0.6 });
      }
    }
  } catch (error) {
    reportError(error, { where: 'sitemap: catalogue' });
  }
  return pages.slice(0, Math.floor(MAX_SITEMAP_URLS / Math.max(1, site.locales.length)));
}
