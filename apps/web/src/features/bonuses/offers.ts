import 'server-only';
import type { Bonus } from '@sportsbook/contract/entities/bonus';
import {
  type BonusListKind,
  getBonusTerms,
  listComboboosts,
  listFreebets,
  listHuntings,
  listHuntingTournaments,
  listLootboxes,
} from '@sportsbook/contract/sportsbook/bonus-calls';
import { imageSource } from '@sportsbook/core/images/image-quality';
import { backendCall } from '@/lib/backend/backend-call';
import { imageOrigins } from '@/ui/images/image-origins';

/** Offers the promotions page shows at most of each kind. */
const OFFERS_PER_KIND = 20;

/**
 * The running promotions everyone sees (GET /bonuses/comboboosts, /huntings, /tournaments, /lootboxes and
 * /freebets without a token): acca boosts first, then bet hunts, tournaments, loot boxes, then free bets. Null
 * when the backend could not say (the page then says so; the error is reported).
 */
export async function fetchPromotions(locale: string): Promise<Promotion[] | null> {
  try {
    const query = { locale, status: 'active', page: 1, limit: OFFERS_PER_KIND };
    const [boosts, huntings, tournaments, lootboxes, freebets] = await Promise.all([
      backendCall(listComboboosts, { locale, query }),
      backendCall(listHuntings, { locale, query }),
      backendCall(listHuntingTournaments, { locale, query }),
      backendCall(listLootboxes, { locale, query }),
      backendCall(listFreebets, { locale, query }),
    ]);
    const offers: readonly (readonly [Bonus, BonusListKind])[] = [
      ...boosts.data.map((bonus) => [bonus, 'comboboosts'] as const),
      ...huntings.data.map((bonus) => [bonus, 'huntings'] as const),
      ...tournaments.data.map((bonus) => [bonus, 'tournaments'] as const),
      ...lootboxes.data.map((bonus) => [bonus, 'lootboxes'] as const),
      ...freebets.data.map((bonus) => [bonus, 'freebets'] as const),
    ];
    return await Promise.all(
      offers.map(async ([bonus, kind]) => {
        const terms = await backendCall(getBonusTerms, {
          locale,
          params: { kind, id: bonus.id },
          query: { locale },
        });
        return { bonus, terms: terms.terms, banner: bannerOf(bonus) };
      }),
    );
  } catch {
    return null;
  }
}

/** A promotion's banner images (spec §3: desktop and mobile), each one the resizing proxy will serve. */
export interface Banner {
  readonly desktop: string | null;
  readonly mobile: string | null;
}

/**
 * The banner of a bonus, its images kept only where the resizing proxy serves them (a site asset, a backend
 * path, an IMAGE_ORIGINS origin): a campaign naming another host shows no image rather than a broken one.
 */
function bannerOf(bonus: Bonus): Banner | null {
  const origins = imageOrigins();
  const served = (src: string | null) => (imageSource(src, origins) ? src : null);
  const desktop = served(bonus.images.desktop);
  const mobile = served(bonus.images.mobile);
  return desktop || mobile ? { desktop, mobile } : null;
}

/** A running promotion, its terms and its banner. */
export interface Promotion {
  readonly bonus: Bonus;
  readonly terms: string;
  readonly banner: Banner | null;
}
