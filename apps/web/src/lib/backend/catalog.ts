import 'server-only';
import type { Category } from '@sportsbook/contract/entities/category';
import type { Market } from '@sportsbook/contract/entities/market';
import type { Match } from '@sportsbook/contract/entities/match';
import type { Sport } from '@sportsbook/contract/entities/sport';
import type { Tournament } from '@sportsbook/contract/entities/tournament';
import type { Page } from '@sportsbook/contract/http/pagination';
import {
  type CountersRequest,
  type CountersResponse,
  getCategory,
  getMatch,
  getTournament,
  type ListMatchesQuery,
  listCategories,
  listMatches,
  listMatchMarkets,
  listSports,
  listTournaments,
  postCounters,
} from '@sportsbook/contract/sportsbook/catalog-calls';
import { getSettings } from '@sportsbook/contract/sportsbook/settings-calls';
import type { MatchStatus } from '@sportsbook/core/catalog/match-status';
import type { EventType, SportType } from '@sportsbook/core/catalog/providers';
import { MAX_PAGE_LIMIT } from '@sportsbook/core/paging/pagination';
import { cache } from 'react';
import { backendCall } from './backend-call';
import { outsideRequests } from './outside-requests';
import { createSharedReads } from './shared-reads';

/**
 * Server-only reads of the catalogue. Each is deduplicated per request with React `cache()`, so blocks of one
 * page can ask for the same data without extra round trips; arguments are primitives (or serialised) so
 * `cache()` can compare them. The shell's public reads are also shared between renders (`sharedReads`);
 * matches and markets are read fresh for every request.
 */

/**
 * Query of GET /matches (spec §7.2) as sent, with the API's own parameter names; the keys are the contract's
 * (ListMatchesQuerySchema), which reads the values (sort terms as text, lists comma-separated).
 */
export interface MatchesQuery {
  readonly id?: readonly number[];
  readonly type?: readonly EventType[];
  readonly sport_key?: string;
  readonly sport_type?: SportType;
  readonly category_id?: number;
  readonly tournament_id?: number;
  readonly match_status?: readonly MatchStatus[];
  /** Sort terms such as `start_time` or `-bets_count` (spec §3 sort keys). */
  readonly sort_by?: readonly string[];
  /** ISO 8601 UTC. */
  readonly start_from?: string;
  /** ISO 8601 UTC. */
  readonly start_to?: string;
  readonly bettable?: boolean;
  readonly max_per_sport?: number;
  readonly page?: number;
  readonly limit?: number;
}

/** Compiles only while every key of MatchesQuery is a parameter of the contract's GET /matches. */
type OnlyContractKeys<Extra extends never> = Extra;
export type MatchesQueryKeys = OnlyContractKeys<Exclude<keyof MatchesQuery, keyof ListMatchesQuery>>;

/*
 * How long the shell's public reads serve every render of a locale (ADR 0025). Sports, categories and
 * tournaments change when an operator edits them; settings carry the providers' statuses and counters the
 * live counts, which the page's live channel moves on after hydration, so both are kept briefly.
 */
const CATALOGUE_MAX_AGE_MS = 30_000;
const SETTINGS_MAX_AGE_MS = 5_000;
const COUNTERS_MAX_AGE_MS = 5_000;

/** Shared by every render of this server process; bounded, so odd query mixes cannot grow it. */
const sharedReads = createSharedReads({ now: () => performance.now(), maxEntries: 500 });

/** A shared read, started outside the request that asked: its answer outlives that request (outside-requests.ts). */
function shared<T>(key: string, maxAgeMs: number, load: () => Promise<T>): Promise<T> {
  return sharedReads.read(key, maxAgeMs, () => outsideRequests(load));
}

/** Fetch-all helpers page with limit 500 until the last page (spec §7.2); this caps runaway lists. */
const MAX_PAGES = 20;

