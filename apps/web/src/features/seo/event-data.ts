import 'server-only';
import type { Match } from '@sportsbook/contract/entities/match';
import { sportsEventJsonLd } from '@sportsbook/core/seo/seo';
import { localizedSportsHref } from '@/lib/i18n/routing';
import { requestPlace } from '@/lib/site/metadata';
import { getLocaleRouting } from '@/lib/site/site';

/** A match page's structured data (SEO5): the match as schema.org SportsEvent, its URL absolute. */
export async function matchEventData(match: Match, locale: string): Promise<Record<string, unknown>> {
  const [place, routing] = await Promise.all([requestPlace(), getLocaleRouting()]);
  const href = localizedSportsHref(`/${match.sport.key}/${match.slug}`, locale, routing);
  return sportsEventJsonLd({
    name: match.name,
    url: place.publicOrigin ? `${place.publicOrigin}${href}` : href,
    sport: match.sport.name,
    league: match.tournament.name,
    startTime: match.start_time,
    endTime: match.end_date,
    status: match.status,
    home: match.home,
    away: match.away,
    competitors: match.competitors,
    stadium: match.stadium,
    city: match.city,
  });
}
