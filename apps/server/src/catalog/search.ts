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

/** What joins two teams in a match's name as people type it ("Bayern - Dortmund", "Bayern vs. Dortmund"). */
const CONNECTORS = new Set(['vs', 'vs.', 'v', 'v.', 'x', '-', '–', '—', '|', ':', '@']);

/** The shortest word that narrows a search: a single letter would match nearly every name. */
const MIN_WORD_LENGTH = 2;

/**
 * The words of a folded query, each of which a name must hold: "bayern - dortmund" finds the match of the
 * two teams, whose search text holds each team's name apart. Connectors and single letters are left out, and
 * each word counts once; when nothing is left, the query is taken whole (it has the contract's 3 characters).
 */
export function queryWords(folded: string): string[] {
  const words = folded.split(/\s+/).filter((word) => word.length >= MIN_WORD_LENGTH && !CONNECTORS.has(word));
  return words.length > 0 ? [...new Set(words)] : [folded.trim()];
}

function namesMatch(names: LocalisedNames, name: string, words: readonly string[]): boolean {
  return [name, ...Object.values(names)].some((n) => {
    const foldedName = foldText(n);
    return words.every((word) => foldedName.includes(word));
  });
}

/**
 * Searches match names in every locale (accents and case ignored: "munchen" finds "München"; every word of
 * the query, so both teams' names find their match), live matches first, then by start time; and, unless
 * `onlyEventsName`, tournament and category names too.
 */
export async function searchCatalog(
  db: Db,
  reader: CatalogReader,
  request: SearchRequest,
  locale: string,
): Promise<SearchResponse> {
  const words = queryWords(foldText(request.query));
  // A query of marks alone folds to nothing, which every name would hold.
  if (words.every((word) => word.length === 0)) return { matches: [], tournaments: [], categories: [] };
  const conditions = matchConditions({
    ...(request.sportType !== undefined ? { sportType: request.sportType } : {}),
    ...(request.statuses && request.statuses.length > 0 ? { statuses: request.statuses } : {}),
  });
  const rows = await db
    .select({ id: matches.id })
    .from(matches)
    .innerJoin(sports, eq(sports.id, matches.sportId))
    .where(
      and(
        ...conditions,
        ...words.map((word) => sql`${matches.searchText} like ${likePattern(word)} escape '\\'`),
      ),
    )
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
      .filter((r) => namesMatch(r.tournament.names, r.tournament.name, words))
      .sort((a, b) => byPriority(a.tournament, b.tournament))
      .slice(0, SEARCH_LIMITS.tournaments)
      .map((r) => presentTournament(r.tournament, r.category, r.sport, locale)),
    categories: categoryRows
      .filter((r) => namesMatch(r.category.names, r.category.name, words))
      .sort((a, b) => byPriority(a.category, b.category))
      .slice(0, SEARCH_LIMITS.categories)
      .map((r) => presentCategory(r.category, r.sport, locale)),
  };
}
