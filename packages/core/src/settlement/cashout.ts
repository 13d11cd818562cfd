import type { OddsAcceptMode } from '../ticket/odds-accept-mode';
import { resultFactor, type SelectionResult } from './selection-results';

/**
 * Cash out (spec §3 to_cashout, §7.2 POST /bets/cashout): what the book pays now to end an open bet, from
 * the current odds of its undecided selections. Money in integer minor units of the bet's currency.
 */

/** [CSH3] The book's margin on a cash-out: the bettor gets the bet's value at current odds less 5%. */
export const CASHOUT_MARGIN = 0.05;

/** A selection of an open bet, as it stands now. */
export type CashoutLeg =
  /** Its market is open: its outcome can be backed now at `currentOdds`. */
  | { readonly state: 'open'; readonly placedOdds: number; readonly currentOdds: number }
  /** Its market is decided. */
  | { readonly state: 'settled'; readonly placedOdds: number; readonly result: SelectionResult }
  /** Not bettable now: suspended, market or match closed, provider out, outcome inactive. */
  | { readonly state: 'unavailable' };

/** An open bet, as a cash-out value is computed from it. */
export interface CashoutBet {
  readonly type: 'single' | 'combo' | 'system' | 'custom_bet';
  /** Minor units. */
  readonly stake: number;
  /** Minor units, as placed (capped at an accepting payout limit, LIM5). */
  readonly potentialWin: number;
  readonly legs: readonly CashoutLeg[];
}

/** [CSH1] Bet types that can be cashed out: singles and combos. */
export const CASHOUT_BET_TYPES: readonly CashoutBet['type'][] = ['single', 'combo'];

/** [CSH1] Whether a bet type can ever be cashed out. */
export function isCashoutType(type: CashoutBet['type']): boolean {
  return CASHOUT_BET_TYPES.includes(type);
}

/**
 * [CSH1]-[CSH4] The cash-out value of an open bet now, or null when none is offered.
 * - [CSH1] Only singles and combos: a system's lines and a custom bet's correlated price have no current
 *   price to compare with.
 * - [CSH2] None while any selection is unavailable, once a selection has lost, or when no selection is still
 *   open (everything is decided: settlement pays).
 * - [CSH3] value = stake × Π(decided legs' factors, STL1) × Π(placed odds ÷ current odds of open legs) ×
 *   (1 − margin): the bet's expected payout at the book's current prices, less the margin; never more than
 *   the potential win less the margin (so a capped bet is valued at its cap).
 * - [CSH4] Rounded down to the minor unit; a value of 0 is no offer.
 */
export function cashoutValue(bet: CashoutBet, margin: number = CASHOUT_MARGIN): number | null {
  if (!isCashoutType(bet.type) || bet.legs.length === 0) return null;
  let factor = 1;
  let open = 0;
  for (const leg of bet.legs) {
    if (leg.state === 'unavailable') return null;
    if (leg.state === 'settled') {
      if (leg.result === 'lose_entire') return null;
      factor *= resultFactor(leg.result, leg.placedOdds);
      continue;
    }
    if (!(leg.currentOdds > 1) || !Number.isFinite(leg.currentOdds)) return null;
    open += 1;
    factor *= leg.placedOdds / leg.currentOdds;
  }
  if (open === 0) return null;
  const keep = 1 - margin;
  const value = Math.min(bet.stake * factor * keep, bet.potentialWin * keep);
  // Float noise (1000 × 0.95 = 949.9999999) must not cost the bettor a minor unit.
  const rounded = Math.floor(value + 1e-6);
  return rounded > 0 ? rounded : null;
}

/** What the book answers a cash-out request with: paid at the current value, or refused with it. */
export type CashoutVerdict =
  | { readonly accepted: number }
  | { readonly refused: 'cashout_unavailable' | 'cashout_value_changed'; readonly current: number | null };

/**
 * [CSH5] A cash-out request names the value the bettor saw; it is paid at the current value, never at a
 * different requested one, when the bettor's odds acceptance mode (spec §4) allows the difference: equal
 * always; `higher` when the current value is at least the requested one; `any` whatever it is. No current
 * value: refused as unavailable.
 */
export function acceptCashout(
  requested: number,
  current: number | null,
  mode: OddsAcceptMode,
): CashoutVerdict {
  if (current === null) return { refused: 'cashout_unavailable', current: null };
  if (current === requested || mode === 'any') return { accepted: current };
  if (mode === 'higher' && current >= requested) return { accepted: current };
  return { refused: 'cashout_value_changed', current };
}
