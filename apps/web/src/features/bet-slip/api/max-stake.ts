import { maxStake } from '@sportsbook/contract/sportsbook/bet-calls';
import { placeBetBody } from '@sportsbook/core/ticket/placement-payload';
import type { SlipBet } from '@sportsbook/core/ticket/slip-bet';
import { queryOptions } from '@tanstack/react-query';
import { ApiCallError, browserCall } from '@/lib/api/browser-call';
import { bearerToken } from '@/lib/player/session-actions';

/** The largest stake of a bet, or why there is none to show. */
export type MaxStakeAnswer =
  | { readonly kind: 'max'; readonly maxStake: number; readonly limitedBy: string | null }
  /**
   * The bet cannot be placed as it stands (a selection closed, a limit it breaks whatever the stake): the
   * answer's refusal, or a 422 from a backend that answers so.
   */
  | { readonly kind: 'none' };

/** What the question depends on: the bet's type, system, custom price and selections at their accepted odds. */
function betKey(bet: SlipBet): string {
  const body = placeBetBody(bet);
  return JSON.stringify([
    bet.betType,
    bet.currency,
    body.system_id ?? '',
    body.custom_odds ?? 0,
    body.selections,
  ]);
}

/**
 * The largest stake the limits and the balance allow for one bet of the slip (spec §7.2 POST /bets/max-stake,
 * a signed-in player's call). Keyed by what the bet is, so a change of its selections, type or prices asks
 * again, as does a change of the balance (`balance`, minor units); the stake itself is not part of the question.
 */
export function maxStakeOptions(locale: string, bet: SlipBet, balance: number | null) {
  return queryOptions({
    queryKey: ['max-stake', locale, betKey(bet), balance] as const,
    queryFn: async ({ signal }): Promise<MaxStakeAnswer> => {
      const body = placeBetBody(bet);
      try {
        const answer = await browserCall(maxStake, {
          locale,
          token: await bearerToken(locale),
          body: {
            currency: bet.currency,
            type: bet.betType,
            selections: [...body.selections],
            ...(body.system_id !== undefined ? { system_id: body.system_id } : {}),
            ...(body.custom_odds !== undefined ? { custom_odds: body.custom_odds } : {}),
          },
          signal,
        });
        if (answer.refusal) return { kind: 'none' };
        return { kind: 'max', maxStake: answer.max_stake, limitedBy: answer.limited_by };
      } catch (error) {
        if (error instanceof ApiCallError && error.status === 422) return { kind: 'none' };
        throw error;
      }
    },
    staleTime: 30_000,
    meta: { where: 'max stake' },
  });
}
