import type { OddsAcceptMode } from '@sportsbook/core/ticket/odds-accept-mode';
import type { WrongOddsCode } from '@sportsbook/core/ticket/place-errors';

/** The lowest price a bet can be placed at (the book never offers less). */
export const MIN_PLACEABLE_ODDS = 1.01;

/** Prices carry at most this many decimals; more means a computed or tampered value, not a quoted price. */
export const MAX_ODDS_DECIMALS = 3;

/**
 * A requested price this far above the current one is not a price the bettor could have seen a moment
 * ago: it is refused as tampered (`odds_higher_than_bookmakers`) unless the bettor accepts any change.
 */
export const TAMPERED_ODDS_FACTOR = 1.5;

/** Prices within this of each other are the same price (float noise of a parsed decimal). */
const SAME_PRICE = 1e-9;

/** Whether a requested price is one a bet can be placed at: finite, at least 1.01, at most 3 decimals. */
export function isPlaceableOdds(odds: number): boolean {
  return (
    Number.isFinite(odds) && odds >= MIN_PLACEABLE_ODDS && Number(odds.toFixed(MAX_ODDS_DECIMALS)) === odds
  );
}

export function isSamePrice(a: number, b: number): boolean {
  return Math.abs(a - b) < SAME_PRICE;
}

/** What the odds acceptance decided for one price: placed at `accepted`, or refused with a wrong-odds code. */
export type OddsVerdict =
  | { readonly accepted: number }
  | { readonly refused: Exclude<WrongOddsCode, 'odds_to_low'> };

/**
 * Spec §4 odds acceptance, server side: the price the bettor asked for against the book's price now.
 * - equal: placed at that price;
 * - `any`: placed at the current price, whatever it is;
 * - a request more than 1.5 × the current price: refused `odds_higher_than_bookmakers` (a tampered price);
 * - `higher`: placed at the current price when it rose, refused `odds_higher_than_bookmakers_current_odds`
 *   when it dropped;
 * - `none`: any difference refused `odds_different_than_bookmaker`.
 * A bet is always placed at the book's current price, never at a requested one that differs.
 */
export function acceptOdds(requested: number, current: number, mode: OddsAcceptMode): OddsVerdict {
  if (isSamePrice(requested, current)) return { accepted: current };
  if (mode === 'any') return { accepted: current };
  if (requested > current * TAMPERED_ODDS_FACTOR) return { refused: 'odds_higher_than_bookmakers' };
  if (mode === 'higher') {
    return current > requested
      ? { accepted: current }
      : { refused: 'odds_higher_than_bookmakers_current_odds' };
  }
  return { refused: 'odds_different_than_bookmaker' };
}
