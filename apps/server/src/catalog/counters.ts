import type { CountersRequest, CountersResponse } from '@sportsbook/contract/sportsbook/catalog-calls';
import { MATCH_STATUS } from '@sportsbook/core/catalog/match-status';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { matches, sports } from '../db/schema';
import { type MatchFilters, matchConditions, OPEN_MATCH_STATUSES } from './match-filters';

/*
 * grouping(sport_id, category_id, tournament_id) is a bit mask of the columns a row is NOT grouped by
 * (leftmost = highest bit): 3 = per sport, 5 = per category, 6 = per tournament, 7 = the grand total.
 */
const PER_SPORT = 3;
const PER_CATEGORY = 5;
const PER_TOURNAMENT = 6;
const GRAND_TOTAL = 7;

/**
 * Match counts for the filters of POST /counters, per sport, category and tournament, in one query
 * (grouping sets). `live` counts the live matches under every filter but the statuses, so a live badge
 * reads the same on every page; the per-group counts use the statuses (default: prematch, live, stopped).
 */
export async function countMatches(db: Db, request: CountersRequest): Promise<CountersResponse> {
  const filters: MatchFilters = {
    ...(request.sport_id !== undefined ? { sportId: request.sport_id } : {}),
    ...(request.category_id !== undefined ? { categoryId: request.category_id } : {}),
    ...(request.tournament_id !== undefined ? { tournamentId: request.tournament_id } : {}),
    ...(request.has_video !== undefined ? { hasVideo: request.has_video } : {}),
    ...(request.sport_type !== undefined ? { sportType: request.sport_type } : {}),
    ...(request.type !== undefined ? { types: request.type } : {}),
    ...(request.start_from !== undefined ? { startFrom: request.start_from } : {}),
    ...(request.start_to !== undefined ? { startTo: request.start_to } : {}),
    // Statuses are applied per count below, not to the rows.
    statuses: 'any',
  };
  const statuses =
    request.match_status && request.match_status.length > 0 ? request.match_status : OPEN_MATCH_STATUSES;
  const rows = await db
    .select({
      sportId: matches.sportId,
      categoryId: matches.categoryId,
      tournamentId: matches.tournamentId,
      grouping:
        sql<number>`grouping(${matches.sportId}, ${matches.categoryId}, ${matches.tournamentId})`.mapWith(
          Number,
        ),
      count: sql<number>`count(*) filter (where ${inArray(matches.status, [...statuses])})`.mapWith(Number),
      live: sql<number>`count(*) filter (where ${eq(matches.status, MATCH_STATUS.live)})`.mapWith(Number),
    })
    .from(matches)
    .innerJoin(sports, eq(sports.id, matches.sportId))
    .where(and(...matchConditions(filters)))
    .groupBy(
      sql`grouping sets ((${matches.sportId}), (${matches.categoryId}), (${matches.tournamentId}), ())`,
    );
  const counts = (grouping: number, id: (row: (typeof rows)[number]) => number) =>
    rows
      .filter((row) => row.grouping === grouping && row.count > 0)
      .map((row) => ({ id: id(row), count: row.count }))
      .sort((a, b) => a.id - b.id);
  return {
    live: rows.find((row) => row.grouping === GRAND_TOTAL)?.live ?? 0,
    sports: counts(PER_SPORT, (row) => row.sportId),
    categories: counts(PER_CATEGORY, (row) => row.categoryId),
    tournaments: counts(PER_TOURNAMENT, (row) => row.tournamentId),
  };
}
