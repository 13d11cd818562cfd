import { customBetOdds } from '@sportsbook/contract/sportsbook/bet-calls';
import { queryOptions } from '@tanstack/react-query';
import { ApiCallError, browserCall } from '@/lib/api/browser-call';
import { bearerToken } from '@/lib/player/session-actions';

/** A chosen outcome of the builder: market (id and specifier) and outcome. */
export interface BuilderPick {
  readonly marketId: number;
  readonly specifier: string;
  readonly outcomeId: string;
}

export type CustomBetPrice =
  | { readonly kind: 'priced'; readonly odds: number; readonly independent: number }
  /** 422: these outcomes cannot be combined (an answer, not a failure). */
  | { readonly kind: 'not-combinable' };

export const pickKey = (pick: BuilderPick) => `${pick.marketId}/${pick.specifier}/${pick.outcomeId}`;

/**
 * The price of a bet builder's picks together (POST /bets/custom/odds, priced with their correlation). Keyed by
 * the picks; a newer combination cancels the request of the one before. Prices move, so a combination picked
 * again is asked again (its last price shows meanwhile).
 */
export function customBetOddsOptions(locale: string, matchId: number, picks: readonly BuilderPick[]) {
  return queryOptions({
    queryKey: ['custom-bet-odds', locale, matchId, picks.map(pickKey).join('|')] as const,
    queryFn: async ({ signal }): Promise<CustomBetPrice> => {
      try {
        const answer = await browserCall(customBetOdds, {
          locale,
          token: await bearerToken(locale),
          body: {
            match_id: matchId,
            selections: picks.map((pick) => ({
              market_id: pick.marketId,
              specifier: pick.specifier,
              outcome_id: pick.outcomeId,
            })),
          },
          signal,
        });
        return { kind: 'priced', odds: answer.odds, independent: answer.independent_odds };
      } catch (error) {
        if (error instanceof ApiCallError && error.status === 422) return { kind: 'not-combinable' };
        throw error;
      }
    },
    staleTime: 0,
    meta: { where: 'bet builder price' },
  });
}
