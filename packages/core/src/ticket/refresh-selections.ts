import { isBettableMatchStatus, type MatchStatus } from '../catalog/match-status';
import type { OddsAcceptMode } from './odds-accept-mode';
import { isValidOdds, rescaleStake } from './odds-math';
import type { Selection } from './selection';
import { betOdds, type SlipBet } from './slip-bet';
import type { ProviderStatus } from './ticket-state';

/** What a market refresh says about one outcome: its current odds, its active flag and its market's status. */
export interface OutcomeRefresh {
  /** Decimal odds. */
  readonly odds: number;
  readonly active: boolean;
  /** Market status number (1 allowed). */
  readonly marketStatus: number;
}

/** A market refresh: per outcome key, the outcome as it stands, or 'gone' when it is no longer offered. */
export type OutcomeRefreshes = Readonly<Record<string, OutcomeRefresh | 'gone'>>;

/**
 * [ACC1] [ACC2] [ACC3] [ACC4] A selection after a refresh of its outcome, in an odds acceptance mode:
 * suspended when the outcome is gone or inactive, its market not allowed, or its price invalid (odds kept);
 * otherwise the odds update, the accepted odds follow them in mode `any`, in mode `higher` when they are
 * not below the accepted odds, never in mode `none`; and `isChanged` is true exactly when the current odds
 * differ from the accepted ones. Returns the selection itself when nothing changed.
 */
export function refreshSelection(
  selection: Selection,
  refresh: OutcomeRefresh | 'gone',
  mode: OddsAcceptMode,
): Selection {
  if (refresh === 'gone' || refresh.marketStatus !== 1 || !refresh.active || !isValidOdds(refresh.odds)) {
    const active = refresh !== 'gone' && refresh.active;
    if (selection.isSuspended && selection.active === active) return selection;
    return { ...selection, isSuspended: true, active };
  }
  const odds = refresh.odds;
  const acceptedOdds =
    mode === 'any' || (mode === 'higher' && odds >= selection.acceptedOdds) ? odds : selection.acceptedOdds;
  const isChanged = odds !== acceptedOdds;
  if (
    !selection.isSuspended &&
    selection.active &&
    selection.odds === odds &&
    selection.acceptedOdds === acceptedOdds &&
    selection.isChanged === isChanged
  ) {
    return selection;
  }
  return { ...selection, odds, acceptedOdds, isChanged, isSuspended: false, active: true };
}

/**
 * [ACC5] A bet after a refresh: its selections refreshed (ACC1–ACC4), its odds recomputed (DER1), and a
 * stake derived from a potential win rescaled by old ÷ new odds (ODM5). Returns the bet itself when none
 * of its outcomes is in the refresh or nothing changed.
 */
export function refreshBet(bet: SlipBet, refreshes: OutcomeRefreshes, mode: OddsAcceptMode): SlipBet {
  let selections: Selection[] | null = null;
  for (let index = 0; index < bet.selections.length; index += 1) {
    const selection = bet.selections[index] as Selection;
    const refresh = refreshes[selection.id];
    if (refresh === undefined) continue;
    const next = refreshSelection(selection, refresh, mode);
    if (next === selection) continue;
    selections ??= bet.selections.slice();
    selections[index] = next;
  }
  if (selections === null) return bet;
  const odds = betOdds({ ...bet, selections });
  const stake =
    bet.stakeSource === 'potential_win' && odds !== bet.odds
      ? rescaleStake(bet.stake, bet.odds, odds)
      : bet.stake;
  return { ...bet, selections, odds, stake };
}

/** A market as realtime `markets_changed` or GET markets carry it (the wire contract's Market, reduced). */
export interface RefreshMarket {
  readonly match_urn_id: string;
  readonly id: number;
  readonly specifier: string;
  /** Market status number (1 allowed). */
  readonly status: number;
  readonly outcomes: readonly { readonly id: string; readonly odds: number; readonly active: boolean }[];
}

/**
 * [ACC7] The refresh of `selections` a market list brings: an entry for each selection whose market is in
 * the list (its outcome, or 'gone' when the market no longer lists it). When the list is every served market
 * of match `completeFor` (a match channel's document), that match's selections whose market is absent are
 * 'gone' too (markets with status 0 are never served, CAT1). Selections of other markets get no entry.
 */
export function outcomeRefreshesFromMarkets(
  markets: readonly RefreshMarket[],
  selections: readonly Pick<Selection, 'id' | 'matchUrnId' | 'marketId' | 'specifier' | 'outcomeId'>[],
  options: { readonly completeFor?: string } = {},
): Record<string, OutcomeRefresh | 'gone'> {
  const byMarket = new Map<string, RefreshMarket>();
  for (const market of markets)
    byMarket.set(`${market.match_urn_id}/${market.id}/${market.specifier}`, market);
  const refreshes: Record<string, OutcomeRefresh | 'gone'> = {};
  for (const selection of selections) {
    const market = byMarket.get(`${selection.matchUrnId}/${selection.marketId}/${selection.specifier}`);
    if (!market) {
      if (options.completeFor === selection.matchUrnId) refreshes[selection.id] = 'gone';
      continue;
    }
    const outcome = market.outcomes.find((candidate) => candidate.id === selection.outcomeId);
    refreshes[selection.id] = outcome
      ? { odds: outcome.odds, active: outcome.active, marketStatus: market.status }
      : 'gone';
  }
  return refreshes;
}

/** [ACC6] Whether a selection is not available: its match takes no bets, or its provider is inactive. */
export function isSelectionUnavailable(
  selection: Pick<Selection, 'matchStatus' | 'provider'>,
  providerStatuses: Readonly<Record<string, ProviderStatus>>,
): boolean {
  return !isBettableMatchStatus(selection.matchStatus) || providerStatuses[selection.provider] === 'inactive';
}

/** [ACC6] A selection with `isNotAvailable` (and its match status) brought up to date; itself when unchanged. */
export function withAvailability(
  selection: Selection,
  providerStatuses: Readonly<Record<string, ProviderStatus>>,
  matchStatus: MatchStatus = selection.matchStatus,
): Selection {
  const isNotAvailable = isSelectionUnavailable(
    { matchStatus, provider: selection.provider },
    providerStatuses,
  );
  if (isNotAvailable === selection.isNotAvailable && matchStatus === selection.matchStatus) return selection;
  return { ...selection, isNotAvailable, matchStatus };
}
