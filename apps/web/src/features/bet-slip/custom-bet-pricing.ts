import { customBetOdds } from '@sportsbook/contract/sportsbook/bet-calls';
import type { SlipBet } from '@sportsbook/core/ticket/slip-bet';
import { browserCall } from '@/lib/api/browser-call';
import { reportError } from '@/lib/errors/report';
import { bearerToken } from '@/lib/player/session-actions';
import { dispatchTicket } from './slip-engine';

/**
 * Prices a custom bet again (POST /bets/custom/odds) after its selections' prices moved, and tells the ticket
 * (`customOddsPriced`). A price the backend refuses (a selection closed) leaves the bet as it is: its flags
 * already show why it cannot be placed.
 */
export async function repriceCustomBet(bet: SlipBet, locale: string, signal: AbortSignal): Promise<void> {
  const matchId = bet.selections[0]?.matchId;
  if (matchId === undefined || bet.selections.length < 2) return;
  try {
    const answer = await browserCall(customBetOdds, {
      locale,
      token: await bearerToken(locale),
      body: {
        match_id: matchId,
        selections: bet.selections.map((s) => ({
          market_id: s.marketId,
          specifier: s.specifier,
          outcome_id: s.outcomeId,
        })),
      },
      signal,
    });
    if (!signal.aborted)
      dispatchTicket({ type: 'customOddsPriced', betId: bet.betId, customOdds: answer.odds });
  } catch (error) {
    if (!signal.aborted) reportError(error, { where: 'repricing a custom bet', silent: true });
  }
}
