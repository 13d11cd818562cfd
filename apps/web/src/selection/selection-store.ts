import type { Market, Outcome } from '@sportsbook/contract/entities/market';
import type { Match, MatchMarketSummary } from '@sportsbook/contract/entities/match';
import { useSyncExternalStore } from 'react';

/**
 * A chosen outcome, shaped after the Selection entity of spec §3 (the bet slip of issue 4 builds on it).
 * Fields the page did not know when the outcome was chosen are null.
 */
export interface Selection {
  /** The outcome key (spec §3): match urn / market id / outcome id / specifier. */
  readonly id: string;
  readonly type: Match['type'] | null;
  readonly matchId: number;
  readonly matchUrnId: string | null;
  readonly matchSlug: string | null;
  readonly matchStatus: Match['status'] | null;
  readonly marketId: number;
  readonly marketName: string;
  readonly marketGroup: string | null;
  readonly specifier: string;
  readonly outcomeId: string;
  readonly outcomeName: string;
  /** Decimal odds when chosen, and as last seen. */
  readonly odds: number;
  readonly acceptedOdds: number;
  readonly initialOdds: number;
  readonly isSuspended: boolean;
  readonly isChanged: boolean;
  readonly isNotAvailable: boolean;
  readonly active: boolean;
  readonly provider: Match['provider'] | null;
  readonly sportKey: string | null;
  readonly nameA: string | null;
  readonly nameB: string | null;
  readonly categoryName: string | null;
}

/** Session storage key of the chosen outcomes (spec §9: session storage keeps bets). */
export const SELECTIONS_STORAGE_KEY = 'selections';

/** The outcome key of spec §3: match urn / market id / outcome id / specifier. */
export function outcomeKey(parts: {
  matchUrnId: string;
  marketId: number;
  outcomeId: string;
  specifier: string;
}): string {
  return `${parts.matchUrnId}/${parts.marketId}/${parts.outcomeId}/${parts.specifier}`;
}

/** The match urn of an outcome key: the match's, else the market's, else one made from the match id. */
export function matchUrnOf(
  matchId: number,
  market: Market | MatchMarketSummary,
  match?: Pick<Match, 'urn_id'> | undefined,
): string {
  return match?.urn_id ?? ('match_urn_id' in market ? market.match_urn_id : `match:${matchId}`);
}

/** Builds the selection for an outcome; `match` fills the match fields when the page knows the match. */
export function selectionOf(input: {
  matchId: number;
  match?: Match | undefined;
  market: Market | MatchMarketSummary;
  outcome: Outcome;
  suspended?: boolean;
}): Selection {
  const { match, market, outcome } = input;
  const matchUrnId = matchUrnOf(input.matchId, market, match);
  const suspended = input.suspended ?? (market.status !== 1 || !outcome.active);
  return {
    id: outcomeKey({ matchUrnId, marketId: market.id, outcomeId: outcome.id, specifier: market.specifier }),
    type: match?.type ?? null,
    matchId: input.matchId,
    matchUrnId,
    matchSlug: match?.slug ?? null,
    matchStatus: match?.status ?? null,
    marketId: market.id,
    marketName: market.name,
    marketGroup: 'market_groups' in market ? (market.market_groups[0] ?? null) : null,
    specifier: market.specifier,
    outcomeId: outcome.id,
    outcomeName: outcome.name,
    odds: outcome.odds,
    acceptedOdds: outcome.odds,
    initialOdds: outcome.odds,
    isSuspended: suspended,
    isChanged: false,
    isNotAvailable: false,
    active: outcome.active,
    provider: ('provider' in market ? market.provider : undefined) ?? match?.provider ?? null,
    sportKey: match?.sport.key ?? null,
    nameA: match?.home?.name ?? null,
    nameB: match?.away?.name ?? null,
    categoryName: match?.category.name ?? null,
  };
}

type Listener = () => void;

const listeners = new Set<Listener>();
let selections: readonly Selection[] = [];
let keys: ReadonlySet<string> = new Set();
let loaded = false;

function isSelectionLike(value: unknown): value is Selection {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    typeof v.matchId === 'number' &&
    typeof v.marketId === 'number' &&
    typeof v.outcomeId === 'string' &&
    typeof v.specifier === 'string' &&
    typeof v.odds === 'number'
  );
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined; // storage disabled (privacy mode, sandboxed iframe)
  }
}

function load(): void {
  if (loaded || typeof window === 'undefined') return;
  loaded = true;
  try {
    const raw = storage()?.getItem(SELECTIONS_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) set(parsed.filter(isSelectionLike), false);
  } catch {
    // A corrupt entry is dropped: the slip starts empty.
  }
}

function set(next: readonly Selection[], persist: boolean): void {
  selections = next;
  keys = new Set(next.map((s) => s.id));
  if (persist) {
    try {
      storage()?.setItem(SELECTIONS_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // quota or disabled storage: the choice still holds for this page
    }
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  load();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Spec §4 "selecting an outcome": choosing the same outcome again removes it, otherwise it is added. */
export function toggleSelection(selection: Selection): void {
  load();
  if (keys.has(selection.id))
    set(
      selections.filter((s) => s.id !== selection.id),
      true,
    );
  else set([...selections, selection], true);
}

/** Every chosen outcome, in the order chosen. */
export function getSelections(): readonly Selection[] {
  load();
  return selections;
}

/** Removes every selection (tests, sign-out, a placed bet). */
export function clearSelections(): void {
  set([], true);
}

export function useSelections(): readonly Selection[] {
  return useSyncExternalStore(subscribe, getSelections, () => EMPTY);
}

const EMPTY: readonly Selection[] = [];

export function useSelectionCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => getSelections().length,
    () => 0,
  );
}

/** Whether the outcome with this key (see `outcomeKey`) is chosen. */
export function useIsSelected(key: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => {
      load();
      return keys.has(key);
    },
    () => false,
  );
}
