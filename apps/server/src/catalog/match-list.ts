import type { SortTerm } from '@sportsbook/contract/sportsbook/catalog-calls';
import { pageOffset } from '@sportsbook/core/paging/pagination';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { categories, matches, sports, tournaments } from '../db/schema';
import { type MatchFilters, matchConditions, matchOrder } from './match-filters';
import { matchVersion } from './match-version';

/** One page of match ids, in list order, with their versions, and how many matches the filters select in all. */
export interface MatchIdPage {
  readonly ids: readonly number[];
  /** The version of each match (see matchVersion), in the order of `ids`, read in the same snapshot. */
  readonly versions: readonly string[];
  readonly total: number;
}

type PageRow = { readonly id: number; readonly version: string; readonly total: number };

function toPage(rows: readonly PageRow[]): MatchIdPage {
  return {
    ids: rows.map((row) => row.id),
    versions: rows.map((row) => row.version),
    total: rows[0]?.total ?? 0,
  };
}

/** Filters, order, per-sport cap and page of a match list. */
export interface MatchListRequest {
  readonly filters: MatchFilters;
  readonly sort: readonly SortTerm[] | undefined;
  /** At most this many matches per sport, the first ones in list order. */
  readonly maxPerSport: number | undefined;
  readonly page: number;
  readonly limit: number;
}

/**
 * Finds a page of matches in one query: filters, order, the per-sport cap (a window over each sport in list
 * order), the total (a window count) and each listed match's version, whatever the page size.
 */
export async function findMatchPage(db: Db, request: MatchListRequest): Promise<MatchIdPage> {
  const where = and(...matchConditions(request.filters));
  const order = matchOrder(request.sort);
  const offset = pageOffset(request.page, request.limit);

  if (request.maxPerSport === undefined) {
    const rows = await db
      .select({
        id: matches.id,
        version: matchVersion,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(matches)
      .innerJoin(sports, eq(sports.id, matches.sportId))
      .innerJoin(categories, eq(categories.id, matches.categoryId))
      .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
      .where(where)
      .orderBy(...order)
      .limit(request.limit)
      .offset(offset);
    if (rows.length > 0) return toPage(rows);
    const [count] = await db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(matches)
      .innerJoin(sports, eq(sports.id, matches.sportId))
      .where(where);
    return { ids: [], versions: [], total: count?.total ?? 0 };
  }

  const ordering = sql.join(order, sql`, `);
  const ranked = db
    .select({
      id: matches.id,
      position: sql<number>`row_number() over (order by ${ordering})`.as('position'),
      sportRank: sql<number>`row_number() over (partition by ${matches.sportId} order by ${ordering})`.as(
        'sport_rank',
      ),
    })
    .from(matches)
    .innerJoin(sports, eq(sports.id, matches.sportId))
    .innerJoin(categories, eq(categories.id, matches.categoryId))
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .where(where)
    .as('ranked');
  const capped = lte(ranked.sportRank, request.maxPerSport);
  const rows = await db
    .select({ id: ranked.id, version: matchVersion, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(ranked)
    .innerJoin(matches, eq(matches.id, ranked.id))
    .where(capped)
    .orderBy(ranked.position)
    .limit(request.limit)
    .offset(offset);
  if (rows.length > 0) return toPage(rows);
  const [count] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(ranked)
    .where(capped);
  return { ids: [], versions: [], total: count?.total ?? 0 };
}
