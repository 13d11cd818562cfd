import 'server-only';
import type { Category } from '@sportsbook/contract/entities/category';
import { Slug } from '@sportsbook/contract/entities/common';
import type { Match } from '@sportsbook/contract/entities/match';
import type { Sport } from '@sportsbook/contract/entities/sport';
import type { Tournament } from '@sportsbook/contract/entities/tournament';
import { cache } from 'react';
import { isNotFound } from './backend-call';
import { fetchCategories, fetchMatch, fetchSport, fetchTournaments } from './catalog';

/** What `/[sport]/[slug]` stands for (spec §2.1: category, league or match, resolved by slug). */
export type SportPath =
  | { readonly kind: 'match'; readonly sport: Sport; readonly match: Match }
  | { readonly kind: 'league'; readonly sport: Sport; readonly tournament: Tournament }
  | { readonly kind: 'category'; readonly sport: Sport; readonly category: Category }
  | { readonly kind: 'not_found' };

const NOT_FOUND: SportPath = { kind: 'not_found' };

/**
 * Whether a URL segment can name a sport, category, league or match at all: the contract's slug format. The
 * backend rejects other sport keys with 400 (a 200-character key, say), which would surface as an error page;
 * such a segment names nothing, so it is not found without asking.
 */
export function isSlug(segment: string): boolean {
  return Slug.safeParse(segment).success;
}

/** Match and outright slugs end in `-<id>` (the feed's `<names>-<id>`); league slugs may too (`laliga-2`). */
const MATCH_ID = /-(\d{1,10})$/;

async function matchBySlug(sportKey: string, slug: string, locale: string): Promise<Match | undefined> {
  const id = Number(MATCH_ID.exec(slug)?.[1]);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return undefined;
  try {
    const match = await fetchMatch(id, locale);
    return match.slug === slug && match.sport.key === sportKey ? match : undefined;
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

/**
 * Resolves `/[sport]/[slug]`: a match when the slug ends in `-<id>` of a match of that sport with that slug,
 * else a league (tournament) slug within the sport, else a category slug within the sport, else not found.
 * Backend failures other than "not found" propagate as BackendDataError (the page shows its error state).
 */
export const resolveSportPath = cache(
  async (sportKey: string, slug: string, locale: string): Promise<SportPath> => {
    if (!isSlug(sportKey) || !isSlug(slug)) return NOT_FOUND;
    const [sport, match, tournaments, categories] = await Promise.all([
      fetchSport(sportKey, locale),
      matchBySlug(sportKey, slug, locale),
      fetchTournaments({ sportKey }, locale),
      fetchCategories({ sportKey }, locale),
    ]);
    if (!sport) return NOT_FOUND;
    if (match) return { kind: 'match', sport, match };
    const tournament = tournaments.find((candidate) => candidate.slug === slug);
    if (tournament) return { kind: 'league', sport, tournament };
    const category = categories.find((candidate) => candidate.slug === slug);
    if (category) return { kind: 'category', sport, category };
    return NOT_FOUND;
  },
);
