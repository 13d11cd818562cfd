import { isExclusion, limitsInForce } from '@sportsbook/core/player-limits/limit-changes';
import { checkStakes, type StakeRefusalCode } from '@sportsbook/core/player-limits/limit-checks';
import type { Db } from '../db/database';
import { lockPlayerLimits, touchActiveSportsbookSessions } from './limit-repository';
import { withMoneyUsage } from './limit-usage';

/** One stake of a placement. */
export interface StakeToCheck {
  readonly index: number;
  readonly currency: string;
  readonly stake: number;
}

/** Why a placement's stakes do not fit the player's limits, and which bets it refuses. */
export interface StakeLimitRefusal {
  readonly code: StakeRefusalCode;
  readonly currency: string;
  /** What is left of the limit gone over (minor units of `currency`; 0 for exclusions). */
  readonly left: number;
  /** The limit's amount (minor units; null for exclusions). */
  readonly amount: number | null;
  /** When an exclusion ends (ms), null otherwise. */
  readonly until: number | null;
  readonly indexes: readonly number[];
}

/**
 * [RG13] Checks a placement's stakes against the player's responsible-gambling limits INSIDE the placement
 * transaction: it first locks the player's row (lockPlayerLimits), so concurrent placements of one player
 * run their check-and-debit one after the other and a loss or wager limit can never be exceeded by bets
 * racing each other. Null when everything fits (the common case costs this one statement: no limits, no
 * sums).
 */
export async function checkStakeLimits(
  tx: Db,
  playerId: number,
  stakes: readonly StakeToCheck[],
  now: number,
): Promise<StakeLimitRefusal | null> {
  const rows = await lockPlayerLimits(tx, playerId);
  // [RG18] A bet is a sign of life: the player's running sportsbook session goes on.
  await touchActiveSportsbookSessions(tx, playerId, now);
  const inForce = limitsInForce(rows ?? [], now);
  if (inForce.length === 0) return null;
  const exclusions = inForce.filter((limit) => isExclusion(limit.type));
  const currencies = [...new Set(stakes.map((s) => s.currency))].sort();
  for (const currency of currencies) {
    const ofCurrency = stakes.filter((s) => s.currency === currency);
    const money = inForce.filter(
      (limit) => limit.currency === currency && ['bet', 'loss', 'wager'].includes(limit.type),
    );
    if (money.length === 0 && exclusions.length === 0) continue;
    const entries = await withMoneyUsage(tx, playerId, [...exclusions, ...money], now);
    const refused = checkStakes(
      entries,
      ofCurrency.map((s) => s.stake),
      now,
    );
    if (!refused) continue;
    const amount = refused.limit.amount;
    const indexes =
      refused.code === 'bet_limit_exceeded'
        ? ofCurrency.filter((s) => s.stake > (amount ?? 0)).map((s) => s.index)
        : ofCurrency.map((s) => s.index);
    return {
      code: refused.code,
      currency,
      left: refused.left,
      amount,
      until: refused.limit.disableAt,
      indexes,
    };
  }
  return null;
}
