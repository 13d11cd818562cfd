import type { Jackpot, JackpotHit } from '@sportsbook/contract/entities/jackpot';
import { QueryObserver } from '@tanstack/react-query';
import { queryClient } from '@/lib/query/app-query-client';
import { jackpotHitsOptions, jackpotsOptions } from './jackpots';

/*
 * The jackpot blocks' polling, loaded after the page is interactive: the blocks draw the server's answer first,
 * so TanStack Query stays off a browse page's first load (docs/adr/0024-web-state.md). One observer per query
 * key: two blocks on a page share one poll, paused while the tab is hidden.
 */

/** Follows the running jackpots (every 15 s, spec §9) from `initial`; answers how to stop. */
export function watchJackpots(
  locale: string,
  initial: Jackpot[],
  onData: (data: Jackpot[]) => void,
): () => void {
  const observer = new QueryObserver(queryClient, {
    ...jackpotsOptions(locale),
    initialData: initial,
    initialDataUpdatedAt: Date.now(),
  });
  return observer.subscribe((result) => {
    if (result.data !== undefined) onData(result.data);
  });
}

/** Follows a jackpot's latest hits (every 60 s, spec §9) from `initial`; answers how to stop. */
export function watchJackpotHits(
  locale: string,
  jackpotId: number | undefined,
  limit: number,
  initial: JackpotHit[],
  onData: (data: JackpotHit[]) => void,
): () => void {
  const observer = new QueryObserver(queryClient, {
    ...jackpotHitsOptions(locale, jackpotId, limit),
    initialData: initial,
    initialDataUpdatedAt: Date.now(),
  });
  return observer.subscribe((result) => {
    if (result.data !== undefined) onData(result.data);
  });
}
