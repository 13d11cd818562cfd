import type { HuntingTerms } from '@sportsbook/contract/entities/bonus';
import { betBonuses } from '@sportsbook/contract/sportsbook/bonus-calls';
import { betJackpots } from '@sportsbook/contract/sportsbook/jackpot-calls';
import type { HuntingStanding, OfferedBonus } from '@sportsbook/core/bonuses/bonus-selection';
import { placeBetBody } from '@sportsbook/core/ticket/placement-payload';
import type { SlipBet } from '@sportsbook/core/ticket/slip-bet';
import { ApiCallError, browserCall } from '@/lib/api/browser-call';
import { playerCall } from '@/lib/player/session-actions';
import { dispatchTicket } from './slip-engine';

/*
 * What the slip's bets may be placed with (spec §7.2 POST /bonuses): asked when the signed-in player's bets
 * change, and told to the ticket (core BON21: the default is chosen, a freebet no longer offered is cleared).
 * Loaded with the first ask.
 */

/** A slip bet as POST /bonuses and POST /jackpots take it: its type, stake and selections as placed. */
function askedBet(bet: SlipBet) {
  return {
    type: bet.betType,
    stake: { value: bet.stake, currency: bet.currency },
    selections: [...placeBetBody(bet).selections],
  };
}

/** Where the player stands in a hunting: toward its first step not completed, and what this bet would win. */
function standingOf(hunting: HuntingTerms): HuntingStanding | undefined {
  const next = hunting.steps.find((step) => step.state !== 'completed');
  if (!next) return undefined;
  return {
    metric: hunting.metric,
    progress: hunting.progress,
    target: next.target,
    reward: next.state === 'suitable' ? next.reward : null,
  };
}

/** Asks the backend for the offers of `bets` and tells the ticket; a failure leaves the offers as they were. */
export async function refreshBonusOffers(
  bets: readonly SlipBet[],
  locale: string,
  signal: AbortSignal,
): Promise<void> {
  const asked = bets.filter((bet) => bet.selections.length > 0 && bet.betType !== 'custom_bet');
  if (asked.length === 0) return;
  try {
    const answer = await playerCall(betBonuses, {
      locale,
      signal,
      body: { locale, bets: asked.map(askedBet) },
    });
    if (signal.aborted) return;
    const offers = answer.bets.flatMap((offer) => {
      const bet = asked[offer.index];
      if (!bet) return [];
      const bonuses: OfferedBonus[] = offer.available_bonuses.map((bonus) => {
        const standing = bonus.hunting ? standingOf(bonus.hunting) : undefined;
        return {
          id: bonus.id,
          type: bonus.bonus_type,
          title: bonus.title,
          ...(bonus.freebet ? { amount: bonus.freebet.amount } : {}),
          bonusOdds: bonus.bonus_odds,
          ...(standing ? { hunting: standing } : {}),
          ...(bonus.tournament
            ? { tournament: { farmed: bonus.tournament.farmed_amount, position: bonus.tournament.position } }
            : {}),
          ...(bonus.lootbox
            ? {
                lootbox: {
                  available: bonus.lootbox.farming_stats.available_points,
                  potential: bonus.lootbox.farming_stats.potential_points,
                },
              }
            : {}),
        };
      });
      return [{ betId: bet.betId, bonuses }];
    });
    const upcoming = answer.bets.flatMap((offer) => {
      const bet = asked[offer.index];
      return bet
        ? offer.upcoming_bonuses.map((item) => ({
            betId: bet.betId,
            bonusId: item.bonus_id,
            selectionsNeeded: item.selections_needed,
            percent: item.percent,
          }))
        : [];
    });
    dispatchTicket({ type: 'bonusesOffered', offers, upcoming });
  } catch (error) {
    // Signed out meanwhile, or an answer the slip cannot use: the bets keep what they were offered before.
    if (signal.aborted || (error instanceof ApiCallError && error.status === 401)) return;
    throw error;
  }
}

/**
 * Asks which running jackpots each bet would feed (spec §7.2 POST /jackpots, no token needed) and tells the
 * ticket (core JKP7); a failure leaves what the bets said before.
 */
export async function refreshJackpots(
  bets: readonly SlipBet[],
  locale: string,
  signal: AbortSignal,
): Promise<void> {
  const asked = bets.filter((bet) => bet.selections.length > 0);
  if (asked.length === 0) return;
  const answer = await browserCall(betJackpots, {
    locale,
    signal,
    body: { locale, bets: asked.map(askedBet) },
  });
  if (signal.aborted) return;
  const offers = answer.bets.flatMap((offer) => {
    const bet = asked[offer.index];
    return bet ? [{ betId: bet.betId, jackpots: offer.jackpots }] : [];
  });
  dispatchTicket({ type: 'jackpotsOffered', offers });
}
