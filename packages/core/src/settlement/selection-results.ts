/**
 * What a selection of a bet comes to once its market is decided (spec §4 bet results), and what each result
 * pays per unit of stake. Asian lines (whole and quarter lines) can refund or half-refund the stake.
 */

/** [STL1] The results a decided selection can have: spec §4 results other than no_results and cashed_out. */
export const SELECTION_RESULTS = [
  'win_entire',
  'lose_entire',
  'refund_entire',
  'refund_half_win_other',
  'refund_half_lose_other',
  'canceled',
] as const;
export type SelectionResult = (typeof SELECTION_RESULTS)[number];

/**
 * [STL1] What a selection pays per unit of stake: a win its odds, a loss nothing, a refund or a cancellation
 * the stake, a half win half the stake back and half at the odds ((odds + 1) / 2), a half loss half the
 * stake back (0.5).
 */
export function resultFactor(result: SelectionResult, odds: number): number {
  switch (result) {
    case 'win_entire':
      return odds;
    case 'lose_entire':
      return 0;
    case 'refund_entire':
    case 'canceled':
      return 1;
    case 'refund_half_win_other':
      return (odds + 1) / 2;
    case 'refund_half_lose_other':
      return 0.5;
  }
}

/** The side of a line market: over (or the home side of a handicap) and under (the away side). */
export type LineSide = 'over' | 'under';

/** The result of one side on a half or whole line, in quarters of a unit so no float noise decides it. */
function plainLineResult(quantityQuarters: number, lineQuarters: number, side: LineSide): SelectionResult {
  if (quantityQuarters === lineQuarters) return 'refund_entire';
  const above = quantityQuarters > lineQuarters;
  return above === (side === 'over') ? 'win_entire' : 'lose_entire';
}

/**
 * [STL2] The result of a line market's side once the quantity it is drawn on is known (a total, or the home
 * margin for a handicap, whose home side is "over" the line −hcp): over wins above the line, under below it;
 * on a whole line a level quantity refunds both sides; a quarter line (2.25, −0.75) is half the stake on
 * each neighbouring line (2 and 2.5), so one half can win or lose while the other is refunded:
 * refund_half_win_other or refund_half_lose_other. Lines are read to the nearest quarter.
 */
export function lineResult(quantity: number, line: number, side: LineSide): SelectionResult {
  const q = Math.round(line * 4);
  const x = Math.round(quantity * 4);
  if (Math.abs(q % 2) !== 1) return plainLineResult(x, q, side);
  const lower = plainLineResult(x, q - 1, side);
  const upper = plainLineResult(x, q + 1, side);
  if (lower === upper) return lower;
  const halves = new Set([lower, upper]);
  // Two neighbouring lines a half apart: one half is refunded, the other wins or loses.
  return halves.has('win_entire') ? 'refund_half_win_other' : 'refund_half_lose_other';
}
