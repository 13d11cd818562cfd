import { randomInt } from 'node:crypto';
import {
  addToLevel as addToLevelRule,
  contributionOf,
  dropPoint,
  splitContribution,
} from '@sportsbook/core/bonuses/jackpot';
import type { Db } from '../db/database';
import { findCurrency } from '../platform/currencies';
import { runningCampaigns } from './bonus-repository';
import { asJackpot, type JackpotRules, jackpotRules } from './campaign-rules';
import {
  addToLevel,
  payHit,
  recordApprovedHit,
  recordContribution,
  restartLevel,
  startJackpotLevels,
} from './jackpot-repository';

/** A bet just placed, as the jackpots it may feed see it. */
export interface JackpotEntry {
  readonly betId: number;
  readonly accountId: number;
  readonly currency: string;
  /** Minor units taken in cash (a freebet's stake is not, core JKP1). */
  readonly cashStake: number;
  readonly odds: number;
}

/** A level a bet made drop, paid into the player's account. */
export interface JackpotWin {
  readonly hitId: number;
  readonly betId: number;
  readonly currency: string;
  readonly amount: number;
  /** The account's balance after the win. */
  readonly balance: number;
}

/** A uniform draw in [0, 1) from the operating system's generator: players cannot foresee a drop point. */
export function secureRandom(): number {
  return randomInt(0, 2 ** 48 - 1) / 2 ** 48;
}

/** Euro cents of an amount of the jackpot's currency, at the jackpot's rate. */
export function euroCentsOf(rules: JackpotRules, amount: number): number {
  if (rules.currency === 'EUR') return amount;
  const subunits = findCurrency(rules.currency)?.subunits ?? 100;
  return Math.round((amount / subunits) * (rules.euro_rate ?? 0) * 100);
}

/** Each level's first drop point, drawn when a jackpot campaign is created (core JKP4). */
export function firstLevels(rules: JackpotRules, random: () => number) {
  return rules.levels.map((level) => ({
    code: level.code,
    seed: level.seed,
    dropAt: dropPoint(level, random()),
  }));
}

/**
 * Part of the placement transaction, once the bets are written: each bet feeds the running jackpots it takes
 * part in (core JKP1–JKP3); a level its part carries to its drop point drops (JKP5), pays the bet's player
 * into the bet's account (or, above the jackpot's `approval_above`, records the hit `approved` for the operator
 * to pay) and starts again (JKP4). Answers the wins and the bets that fed a jackpot. Jackpots are visited in id order and levels in their order,
 * so placements lock level rows in one order.
 */
export async function feedJackpots(
  tx: Db,
  input: { readonly playerId: number; readonly bets: readonly JackpotEntry[]; readonly at: string },
  random: () => number,
): Promise<{ wins: JackpotWin[]; fed: Set<number> }> {
  const { playerId, at } = input;
  const campaigns = (await runningCampaigns(tx, at, 'jackpot')).sort((a, b) => a.id - b.id);
  const wins: JackpotWin[] = [];
  const fed = new Set<number>();
  for (const campaign of campaigns) {
    const rules = jackpotRules(campaign.rules);
    // Rules edited by hand into something that no longer reads: the jackpot takes nothing.
    if (!rules) continue;
    const jackpot = asJackpot(rules);
    for (const bet of input.bets) {
      const contribution = contributionOf(jackpot, bet);
      if (contribution === 0) continue;
      await recordContribution(tx, { betId: bet.betId, campaignId: campaign.id, amount: contribution }, at);
      fed.add(bet.betId);
      const parts = splitContribution(jackpot, contribution);
      for (const [index, level] of rules.levels.entries()) {
        const part = parts[index] ?? 0;
        if (part === 0) continue;
        const key = { campaignId: campaign.id, code: level.code };
        let state = await addToLevel(tx, key, part, at);
        if (!state) {
          // A level added to the rules after the campaign started begins now.
          await startJackpotLevels(tx, campaign.id, [{ ...level, dropAt: dropPoint(level, random()) }], at);
          state = await addToLevel(tx, key, part, at);
          if (!state) continue;
        }
        const step = addToLevelRule({ amount: state.amount - part, dropAt: state.dropAt }, part);
        if (!step.dropped) continue;
        await restartLevel(
          tx,
          key,
          { won: step.won, seed: level.seed, dropAt: dropPoint(level, random()) },
          at,
        );
        const hit = {
          campaignId: campaign.id,
          levelCode: level.code,
          playerId,
          betId: bet.betId,
          amount: step.won,
          currency: rules.currency,
          amountEuro: euroCentsOf(rules, step.won),
        };
        // A drop above the operator's threshold is won now and paid once they approve it.
        if (rules.approval_above !== null && step.won > rules.approval_above) {
          await recordApprovedHit(tx, hit, at);
          continue;
        }
        const paid = await payHit(tx, { ...hit, accountId: bet.accountId }, at);
        wins.push({
          hitId: paid.hit.id,
          betId: bet.betId,
          currency: rules.currency,
          amount: step.won,
          balance: paid.balance,
        });
      }
    }
  }
  return { wins, fed };
}
