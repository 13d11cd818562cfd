/**
 * Bet statuses, results and the bet list filters of spec §4 ("My bets" and the bet history).
 */

/** [BET1] Bet statuses of spec §4. */
export const BET_STATUSES = [
  'submitted',
  'rejected',
  'cancelled',
  'waiting_results',
  'ready_to_process',
  'done',
  'withdrawn',
  'cashout_in_progress',
  'cashed_out',
] as const;
export type BetStatusName = (typeof BET_STATUSES)[number];

/** [BET1] Bet results of spec §4 (a bet's, and each of its selections'). */
export const BET_RESULTS = [
  'no_results',
  'canceled',
  'win_entire',
  'lose_entire',
  'refund_entire',
  'refund_half_win_other',
  'refund_half_lose_other',
  'cashed_out',
] as const;
export type BetResultName = (typeof BET_RESULTS)[number];

/** [BET2] Spec §4: submitted, rejected and cancelled are shown as one group (not yet or never running). */
export const GROUPED_STATUSES: readonly BetStatusName[] = ['submitted', 'rejected', 'cancelled'];

export type BetListFilter = 'all' | 'open' | 'settled';
export type BetResultFilter = 'all' | 'win' | 'lose' | 'refund';

/** [BET3] Open bets: still running (taken, waiting for results, being settled or cashed out). */
export const OPEN_STATUSES: readonly BetStatusName[] = [
  'submitted',
  'waiting_results',
  'ready_to_process',
  'cashout_in_progress',
];

/** [BET3] Settled bets: finished one way or another. */
export const SETTLED_STATUSES: readonly BetStatusName[] = [
  'done',
  'cashed_out',
  'cancelled',
  'rejected',
  'withdrawn',
];

/** [BET3] The statuses a list filter asks GET /bets for; undefined for every status. */
export function statusesOf(filter: BetListFilter): readonly BetStatusName[] | undefined {
  return filter === 'open' ? OPEN_STATUSES : filter === 'settled' ? SETTLED_STATUSES : undefined;
}

/**
 * [BET4] The results a result filter asks for; undefined for every result. A half-won Asian line counts as a
 * win, a half-lost one as a loss; a refund is a whole refund or a cancelled bet. Cashed-out bets are in none
 * of them: they show their cash-out amount, not a win or a loss.
 */
export function resultsOf(filter: BetResultFilter): readonly BetResultName[] | undefined {
  switch (filter) {
    case 'win':
      return ['win_entire', 'refund_half_win_other'];
    case 'lose':
      return ['lose_entire', 'refund_half_lose_other'];
    case 'refund':
      return ['refund_entire', 'canceled'];
    default:
      return undefined;
  }
}

/** [BET3] Whether a bet is open (still running). */
export function isOpenBet(status: BetStatusName): boolean {
  return OPEN_STATUSES.includes(status);
}

/** [BET5] Reads a list filter from a URL parameter; anything else is 'all'. */
export function betListFilterOf(value: string | null | undefined): BetListFilter {
  return value === 'open' || value === 'settled' ? value : 'all';
}

/** [BET5] Reads a result filter from a URL parameter; anything else is 'all'. */
export function betResultFilterOf(value: string | null | undefined): BetResultFilter {
  return value === 'win' || value === 'lose' || value === 'refund' ? value : 'all';
}
