import type { MatchSortKey, SortTerm } from '@sportsbook/contract/sportsbook/catalog-calls';
import { MATCH_STATUS } from '@sportsbook/core/catalog/match-status';
import { and, asc, desc, eq, gte, inArray, lte, not, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  categories,
  favourites,
  markets,
  matches,
  providerStatuses,
  sports,
  tournaments,
} from '../db/schema';

/**
 * Statuses a list shows when the caller names neither statuses nor ids: matches still to be played or in
 * play (prematch, live, stopped). Finished ones are asked for explicitly (match_status=4).
 */
export const OPEN_MATCH_STATUSES: readonly number[] = [
  MATCH_STATUS.prematch,
  MATCH_STATUS.live,
  MATCH_STATUS.stopped,
];

/** The filters matches can be listed, counted and searched by (the union of the calls' parameters). */
export interface MatchFilters {
  readonly ids?: readonly number[];
  readonly types?: readonly string[];
  readonly sportId?: number;
  readonly sportKey?: string;
  readonly sportType?: string;
  readonly categoryId?: number;
  readonly tournamentId?: number;
  /** Undefined: OPEN_MATCH_STATUSES, unless ids are given; `any`: no status filter. */
  readonly statuses?: readonly number[] | 'any';
  /** Inclusive bounds of the start time, ISO 8601. */
  readonly startFrom?: string;
  readonly startTo?: string;
  readonly bettable?: boolean;
  readonly hasVideo?: boolean;
  /** Only the favourite matches of this player. */
  readonly favouritesOf?: number;
}

/**
 * A match takes bets when it is prematch or live, its provider is active and the balanced line of its main
 * market is open: the same rule the presenter applies to `is_bettable`, in SQL.
 */
export const bettableCondition: SQL = sql`(${and(
  inArray(matches.status, [MATCH_STATUS.prematch, MATCH_STATUS.live]),
  sql`exists (select 1 from ${providerStatuses} where ${providerStatuses.provider} = ${matches.provider} and ${providerStatuses.status} = 'active')`,
  sql`exists (select 1 from ${markets} where ${markets.matchId} = ${matches.id} and ${markets.marketId} = ${matches.mainMarketId} and ${markets.mostBalanced} and ${markets.status} = 1)`,
)})`;

/**
 * The WHERE conditions of the filters, over `matches` joined with `sports` (sport key and type filter on
 * it). Every value goes in as a bound parameter.
 */
export function matchConditions(filters: MatchFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.ids) conditions.push(inArray(matches.id, [...filters.ids]));
  if (filters.types) conditions.push(inArray(matches.type, [...filters.types]));
  if (filters.sportId !== undefined) conditions.push(eq(matches.sportId, filters.sportId));
  if (filters.sportKey !== undefined) conditions.push(eq(sports.key, filters.sportKey));
  if (filters.sportType !== undefined) conditions.push(eq(sports.type, filters.sportType));
  if (filters.categoryId !== undefined) conditions.push(eq(matches.categoryId, filters.categoryId));
  if (filters.tournamentId !== undefined) conditions.push(eq(matches.tournamentId, filters.tournamentId));
  const statuses =
    filters.statuses === 'any'
      ? undefined
      : (filters.statuses ?? (filters.ids ? undefined : OPEN_MATCH_STATUSES));
  if (statuses) conditions.push(inArray(matches.status, [...statuses]));
  if (filters.startFrom !== undefined) conditions.push(gte(matches.startTime, filters.startFrom));
  if (filters.startTo !== undefined) conditions.push(lte(matches.startTime, filters.startTo));
  if (filters.bettable !== undefined)
    conditions.push(filters.bettable ? bettableCondition : not(bettableCondition));
  if (filters.hasVideo !== undefined) conditions.push(eq(matches.hasVideo, filters.hasVideo));
  if (filters.favouritesOf !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${favourites} where ${favourites.playerId} = ${filters.favouritesOf} and ${favourites.type} = 'match' and ${favourites.entityId} = ${matches.id})`,
    );
  }
  return conditions;
}

const SORT_COLUMNS: Readonly<Record<MatchSortKey, PgColumn>> = {
  sport_id: matches.sportId,
  sport_priority: sports.priority,
  category_id: matches.categoryId,
  category_priority: categories.priority,
  tournament_id: matches.tournamentId,
  tournament_priority: tournaments.priority,
  start_time: matches.startTime,
  bets_count: matches.betsCount,
};

/** The order when none is asked for: the sports and tournaments that matter most first, then by time. */
export const DEFAULT_SORT: readonly SortTerm[] = [
  { key: 'sport_priority', direction: 'desc' },
  { key: 'tournament_priority', direction: 'desc' },
  { key: 'start_time', direction: 'asc' },
];

/** ORDER BY terms for sort terms (over matches joined with sports, categories, tournaments), id last. */
export function matchOrder(terms: readonly SortTerm[] | undefined): SQL[] {
  const chosen = terms && terms.length > 0 ? terms : DEFAULT_SORT;
  return [
    ...chosen.map((term) =>
      term.direction === 'desc' ? desc(SORT_COLUMNS[term.key]) : asc(SORT_COLUMNS[term.key]),
    ),
    asc(matches.id),
  ];
}
