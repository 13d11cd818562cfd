import type { PlayerLimit } from '@sportsbook/contract/entities/player-limit';
import { listUserLimits } from '@sportsbook/contract/platform/limit-calls';
import { queryOptions } from '@tanstack/react-query';
import { sessionCall } from '@/lib/player/session-actions';

/** Every cached read of a player's limits starts with this key: a change makes them all read again. */
export const limitsKey = (playerId: number) => ['limits', playerId] as const;

/** The player's limits in force and the changes waiting for their 24 hours (GET /platform/user_limits). */
export function listLimitsOptions(playerId: number, locale: string) {
  return queryOptions({
    queryKey: [...limitsKey(playerId), locale] as const,
    queryFn: (): Promise<PlayerLimit[]> => sessionCall(listUserLimits, { locale }),
    // A limit's state changes with time and in other tabs: the page reads it again whenever it opens.
    staleTime: 0,
    meta: { where: 'loading the limits' },
  });
}
