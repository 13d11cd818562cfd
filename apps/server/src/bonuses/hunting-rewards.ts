import { stepsReached } from '@sportsbook/core/bonuses/hunting';
import type { Db } from '../db/database';
import { toIsoUtc } from '../db/time';
import {
  type CampaignRow,
  type FreebetIssue,
  finishHunting,
  issueFreebets,
  type PlayerBonusRow,
} from './bonus-repository';
import { freebetExpiry, type HuntingRules, huntingSteps, rewardFreebetRules } from './campaign-rules';

/** A bet's progress added to a player's hunting, in the placement's transaction. */
export interface HuntingAdvance {
  readonly playerBonusId: number;
  readonly playerId: number;
  readonly campaign: CampaignRow;
  readonly rules: HuntingRules;
  readonly before: number;
  readonly after: number;
  /** The bet whose progress it is. */
  readonly betId: number;
}

/**
 * Pays the steps the advances reached for the first time (core BON18): a reward freebet per step, of the
 * hunting's reward variant and currency, once per step (a unique index); a hunting whose last step is reached
 * is over. In the placement's transaction, so a bet and its rewards commit together. Returns the freebets
 * issued, for `bonus_issued` after the commit.
 */
export async function payHuntingSteps(
  tx: Db,
  advances: readonly HuntingAdvance[],
  now: number,
): Promise<PlayerBonusRow[]> {
  const at = new Date(now).toISOString();
  const issues: FreebetIssue[] = [];
  const campaigns = new Map<number, CampaignRow>();
  for (const advance of advances) {
    const steps = huntingSteps(advance.rules);
    // A tournament counts as a hunting without steps: its prizes are paid when it ends.
    if (steps.length === 0) continue;
    const ends = advance.campaign.endsAt === null ? null : Date.parse(toIsoUtc(advance.campaign.endsAt));
    const expiresAt = freebetExpiry(rewardFreebetRules(advance.rules), now, ends);
    campaigns.set(advance.campaign.id, advance.campaign);
    for (const step of stepsReached(steps, advance.before, advance.after)) {
      issues.push({
        campaignId: advance.campaign.id,
        playerId: advance.playerId,
        freebetType: advance.rules.reward_freebet_type,
        amount: step.reward,
        currency: advance.rules.currency,
        source: 'reward',
        betId: advance.betId,
        rewardStep: steps.findIndex((candidate) => candidate.target === step.target),
        at,
        expiresAt,
      });
    }
    const last = steps[steps.length - 1];
    if (last && advance.after >= last.target) await finishHunting(tx, advance.playerBonusId, at);
  }
  const issued = await issueFreebets(tx, issues);
  return issued.flatMap((bonus) => {
    const campaign = campaigns.get(bonus.campaignId);
    return campaign ? [{ bonus, campaign }] : [];
  });
}
