/** The lowest decimal price a bookmaker offers. */
export const MIN_ODDS = 1.01;
/** The highest decimal price offered; longer shots are capped rather than quoted at absurd prices. */
export const MAX_ODDS = 500;

/** Rounds a decimal price to 2 places within [MIN_ODDS, MAX_ODDS]. */
export function roundOdds(odds: number): number {
  if (!Number.isFinite(odds)) return MAX_ODDS;
  return Math.min(MAX_ODDS, Math.max(MIN_ODDS, Math.round(odds * 100) / 100));
}

/**
 * Turns fair probabilities into decimal odds carrying a bookmaker margin (0.05 for a 105% book).
 * `winnersPerResult` is what the probabilities sum to: 1 when exactly one outcome wins, 2 for double chance.
 * Uses the power method: each implied probability is q^k with k < 1 chosen so they sum to 1 + margin, which
 * puts more of the margin on long shots than on favourites, as real books do. Odds are rounded to 2 places,
 * never below 1.01 nor above 500.
 */
export function oddsWithMargin(
  probabilities: readonly number[],
  margin: number,
  winnersPerResult = 1,
): number[] {
  const shares = probabilities.map((p) => Math.min(1, Math.max(0, p / winnersPerResult)));
  const target = 1 + Math.max(0, margin);
  const positives = shares.filter((q) => q > 0);
  const price = (implied: number) => roundOdds(implied > 0 ? 1 / (implied * winnersPerResult) : Number.NaN);
  if (positives.length < 2 || margin <= 0) return shares.map(price);
  const overround = (k: number) => positives.reduce((acc, q) => acc + q ** k, 0);
  let low = 0;
  let high = 1;
  // overround(k) falls from the number of outcomes (k = 0) to their sum, about 1 (k = 1): bisect for the target.
  for (let i = 0; i < 40; i += 1) {
    const mid = (low + high) / 2;
    if (overround(mid) > target) low = mid;
    else high = mid;
  }
  const k = (low + high) / 2;
  return shares.map((q) => price(q > 0 ? q ** k : 0));
}

/**
 * The margin a market carries: thin on two-way markets, wider as outcomes multiply (a correct-score book
 * runs near 120%), and a little wider live, where prices move faster than a trader can follow.
 */
export function marginFor(outcomeCount: number, live: boolean): number {
  const base = Math.min(0.24, 0.045 + 0.008 * Math.max(0, outcomeCount - 2));
  return base + (live ? 0.015 : 0);
}
