/**
 * Jackpots (spec §1, §3 pool and jackpot hit): a share of each qualifying bet's cash stake feeds the levels of
 * a jackpot's pool; a level drops at a point drawn between its seed and its cap, unknown to players, and the bet
 * that carries it there wins the level's whole amount; the level starts again from its seed. The operator funds
 * the seeds and the contributions (they are not taken from the bettor's stake). Money is integer minor units.
 */

export interface JackpotLevelRules {
  readonly code: string;
  /** What the level holds when it starts and after each drop. */
  readonly seed: number;
  /** The highest drop point: the level always drops by the time it holds this much. */
  readonly cap: number;
  /** Percent of each contribution that goes to this level; the levels' shares add up to 100. */
  readonly share: number;
}

export interface JackpotRules {
  readonly currency: string;
  /** A qualifying bet contributes this many basis points (1/100 %) of its cash stake. */
  readonly contributionBasisPoints: number;
  /** Minor units: the least cash stake that takes part. */
  readonly minStake: number;
  /** The least odds (combined for a combo) that take part. */
  readonly minOdds: number;
  readonly levels: readonly JackpotLevelRules[];
}

/** A placed bet as a jackpot sees it: only its cash stake takes part (a freebet's stake is not cash). */
export interface JackpotBet {
  readonly currency: string;
  readonly cashStake: number;
  readonly odds: number;
}

/** [JKP1] A bet takes part when it is in the jackpot's currency, with a cash stake of at least its minimum (never 0) and odds of at least its minimum. */
export function takesPart(rules: JackpotRules, bet: JackpotBet): boolean {
  return (
    bet.currency === rules.currency &&
    bet.cashStake > 0 &&
    bet.cashStake >= rules.minStake &&
    bet.odds >= rules.minOdds
  );
}

/** [JKP2] A bet's contribution: its cash stake × the basis points / 10 000, rounded down; 0 when it does not take part. */
export function contributionOf(rules: JackpotRules, bet: JackpotBet): number {
  if (!takesPart(rules, bet)) return 0;
  return Math.floor((bet.cashStake * rules.contributionBasisPoints) / 10_000);
}

/**
 * [JKP3] A contribution split over the levels by their shares, each rounded down, what rounding leaves going to
 * the first level: the parts add up to the contribution exactly.
 */
export function splitContribution(rules: JackpotRules, contribution: number): number[] {
  const parts = rules.levels.map((level) => Math.floor((contribution * level.share) / 100));
  const left = contribution - parts.reduce((sum, part) => sum + part, 0);
  if (parts.length > 0) parts[0] = (parts[0] ?? 0) + left;
  return parts;
}

/**
 * [JKP4] A level's drop point, drawn from `random` in [0, 1): above its seed and at most its cap (seed + 1 …
 * cap, each equally likely).
 */
export function dropPoint(level: Pick<JackpotLevelRules, 'seed' | 'cap'>, random: number): number {
  const span = Math.max(level.cap - level.seed, 1);
  const draw = Math.min(Math.max(random, 0), 1 - Number.EPSILON);
  return level.seed + 1 + Math.floor(draw * span);
}

/** A level as it stands: what it holds and where it drops. */
export interface LevelState {
  readonly amount: number;
  readonly dropAt: number;
}

/** What one contribution does to a level. */
export type LevelStep =
  | { readonly dropped: false; readonly amount: number }
  | { readonly dropped: true; readonly won: number };

/**
 * [JKP5] A level given its part of a contribution holds that much more; when that reaches its drop point, the
 * level drops: the bet wins everything it holds (the part included), and the level starts again from its seed
 * with a new drop point (JKP4). Each level of a jackpot drops on its own: one bet may win several.
 */
export function addToLevel(state: LevelState, part: number): LevelStep {
  const amount = state.amount + part;
  return amount >= state.dropAt ? { dropped: true, won: amount } : { dropped: false, amount };
}

/** [JKP6] A jackpot's levels are sound: seed ≥ 0, cap above seed, shares ≥ 0 adding up to 100, codes unique. */
export function levelProblems(levels: readonly JackpotLevelRules[]): string[] {
  const problems: string[] = [];
  if (levels.length === 0) problems.push('a jackpot needs at least one level');
  const codes = new Set<string>();
  for (const level of levels) {
    if (codes.has(level.code)) problems.push(`level ${level.code} is named twice`);
    codes.add(level.code);
    if (!(level.cap > level.seed)) problems.push(`level ${level.code}: the cap must be above the seed`);
  }
  const shares = levels.reduce((sum, level) => sum + level.share, 0);
  if (levels.length > 0 && shares !== 100) problems.push(`the levels' shares add up to ${shares}, not 100`);
  return problems;
}
