import { isExclusion, limitsInForce } from '@sportsbook/core/player-limits/limit-changes';
import { checkStakes, type StakeRefusalCode } from '@sportsbook/core/player-limits/limit-checks';
import type { Db } from '../db/database';
import type { ApiError } from '../http/api-error';
import type { Caller } from '../http/register-call';
import { lockPlayerLimits, touchRunningSportsbookSession } from './limit-repository';
import { withMoneyUsage } from './limit-usage';
import { endOnSessionLimit, type SessionEnd, usedUpSession } from './session-limits';

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
 * Thrown out of the placement's transaction (so nothing is written) when the session's limit ran out by the
 * time the placement held the player's lock; `sessionLimitAnswer` then ends the session.
 */
export class SessionLimitReachedInPlacement extends Error {
  override readonly name = 'SessionLimitReachedInPlacement';
  constructor(
    readonly sessionId: number,
    readonly end: SessionEnd & { endsAt: number },
  ) {
    super('a session or time limit ran out before the bet was placed');
  }
}

/** Ends the session whose limit a placement found used up; answers 403 session_limit_reached. */
export function sessionLimitAnswer(
  db: Db,
  reached: SessionLimitReachedInPlacement,
  now: number,
): Promise<ApiError> {
  return endOnSessionLimit(db, reached.sessionId, reached.end, now);
}

/**
 * [RG13][RG15] Checks a placement's stakes against the player's responsible-gambling limits INSIDE the
 * placement transaction: it first locks the player's row (lockPlayerLimits), so concurrent placements of one
 * player run their check-and-debit one after the other and a loss or wager limit can never be exceeded by
 * bets racing each other. A session or time limit that ran out since the call's own check throws
 * SessionLimitReachedInPlacement. Null when everything fits (the common case costs the lock and one read: no
 * limits, no sums).
 */
export async function checkStakeLimits(
  tx: Db,
  caller: Caller,
  stakes: readonly StakeToCheck[],
  now: number,
): Promise<StakeLimitRefusal | null> {
  const { playerId } = caller;
  const rows = await lockPlayerLimits(tx, playerId);
  const usedUp = await usedUpSession(tx, caller, limitsInForce(rows ?? [], now), now);
  if (usedUp) throw new SessionLimitReachedInPlacement(caller.sessionId, usedUp);
  // [RG18] A bet is a sign of life: the running sportsbook session of the bettor's sign-in goes on.
  await touchRunningSportsbookSession(tx, caller.sessionId, now);
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
