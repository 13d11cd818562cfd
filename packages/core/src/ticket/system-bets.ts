import { roundOdds } from './odds-math';

/**
 * System bets (spec §3, §4): from n selections, every combination of k of them is a line (a k-fold combo),
 * and the stake is shared equally between the lines.
 */

/** A system type: `winCount` out of `totalCount` selections (a "2/3" system has 3 lines of doubles). */
export interface SystemType {
  readonly totalCount: number;
  readonly winCount: number;
}

/** [SYS1] The fewest selections a system bet takes (fewer is a single or a combo). */
export const MIN_SYSTEM_SELECTIONS = 3;

/** [SYS1] A system type's id on the wire: `"{winCount}/{totalCount}"`, e.g. "2/3". */
export function systemId(type: SystemType): string {
  return `${type.winCount}/${type.totalCount}`;
}

/** [SYS1] Reads a system id ("2/3"); undefined when it is not one. */
export function parseSystemId(id: string): SystemType | undefined {
  const match = /^(\d{1,2})\/(\d{1,2})$/.exec(id);
  if (!match) return undefined;
  const type = { winCount: Number(match[1]), totalCount: Number(match[2]) };
  return isSystemType(type) ? type : undefined;
}

function isSystemType(type: SystemType): boolean {
  return (
    Number.isInteger(type.totalCount) &&
    Number.isInteger(type.winCount) &&
    type.totalCount >= MIN_SYSTEM_SELECTIONS &&
    type.winCount >= 2 &&
    type.winCount < type.totalCount
  );
}

/**
 * [SYS2] The system types a slip of `count` selections offers: k out of `count` for every k from 2 to
 * count − 1, sorted by total count, then win count. None below three selections.
 */
export function systemTypes(count: number): SystemType[] {
  const types: SystemType[] = [];
  for (let winCount = 2; winCount < count; winCount += 1) types.push({ totalCount: count, winCount });
  return types.sort((a, b) => a.totalCount - b.totalCount || a.winCount - b.winCount);
}

/** [SYS2] Whether a system type fits a slip of `count` selections. */
export function systemTypeFits(type: SystemType, count: number): boolean {
  return isSystemType(type) && type.totalCount === count;
}

/** [SYS3] The number of lines of a system: C(totalCount, winCount). */
export function systemLines(type: SystemType): number {
  return binomial(type.totalCount, type.winCount);
}

/** C(n, k), exact for the sizes a slip can have. */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  const m = Math.min(k, n - k);
  let result = 1;
  for (let i = 1; i <= m; i += 1) result = (result * (n - m + i)) / i;
  return Math.round(result);
}

/**
 * [SYS4] The sum, over every line, of the line's combined odds: the elementary symmetric polynomial of degree
 * k of the selections' odds, in O(n·k) (a 20-selection slip has 184,756 lines of 10).
 */
export function systemLineOddsSum(odds: readonly number[], winCount: number): number {
  const sums = new Array<number>(winCount + 1).fill(0);
  sums[0] = 1;
  for (const price of odds) {
    for (let k = Math.min(winCount, odds.length); k >= 1; k -= 1) {
      sums[k] = (sums[k] ?? 0) + (sums[k - 1] ?? 0) * price;
    }
  }
  return sums[winCount] ?? 0;
}

/**
 * [SYS4] The odds a system bet pays when every selection wins, per unit of total stake: the line odds sum
 * divided by the number of lines (each line has an equal share of the stake), rounded as ODM1. The
 * potential win of a system is then `potentialWin(stake, systemOdds(...))` (ODM3).
 */
export function systemOdds(odds: readonly number[], type: SystemType): number {
  if (odds.length !== type.totalCount) return 0;
  return roundOdds(systemLineOddsSum(odds, type.winCount) / systemLines(type));
}

/** [SYS5] Every line of a system: the indexes of its selections, in lexicographic order (for settlement). */
export function systemCombinations(type: SystemType): number[][] {
  const lines: number[][] = [];
  const line: number[] = [];
  const walk = (start: number) => {
    if (line.length === type.winCount) {
      lines.push([...line]);
      return;
    }
    for (let i = start; i <= type.totalCount - (type.winCount - line.length); i += 1) {
      line.push(i);
      walk(i + 1);
      line.pop();
    }
  };
  walk(0);
  return lines;
}
