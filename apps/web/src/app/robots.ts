import { robotsTxt } from '@sportsbook/core/seo/seo';
import type { MetadataRoute } from 'next';
import { requestPlace } from '@/lib/site/metadata';
import { loadSiteConfig, localeRoutingOf } from '@/lib/site/site-config';

export const dynamic = 'force-dynamic';

/**
 * /robots.txt (spec §2.4, SEO8): everything disallowed when the site is not indexable or the request came to an
 * origin on the no-index list; otherwise /sports allowed in every locale, a player's own pages, auth and error
 * pages and the API disallowed, and the sitemap named on the public origin (SEO10, as canonical links).
 */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const site = loadSiteConfig();
  const place = await requestPlace();
  const txt = robotsTxt({
    siteIndexable: site.indexable,
    requestOrigin: place.requestOrigin,
    publicOrigin: place.publicOrigin,
    noIndexOrigins: site.noIndexOrigins,
    routing: localeRoutingOf(site),
  });
  return {
    rules: {
      userAgent: txt.rules.userAgent,
      disallow: txt.rules.disallow,
      ...(txt.rules.allow ? { allow: txt.rules.allow } : {}),
    },
    ...(txt.sitemap ? { sitemap: txt.sitemap } : {}),
  };
}
