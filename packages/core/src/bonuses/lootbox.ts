/**
 * Lootboxes (spec §3 lootbox: farming stats, freebets to boost, images by tier; §7.2 boost): the stakes of the
 * player's qualifying bets placed with the box (BON15, BON16) fill it with points, and the points raise free bets
 * that allow a boost, up to their boost multiplier. Money and points are integers (minor units, whole points).
 */

/** What a lootbox's rules say about points. */
export interface LootboxPointRules {
  /** Points the box holds before any bet (spec: initial pool). */
  readonly initialPoints: number;
  /** Minor units staked per point earned. */
  readonly stakePerPoint: number;
  /** Minor units a point adds to a free bet. */
  readonly pointValue: number;
}

/** [BON31] Points earned: the initial pool and a point for every whole `stakePerPoint` farmed. */
export function pointsEarned(rules: LootboxPointRules, farmed: number): number {
  return rules.initialPoints + Math.floor(Math.max(0, farmed) / rules.stakePerPoint);
}

/** [BON32] Points still to spend: earned less spent, never below 0. */
export function availablePoints(rules: LootboxPointRules, farmed: number, spent: number): number {
  return Math.max(0, pointsEarned(rules, farmed) - spent);
}

/** [BON33] What a bet of `stake` that counts adds to the points earned. */
export function potentialPoints(rules: LootboxPointRules, farmed: number, stake: number): number {
  return pointsEarned(rules, farmed + Math.max(0, stake)) - pointsEarned(rules, farmed);
}

/** A free bet as a boost sees it: its amount now, what boosts already added, and its multiplier. */
export interface BoostableFreebet {
  readonly amount: number;
  readonly boosted: number;
  readonly multiplier: number;
}

/** The most boosts may add to a free bet in all: its amount before any boost × (multiplier − 1), rounded down. */
export function boostCeiling(freebet: BoostableFreebet): number {
  const original = freebet.amount - freebet.boosted;
  // Rounded to a millionth first: 1000 × 0.15 is 149.99999999999997 in binary floating point.
  const room = Math.round(original * (freebet.multiplier - 1) * 1e6) / 1e6;
  return Math.max(0, Math.floor(room));
}

/** A boost: the points it spends and what it adds to the free bet (minor units). */
export interface Boost {
  readonly points: number;
  readonly added: number;
}

/**
 * [BON34] Boosting a free bet spends whole points, each adding `pointValue`, as many as the available points
 * allow and the free bet's ceiling (boostCeiling) still has room for; nothing when either is exhausted. A boost
 * never adds more than the points it spends are worth, and never takes the free bet past amount × multiplier.
 */
export function boostFreebet(rules: LootboxPointRules, available: number, freebet: BoostableFreebet): Boost {
  const room = boostCeiling(freebet) - freebet.boosted;
  const points = Math.max(0, Math.min(available, Math.floor(room / rules.pointValue)));
  return { points, added: points * rules.pointValue };
}

/** A lootbox's image tier (spec §3 images small/medium/large by tier). */
export type LootboxTier = 'small' | 'medium' | 'large';

/** [BON35] The tier by points earned: large from `large` points, medium from `medium`, else small. */
export function lootboxTier(earned: number, thresholds: { medium: number; large: number }): LootboxTier {
  if (earned >= thresholds.large) return 'large';
  return earned >= thresholds.medium ? 'medium' : 'small';
}

/** [BON33] What the available points are worth as a free bet boost (minor units). */
export function potentialFreebetAmount(rules: LootboxPointRules, available: number): number {
  return Math.max(0, available) * rules.pointValue;
}

/** [BON36] The average stake of the bets counted (minor units, rounded down); 0 before any. */
export function averageStake(farmed: number, betsCount: number): number {
  return betsCount > 0 ? Math.floor(farmed / betsCount) : 0;
}
