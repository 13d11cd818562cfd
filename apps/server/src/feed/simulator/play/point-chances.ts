/**
 * The pricing model prices tennis by games (a server holds with a given chance) and tie-breaks (won with a
 * given chance); play goes point by point. These invert the classic formulas: the chance of winning a point
 * that gives the model's chance of winning the game or the tie-break, so play and prices agree.
 */

/** The chance of winning a game (first to 4 points, by 2) when each point is won with chance `p`. */
export function gameChance(p: number): number {
  const q = 1 - p;
  const deuce = (20 * p ** 3 * q ** 3 * p ** 2) / (1 - 2 * p * q);
  return p ** 4 * (1 + 4 * q + 10 * q ** 2) + deuce;
}

/** The chance of winning a tie-break (first to 7 points, by 2) when each point is won with chance `p`. */
export function tieBreakChanceOf(p: number): number {
  const q = 1 - p;
  let before = 0;
  let binomial = 1;
  // Win 7-k for k = 0..5: the last point won, k of the first 6 + k lost.
  for (let k = 0; k <= 5; k += 1) {
    if (k > 0) binomial = (binomial * (6 + k)) / k;
    before += binomial * p ** 7 * q ** k;
  }
  const sixAll = 924 * p ** 6 * q ** 6;
  return before + (sixAll * p ** 2) / (1 - 2 * p * q);
}

/** Bisects the point chance `p` in (0, 1) whose race chance `chance(p)` equals `target`. */
function invert(chance: (p: number) => number, target: number): number {
  let low = 0.001;
  let high = 0.999;
  for (let i = 0; i < 50; i += 1) {
    const mid = (low + high) / 2;
    if (chance(mid) < target) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

const gameMemo = new Map<number, number>();
const tieBreakMemo = new Map<number, number>();

function memoised(memo: Map<number, number>, chance: (p: number) => number, target: number): number {
  const key = Math.round(Math.min(0.999, Math.max(0.001, target)) * 10_000);
  const known = memo.get(key);
  if (known !== undefined) return known;
  const p = invert(chance, key / 10_000);
  if (memo.size > 20_000) memo.clear();
  memo.set(key, p);
  return p;
}

/** The chance of winning a point on serve that makes the server hold with chance `hold`. */
export function servePointChance(hold: number): number {
  return memoised(gameMemo, gameChance, hold);
}

/** The chance of winning a tie-break point that wins the tie-break with chance `win`. */
export function tieBreakPointChance(win: number): number {
  return memoised(tieBreakMemo, tieBreakChanceOf, win);
}
