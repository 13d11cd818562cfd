import type { Jackpot, JackpotHit } from '@sportsbook/contract/entities/jackpot';
import {
  JACKPOT_HITS_DEFAULT_LIMIT,
  JACKPOT_HITS_REFETCH_MS,
  JACKPOT_POLL_MS,
  listJackpotHits,
  listJackpots,
} from '@sportsbook/contract/sportsbook/jackpot-calls';
import { queryOptions } from '@tanstack/react-query';
import { browserCall } from '@/lib/api/browser-call';

/**
 * The running jackpots and their pools (GET /api/v2/jackpots), polled every 15 s (spec §7.2, §9) while a
 * jackpot block is on the page; the server's first answer is the initial data.
 */
export function jackpotsOptions(locale: string) {
  return queryOptions({
    queryKey: ['jackpots', locale] as const,
    queryFn: async ({ signal }): Promise<Jackpot[]> =>
      (await browserCall(listJackpots, { locale, query: { locale }, signal })).data,
    refetchInterval: JACKPOT_POLL_MS,
    meta: { where: 'polling jackpots' },
  });
}

/** A jackpot's latest hits (GET /api/v2/jackpot-hits), refetched every 60 s (spec §7.2, §9). */
export function jackpotHitsOptions(
  locale: string,
  jackpotId: number | undefined,
  limit = JACKPOT_HITS_DEFAULT_LIMIT,
) {
  return queryOptions({
    queryKey: ['jackpot-hits', locale, jackpotId ?? 'all', limit] as const,
    queryFn: async ({ signal }): Promise<JackpotHit[]> =>
      (
        await browserCall(listJackpotHits, {
          locale,
          query: { locale, limit, ...(jackpotId !== undefined ? { jackpot_id: jackpotId } : {}) },
          signal,
        })
      ).data,
    refetchInterval: JACKPOT_HITS_REFETCH_MS,
    meta: { where: 'listing jackpot hits' },
  });
}
