import 'server-only';
import type { Bonus } from '@sportsbook/contract/entities/bonus';
import {
  type BonusListKind,
  getBonusTerms,
  listComboboosts,
  listFreebets,
  listHuntings,
} from '@sportsbook/contract/sportsbook/bonus-calls';
import { backendCall } from '@/lib/backend/backend-call';

/** Offers the promotions page shows at most of each kind. */
const OFFERS_PER_KIND = 20;

/**
 * The running promotions everyone sees (GET /bonuses/comboboosts, /huntings and /freebets without a token):
 * acca boosts first, then bet hunts, then free bets. Null when the backend could not say (the page then says so; the error is reported).
 */
export async function fetchPromotions(locale: string): Promise<Promotion[] | null> {
  try {
    const query = { locale, status: 'active', page: 1, limit: OFFERS_PER_KIND };
    const [boosts, huntings, freebets] = await Promise.all([
      backendCall(listComboboosts, { locale, query }),
      backendCall(listHuntings, { locale, query }),
      backendCall(listFreebets, { locale, query }),
    ]);
    const offers: readonly (readonly [Bonus, BonusListKind])[] = [
      ...boosts.data.map((bonus) => [bonus, 'comboboosts'] as const),
      ...huntings.data.map((bonus) => [bonus, 'huntings'] as const),
      ...freebets.data.map((bonus) => [bonus, 'freebets'] as const),
    ];
    return await Promise.all(
      offers.map(async ([bonus, kind]) => {
        const terms = await backendCall(getBonusTerms, {
          locale,
          params: { kind, id: bonus.id },
          query: { locale },
        });
        return { bonus, terms: terms.terms };
      }),
    );
  } catch {
    return null;
  }
}

/** A running promotion and its terms. */
export interface Promotion {
  readonly bonus: Bonus;
  readonly terms: string;
}
