import type { Bet } from '@sportsbook/contract/entities/bet';
import { mutationOptions } from '@tanstack/react-query';
import { ApiCallError } from '@/lib/api/browser-call';
import { type CashoutStep, cashoutFailure } from '../cashout-step';

/** What the backend answered a cash out: the bet cashed out, or the step its refusal leads to. */
export type CashoutResult =
  | { readonly kind: 'cashed-out'; readonly bet: Bet }
  | { readonly kind: 'refused'; readonly step: CashoutStep };

/**
 * POST /api/v3/bets/cashout at the value the bettor confirmed. A refusal the bettor is shown (the value moved,
 * the bet has none now, cash out paused) is an answer, not a failure; a 401 and unexpected failures are
 * failures of the call, which the query cache handles (core QRY1, QRY3).
 */
export function cashoutOptions(locale: string) {
  return mutationOptions({
    mutationFn: async ({ betId, amount }: { betId: number; amount: number }): Promise<CashoutResult> => {
      const [{ playerCall }, { cashoutBet }] = await Promise.all([
        import('@/lib/player/session-actions'),
        import('@sportsbook/contract/sportsbook/bet-calls'),
      ]);
      try {
        const bet = await playerCall(cashoutBet, {
          locale,
          body: { bet_id: betId, to_cashout: amount, locale },
        });
        return { kind: 'cashed-out', bet };
      } catch (error) {
        if (error instanceof ApiCallError && error.status === 401) throw error;
        const failure = cashoutFailure(error);
        if (failure.report) throw error;
        return { kind: 'refused', step: failure.step };
      }
    },
    meta: { where: 'cashing out' },
  });
}
