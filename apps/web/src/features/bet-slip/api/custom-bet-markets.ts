import type { Market } from '@sportsbook/contract/entities/market';
import { customBetMarkets } from '@sportsbook/contract/sportsbook/bet-calls';
import { queryOptions } from '@tanstack/react-query';
import { ApiCallError, browserCall } from '@/lib/api/browser-call';

/**
 * The markets the bet builder offers for a match (GET /matches/{id}/custom-bet-markets), open ones only; null
 * when the match has no builder (404: an answer, not a failure).
 */
export function customBetMarketsOptions(locale: string, matchId: number) {
  return queryOptions({
    queryKey: ['custom-bet-markets', locale, matchId] as const,
    queryFn: async ({ signal }): Promise<readonly Market[] | null> => {
      try {
        const answer = await browserCall(customBetMarkets, { locale, params: { matchId }, signal });
        return answer.data.filter((market) => market.status !== 0);
      } catch (error) {
        if (error instanceof ApiCallError && error.status === 404) return null;
        throw error;
      }
    },
    meta: { where: 'bet builder markets' },
  });
}
