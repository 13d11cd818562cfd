import type { SelectionResult } from '../settlement/selection-results';

/**
 * Freebets (spec §3 bonuses, §4 kinds freebet_only_win, freebet_all_win, freebet_no_risk): which bets a freebet
 * may be used on, and what a bet placed with one pays. Money is integer minor units; a freebet stake is never
 * cash: it comes back as cash only as part of winnings, as each variant says.
 */

/** only_win: the winnings without the stake; all_win: the stake too; no_risk: a lost cash stake back as a freebet. */
export type FreebetVariant = 'only_win' | 'all_win' | 'no_risk';

export interface Freebet {
  readonly variant: FreebetVariant;
  /** Minor units of `currency`: the stake it gives (only_win, all_win) or the most it refunds (no_risk). */
  readonly amount: number;
  readonly currency: string;
  /** The bet's odds (combined for a combo) must lie within these. */
  readonly minOdds: number;
  readonly maxOdds: number | null;
  /** Selections a bet may have: 1 to 1 is singles only. */
  readonly selectionCountFrom: number;
  readonly selectionCountTo: number;
  /** 0 prematch, 1 live; empty: both. */
  readonly matchStatuses: readonly number[];
}

export type FreebetRefusal = 'currency' | 'bet_type' | 'selection_count' | 'odds' | 'match_status' | 'stake';

/** A bet as the freebet rules see it. */
export interface FreebetBet {
  readonly type: 'single' | 'combo' | 'system' | 'custom_bet';
  readonly odds: number;
  readonly currency: string;
  /** Minor units. */
  readonly stake: number;
  readonly matchStatuses: readonly number[];
}

/**
 * [BON8] A freebet may be used on a single or combo in its currency whose selection count, odds and match
 * statuses it allows; an only-win or all-win freebet's stake is exactly its amount, a no-risk freebet covers a
 * cash stake up to its amount.
 */
export function freebetRefusal(freebet: Freebet, bet: FreebetBet): FreebetRefusal | null {
  if (bet.currency !== freebet.currency) return 'currency';
  if (bet.type !== 'single' && bet.type !== 'combo') return 'bet_type';
  const count = bet.matchStatuses.length;
  if (count < freebet.selectionCountFrom || count > freebet.selectionCountTo) return 'selection_count';
  if (bet.odds < freebet.minOdds || (freebet.maxOdds !== null && bet.odds > freebet.maxOdds)) return 'odds';
  if (
    freebet.matchStatuses.length > 0 &&
    !bet.matchStatuses.every((status) => freebet.matchStatuses.includes(status))
  )
    return 'match_status';
  const stakeFits =
    freebet.variant === 'no_risk'
      ? bet.stake > 0 && bet.stake <= freebet.amount
      : bet.stake === freebet.amount;
  return stakeFits ? null : 'stake';
}

/** [BON9] What a bet placed with a freebet costs in cash: nothing, except a no-risk freebet's real stake. */
export function cashStake(variant: FreebetVariant, stake: number): number {
  return variant === 'no_risk' ? stake : 0;
}

/** What a settled freebet bet gives back: cash, and a freebet re-issued (minor units, 0 for none). */
export interface FreebetReturn {
  readonly cash: number;
  readonly freebetBack: number;
}

/**
 * [BON10] What a settled freebet bet pays, from what the same bet would pay in cash (`payout`, STL8, the stake
 * included):
 * - only_win: the winnings without the stake, max(0, payout − stake);
 * - all_win: the payout;
 * - either of those, refunded whole (refund_entire, canceled): no cash, the freebet is given back;
 * - no_risk (a cash stake): the payout, and what it falls short of the stake back as a freebet.
 */
export function settleFreebetBet(
  variant: FreebetVariant,
  stake: number,
  payout: number,
  result: SelectionResult,
): FreebetReturn {
  if (variant === 'no_risk') return { cash: payout, freebetBack: Math.max(0, stake - payout) };
  if (result === 'refund_entire' || result === 'canceled') return { cash: 0, freebetBack: stake };
  if (variant === 'all_win') return { cash: payout, freebetBack: 0 };
  return { cash: Math.max(0, payout - stake), freebetBack: 0 };
}

/**
 * [BON11] A cash-out offer (CSH3) on a freebet bet, from its value as a cash bet: an only-win bet is offered
 * what the value exceeds the stake by (0: no offer), an all-win or no-risk bet the value itself.
 */
export function freebetCashoutValue(variant: FreebetVariant, stake: number, value: number): number {
  return variant === 'only_win' ? Math.max(0, value - stake) : value;
}
