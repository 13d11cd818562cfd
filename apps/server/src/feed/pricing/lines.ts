import { type Pmf, probabilityAbove, probabilityBelow, probabilityOf } from './pmf';

/** The two sides of a line, as fair (push-adjusted) probabilities summing to 1. */
export interface LineSides {
  readonly over: number;
  readonly under: number;
}

/** Whether a line is a quarter line (x.25 or x.75) that splits the stake over two neighbouring lines. */
export function isQuarterLine(line: number): boolean {
  const quarters = Math.round(line * 4);
  return Math.abs(quarters % 2) === 1;
}

/** Whether a line can end level (a whole number), refunding the stake. */
function isWholeLine(line: number): boolean {
  return Number.isInteger(line);
}

/**
 * Prices a line on a quantity X: "over" wins when X > line, "under" when X < line. A whole line refunds
 * both sides when X equals it; a quarter line (2.25, -0.75) puts half the stake on each neighbouring half
 * line (2.0 and 2.5), as Asian lines settle. The result is push-adjusted: with W the expected winning share
 * of the stake and R the refunded share, p = W / (1 − R), so 1 / p is the fair decimal price and both sides
 * sum to 1. Undefined when the line is certain to refund (nothing to price).
 */
export function priceLine(quantity: Pmf, line: number): LineSides | undefined {
  const halves = isQuarterLine(line) ? [line - 0.25, line + 0.25] : [line];
  const weight = 1 / halves.length;
  let over = 0;
  let under = 0;
  let refund = 0;
  for (const half of halves) {
    over += weight * probabilityAbove(quantity, half);
    under += weight * probabilityBelow(quantity, half);
    if (isWholeLine(half)) refund += weight * probabilityOf(quantity, half);
  }
  const staked = 1 - refund;
  if (staked < 1e-9) return undefined;
  return { over: over / staked, under: under / staked };
}

/**
 * Handicap on a margin (home minus away): the home side with handicap `hcp` wins when margin + hcp > 0.
 * Returns the home and away sides, push-adjusted like `priceLine`.
 */
export function priceHandicap(margin: Pmf, hcp: number): { home: number; away: number } | undefined {
  const sides = priceLine(margin, -hcp);
  return sides ? { home: sides.over, away: sides.under } : undefined;
}

/** Formats a line for a specifier: `2.5`, `-0.75`, `0`, never `-0` or trailing zeros. */
export function formatLine(line: number): string {
  const rounded = Math.round(line * 100) / 100;
  return String(Object.is(rounded, -0) ? 0 : rounded);
}
