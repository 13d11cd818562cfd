import { MATCH_STATUSES, type MatchStatus } from '@sportsbook/core/catalog/match-status';
import { SEARCH_QUERY_MAX, SEARCH_QUERY_MIN } from '@sportsbook/core/catalog/search-query';
import { z } from 'zod';
import { CategorySchema } from '../entities/category';
import { EventTypeSchema, Id, Slug, SportTypeSchema, Timestamp, text, withoutNul } from '../entities/common';
import { MarketSchema } from '../entities/market';
import { MatchSchema } from '../entities/match';
import { SportSchema } from '../entities/sport';
import { TournamentSchema } from '../entities/tournament';
import { defineCall } from '../http/call';
import { paginated, pagingQuery } from '../http/pagination';
import { queryBoolean, queryId, queryList } from '../http/query';

/** A match status in a query (spec §3: 0 prematch … 5 not covered). */
export const matchStatusParam = z.coerce
  .number()
  .int()
  // The range says in the OpenAPI document what the check below says exactly.
  .min(Math.min(...MATCH_STATUSES))
  .max(Math.max(...MATCH_STATUSES))
  .refine((value): value is MatchStatus => (MATCH_STATUSES as readonly number[]).includes(value), {
    message: 'match status is one of 0, 1, 2, 3, 4, 5',
  });

/** Sort keys of spec §3. Each sorts ascending; a leading `-` sorts descending. */
export const MATCH_SORT_KEYS = [
  'sport_id',
  'sport_priority',
  'category_id',
  'category_priority',
  'tournament_id',
  'tournament_priority',
  'start_time',
  'bets_count',
] as const;
export type MatchSortKey = (typeof MATCH_SORT_KEYS)[number];

export const SortTermSchema = z
  .string()
  .regex(new RegExp(`^-?(${MATCH_SORT_KEYS.join('|')})$`), {
    message: `sort key is one of ${MATCH_SORT_KEYS.join(', ')}, optionally prefixed with - for descending`,
  })
  .transform((term) => ({
    key: term.replace(/^-/, '') as MatchSortKey,
    direction: term.startsWith('-') ? ('desc' as const) : ('asc' as const),
  }));
export type SortTerm = z.output<typeof SortTermSchema>;

const idParams = z.object({ id: queryId });

export const listSports = defineCall({
  id: 'listSports',
  api: 'sportsbook',
  method: 'GET',
  path: '/sports',
  summary: 'Sports, by priority (highest first), then name',
  auth: 'bearer-optional',
  query: z.strictObject({ ...pagingQuery(500), type: SportTypeSchema.optional() }),
  status: 200,
  response: paginated(SportSchema),
  errorStatuses: [],
});

export const listCategories = defineCall({
  id: 'listCategories',
  api: 'sportsbook',
  method: 'GET',
  path: '/categories',
  summary: 'Categories (countries and regions), by priority then name',
  auth: 'bearer-optional',
  query: z.strictObject({
    ...pagingQuery(500),
    sport_id: queryId.optional(),
    sport_key: Slug.optional(),
    sport_type: SportTypeSchema.optional(),
  }),
  status: 200,
  response: paginated(CategorySchema),
  errorStatuses: [],
});

export const getCategory = defineCall({
  id: 'getCategory',
  api: 'sportsbook',
  method: 'GET',
  path: '/categories/{id}',
  summary: 'One category',
  auth: 'bearer-optional',
  params: idParams,
  status: 200,
  response: CategorySchema,
  errorStatuses: [404],
});

export const listTournaments = defineCall({
  id: 'listTournaments',
  api: 'sportsbook',
  method: 'GET',
  path: '/tournaments',
  summary: 'Tournaments (leagues), by priority then name',
  auth: 'bearer-optional',
  query: z.strictObject({
    ...pagingQuery(500),
    id: queryList(queryId),
    sport_id: queryId.optional(),
    sport_key: Slug.optional(),
    sport_type: SportTypeSchema.optional(),
    category_id: queryId.optional(),
  }),
  status: 200,
  response: paginated(TournamentSchema),
  errorStatuses: [],
});

export const getTournament = defineCall({
  id: 'getTournament',
  api: 'sportsbook',
  method: 'GET',
  path: '/tournaments/{id}',
  summary: 'One tournament',
  auth: 'bearer-optional',
  params: idParams,
  status: 200,
  response: TournamentSchema,
  errorStatuses: [404],
});

