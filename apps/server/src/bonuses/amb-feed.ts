import { countsTowardAmb } from '@sportsbook/core/bonuses/amb';
import type { Db } from '../db/database';
import { advanceAmb } from './amb-repository';
import { runningCampaigns } from './bonus-repository';
import { ambRules } from './campaign-rules';

/** A bet just placed, as accumulated bonus progress counts it. */
export interface AmbEntry {
  readonly betId: number;
  readonly currency: string;
  /** Minor units taken in cash (a freebet's stake is not, core BON37). */
  readonly cashStake: number;
  readonly odds: number;
}

/**
 * Counts a placement's qualifying bets toward every running amb (core BON37), in the placement's transaction:
 * nothing is chosen in the slip, every cash bet that meets a programme's terms counts.
 */
export async function feedAmbs(
  tx: Db,
  input: { readonly playerId: number; readonly bets: readonly AmbEntry[]; readonly at: string },
): Promise<void> {
  const campaigns = (await runningCampaigns(tx, input.at, 'amb')).sort((a, b) => a.id - b.id);
  for (const campaign of campaigns) {
    const rules = ambRules(campaign.rules);
    // Rules edited by hand into something that no longer reads: nothing counts.
    if (!rules) continue;
    const terms = { currency: rules.currency, minOdds: rules.min_odds, minStake: rules.min_stake };
    const counted = input.bets.filter((bet) => countsTowardAmb(terms, bet)).map((bet) => bet.betId);
    if (counted.length > 0)
      await advanceAmb(tx, {
        campaignId: campaign.id,
        playerId: input.playerId,
        betIds: counted,
        at: input.at,
      });
  }
}
