import { SPORT_TYPES, type SportType } from '@sportsbook/core/catalog/providers';
import { z } from 'zod';
import type { MatchesQuery } from '@/lib/backend/catalog';
import type { PageContext } from '@/lib/site/page-context';

/** Optional `sportType` of a block config: `cyber` makes a block list e-sports only (the /cybersport page). */
export const SportTypeConfig = z.enum(SPORT_TYPES).optional();

/** The narrowest catalogue scope of the page: its league, else category, else sport, else the sport type. */
export function matchScope(
  context: PageContext,
  sportType: SportType | undefined,
): Pick<MatchesQuery, 'tournament_id' | 'category_id' | 'sport_key' | 'sport_type'> {
  if (context.tournament) return { tournament_id: context.tournament.id };
  if (context.category) return { category_id: context.category.id };
  if (context.sport) return { sport_key: context.sport.key };
  return sportType ? { sport_type: sportType } : {};
}
