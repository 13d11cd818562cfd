import type { BetLimits } from '@sportsbook/core/ticket/bet-limits';
import type { BetsLimits } from './settings';

/*
 * Kept apart from the settings schemas (types only): the web's first load maps limits without loading zod.
 */

/** The settings' bet limits (snake_case on the wire) as core's `BetLimits`, which the limit rules take. */
export function toBetLimits(limits: BetsLimits | null | undefined): BetLimits | null {
  if (!limits) return null;
  return {
    selectionLimit: limits.selection_limit,
    oddsLimit: limits.odds_limit,
    maxStakeLimit: limits.max_stake_limit,
    payoutLimit: limits.payout_limit,
  };
}
