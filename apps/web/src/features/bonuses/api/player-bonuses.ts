import type { Bonus } from '@sportsbook/contract/entities/bonus';
import { queryOptions } from '@tanstack/react-query';

/** Every cached list of a player's bonuses starts with this key: a redeemed code or a push refreshes them. */
export const bonusesKey = (playerId: number) => ['bonuses', playerId] as const;

/**
 * The player's bonuses they hold now (GET /api/v2/bonuses?status=active): freebets issued to them and the
 * comboboosts open to them, newest first. The call and the session client load with the first list.
 */
export function playerBonusesOptions(playerId: number, locale: string) {
  return queryOptions({
    queryKey: [...bonusesKey(playerId), locale] as const,
    queryFn: async (): Promise<Bonus[]> => {
      const [{ playerCall }, { listBonuses }] = await Promise.all([
        import('@/lib/player/session-actions'),
        import('@sportsbook/contract/sportsbook/bonus-calls'),
      ]);
      const answer = await playerCall(listBonuses, { locale, query: { status: 'active', locale } });
      return answer.data;
    },
    meta: { where: 'listing bonuses' },
  });
}

/** Redeems a promo code (POST /api/v2/bonuses/promo-code): the bonus it issued. */
export async function redeemPromoCode(code: string, locale: string): Promise<Bonus> {
  const [{ playerCall }, { redeemPromoCode: call }] = await Promise.all([
    import('@/lib/player/session-actions'),
    import('@sportsbook/contract/sportsbook/bonus-calls'),
  ]);
  return playerCall(call, { locale, body: { code, locale } });
}

/** Activates one of the player's huntings (POST /api/v2/bonuses/{id}/activate): the hunting as it is now. */
export async function activateHunting(id: number, locale: string): Promise<Bonus> {
  const [{ playerCall }, { activateBonus }] = await Promise.all([
    import('@/lib/player/session-actions'),
    import('@sportsbook/contract/sportsbook/bonus-calls'),
  ]);
  return playerCall(activateBonus, { locale, params: { id }, query: { locale } });
}

/**
 * Boosts one of the player's free bets with their loot box's points (POST /api/v2/bonuses/{id}/boost): the free
 * bet as it is now.
 */
export async function boostFreebet(id: number, locale: string): Promise<Bonus> {
  const [{ playerCall }, { boostFreebet: call }] = await Promise.all([
    import('@/lib/player/session-actions'),
    import('@sportsbook/contract/sportsbook/bonus-calls'),
  ]);
  return playerCall(call, { locale, params: { id }, query: { locale } });
}
