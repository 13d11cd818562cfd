import { isBettableMatchStatus, type MatchStatus } from '../catalog/match-status';
import type { EventType } from '../catalog/providers';

/**
 * A selection of the bet slip (spec §3): one outcome of one market of one match, with the prices the slip
 * tracks for it. Plain JSON data (the web keeps the slip in session storage); odds are decimals.
 */
export interface Selection {
  /** [SLIP1] The outcome key: `matchUrnId/marketId/outcomeId/specifier` (see `outcomeKey`). */
  readonly id: string;
  /** Event type of the match: match, stage, season or simple_tournament. */
  readonly type: EventType;
  readonly matchId: number;
  readonly matchUrnId: string;
  readonly matchSlug: string;
  /** Match status number (0 prematch, 1 live, 2 stopped, 3 closed, 4 finished, 5 not covered). */
  readonly matchStatus: MatchStatus;
  readonly marketId: number;
  readonly marketName: string;
  /** Key of the market's first market group ('' when it has none). */
  readonly marketGroup: string;
  /** Market specifier, e.g. `total=2.5`; '' when the market has none. */
  readonly specifier: string;
  readonly outcomeId: string;
  readonly outcomeName: string;
  /** Current decimal odds (the last price seen; kept while suspended). */
  readonly odds: number;
  /** Decimal odds the bettor accepted: the price sent when placing. */
  readonly acceptedOdds: number;
  /** Decimal odds when the selection was added. */
  readonly initialOdds: number;
  /** [ACC1] The market is not allowed, or the outcome is missing or inactive. */
  readonly isSuspended: boolean;
  /** [ACC2] The current odds differ from the accepted odds (waiting for the bettor to accept). */
  readonly isChanged: boolean;
  /** [ACC6] The provider is inactive or the match no longer takes bets. */
  readonly isNotAvailable: boolean;
  /** The outcome's own active flag as last seen. */
  readonly active: boolean;
  /** Data provider (betradar, oddin, betconstruct). */
  readonly provider: string;
  readonly sportKey: string;
  /** Home competitor's name (null for outrights). */
  readonly nameA: string | null;
  /** Away competitor's name (null for outrights). */
  readonly nameB: string | null;
  readonly categoryName: string;
}

/** What identifies an outcome: enough to find it again in fresh market data (share codes, session restore). */
export interface SelectionRef {
  readonly matchId: number;
  readonly marketId: number;
  readonly specifier: string;
  readonly outcomeId: string;
}

/** [SLIP1] The outcome key of spec §3: match urn / market id / outcome id / specifier. */
export function outcomeKey(parts: {
  readonly matchUrnId: string;
  readonly marketId: number;
  readonly outcomeId: string;
  readonly specifier: string;
}): string {
  return `${parts.matchUrnId}/${parts.marketId}/${parts.outcomeId}/${parts.specifier}`;
}

/** The match fields a selection is built from (the wire contract's Match, reduced). */
export interface SelectionMatch {
  readonly id: number;
  readonly urn_id: string;
  readonly slug: string;
  readonly type: EventType;
  readonly status: MatchStatus;
  readonly provider: string;
  readonly sport: { readonly key: string };
  readonly category: { readonly name: string };
  readonly home: { readonly name: string } | null;
  readonly away: { readonly name: string } | null;
}

/** The market fields a selection is built from (the wire contract's Market, reduced). */
export interface SelectionMarket {
  readonly id: number;
  readonly name: string;
  /** Market status number (1 allowed; anything else takes no bets). */
  readonly status: number;
  readonly specifier: string;
  readonly market_groups: readonly string[];
}

/** The outcome fields a selection is built from. */
export interface SelectionOutcome {
  readonly id: string;
  readonly name: string;
  readonly active: boolean;
  /** Decimal odds. */
  readonly odds: number;
}

/**
 * [SLIP2] A fresh selection from wire data: odds, accepted and initial odds all the current price; suspended
 * when the market is not allowed or the outcome inactive (ACC1); not available when the match takes no
 * bets or `providerActive` is false (ACC6).
 */
export function selectionFromOutcome(
  match: SelectionMatch,
  market: SelectionMarket,
  outcome: SelectionOutcome,
  providerActive = true,
): Selection {
  return {
    id: outcomeKey({
      matchUrnId: match.urn_id,
      marketId: market.id,
      outcomeId: outcome.id,
      specifier: market.specifier,
    }),
    type: match.type,
    matchId: match.id,
    matchUrnId: match.urn_id,
    matchSlug: match.slug,
    matchStatus: match.status,
    marketId: market.id,
    marketName: market.name,
    marketGroup: market.market_groups[0] ?? '',
    specifier: market.specifier,
    outcomeId: outcome.id,
    outcomeName: outcome.name,
    odds: outcome.odds,
    acceptedOdds: outcome.odds,
    initialOdds: outcome.odds,
    isSuspended: market.status !== 1 || !outcome.active,
    isChanged: false,
    isNotAvailable: !providerActive || !isBettableMatchStatus(match.status),
    active: outcome.active,
    provider: match.provider,
    sportKey: match.sport.key,
    nameA: match.home?.name ?? null,
    nameB: match.away?.name ?? null,
    categoryName: match.category.name,
  };
}

/** Whether a selection names the outcome `ref` points at. */
export function selectionMatchesRef(selection: Selection, ref: SelectionRef): boolean {
  return (
    selection.matchId === ref.matchId &&
    selection.marketId === ref.marketId &&
    selection.specifier === ref.specifier &&
    selection.outcomeId === ref.outcomeId
  );
}
