import { freebetCashoutValue } from '@sportsbook/core/bonuses/freebet';
import { isOpenMarket, type MarketStatus } from '@sportsbook/core/catalog/market-status';
import { isBettableMatchStatus, type MatchStatus } from '@sportsbook/core/catalog/match-status';
import {
  type CashoutBet,
  type CashoutLeg,
  cashoutValue,
  isCashoutType,
} from '@sportsbook/core/settlement/cashout';
import type { SelectionResult } from '@sportsbook/core/settlement/selection-results';
import { variantOfKind } from '../../bonuses/bonus-presenter';
import type { BetRow, BetSelectionRow } from '../bet-presenter';
import type { LiveLine } from '../bet-repository';
import { type LineRef, lineRefKey } from '../betting-repository';

/** The line a selection is on. */
export function lineOf(selection: BetSelectionRow): LineRef {
  return { matchId: selection.matchId, marketId: selection.marketId, specifier: selection.specifier };
}

/** Whether a bet can have a cash-out value at all: open, and of a type that is cashed out (CSH1). */
export function isCashoutCandidate(bet: BetRow): boolean {
  return bet.status === 'waiting_results' && isCashoutType(bet.type as CashoutBet['type']);
}

/** The lines whose current prices the cash-out values of these bets depend on. */
export function cashoutLines(
  bets: readonly BetRow[],
  selectionsOf: ReadonlyMap<number, readonly BetSelectionRow[]>,
): LineRef[] {
  return bets
    .filter(isCashoutCandidate)
    .flatMap((bet) => (selectionsOf.get(bet.id) ?? []).filter((s) => s.result === 'no_results').map(lineOf));
}

/** A selection as a cash-out leg: decided, open at its current price, or not bettable now. */
function legOf(selection: BetSelectionRow, lines: ReadonlyMap<string, LiveLine>): CashoutLeg {
  if (selection.result !== 'no_results')
    return {
      state: 'settled',
      placedOdds: selection.acceptedOdds,
      result: selection.result as SelectionResult,
    };
  const line = lines.get(lineRefKey(lineOf(selection)));
  if (
    !line ||
    !isBettableMatchStatus(line.matchStatus as MatchStatus) ||
    line.providerStatus === 'inactive' ||
    !isOpenMarket(line.status as MarketStatus)
  )
    return { state: 'unavailable' };
  const outcome = line.outcomes.find((o) => o.id === selection.outcomeId);
  if (!outcome?.active) return { state: 'unavailable' };
  return { state: 'open', placedOdds: selection.acceptedOdds, currentOdds: outcome.odds };
}

/** A bet's cash-out value now (CSH1–CSH4, BON11), from the lines as they stand; null when none is offered. */
export function currentCashout(
  bet: BetRow,
  selections: readonly BetSelectionRow[],
  lines: ReadonlyMap<string, LiveLine>,
): number | null {
  if (!isCashoutCandidate(bet)) return null;
  const value = cashoutValue({
    type: bet.type as CashoutBet['type'],
    stake: bet.stake,
    potentialWin: bet.potentialWin,
    legs: [...selections].sort((a, b) => a.position - b.position).map((s) => legOf(s, lines)),
  });
  // A freebet bet is offered per its variant (BON11); a comboboost's boost is not cashed out (ADR 0027).
  const variant = bet.bonus ? variantOfKind(bet.bonus.type) : undefined;
  if (value === null || !variant) return value;
  const offered = freebetCashoutValue(variant, bet.stake, value);
  return offered > 0 ? offered : null;
}