async function allPages<T>(fetchPage: (page: number) => Promise<Page<T>>): Promise<T[]> {
  const first = await fetchPage(1);
  const items = [...first.data];
  const last = Math.min(first.pagination.last_page, MAX_PAGES);
  if (last > 1) {
    const rest = await Promise.all(Array.from({ length: last - 1 }, (_, index) => fetchPage(index + 2)));
    for (const page of rest) items.push(...page.data);
  }
  return items;
}

function stableKey(value: object): string {
  return JSON.stringify(
    Object.entries(value)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

const sportsCached = cache(
  (locale: string, type: SportType | undefined): Promise<Sport[]> =>
    shared(`sports ${locale} ${type}`, CATALOGUE_MAX_AGE_MS, () =>
      allPages((page) => backendCall(listSports, { locale, query: { type, page, limit: MAX_PAGE_LIMIT } })),
    ),
);

/** Sports by priority (highest first), optionally of one type (`cyber` for e-sports). */
export function fetchSports(locale: string, type?: SportType): Promise<Sport[]> {
  return sportsCached(locale, type);
}

/** The sport with this key, or undefined when there is none. */
export async function fetchSport(sportKey: string, locale: string): Promise<Sport | undefined> {
  const sports = await fetchSports(locale);
  return sports.find((sport) => sport.key === sportKey);
}

const categoriesCached = cache(
  (sportKey: string | undefined, sportType: SportType | undefined, locale: string): Promise<Category[]> =>
    shared(`categories ${locale} ${sportKey} ${sportType}`, CATALOGUE_MAX_AGE_MS, () =>
      allPages((page) =>
        backendCall(listCategories, {
          locale,
          query: { sport_key: sportKey, sport_type: sportType, page, limit: MAX_PAGE_LIMIT },
        }),
      ),
    ),
);

/** Categories (countries, regions) of a sport, or of every sport of a type, by priority. */
export function fetchCategories(
  filter: { readonly sportKey?: string; readonly sportType?: SportType },
  locale: string,
): Promise<Category[]> {
  return categoriesCached(filter.sportKey, filter.sportType, locale);
}

/** One category; throws a `not_found` BackendDataError when it does not exist. */
export const fetchCategory = cache(
  (id: number, locale: string): Promise<Category> => backendCall(getCategory, { locale, params: { id } }),
);

const tournamentsCached = cache(
  (
    sportKey: string | undefined,
    sportType: SportType | undefined,
    categoryId: number | undefined,
    ids: string | undefined,
    locale: string,
  ): Promise<Tournament[]> =>
    shared(`tournaments ${locale} ${sportKey} ${sportType} ${categoryId} ${ids}`, CATALOGUE_MAX_AGE_MS, () =>
      allPages((page) =>
        backendCall(listTournaments, {
          locale,
          query: {
            sport_key: sportKey,
            sport_type: sportType,
            category_id: categoryId,
            id: ids,
            page,
            limit: MAX_PAGE_LIMIT,
          },
        }),
      ),
    ),
);

/** Tournaments (leagues) by priority, filtered by sport, sport type, category or ids. */
export function fetchTournaments(
  filter: {
    readonly sportKey?: string;
    readonly sportType?: SportType;
    readonly categoryId?: number;
    readonly ids?: readonly number[];
  },
  locale: string,
): Promise<Tournament[]> {
  return tournamentsCached(
    filter.sportKey,
    filter.sportType,
    filter.categoryId,
    filter.ids?.length ? filter.ids.join(',') : undefined,
    locale,
  );
}

/** One tournament; throws a `not_found` BackendDataError when it does not exist. */
export const fetchTournament = cache(
  (id: number, locale: string): Promise<Tournament> => backendCall(getTournament, { locale, params: { id } }),
);

const matchesCached = cache((key: string, locale: string): Promise<Page<Match>> => {
  const query = Object.fromEntries(JSON.parse(key) as [string, MatchesQuery[keyof MatchesQuery]][]);
  return backendCall(listMatches, { locale, query });
});

/** One page of matches and outrights (GET /matches). */
export function fetchMatches(query: MatchesQuery, locale: string): Promise<Page<Match>> {
  return matchesCached(stableKey(query), locale);
}

/** Every match of a query, paging with limit 500 until the last page. */
export function fetchAllMatches(
  query: Omit<MatchesQuery, 'page' | 'limit'>,
  locale: string,
): Promise<Match[]> {
  return allPages((page) => fetchMatches({ ...query, page, limit: MAX_PAGE_LIMIT }, locale));
}

/** One match or outright; throws a `not_found` BackendDataError when it does not exist. */
export const fetchMatch = cache(
  (id: number, locale: string): Promise<Match> => backendCall(getMatch, { locale, params: { id } }),
);

/** Every served market of a match, by priority (status 0 markets are never served, spec §4). */
export const fetchMatchMarkets = cache(
  (matchId: number, locale: string): Promise<Market[]> =>
    allPages((page) =>
      backendCall(listMatchMarkets, {
        locale,
        params: { id: matchId },
        query: { page, limit: MAX_PAGE_LIMIT },
      }),
    ),
);

const countersCached = cache(
  (key: string, locale: string): Promise<CountersResponse> =>
    shared(`counters ${locale} ${key}`, COUNTERS_MAX_AGE_MS, () =>
      backendCall(postCounters, {
        locale,
        body: Object.fromEntries(JSON.parse(key) as [string, unknown][]),
      }),
    ),
);

/** Live count and match counts per sport, category and tournament for the filters (POST /counters). */
export function fetchCounters(filter: CountersRequest, locale: string): Promise<CountersResponse> {
  return countersCached(stableKey(filter), locale);
}

/** A market group of the match page: localised name and display priority. */
export interface MarketGroup {
  readonly key: string;
  readonly name: string;
  readonly priority: number;
}

const SportsbookSettingsSchema = getSettings.response.pick({
  market_groups: true,
  odds_types: true,
  active_odds_type: true,
  provider_statuses: true,
  sport_type_providers: true,
  countries: true,
  custom_bet_enabled: true,
});

/**
 * The parts of a visitor's `GET /settings` that browsing needs, read once per request and shared by every
 * block and the layout.
 */
const fetchBrowsingSettings = cache(async (locale: string) =>
  shared(`settings ${locale}`, SETTINGS_MAX_AGE_MS, () =>
    backendCall({ ...getSettings, response: SportsbookSettingsSchema }, { locale }),
  ),
);

/** Whether the operator offers the bet builder (settings `custom_bet_enabled`), for the server's first render. */
export const fetchCustomBetEnabled = cache(
  async (locale: string): Promise<boolean> =>
    (await fetchBrowsingSettings(locale)).custom_bet_enabled === true,
);

/** Market groups by group key (settings system data), localised. */
export const fetchMarketGroups = cache(
  async (locale: string): Promise<Record<string, MarketGroup>> =>
    (await fetchBrowsingSettings(locale)).market_groups,
);

/** The odds display formats the operator offers (settings `odds_types.available`). */
export const fetchOddsTypes = cache(
  async (locale: string) => (await fetchBrowsingSettings(locale)).odds_types,
);

/** Country names by ISO code, in the locale (settings system data `countries`). */
export const fetchCountryNames = cache(
  async (locale: string): Promise<Record<string, string>> =>
    Object.fromEntries((await fetchBrowsingSettings(locale)).countries.map(({ code, name }) => [code, name])),
);

/** Which data providers take bets now (settings `provider_statuses`); live updates move it on. */
export const fetchProviderStatuses = cache(
  async (locale: string) => (await fetchBrowsingSettings(locale)).provider_statuses,
);

/** Providers allowed per sport type (settings `sport_type_providers`): whose match events are delivered (spec §5). */
export const fetchSportTypeProviders = cache(
  async (locale: string) => (await fetchBrowsingSettings(locale)).sport_type_providers,
);

/** The operator's default odds display (settings `active_odds_type`), used until the bettor chooses one. */
export const fetchDefaultOddsType = cache(
  async (locale: string) => (await fetchBrowsingSettings(locale)).active_odds_type,
);
