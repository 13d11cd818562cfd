import 'server-only';
import type { Category } from '@sportsbook/contract/entities/category';
import type { Match } from '@sportsbook/contract/entities/match';
import type { Sport } from '@sportsbook/contract/entities/sport';
import type { Tournament } from '@sportsbook/contract/entities/tournament';
import { MATCH_STATUS } from '@sportsbook/core/catalog/match-status';
import type { SitemapPage } from '@sportsbook/core/seo/seo';
import { INFO_PATHS, infoPageServed } from '@/features/info-pages/server';
import { fetchCategories, fetchMatches, fetchSports, fetchTournaments } from '@/lib/backend/catalog';
import { reportError } from '@/lib/errors/report';
import type { PageId, SiteConfig } from '@/lib/site/site-config';

/** The sitemap protocol's limit of URLs per file. */
export const MAX_SITEMAP_URLS = 50_000;
/** Upcoming matches listed: the next ones by start time, one list page (spec §9 list fetch limit). */
const UPCOMING_MATCHES = 500;
/**
 * How long the catalogue read for the sitemap is reused. Crawlers fetch the sitemap now and then, not per
 * visit; a new league or match shows up in it within this time, and a burst of crawler requests costs one read.
 */
export const SITEMAP_REVALIDATE_MS = 10 * 60_000;

/** The catalogue the sitemap lists. */
export interface SitemapCatalogue {
  readonly sports: readonly Sport[];
  readonly categories: readonly Category[];
  readonly leagues: readonly Tournament[];
  readonly upcoming: readonly Match[];
}

async function readCatalogue(locale: string, now: Date): Promise<SitemapCatalogue> {
  const [sports, categories, leagues, upcoming] = await Promise.all([
    fetchSports(locale),
    fetchCategories({}, locale),
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
  return { sports, categories, leagues, upcoming: upcoming.data };
}

const kept = new Map<string, { readonly at: number; readonly catalogue: Promise<SitemapCatalogue> }>();

/**
 * The catalogue for the sitemap in `locale`, read at most once per `SITEMAP_REVALIDATE_MS` (concurrent requests
 * share one read). A failed read is not kept: the next request tries again.
 */
export function sitemapCatalogue(locale: string, now: Date): Promise<SitemapCatalogue> {
  const hit = kept.get(locale);
  if (hit && now.getTime() - hit.at < SITEMAP_REVALIDATE_MS) return hit.catalogue;
  const catalogue = readCatalogue(locale, now);
  kept.set(locale, { at: now.getTime(), catalogue });
  catalogue.catch(() => {
    if (kept.get(locale)?.catalogue === catalogue) kept.delete(locale);
  });
  return catalogue;
}

/**
 * The indexable pages of the sitemap (SEO7), paths inside /sports: the home, live and e-sports pages, every
 * schedule and results, the custom pages, every sport, every category (`/[sport]/[category]`, spec §2.1), every league and the next upcoming matches,
 * skipping page types whose index flag is false. Pages past the protocol's 50 000 URLs (counting every
 * locale) are left out, least important last. When the catalogue cannot be read, the fixed pages are still
 * listed.
 */
export async function sitemapPages(site: SiteConfig, now: Date): Promise<SitemapPage[]> {
  const locale = site.locales[0] ?? 'en';
  const indexable = (pageId: PageId) => site.pages[pageId]?.seo?.indexable !== false;
  const pages: SitemapPage[] = [];
  if (indexable('sports')) pages.push({ path: '/', changeFrequency: 'hourly', priority: 1 });
  if (indexable('in_play')) pages.push({ path: '/live', changeFrequency: 'always', priority: 0.9 });
  if (indexable('e_sports')) pages.push({ path: '/cybersport', changeFrequency: 'hourly', priority: 0.8 });
  // The schedule and results (spec §2.1) where the site places their blocks; they change as matches are played.
  for (const [pageId, path] of [
    ['schedule', '/schedule'],
    ['results', '/results'],
  ] as const) {
    if (indexable(pageId) && (site.pages[pageId]?.blocks.length ?? 0) > 0)
      pages.push({ path, changeFrequency: 'hourly', priority: 0.5 });
  }
  // The deployment's own pages (site configuration `customPages`) unless marked not indexable.
  for (const page of site.customPages ?? []) {
    if (page.seo?.indexable !== false)
      pages.push({ path: page.path, changeFrequency: 'daily', priority: 0.5 });
  }
  // The operator's information pages (spec §2.1), those it placed content on.
  for (const pageId of ['general_rules', 'about', 'terms_and_conditions', 'help_center'] as const) {
    if (indexable(pageId) && infoPageServed(site, pageId))
      pages.push({ path: INFO_PATHS[pageId], priority: 0.3 });
  }
  try {
    const { sports, categories, leagues, upcoming } = await sitemapCatalogue(locale, now);
    if (indexable('sport')) {
      for (const sport of sports)
        pages.push({ path: `/${sport.key}`, changeFrequency: 'daily', priority: 0.8 });
    }
    if (indexable('category')) {
      for (const category of categories) {
        pages.push({
          path: `/${category.sport.key}/${category.slug}`,
          changeFrequency: 'daily',
          priority: 0.7,
        });
      }
    }
    if (indexable('league')) {
      for (const league of leagues) {
        pages.push({ path: `/${league.sport.key}/${league.slug}`, changeFrequency: 'daily', priority: 0.7 });
      }
    }
    if (indexable('match')) {
      for (const match of upcoming) {
        pages.push({ path: `/${match.sport.key}/${match.slug}`, changeFrequency: 'hourly', priority: 0.6 });
      }
    }
  } catch (error) {
    reportError(error, { where: 'sitemap: catalogue' });
  }
  return pages.slice(0, Math.floor(MAX_SITEMAP_URLS / Math.max(1, site.locales.length)));
}
