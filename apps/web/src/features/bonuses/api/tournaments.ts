import type { LeaderboardRow } from '@sportsbook/contract/entities/bonus';
import { getTournamentRating } from '@sportsbook/contract/sportsbook/bonus-calls';
import { queryOptions } from '@tanstack/react-query';
import { browserCall } from '@/lib/api/browser-call';

/** Every cached rating of a tournament starts with this key: a pushed pool change refreshes them. */
export const ratingKey = (campaignId: number) => ['tournament-rating', campaignId] as const;

/**
 * A tournament's rating (GET /api/v2/bonuses/tournaments/{id}/rating): with the player's token when signed in,
 * so their own row is marked and added after the leaders.
 */
export function tournamentRatingOptions(campaignId: number, playerId: number | null, locale: string) {
  return queryOptions({
    queryKey: [...ratingKey(campaignId), playerId ?? 'visitor', locale] as const,
    queryFn: async ({ signal }): Promise<LeaderboardRow[]> => {
      const request = { locale, params: { id: campaignId }, query: {}, signal };
      if (playerId === null) return (await browserCall(getTournamentRating, request)).data;
      const { playerCall } = await import('@/lib/player/session-actions');
      return (await playerCall(getTournamentRating, request)).data;
    },
    meta: { where: 'reading a tournament rating' },
  });
}
