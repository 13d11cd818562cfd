'use client';

import type { Bet } from '@sportsbook/contract/entities/bet';
import {
  type BetListFilter,
  type BetResultFilter,
  isOpenBet,
  resultsOf,
  statusesOf,
} from '@sportsbook/core/bets/bet-lists';
import { useLocale } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { ApiCallError } from '@/lib/api/browser-call';
import { reportError } from '@/lib/errors/report';
import { onBetEvent } from '@/lib/player/player-events';
import { useSession } from '@/lib/player/session-store';

const NO_BETS = { current: new Set<number>() as ReadonlySet<number> };

/** Bets per page (spec §9: bets page size 500). */
export const BETS_PAGE_SIZE = 500;

export interface BetsQuery {
  readonly filter: BetListFilter;
  readonly result: BetResultFilter;
  /** 1-based. */
  readonly page: number;
}

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
 * results, newest first, then kept current by the private channel (bet_changed, bet_cashout_changed).
 */
export function usePlayerBets(
  query: BetsQuery,
  keep: { readonly current: ReadonlySet<number> } = NO_BETS,
): PlayerBets {
  const locale = useLocale();
  const { status, player } = useSession();
  const playerId = player?.id ?? null;
  const [state, setState] = useState<PlayerBets>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const { filter, result, page } = query;

  // `attempt` is a dependency on purpose: a retry or reload runs the effect again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the load
  useEffect(() => {
    if (status !== 'LOGGED_IN' || playerId === null) {
      setState(status === 'NOT_LOGGED_IN' ? { kind: 'visitor' } : { kind: 'loading' });
      return;
    }
    let live = true;
    setState({ kind: 'loading' });
    const current: BetsQuery = { filter, result, page };
    let unsubscribe: (() => void) | null = null;
    let unauthorized: ((error: unknown) => boolean) | null = null;
    void (async () => {
      try {
        const [{ playerCall, isUnauthorized }, { listBets }] = await Promise.all([
          import('@/lib/player/session-actions'),
          import('@sportsbook/contract/sportsbook/bet-calls'),
        ]);
        unauthorized = isUnauthorized;
        const statuses = statusesOf(filter);
        const results = resultsOf(result);
        const answer = await playerCall(listBets, {
          locale,
          query: {
            status: statuses?.join(','),
            result: results?.join(','),
            page: String(page),
            limit: String(BETS_PAGE_SIZE),
          },
        });
        if (!live) return;
        setState({
          kind: 'loaded',
          bets: answer.data,
          total: answer.pagination.total,
          lastPage: answer.pagination.last_page,
          reload,
        });
        unsubscribe = onBetEvent((event) => {
          setState((now) => {
            if (now.kind !== 'loaded') return now;
            const bets =
              event.event === 'bet_changed'
                ? applyBetEvent(now.bets, { bet: event.payload.bet }, current, keep.current)
                : applyBetEvent(
                    now.bets,
                    { betId: event.payload.bet_id, toCashout: event.payload.to_cashout },
                    current,
                  );
            return bets === now.bets ? now : { ...now, bets };
          });
        });
      } catch (error) {
        if (!live) return;
        // A 401 has signed the player out with the prompt (playerCall): the list turns to the visitor's.
        if (unauthorized?.(error)) return;
        const unavailable = error instanceof ApiCallError && error.isUnavailable;
        if (!unavailable) reportError(error, { where: 'listing bets' });
        setState({ kind: 'failed', unavailable, retry: reload });
      }
    })();
    return () => {
      live = false;
      unsubscribe?.();
    };
  }, [status, playerId, locale, filter, result, page, attempt, reload]);

  return state;
}
