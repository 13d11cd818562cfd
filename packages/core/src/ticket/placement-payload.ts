import type { BetType, SlipBet } from './slip-bet';
import { bonusPayload } from './slip-bonuses';
import { systemId } from './system-bets';

/** One selection of a bet to place (contract PlaceSelection). */
export interface PlaceSelectionBody {
  readonly match_id: number;
  readonly market_id: number;
  readonly specifier: string;
  readonly outcome_id: string;
  /** The decimal odds the bettor accepted. */
  readonly odds: number;
}

/** One bet to place (contract PlaceBet). */
export interface PlaceBetBody {
  /** Stake in integer minor units of `currency`. */
  readonly stake: { readonly value: number; readonly currency: string };
  readonly selections: readonly PlaceSelectionBody[];
  /** "k/n", system bets only. */
  readonly system_id?: string;
  /** Decimal odds, custom bets only. */
  readonly custom_odds?: number;
  /** The bonus it is placed with (BON23). */
  readonly bonus?: { readonly id: number; readonly type: string; readonly odds: number | null };
}

/** The body of POST /api/v3/bets (contract PlaceBetsRequest); the web validates it with the schema. */
export interface PlaceBetsBody {
  readonly meta: { readonly device_id: string; readonly quick: boolean; readonly type: BetType };
  readonly bets: readonly PlaceBetBody[];
  readonly locale: string;
}

/** What the payload needs besides the bets. */
export interface PlacementMeta {
  /** The deviceId cookie. */
  readonly deviceId: string;
  readonly locale: string;
  /** Placed as a quick bet. */
  readonly quick?: boolean;
}

/**
 * [PAY1] One bet as placed: stake, selections at their accepted odds, system id or custom odds when they apply,
 * and its bonus (BON23).
 */
export function placeBetBody(bet: SlipBet): PlaceBetBody {
  const body: PlaceBetBody = {
    stake: { value: bet.stake, currency: bet.currency },
    selections: bet.selections.map((selection) => ({
      match_id: selection.matchId,
      market_id: selection.marketId,
      specifier: selection.specifier,
      outcome_id: selection.outcomeId,
      odds: selection.acceptedOdds,
    })),
  };
  const bonus = bonusPayload(bet);
  const withBonus = bonus ? { ...body, bonus } : body;
  if (bet.betType === 'system' && bet.systemType)
    return { ...withBonus, system_id: systemId(bet.systemType) };
  if (bet.betType === 'custom_bet' && bet.customOdds !== null)
    return { ...withBonus, custom_odds: bet.customOdds };
  return withBonus;
}

/**
 * [PAY1] [PAY2] The placement body for `bets` (the ticket's `processingBets` after `placementStarted`): only
 * bets with a stake above 0, in order (a refusal's index is a position in this list, REF1); meta.type is the
 * first bet's type (a slip holds one kind of bet, BTY1). Null when no bet has a stake.
 */
export function placementPayload(bets: readonly SlipBet[], meta: PlacementMeta): PlaceBetsBody | null {
  const staked = bets.filter((bet) => bet.stake > 0);
  const first = staked[0];
  if (!first) return null;
  return {
    meta: { device_id: meta.deviceId, quick: meta.quick ?? false, type: first.betType },
    bets: staked.map(placeBetBody),
    locale: meta.locale,
  };
}
