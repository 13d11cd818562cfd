import { isNoIndexOrigin, sitemapEntries } from '@sportsbook/core/seo/seo';
import type { MetadataRoute } from 'next';
import { sitemapPages } from '../seo/sitemap-pages';
import { requestPlace } from '../site/metadata';
import { getSiteConfig } from '../site/site';
import { localeRoutingOf } from '../site/site-config';

export const dynamic = 'force-dynamic';

/**
 * /sitemap.xml (spec §2.4, SEO7): the indexable pages (home, live, e-sports, sports, leagues, upcoming
 * matches) in every configured locale with their alternate-language links, on the origin that serves it.
 * Empty when the site is not indexable or this origin is on the no-index list.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [site, place] = await Promise.all([getSiteConfig(), requestPlace()]);
  const origin = place.requestOrigin ?? place.publicOrigin;
  if (origin === undefined || !site.indexable || isNoIndexOrigin(origin, site.noIndexOrigins)) return [];
  const pages = await sitemapPages(site, new Date());
  return sitemapEntries(pages, origin, localeRoutingOf(site)).map((entry) => ({
    url: entry.url,
    alternates: { languages: { ...entry.alternates.languages } },
    ...(entry.changeFrequency ? { changeFrequency: entry.changeFrequency } : {}),
    ...(entry.priority !== undefined ? { priority: entry.priority } : {}),
  }));
}
