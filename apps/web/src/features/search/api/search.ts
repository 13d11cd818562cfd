import { type SearchResponse, search } from '@sportsbook/contract/sportsbook/catalog-calls';
import { queryOptions } from '@tanstack/react-query';
import { browserCall } from '@/lib/api/browser-call';

/**
 * GET /api/v2/search for a query core has read as ready (SRCH1, SRCH2). A newer query cancels the one before:
 * TanStack Query aborts its signal when the dialog stops asking, and the cancelled request counts as nothing
 * (core QRY2). Answers stay a minute: typing back to an earlier query shows it at once.
 */
export function searchOptions(locale: string, query: string) {
  return queryOptions({
    queryKey: ['search', locale, query] as const,
    queryFn: ({ signal }): Promise<SearchResponse> =>
      browserCall(search, { locale, query: { q: query }, signal }),
    staleTime: 60_000,
    meta: { where: 'searching' },
  });
}
