import { potentialWin, roundOdds } from '../ticket/odds-math';
import { type SystemType, systemLineOddsSum, systemLines } from '../ticket/system-bets';
import { resultFactor, type SelectionResult } from './selection-results';

/**
 * Settling a bet (spec §4): from its selections' results to the bet's result and the amount it pays, in
 * integer minor units of its currency, never rounded up.
 */

/** A decided selection of a bet: its result and the odds it was accepted at. */
export interface SettledLeg {
  readonly result: SelectionResult;
  readonly odds: number;
}

/** The results a settled bet can have (spec §4 bet results other than no_results and cashed_out). */
export type BetSettlementResult = SelectionResult;

/** A bet whose selections are all decided. */
export interface BetToSettle {
  readonly type: 'single' | 'combo' | 'system' | 'custom_bet';
  /** Minor units. */
  readonly stake: number;
  /** The odds it was placed at (ODM2 combined, SYS4 system, or the custom price). */
  readonly odds: number;
  /** The potential win it was placed with (minor units), capped at an accepting payout limit (LIM5). */
  readonly potentialWin: number;
  /** Its selections in position order. */
  readonly legs: readonly SettledLeg[];
  /** System bets: k out of n. */
  readonly system?: SystemType;
  /** Custom bets: the price the bet builder accepted for all legs together. */
  readonly customOdds?: number;
}

/** A settled bet: its result and what it pays back (minor units, the stake included). */
export interface Settlement {
  readonly result: BetSettlementResult;
  readonly winAmount: number;
  /** What the bet returns per unit of stake before rounding and capping. */
  readonly returnFactor: number;
}

/** Returns within this of 1 are exactly the stake back (float noise of products like 0.5 × 2). */
const EVEN = 1e-9;

/** [STL3] A single pays its selection's factor (STL1). */
function singleReturn(legs: readonly SettledLeg[]): number {
  const [leg] = legs;
  return leg ? resultFactor(leg.result, leg.odds) : 0;
}

/**
 * [STL4] A combo pays the product of its legs' factors (STL1): a lost leg loses it, a refunded or
 * cancelled leg counts 1, a half result halves that leg's stake as a single would. Rounded as ODM2.
 */
function comboReturn(legs: readonly SettledLeg[]): number {
  let product = 1;
  for (const leg of legs) product *= resultFactor(leg.result, leg.odds);
  return roundOdds(product);
}

/**
 * [STL5] A system is its lines (SYS5), each a combo of its legs' factors (STL1) staked with an equal, unrounded
 * share of the stake: it returns the sum over the lines of their factor products divided by the number of
 * lines (the sum is the elementary symmetric polynomial of the factors, as SYS4 sums odds). Not rounded to
 * 6 decimals: the lines' payouts are summed exactly and rounded down once (STL8), so the payout can differ
 * by a minor unit from the potential win shown at placement (stake × SYS4 odds, which are rounded).
 */
function systemReturn(legs: readonly SettledLeg[], system: SystemType): number {
  if (legs.length !== system.totalCount) return 0;
  const factors = legs.map((leg) => resultFactor(leg.result, leg.odds));
  return systemLineOddsSum(factors, system.winCount) / systemLines(system);
}

const isLoss = (leg: SettledLeg) => leg.result === 'lose_entire' || leg.result === 'refund_half_lose_other';

/**
 * [STL6] A custom bet was priced for all its legs together: every leg won, it pays its custom odds; a lost
 * (or half-lost) leg loses it; otherwise (a leg refunded or cancelled, none lost) the price no longer
 * stands and the whole stake is returned (result canceled).
 */
function customReturn(legs: readonly SettledLeg[], customOdds: number): number {
  if (legs.some(isLoss)) return 0;
  return legs.every((leg) => leg.result === 'win_entire') ? customOdds : 1;
}

/** [STL3]-[STL6] What a bet returns per unit of stake, before rounding to minor units. */
export function betReturn(bet: BetToSettle): number {
  switch (bet.type) {
    case 'single':
      return singleReturn(bet.legs);
    case 'combo':
      return comboReturn(bet.legs);
    case 'system':
      return bet.system ? systemReturn(bet.legs, bet.system) : 0;
    case 'custom_bet':
      return customReturn(bet.legs, bet.customOdds ?? 1);
  }
}

/**
 * [STL7] A bet's result follows what it returns, so a bet list's win, lose and refund filters (BET4) show what
 * the bettor got: every selection cancelled → canceled (so is a custom bet whose price no longer stands);
 * nothing back → lose_entire; less than the stake → refund_half_lose_other (part lost); the stake →
 * refund_entire; more → win_entire when no selection lost or half-settled, else refund_half_win_other (part
 * won: a combo of wins and a half win, a system with lost lines). A single's result is its selection's.
 */
export function betResultOf(bet: BetToSettle, returnFactor: number): BetSettlementResult {
  if (bet.legs.length > 0 && bet.legs.every((leg) => leg.result === 'canceled')) return 'canceled';
  if (bet.type === 'custom_bet' && returnFactor === 1 && !bet.legs.some(isLoss)) return 'canceled';
  if (returnFactor <= 0) return 'lose_entire';
  if (Math.abs(returnFactor - 1) < EVEN) return 'refund_entire';
  if (returnFactor < 1) return 'refund_half_lose_other';
  const whole = bet.legs.every(
    (leg) => leg.result === 'win_entire' || leg.result === 'refund_entire' || leg.result === 'canceled',
  );
  return whole ? 'win_entire' : 'refund_half_win_other';
}

/**
 * [STL9] Whether the bet was placed with its potential win capped by an accepting payout limit (LIM5): its
 * potential win is below stake × odds (ODM3).
 */
export function isPayoutCapped(bet: Pick<BetToSettle, 'stake' | 'odds' | 'potentialWin'>): boolean {
  return bet.potentialWin < potentialWin(bet.stake, bet.odds);
}

/**
 * [STL8] The amount a settled bet pays back (the stake included): stake × its return (STL3–STL6), rounded
 * down to the minor unit (ODM3); a refund is exactly the stake. [STL9] A bet placed with a capped potential
 * win (LIM5) never pays more than that cap, and a refund is never cut below the stake.
 */
export function settleBet(bet: BetToSettle): Settlement {
  const returnFactor = betReturn(bet);
  const result = betResultOf(bet, returnFactor);
  const refund = result === 'canceled' || result === 'refund_entire';
  const paid = refund ? bet.stake : potentialWin(bet.stake, returnFactor);
  const cap = isPayoutCapped(bet) ? Math.max(bet.potentialWin, bet.stake) : Number.POSITIVE_INFINITY;
  return { result, winAmount: Math.min(paid, cap), returnFactor };
}
