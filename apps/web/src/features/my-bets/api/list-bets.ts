import type { Bet } from '@sportsbook/contract/entities/bet';
import type { ListBetsQuery } from '@sportsbook/contract/sportsbook/bet-calls';
import {
  type BetListFilter,
  type BetResultFilter,
  resultsOf,
  statusesOf,
} from '@sportsbook/core/bets/bet-lists';
import { queryOptions } from '@tanstack/react-query';

/** A bet list's filters and page (My bets tab, bet history). */
export interface BetsQuery {
  readonly filter: BetListFilter;
  readonly result: BetResultFilter;
  /** 1-based. */
  readonly page: number;
}

/** Bets per page (spec §9: bets page size 500). */
export const BETS_PAGE_SIZE = 500;

export interface BetsPage {
  readonly bets: readonly Bet[];
  readonly total: number;
  readonly lastPage: number;
}

/** The query string of GET /api/v3/bets: the contract's parameters, sent as text. */
type ListBetsParams = { readonly [K in keyof ListBetsQuery]?: string };

/** GET /api/v3/bets's query for a list's filters (spec §7.2). */
export function listBetsQuery({ filter, result, page }: BetsQuery): ListBetsParams {
  return {
    status: statusesOf(filter)?.join(','),
    result: resultsOf(result)?.join(','),
    page: String(page),
    limit: String(BETS_PAGE_SIZE),
  };
}

/** Every cached page of a player's bets starts with this key: live pushes update them all. */
export const betsKey = (playerId: number) => ['bets', playerId] as const;

/**
 * The player's bets for one list (My bets tab, bet history): newest first, the player's bearer token, the
 * call and the session client loaded with the first list.
 */
export function listBetsOptions(playerId: number, locale: string, query: BetsQuery) {
  return queryOptions({
    queryKey: [...betsKey(playerId), locale, query.filter, query.result, query.page] as const,
    queryFn: async (): Promise<BetsPage> => {
      const [{ playerCall }, { listBets }] = await Promise.all([
        import('@/lib/player/session-actions'),
        import('@sportsbook/contract/sportsbook/bet-calls'),
      ]);
      const answer = await playerCall(listBets, { locale, query: listBetsQuery(query) });
      return { bets: answer.data, total: answer.pagination.total, lastPage: answer.pagination.last_page };
    },
    meta: { where: 'listing bets' },
  });
}
