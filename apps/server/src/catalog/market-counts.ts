import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import { markets, matches } from '../db/schema';
import { MARKET_TEMPLATES } from './market-templates';

/** Market types in the `main` group: what `top_markets_count` counts. */
export const MAIN_GROUP_MARKET_IDS: readonly number[] = Object.values(MARKET_TEMPLATES)
  .filter((template) => template.groups.includes('main'))
  .map((template) => template.id);

/** Whether a market type belongs to the `main` group. */
export function isTopMarket(marketId: number): boolean {
  return MAIN_GROUP_MARKET_IDS.includes(marketId);
}

/**
 * Recounts the served markets (status other than 0) of matches, and those of the main group, into the
 * match rows (`available_markets_count`, `top_markets_count`), in one statement. Listings read the counts
 * from the rows rather than counting thousands of market rows per page, so whoever adds or removes market
 * lines, or moves one to or from status 0 (the live simulator), calls this in the same transaction.
 */
export async function refreshMarketCounts(db: Db | Tx, matchIds: readonly number[]): Promise<void> {
  if (matchIds.length === 0) return;
  const served = and(eq(markets.matchId, matches.id), ne(markets.status, 0));
  await db
    .update(matches)
    .set({
      availableMarketsCount: sql`(select count(*) from ${markets} where ${served})`,
      topMarketsCount: sql`(select count(*) from ${markets} where ${and(served, inArray(markets.marketId, [...MAIN_GROUP_MARKET_IDS]))})`,
    })
    .where(inArray(matches.id, [...matchIds]));
}
