/**
 * Odds and money arithmetic of the bet slip (spec §3, §4). Odds are decimals (the only stored form); money is
 * integer minor units of the slip currency. Floating-point noise is removed at fixed precisions so the same
 * inputs give the same figures on the server, in the browser and in tests.
 */

/** [ODM1] Odds are kept to 6 decimals once combined: enough for any product of 3-decimal prices to stay exact. */
export const ODDS_DECIMALS = 6;
const ODDS_SCALE = 10 ** ODDS_DECIMALS;

/** Tolerance under which a product is taken to be the whole number next to it (float noise, not money). */
const MONEY_EPSILON = 1e-6;

/**
 * The float noise a product of this size can carry: a fixed tolerance for small amounts, relative for large
 * ones (at 5 × 10^10 minor units one float step is already about 10^-5; a few steps stay far below a cent).
 */
function noiseTolerance(value: number): number {
  return Math.max(MONEY_EPSILON, Math.abs(value) * 5e-16);
}

/** [ODM1] Rounds odds to `ODDS_DECIMALS` decimals (half away from zero). */
export function roundOdds(odds: number): number {
  return Math.round(odds * ODDS_SCALE) / ODDS_SCALE;
}

/** [ODM1] A price a bet can be placed at: a finite decimal above 1. */
export function isValidOdds(odds: number): boolean {
  return Number.isFinite(odds) && odds > 1;
}

/** [ODM2] Combined odds of a combo: the product of its selections' odds, rounded as ODM1. */
export function combinedOdds(odds: readonly number[]): number {
  let product = 1;
  for (const price of odds) product *= price;
  return roundOdds(product);
}

/**
 * [ODM3] The potential win of a stake at some odds, in minor units: stake × odds rounded down to the minor
 * unit (a payout is never rounded up), after removing float noise (1000 × 1.15 is 1150, not 1149).
 */
export function potentialWin(stake: number, odds: number): number {
  const product = stake * odds;
  return Math.floor(product + noiseTolerance(product));
}

/**
 * [ODM4] The smallest stake (minor units) whose potential win at `odds` is at least `win`: what the slip sets
 * when the bettor types the amount they want to win.
 */
export function stakeForWin(win: number, odds: number): number {
  if (!isValidOdds(odds) || win <= 0) return 0;
  const quotient = win / odds;
  let stake = Math.ceil(quotient - noiseTolerance(quotient));
  while (stake > 0 && potentialWin(stake - 1, odds) >= win) stake -= 1;
  while (potentialWin(stake, odds) < win) stake += 1;
  return stake;
}

/**
 * [ODM7] The odds cap threshold of spec §9 (40): in the flows that take a stake from odds, the odds above it
 * are reduced to this constant (the spec does not show the value; the product takes the threshold itself).
 */
export const ODDS_CAP_THRESHOLD = 40;

/** [ODM7] Odds with everything above the threshold reduced to it. */
export function cappedOdds(odds: number): number {
  return odds > ODDS_CAP_THRESHOLD ? ODDS_CAP_THRESHOLD : odds;
}

/**
 * [ODM5] [ODM7] A stake derived from a potential win, after the odds moved from `oldOdds` to `newOdds`:
 * rescaled by the ratio of old to new odds (spec §4), each capped at ODDS_CAP_THRESHOLD (ODM7), rounded to
 * the nearest minor unit, so the potential win stays about what the bettor asked for. The cap keeps a long
 * shot's price moves from swinging the money at risk: between prices above 40 the stake stays and the
 * potential win moves with the price; across 40 the stake moves by at most the part below it.
 */
export function rescaleStake(stake: number, oldOdds: number, newOdds: number): number {
  if (!isValidOdds(oldOdds) || !isValidOdds(newOdds)) return stake;
  return Math.max(0, Math.round((stake * cappedOdds(oldOdds)) / cappedOdds(newOdds)));
}

/** [ODM6] The direction of a price change: "up" when higher, "down" when lower, null when unchanged. */
export function oddsDirection(before: number, after: number): 'up' | 'down' | null {
  if (after > before) return 'up';
  if (after < before) return 'down';
  return null;
}
