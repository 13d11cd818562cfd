import type { WalletTransaction } from '@sportsbook/contract/entities/payment';
import { queryOptions } from '@tanstack/react-query';

export interface TransactionsPage {
  readonly rows: readonly WalletTransaction[];
  readonly total: number;
  readonly lastPage: number;
}

/** Every cached page of a player's transactions starts with this key (a deposit or a bet makes them stale). */
export const transactionsKey = (playerId: number) => ['wallet-transactions', playerId] as const;

/**
 * A page of the player's wallet transactions (GET /platform/wallet/transactions, with the session cookie),
 * newest first; the call and the session client load with the first page.
 */
export function listTransactionsOptions(playerId: number, locale: string, page: number) {
  return queryOptions({
    queryKey: [...transactionsKey(playerId), locale, page] as const,
    queryFn: async (): Promise<TransactionsPage> => {
      const [{ sessionCall }, { listWalletTransactions }] = await Promise.all([
        import('@/lib/player/session-actions'),
        import('@sportsbook/contract/platform/payment-calls'),
      ]);
      const answer = await sessionCall(listWalletTransactions, { locale, query: { page } });
      return { rows: answer.data, total: answer.pagination.total, lastPage: answer.pagination.last_page };
    },
    meta: { where: 'listing wallet transactions' },
  });
}
