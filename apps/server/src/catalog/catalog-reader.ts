import type { Market } from '@sportsbook/contract/entities/market';
import type { Match } from '@sportsbook/contract/entities/match';
import { and, inArray, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { markets } from '../db/schema';
import { CatalogReferences, loadMatchRecords } from './catalog-records';
import { compareMarkets } from './market-order';
import { presentMarket } from './market-presenter';
import { MARKET_TEMPLATES } from './market-templates';
import { namingOf, presentMatch } from './match-presenter';
import { PresentedMatches } from './presented-matches';

/** Which served markets of a match to read. */
export interface MarketFilter {
  /** Only these market types. */
  readonly marketIds?: readonly number[];
  /** Only market types in this group (`main`, `totals`...). */
  readonly groupKey?: string;
}

/** Market types in a group. */
function marketIdsInGroup(groupKey: string): number[] {
  return Object.values(MARKET_TEMPLATES)
    .filter((template) => template.groups.includes(groupKey))
    .map((template) => template.id);
}

/**
 * The catalogue as the rest of the backend reads it, independent of HTTP: matches and their served
 * markets, presented as the contract's entities in a locale. Each call runs a fixed, small number of
 * queries whatever the number of matches: two for the matches, one more for their markets. Markets with
 * status 0 are never returned.
 */
export class CatalogReader {
  readonly #db: Db;
  /** Sports, categories and tournaments, kept in memory (they never change once seeded). */
  readonly references: CatalogReferences;
  /** Matches as validated JSON, kept per version and locale: the read path of listings and match pages. */
  readonly presented: PresentedMatches;

  constructor(db: Db) {
    this.#db = db;
    this.references = new CatalogReferences(db);
    this.presented = new PresentedMatches(db, this.references);
  }

  /** One match or outright, or undefined when there is none with this id. */
  async matchById(id: number, locale: string): Promise<Match | undefined> {
    const [match] = await this.matchesByIds([id], locale);
    return match;
  }

  /** Matches by id, in the order asked; unknown ids are left out. */
  async matchesByIds(ids: readonly number[], locale: string): Promise<Match[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const { records, competitors } = await loadMatchRecords(this.#db, this.references, unique);
    const byId = new Map(
      records.map((record) => [record.match.id, presentMatch(record, { locale, competitors })]),
    );
    return unique.flatMap((id) => {
      const match = byId.get(id);
      return match ? [match] : [];
    });
  }

  /** The served markets of a match in book order, or undefined when there is no such match. */
  async marketsOfMatch(
    matchId: number,
    locale: string,
    filter: MarketFilter = {},
  ): Promise<Market[] | undefined> {
    const byMatch = await this.marketsOfMatches([matchId], locale, filter);
    return byMatch.get(matchId);
  }

  /**
   * The served markets of several matches (a bet slip's), by match id, each in book order. Matches that do
   * not exist are absent from the map.
   */
  async marketsOfMatches(
    matchIds: readonly number[],
    locale: string,
    filter: MarketFilter = {},
  ): Promise<Map<number, Market[]>> {
    const unique = [...new Set(matchIds)];
    if (unique.length === 0) return new Map();
    const { records, competitors } = await loadMatchRecords(this.#db, this.references, unique);
    if (records.length === 0) return new Map();
    const conditions: SQL[] = [
      inArray(
        markets.matchId,
        records.map((r) => r.match.id),
      ),
      ne(markets.status, 0),
    ];
    if (filter.marketIds) conditions.push(inArray(markets.marketId, [...filter.marketIds]));
    if (filter.groupKey !== undefined)
      conditions.push(inArray(markets.marketId, marketIdsInGroup(filter.groupKey)));
    const rows = await this.#db
      .select()
      .from(markets)
      .where(and(...conditions));
    const result = new Map<number, Market[]>();
    for (const record of records) {
      const naming = namingOf(record, locale, competitors);
      const served = rows
        .filter((row) => row.matchId === record.match.id)
        .sort(compareMarkets)
        .flatMap((row) => {
          const market = presentMarket(row, naming);
          return market ? [market] : [];
        });
      result.set(record.match.id, served);
    }
    return result;
  }
}
