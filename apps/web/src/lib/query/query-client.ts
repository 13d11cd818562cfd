import { type FailedQueryMeta, failedQueryAction } from '@sportsbook/core/network/failed-query';
import { isCancelledError, MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiCallError } from '@/lib/api/browser-call';

/** What the product does on the outside when a query fails (spec §7.2, core QRY1–QRY4). */
export interface FailedQueryHooks {
  /** QRY1: the session is gone. */
  signOut(): void;
  report(error: unknown, context: { readonly where: string }): void;
  /** QRY4: the query's own alert text. */
  alert(text: string): void;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: FailedQueryMeta & { readonly where?: string };
    mutationMeta: FailedQueryMeta & { readonly where?: string };
  }
}

function failureOf(error: unknown): { status: number; cancelled: boolean } {
  const cancelled = isCancelledError(error) || (error instanceof Error && error.name === 'AbortError');
  return { status: error instanceof ApiCallError ? error.status : -1, cancelled };
}

/**
 * The server-state cache of the page. Its cache callbacks carry the failed-query rules, so no query repeats
 * them: 401 signs out with the prompt, a cancelled request is ignored, others are reported (with the query's
 * alert when it asks for one). Queries are not retried or refetched on focus by themselves: the bettor's
 * "Try again" and the live pushes (written into the cache) keep them current.
 */
export function createQueryClient(hooks: FailedQueryHooks): QueryClient {
  const onError = (error: unknown, meta: (FailedQueryMeta & { readonly where?: string }) | undefined) => {
    const action = failedQueryAction(failureOf(error), meta);
    if (action.kind === 'sign-out') hooks.signOut();
    if (action.kind !== 'tell') return;
    if (action.report) hooks.report(error, { where: meta?.where ?? 'a query' });
    if (action.alert) hooks.alert(action.alert);
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => onError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
