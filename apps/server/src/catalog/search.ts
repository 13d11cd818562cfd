import type { SearchResponse } from '@sportsbook/contract/sportsbook/catalog-calls';
import { MATCH_STATUS } from '@sportsbook/core/catalog/match-status';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { LocalisedNames } from '../db/schema';
import { matches, sports } from '../db/schema';
import { allCategories, allTournaments } from './catalog-lists';
import type { CatalogReader } from './catalog-reader';
import { presentCategory, presentTournament } from './entity-presenters';
import { matchConditions } from './match-filters';
import { foldText } from './text-folding';

/** Most results of each kind a search returns. */
export const SEARCH_LIMITS = { matches: 50, tournaments: 20, categories: 20 } as const;

/** The parameters of GET /search, validated. */
export interface SearchRequest {
  /** Already trimmed and 3 to 50 characters long (the contract checks). */
  readonly query: string;
  readonly sportType?: string;
  readonly statuses?: readonly number[];
  readonly onlyEventsName: boolean;
}

/** Escapes LIKE wildcards so the query matches literally. */
function likePattern(folded: string): string {
  return `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function namesMatch(names: LocalisedNames, name: string, folded: string): boolean {
  return [name, ...Object.values(names)].some((n) => foldText(n).includes(folded));
}

/**
 * Searches match names in every locale (accents and case ignored: "munchen" finds "München"), live matches
 * first, then by start time; and, unless `onlyEventsName`, tournament and category names too.
 */
export async function searchCatalog(
  db: Db,
  reader: CatalogReader,
  request: SearchRequest,
  locale: string,
): Promise<SearchResponse> {
  const folded = foldText(request.query);
  const conditions = matchConditions({
    ...(request.sportType !== undefined ? { sportType: request.sportType } : {}),
    ...(request.statuses && request.statuses.length > 0 ? { statuses: request.statuses } : {}),
  });
  const rows = await db
    .select({ id: matches.id })
    .from(matches)
    .innerJoin(sports, eq(sports.id, matches.sportId))
    .where(and(...conditions, sql`${matches.searchText} like ${likePattern(folded)} escape '\\'`))
    .orderBy(desc(sql`${matches.status} = ${MATCH_STATUS.live}`), asc(matches.startTime), asc(matches.id))
    .limit(SEARCH_LIMITS.matches);
  const found = await reader.matchesByIds(
    rows.map((r) => r.id),
    locale,
  );
  if (request.onlyEventsName) return { matches: found, tournaments: [], categories: [] };
  const [tournamentRows, categoryRows] = await Promise.all([
    allTournaments(db, request.sportType),
    allCategories(db, request.sportType),
  ]);
  const byPriority = <T extends { priority: number; id: number }>(a: T, b: T) =>
    b.priority - a.priority || a.id - b.id;
  return {
    matches: found,
    tournaments: tournamentRows
      .filter((r) => namesMatch(r.tournament.names, r.tournament.name, folded))
      .sort((a, b) => byPriority(a.tournament, b.tournament))
      .slice(0, SEARCH_LIMITS.tournaments)
      .map((r) => presentTournament(r.tournament, r.category, r.sport, locale)),
    categories: categoryRows
      .filter((r) => namesMatch(r.category.names, r.category.name, folded))
      .sort((a, b) => byPriority(a.category, b.category))
      .slice(0, SEARCH_LIMITS.categories)
      .map((r) => presentCategory(r.category, r.sport, locale)),
  };
}
