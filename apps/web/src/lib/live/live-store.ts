'use client';

import type { Market } from '@sportsbook/contract/entities/market';
import type { Match } from '@sportsbook/contract/entities/match';
import type { ProviderStatuses } from '@sportsbook/contract/entities/settings';
import {
  createElement,
  Fragment,
  type ReactNode,
  useCallback,
  useLayoutEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { reportError } from '@/lib/errors/report';
import { createLiveStore, type LiveOutcome, type LiveStore, type MatchMarkets } from './live-state';
import type { PublicationParser } from './publication';

export type { LiveOutcome, MatchMarkets } from './live-state';

const inBrowser = typeof window !== 'undefined';

let parser: PublicationParser | null = null;

/**
 * Gives the page's live store its publication validator (`parsePublication`), which the realtime provider
 * loads with the realtime client after hydration, so the contract's schemas stay out of the first load.
 */
export function installPublicationParser(parse: PublicationParser): void {
  parser = parse;
}

/**
 * The page's live store. Only the browser writes to it: on the server it stays empty (it is shared by every
 * request there), so hooks fall back to the server-rendered data they are given.
 */
export const liveStore: LiveStore = createLiveStore({
  // One notification round per frame, however many publications arrived in it.
  schedule: (flush) => (inBrowser ? requestAnimationFrame(() => flush()) : setTimeout(flush, 0)),
  report: (error, context) => reportError(error, context),
  parse: (channel, data) =>
    parser
      ? parser(channel, data)
      : { ok: false, error: new Error('publication received before its validator loaded'), context: {} },
});

/**
 * Seeds the live store with server-rendered matches (and a match's markets) and renders its children. New
 * data goes in during render, silently, so the children's first render already reads it; after a refresh
 * (new server data for what the store knows) it replaces the store's data and wakes its readers.
 */
export function LiveMatches(props: {
  matches: readonly Match[];
  markets?: MatchMarkets | readonly MatchMarkets[];
  providerStatuses?: ProviderStatuses;
  children?: ReactNode;
}): ReactNode {
  const { matches, markets, providerStatuses } = props;
  const groups = useMemo<readonly MatchMarkets[]>(
    () => (markets === undefined ? [] : Array.isArray(markets) ? markets : [markets as MatchMarkets]),
    [markets],
  );
  if (inBrowser) liveStore.seed(matches, groups, 'insert', providerStatuses);
  useLayoutEffect(() => {
    liveStore.seed(matches, groups, 'overwrite', providerStatuses);
  }, [matches, groups, providerStatuses]);
  return createElement(Fragment, null, props.children);
}

/** What the server rendered an outcome from: nothing live (its store is empty). */
const serverOutcome = (): LiveOutcome | undefined => undefined;

/** The match as last published, else `initial` (the server-rendered one); re-renders when it changes. */
export function useLiveMatch(id: number, initial: Match): Match;
export function useLiveMatch(id: number, initial?: Match): Match | undefined;
export function useLiveMatch(id: number, initial?: Match): Match | undefined {
  const subscribe = useCallback((listener: () => void) => liveStore.subscribeMatch(id, listener), [id]);
  const snapshot = () => liveStore.match(id) ?? initial;
  // Hydration must find what the server rendered (the store is empty there), even when a publication reached
  // the store before this part of the page hydrated; the live value follows at once.
  return useSyncExternalStore(subscribe, snapshot, () => initial);
}

const NO_MARKETS: readonly Market[] = [];

/**
 * The served markets of a match (status 0 never), as last published, else `initial`. The array and each
 * unchanged market keep their identity across updates, so memoised rows re-render only when theirs changed.
 */
export function useLiveMarkets(matchId: number, initial?: readonly Market[]): readonly Market[] {
  const fallback = useMemo(() => (initial ? initial.filter((m) => m.status !== 0) : NO_MARKETS), [initial]);
  const subscribe = useCallback(
    (listener: () => void) => liveStore.subscribeMarkets(matchId, listener),
    [matchId],
  );
  const snapshot = () => liveStore.markets(matchId) ?? fallback;
  return useSyncExternalStore(subscribe, snapshot, () => fallback);
}

/**
 * One outcome's live state (odds, market status, suspended), or undefined while the store has never seen
 * it. Re-renders only when this outcome's price or availability changes.
 */
export function useLiveOutcome(
  matchId: number,
  marketId: number,
  specifier: string,
  outcomeId: string,
): LiveOutcome | undefined {
  const subscribe = useCallback(
    (listener: () => void) => liveStore.subscribeOutcome(matchId, marketId, specifier, outcomeId, listener),
    [matchId, marketId, specifier, outcomeId],
  );
  const snapshot = () => liveStore.outcome(matchId, marketId, specifier, outcomeId);
  return useSyncExternalStore(subscribe, snapshot, serverOutcome);
}
