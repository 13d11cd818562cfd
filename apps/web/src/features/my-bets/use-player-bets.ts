'use client';

import type { Bet } from '@sportsbook/contract/entities/bet';
import { isOpenBet, resultsOf, statusesOf } from '@sportsbook/core/bets/bet-lists';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useCallback, useEffect } from 'react';
import { ApiCallError } from '@/lib/api/browser-call';
import { onBetEvent } from '@/lib/player/player-events';
import { useSession } from '@/lib/player/session-store';
import { queryClient } from '@/lib/query/app-query-client';
import { type BetsPage, type BetsQuery, betsKey, listBetsOptions } from './api/list-bets';

const NO_BETS = { current: new Set<number>() as ReadonlySet<number> };

export type { BetsQuery } from './api/list-bets';
export { BETS_PAGE_SIZE } from './api/list-bets';

export type PlayerBets =
  | { readonly kind: 'visitor' }
  | { readonly kind: 'loading' }
  /** `unavailable`: the backend cannot answer now (503) and changed nothing: "try again in a moment". */
  | { readonly kind: 'failed'; readonly unavailable: boolean; readonly retry: () => void }
  | {
      readonly kind: 'loaded';
      readonly bets: readonly Bet[];
      readonly total: number;
      readonly lastPage: number;
      readonly reload: () => void;
    };

/** Whether a bet belongs in a list with these filters (a bet that changed may leave or enter it). */
export function betMatches(bet: Bet, query: BetsQuery): boolean {
  const statuses = statusesOf(query.filter);
  const results = resultsOf(query.result);
  return (!statuses || statuses.includes(bet.status)) && (!results || results.includes(bet.result));
}

const newestFirst = (a: Bet, b: Bet) => b.created_at.localeCompare(a.created_at) || b.id - a.id;

/** Spec §4 live updates of bets, applied to a listed page. */
export function applyBetEvent(
  bets: readonly Bet[],
  event: { bet?: Bet; betId?: number; toCashout?: number | null },
  query: BetsQuery,
  /** Bets the bettor just acted on (cashed out): they stay in view with their result even if they leave the filter. */
  keep: ReadonlySet<number> = new Set(),
): readonly Bet[] {
  if (event.bet) {
    const bet = event.bet;
    // A VIP bet that becomes rejected leaves the list; any other change replaces it.
    if (bet.is_vip && bet.status === 'rejected') return bets.filter((known) => known.id !== bet.id);
    const known = bets.some((listed) => listed.id === bet.id);
    if (!betMatches(bet, query) && !(known && keep.has(bet.id))) {
      return known ? bets.filter((listed) => listed.id !== bet.id) : bets;
    }
    if (known) return bets.map((listed) => (listed.id === bet.id ? bet : listed));
    // A new bet shows on the first page, which holds the newest.
    return query.page === 1 ? [bet, ...bets].sort(newestFirst) : bets;
  }
  if (event.betId !== undefined) {
    return bets.map((bet) =>
      bet.id === event.betId && isOpenBet(bet.status) ? { ...bet, to_cashout: event.toCashout ?? null } : bet,
    );
  }
  return bets;
}

/**
 * The player's bets for a list (My bets tab, bet history): GET /api/v3/bets with the filters' statuses and
 * results, newest first (a query of the page's cache), then kept current by the private channel
 * (bet_changed, bet_cashout_changed), whose events are written into every cached page of the player's bets.
 */
export function usePlayerBets(
  query: BetsQuery,
  keep: { readonly current: ReadonlySet<number> } = NO_BETS,
): PlayerBets {
  const locale = useLocale();
  const { status, player } = useSession();
  const playerId = status === 'LOGGED_IN' ? (player?.id ?? null) : null;
  const { filter, result, page } = query;
  const bets = useQuery(
    { ...listBetsOptions(playerId ?? 0, locale, { filter, result, page }), enabled: playerId !== null },
    queryClient,
  );

  useEffect(() => {
    if (playerId === null) return;
    return onBetEvent((event) => {
      for (const [key, cached] of queryClient.getQueriesData<BetsPage>({ queryKey: betsKey(playerId) })) {
        if (!cached) continue;
        const [, , , listFilter, listResult, listPage] = key as ReturnType<
          typeof listBetsOptions
        >['queryKey'];
        const listed: BetsQuery = { filter: listFilter, result: listResult, page: listPage };
        const next =
          event.event === 'bet_changed'
            ? applyBetEvent(cached.bets, { bet: event.payload.bet }, listed, keep.current)
            : applyBetEvent(
                cached.bets,
                { betId: event.payload.bet_id, toCashout: event.payload.to_cashout },
                listed,
              );
        if (next !== cached.bets) queryClient.setQueryData<BetsPage>(key, { ...cached, bets: next });
      }
    });
  }, [playerId, keep]);

  const { refetch } = bets;
  const reload = useCallback(() => void refetch(), [refetch]);
  if (status === 'NOT_LOGGED_IN') return { kind: 'visitor' };
  if (bets.data) {
    return {
      kind: 'loaded',
      bets: bets.data.bets,
      total: bets.data.total,
      lastPage: bets.data.lastPage,
      reload,
    };
  }
  // A 401 has signed the player out with the prompt (QRY1): the list turns to the visitor's.
  if (bets.isError) {
    const unavailable = bets.error instanceof ApiCallError && bets.error.isUnavailable;
    return { kind: 'failed', unavailable, retry: reload };
  }
  return { kind: 'loading' };
}
