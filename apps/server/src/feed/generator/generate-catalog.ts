import { PROVIDERS } from '@sportsbook/core/catalog/providers';
import { SPORT_MARKETS } from '../../catalog/market-templates';
import type { categories, competitors, providerStatuses, sports, tournaments } from '../../db/schema';
import { CompetitorFactory, competitorNames, IdSequence } from './competitors';
import { FOOTBALL_TOURNAMENTS } from './data/football-tournaments';
import { MORE_TOURNAMENTS } from './data/more-tournaments';
import { region } from './data/regions';
import { SPORTS, type SportSpec, URN_PREFIX } from './data/sports';
import { TEAM_SPORT_TOURNAMENTS } from './data/team-sport-tournaments';
import type { TournamentSpec } from './data/tournament-spec';
import { Calendar, scheduleFixtures } from './fixtures';
import { type MarketInsert, type MatchInsert, matchRows } from './match-rows';
import { outrightRows } from './outrights';
import { Random } from './random';

/** A sports row to insert. */
export type SportInsert = typeof sports.$inferInsert;
/** A categories row to insert. */
export type CategoryInsert = typeof categories.$inferInsert;
/** A tournaments row to insert. */
export type TournamentInsert = typeof tournaments.$inferInsert;
/** A competitors row to insert. */
export type CompetitorInsert = typeof competitors.$inferInsert;
/** A provider_statuses row to insert. */
export type ProviderStatusInsert = typeof providerStatuses.$inferInsert;

/** What the generated catalogue is made from. */
export interface CatalogOptions {
  /** Same seed and same `now`: the same catalogue, row for row. */
  readonly seed: number;
  /** Milliseconds since the epoch: the moment the catalogue describes (live matches are in play then). */
  readonly now: number;
  /** Matches per tournament relative to the full catalogue (tests use less); default 1. */
  readonly scale?: number;
}

/** Every row of the demo catalogue, ready to insert. */
export interface GeneratedCatalog {
  readonly sports: readonly SportInsert[];
  readonly categories: readonly CategoryInsert[];
  readonly tournaments: readonly TournamentInsert[];
  readonly competitors: readonly CompetitorInsert[];
  readonly matches: readonly MatchInsert[];
  readonly markets: readonly MarketInsert[];
  readonly providerStatuses: readonly ProviderStatusInsert[];
}

/** Every tournament of the catalogue, in the order they are built (pools after their sources). */
export const TOURNAMENT_SPECS: readonly TournamentSpec[] = [
  ...FOOTBALL_TOURNAMENTS,
  ...TEAM_SPORT_TOURNAMENTS,
  ...MORE_TOURNAMENTS,
].sort((a, b) => Number(a.teams.kind === 'pool') - Number(b.teams.kind === 'pool'));

/** First ids of each kind, in ranges of their own so an id of one kind is never mistaken for another. */
const FIRST_ID = { category: 101, tournament: 1001, competitor: 10_001, match: 100_001 } as const;

/**
 * Generates the demo catalogue: twelve sports, their categories and tournaments with real names,
 * competitors with generated names, badges and ratings, matches from a few hours ago to a week ahead (some
 * in play at `now`), every market priced by the pricing model, and season outrights. Deterministic: the
 * same options give the same rows.
 */
