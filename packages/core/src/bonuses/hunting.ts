/**
 * Hunting and hunting tournaments (spec §3 bonuses, §4 step states): a player collects qualifying bets toward
 * steps, each step reached once pays its reward; a tournament ranks players by what they farmed. Money is
 * integer minor units.
 */

/** What a hunting counts: qualifying bets, or their stakes. */
export type HuntingMetric = 'bets' | 'stake';

export interface HuntingRules {
  readonly metric: HuntingMetric;
  /** The bet's odds (combined for a combo) must be at least this. */
  readonly minOdds: number;
  /** Minor units of `currency`. */
  readonly minStake: number;
  readonly currency: string;
  /** 0 prematch, 1 live; empty: both. */
  readonly matchStatuses: readonly number[];
}

export interface HuntingStep {
  /** Progress (bets or minor units) at which the step is reached. */
  readonly target: number;
  /** What reaching it pays (a freebet of this many minor units). */
  readonly reward: number;
}

/** A placed cash bet, as a hunting sees it; bets placed with a freebet never count. */
export interface HuntedBet {
  readonly odds: number;
  readonly stake: number;
  readonly currency: string;
  readonly matchStatuses: readonly number[];
  readonly withFreebet: boolean;
}

export type StepState = 'completed' | 'current' | 'next' | 'suitable';

/** [BON15] A bet counts toward a hunting when it is a cash bet in its currency at its min odds and stake, on matches of its statuses. */
export function qualifies(rules: HuntingRules, bet: HuntedBet): boolean {
  return (
    !bet.withFreebet &&
    bet.currency === rules.currency &&
    bet.odds >= rules.minOdds &&
    bet.stake >= rules.minStake &&
    bet.matchStatuses.length > 0 &&
    (rules.matchStatuses.length === 0 ||
      bet.matchStatuses.every((status) => rules.matchStatuses.includes(status)))
  );
}

/** [BON16] What a bet adds to the progress: 1 or its stake when it qualifies (BON15), else 0. */
export function progressOf(rules: HuntingRules, bet: HuntedBet): number {
  if (!qualifies(rules, bet)) return 0;
  return rules.metric === 'bets' ? 1 : bet.stake;
}

/**
 * [BON17] Each step's state at some progress: completed once reached; the first step not reached is current, or
 * suitable when the bet in the slip (`pending`, its progress BON16) would reach it; the steps after it are next.
 * Steps are taken in order of their targets.
 */
export function stepStates(steps: readonly HuntingStep[], progress: number, pending = 0): StepState[] {
  let currentSeen = false;
  return steps.map((step) => {
    if (progress >= step.target) return 'completed';
    if (currentSeen) return 'next';
    currentSeen = true;
    return pending > 0 && progress + pending >= step.target ? 'suitable' : 'current';
  });
}

/** [BON18] The steps a move of progress reaches for the first time: each pays its reward once, in order. */
export function stepsReached(steps: readonly HuntingStep[], before: number, after: number): HuntingStep[] {
  return steps.filter((step) => before < step.target && after >= step.target);
}

/** A tournament entry: what a player farmed and when they reached it (epoch ms). */
export interface FarmedEntry {
  readonly playerId: number;
  readonly farmed: number;
  readonly reachedAt: number;
}

/** [BON19] A tournament's rating: by farmed amount, highest first; a tie goes to who reached it first, then the lower player id. */
export function rankEntries(
  entries: readonly FarmedEntry[],
): (FarmedEntry & { readonly position: number })[] {
  return [...entries]
    .sort((a, b) => b.farmed - a.farmed || a.reachedAt - b.reachedAt || a.playerId - b.playerId)
    .map((entry, index) => ({ ...entry, position: index + 1 }));
}
