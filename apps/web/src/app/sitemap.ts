import { seoOrigins, sitemapEntries } from '@sportsbook/core/seo/seo';
import type { MetadataRoute } from 'next';
import { getSiteConfigWithBlocks } from '@/composition/shell/site-with-blocks';
import { sitemapPages } from '@/features/seo/server';
import { requestPlace } from '@/lib/site/metadata';
import { localeRoutingOf } from '@/lib/site/site-config';

// The request decides whether the sitemap is open (SEO10); the catalogue behind it is read at most every
// ten minutes (`SITEMAP_REVALIDATE_MS`).
export const dynamic = 'force-dynamic';

/**
 * /sitemap.xml (spec §2.4, SEO7): the indexable pages (home, live, e-sports, sports, categories, leagues,
 * upcoming matches) in every configured locale with their alternate-language links, on the public origin
 * like every canonical link (SEO10). Empty when the site is not indexable or the request came to an origin on
 * the no-index list.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [site, place] = await Promise.all([getSiteConfigWithBlocks(), requestPlace()]);
  const { linkOrigin, closed } = seoOrigins({
    siteIndexable: site.indexable,
    ...place,
    noIndexOrigins: site.noIndexOrigins,
  });
  if (linkOrigin === undefined || closed) return [];
  const pages = await sitemapPages(site, new Date());
  return sitemapEntries(pages, linkOrigin, localeRoutingOf(site)).map((entry) => ({
    url: entry.url,
    alternates: { languages: { ...entry.alternates.languages } },
    ...(entry.changeFrequency ? { changeFrequency: entry.changeFrequency } : {}),
    ...(entry.priority !== undefined ? { priority: entry.priority } : {}),
  }));
}
