import type { Amb, Bonus } from '@sportsbook/contract/entities/bonus';
import { collectAmb, listAmb } from '@sportsbook/contract/sportsbook/bonus-calls';
import { queryOptions } from '@tanstack/react-query';
import { browserCall } from '@/lib/api/browser-call';

/** Every cached amb list starts with this key: a collect or a bet placed refreshes them. */
export const ambKey = ['amb'] as const;

/**
 * The running bet-and-collect programmes (GET /api/v2/bonuses/freebets/amb): with the player's token when signed
 * in, so their bets counted and the conditions' states are theirs.
 */
export function ambOptions(playerId: number | null, locale: string) {
  return queryOptions({
    queryKey: [...ambKey, playerId ?? 'visitor', locale] as const,
    queryFn: async ({ signal }): Promise<Amb[]> => {
      const request = { locale, query: { locale }, signal };
      if (playerId === null) return (await browserCall(listAmb, request)).data;
      const { playerCall } = await import('@/lib/player/session-actions');
      return (await playerCall(listAmb, request)).data;
    },
    meta: { where: 'reading bet-and-collect progress' },
  });
}

/** Collects the free bets of the programme's conditions reached (POST /api/v2/bonuses/freebets/amb). */
export async function collectAmbFreebets(
  id: number,
  locale: string,
): Promise<{ data: Amb[]; issued: Bonus[] }> {
  const { playerCall } = await import('@/lib/player/session-actions');
  return playerCall(collectAmb, { locale, body: { id, locale } });
}
