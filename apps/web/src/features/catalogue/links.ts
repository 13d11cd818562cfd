import type { Match } from '@sportsbook/contract/entities/match';
import { sportsHref } from '@sportsbook/core/routing/paths';
import type { PageContext } from '@/lib/site/page-context';

type Where = Pick<PageContext, 'locale' | 'routing'>;

/** Hrefs of the catalogue pages (spec §2.1), locale prefix included when the routing wants it. */
export const href = {
  home: (where: Where) => sportsHref('/', where.locale, where.routing),
  live: (where: Where) => sportsHref('/live', where.locale, where.routing),
  sport: (where: Where, sportKey: string) => sportsHref(`/${sportKey}`, where.locale, where.routing),
  inSport: (where: Where, sportKey: string, slug: string) =>
    sportsHref(`/${sportKey}/${slug}`, where.locale, where.routing),
  match: (where: Where, match: Pick<Match, 'slug' | 'sport'>) =>
    sportsHref(`/${match.sport.key}/${match.slug}`, where.locale, where.routing),
};

/** A backend path (`/static/logos/1.svg`) as served on the web origin by the proxy; anything else is dropped. */
export function logoSrc(logo: string | null): string | undefined {
  return logo?.startsWith('/static/') ? logo : undefined;
}