export function generateCatalog(options: CatalogOptions): GeneratedCatalog {
  const scale = options.scale ?? 1;
  const random = new Random(options.seed);
  const sportIds = new Map(SPORTS.map((sport, i) => [sport.key, i + 1]));
  const categoryIds = new Map<string, number>();
  const categoryRows: CategoryInsert[] = [];
  const tournamentRows: TournamentInsert[] = [];
  const matchRowsOut: MatchInsert[] = [];
  const marketRows: MarketInsert[] = [];
  const categoryIdSeq = new IdSequence(FIRST_ID.category);
  const tournamentIdSeq = new IdSequence(FIRST_ID.tournament);
  const matchIdSeq = new IdSequence(FIRST_ID.match);
  const factory = new CompetitorFactory(new IdSequence(FIRST_ID.competitor));
  const calendar = new Calendar();
  const outrights: { spec: TournamentSpec; parents: Parameters<typeof outrightRows>[4] }[] = [];

  for (const spec of TOURNAMENT_SPECS) {
    const sport = sportOf(spec.sport);
    const sportId = sportIds.get(spec.sport) as number;
    const categoryKey = `${spec.sport}:${spec.region}`;
    let categoryId = categoryIds.get(categoryKey);
    if (categoryId === undefined) {
      categoryId = categoryIdSeq.take();
      categoryIds.set(categoryKey, categoryId);
      const place = region(spec.region);
      categoryRows.push({
        id: categoryId,
        sportId,
        slug: spec.region,
        name: place.names.en,
        names: { ...place.names },
        priority: spec.priority,
        countryCode: place.code,
      });
    }
    const tournamentId = tournamentIdSeq.take();
    const markets = SPORT_MARKETS[spec.sport];
    tournamentRows.push({
      id: tournamentId,
      urnId: `${URN_PREFIX[sport.provider]}:tournament:${tournamentId}`,
      sportId,
      categoryId,
      slug: spec.slug,
      name: spec.name,
      names: { ...spec.names },
      priority: spec.priority,
      mainMarketId: markets?.main ?? null,
      secondaryMarketId: markets?.secondary ?? null,
    });
    const parents = { sport, sportId, categoryId, tournamentId };
    const teams = factory.forTournament(spec, random.stream(`competitors:${categoryKey}:${spec.slug}`));
    const fixtures = scheduleFixtures(
      spec,
      teams,
      { now: options.now, scale },
      calendar,
      random.stream(`fixtures:${categoryKey}:${spec.slug}`),
    );
    const priceRandom = random.stream(`markets:${categoryKey}:${spec.slug}`);
    for (const fixture of fixtures.sort((a, b) => a.startTime - b.startTime || a.home.id - b.home.id)) {
      const rows = matchRows(matchIdSeq.take(), fixture, parents, options.now, priceRandom);
      matchRowsOut.push(rows.match);
      marketRows.push(...rows.markets);
    }
    if (spec.outright) outrights.push({ spec, parents });
  }

  for (const { spec, parents } of outrights) {
    if (!spec.outright) continue;
    const teams = factory.forTournament(
      spec,
      random.stream(`competitors:${spec.sport}:${spec.region}:${spec.slug}`),
    );
    const rows = outrightRows(
      matchIdSeq.take(),
      spec,
      spec.outright,
      teams,
      parents,
      options.now,
      random.stream(`outright:${spec.sport}:${spec.slug}`),
    );
    matchRowsOut.push(rows.match);
    marketRows.push(rows.market);
  }

  // A category is listed by its best tournament.
  for (const row of categoryRows) {
    row.priority = Math.max(...tournamentRows.filter((t) => t.categoryId === row.id).map((t) => t.priority));
  }

  return {
    sports: SPORTS.map((sport, i) => ({
      id: i + 1,
      urnId: `${URN_PREFIX[sport.provider]}:sport:${i + 1}`,
      key: sport.key,
      name: sport.names.en,
      names: { ...sport.names },
      priority: sport.priority,
      type: sport.type,
      provider: sport.provider,
    })),
    categories: categoryRows,
    tournaments: tournamentRows,
    competitors: factory.all.map((c) => ({
      id: c.id,
      sportId: sportIds.get(c.sportKey) as number,
      name: c.name,
      names: competitorNames(c),
      abbreviation: c.abbreviation,
      badge: { ...c.badge },
      country: c.country,
    })),
    matches: matchRowsOut,
    markets: marketRows,
    providerStatuses: PROVIDERS.map((provider) => ({
      provider,
      status: 'active',
      updatedAt: new Date(options.now).toISOString(),
    })),
  };
}

function sportOf(key: string): SportSpec {
  const sport = SPORTS.find((s) => s.key === key);
  if (!sport) throw new Error(`tournament data names unknown sport ${key}`);
  return sport;
}