export const ListMatchesQuerySchema = z.strictObject({
  ...pagingQuery(50),
  id: queryList(queryId),
  type: queryList(EventTypeSchema, 4),
  sport_key: Slug.optional(),
  sport_type: SportTypeSchema.optional(),
  category_id: queryId.optional(),
  tournament_id: queryId.optional(),
  match_status: queryList(matchStatusParam, 6),
  sort_by: queryList(SortTermSchema, 8),
  start_from: Timestamp.optional(),
  start_to: Timestamp.optional(),
  bettable: queryBoolean.optional(),
  max_per_sport: z.coerce.number().int().min(1).max(500).optional(),
  favourite: queryBoolean.optional(),
  has_video: queryBoolean.optional(),
});
export type ListMatchesQuery = z.output<typeof ListMatchesQuerySchema>;

export const listMatches = defineCall({
  id: 'listMatches',
  api: 'sportsbook',
  method: 'GET',
  path: '/matches',
  summary:
    'Matches and outrights. Default order: sport priority, tournament priority, start time. `favourite=true` needs a bearer token.',
  auth: 'bearer-optional',
  query: ListMatchesQuerySchema,
  status: 200,
  response: paginated(MatchSchema),
  errorStatuses: [401],
});

export const getMatch = defineCall({
  id: 'getMatch',
  api: 'sportsbook',
  method: 'GET',
  path: '/matches/{id}',
  summary: 'One match or outright',
  auth: 'bearer-optional',
  params: idParams,
  status: 200,
  response: MatchSchema,
  errorStatuses: [404],
});

export const listMatchMarkets = defineCall({
  id: 'listMatchMarkets',
  api: 'sportsbook',
  method: 'GET',
  path: '/matches/{id}/markets',
  summary: 'Markets of a match by priority; status 0 markets are never served (spec §4)',
  auth: 'bearer-optional',
  params: idParams,
  query: z.strictObject({
    ...pagingQuery(500),
    group_key: text(64, { min: 1 }).optional(),
    market_id: queryList(queryId),
  }),
  status: 200,
  response: paginated(MarketSchema),
  errorStatuses: [404],
});

/** Filters of POST /counters (spec §7.2). */
export const CountersRequestSchema = z.strictObject({
  sport_id: Id.optional(),
  category_id: Id.optional(),
  tournament_id: Id.optional(),
  match_status: z.array(matchStatusParam).max(6).optional(),
  has_video: z.boolean().optional(),
  sport_type: SportTypeSchema.optional(),
  type: z.array(EventTypeSchema).max(4).optional(),
  start_from: Timestamp.optional(),
  start_to: Timestamp.optional(),
});
export type CountersRequest = z.output<typeof CountersRequestSchema>;

const CountSchema = z.object({ id: z.number().int().positive(), count: z.number().int().nonnegative() });

export const CountersResponseSchema = z
  .object({
    live: z.number().int().nonnegative().meta({ description: 'Live matches matching the filters' }),
    sports: z.array(CountSchema),
    categories: z.array(CountSchema),
    tournaments: z.array(CountSchema),
  })
  .meta({ id: 'Counters' });
export type CountersResponse = z.infer<typeof CountersResponseSchema>;

export const postCounters = defineCall({
  id: 'postCounters',
  api: 'sportsbook',
  method: 'POST',
  path: '/counters',
  summary: 'Match counts per sport, category and tournament, and the live count, for the given filters',
  auth: 'bearer-optional',
  body: CountersRequestSchema,
  status: 200,
  response: CountersResponseSchema,
  errorStatuses: [],
});

/** [VAL-SEARCH] Search query length, spec §5 and §9: 3 to 50 characters (core SRCH1). */
export { SEARCH_QUERY_MAX, SEARCH_QUERY_MIN };

export const SearchResponseSchema = z
  .object({
    matches: z.array(MatchSchema),
    tournaments: z.array(TournamentSchema),
    categories: z.array(CategorySchema),
  })
  .meta({ id: 'SearchResult' });
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

export const search = defineCall({
  id: 'search',
  api: 'sportsbook',
  method: 'GET',
  path: '/search',
  summary: 'Search matches (and, unless only_events_name, tournaments and categories) by name',
  auth: 'bearer-optional',
  query: z.strictObject({
    q: withoutNul(
      z
        .string()
        .trim()
        .min(SEARCH_QUERY_MIN, { message: `search query must be at least ${SEARCH_QUERY_MIN} characters` })
        .max(SEARCH_QUERY_MAX, { message: `search query must be at most ${SEARCH_QUERY_MAX} characters` }),
    ),
    sport_type: SportTypeSchema.optional(),
    match_status: queryList(matchStatusParam, 6),
    only_events_name: queryBoolean.optional(),
  }),
  status: 200,
  response: SearchResponseSchema,
  errorStatuses: [],
});
