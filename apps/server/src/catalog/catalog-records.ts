import { and, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import {
  categories,
  competitors,
  type LocalisedNames,
  markets,
  matches,
  providerStatuses,
  sports,
  tournaments,
} from '../db/schema';
import { matchVersion } from './match-version';

/** The columns of a match a presentation needs (not its search text nor its simulator state). */
const matchColumns = {
  id: matches.id,
  urnId: matches.urnId,
  sportId: matches.sportId,
  categoryId: matches.categoryId,
  tournamentId: matches.tournamentId,
  homeId: matches.homeId,
  awayId: matches.awayId,
  slug: matches.slug,
  type: matches.type,
  competitorIds: matches.competitorIds,
  title: matches.title,
  titles: matches.titles,
  stadium: matches.stadium,
  city: matches.city,
  status: matches.status,
  stage: matches.stage,
  startTime: matches.startTime,
  endDate: matches.endDate,
  clock: matches.clock,
  totalScore: matches.totalScore,
  gameScore: matches.gameScore,
  currentServer: matches.currentServer,
  periodScores: matches.periodScores,
  maxPeriodNumber: matches.maxPeriodNumber,
  mainMarketId: matches.mainMarketId,
  secondaryMarketId: matches.secondaryMarketId,
  availableMarketsCount: matches.availableMarketsCount,
  topMarketsCount: matches.topMarketsCount,
  hasVideo: matches.hasVideo,
  provider: matches.provider,
  hasProviderStats: matches.hasProviderStats,
  betsCount: matches.betsCount,
};

/** The stored fields of a match that presentation reads. */
export type MatchRow = { readonly [K in keyof typeof matchColumns]: (typeof matches.$inferSelect)[K] };

/** A stored markets row. */
export type MarketRecord = typeof markets.$inferSelect;

/**
 * Everything a match is presented from: its row, its sport, category, tournament and sides, its
 * provider's status, and the served balanced lines of its main and secondary markets.
 */
export interface MatchRecord {
  readonly match: MatchRow;
  /** The version of everything above that can change (see matchVersion), read with it. */
  readonly version: string;
  readonly sport: SportRecord;
  readonly category: CategoryRecord;
  readonly tournament: TournamentRecord;
  readonly home: CompetitorRecord | null;
  readonly away: CompetitorRecord | null;
  /** `active` or `inactive`; null when the provider has no status row (treated as inactive). */
  readonly providerStatus: string | null;
  readonly mainLine: MarketRecord | null;
  readonly secondaryLine: MarketRecord | null;
}

/** The stored fields of a sport. */
export interface SportRecord {
  readonly id: number;
  readonly urnId: string;
  readonly key: string;
  readonly name: string;
  readonly names: LocalisedNames;
  readonly priority: number;
  readonly type: string;
  readonly provider: string;
}

/** The stored fields of a category. */
export interface CategoryRecord {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly names: LocalisedNames;
  readonly priority: number;
  readonly countryCode: string | null;
}

/** The stored fields of a tournament. */
export interface TournamentRecord {
  readonly id: number;
  readonly urnId: string;
  readonly slug: string;
  readonly name: string;
  readonly names: LocalisedNames;
  readonly priority: number;
  readonly mainMarketId: number | null;
  readonly secondaryMarketId: number | null;
}

/** The stored fields of a competitor a match shows. */
export interface CompetitorRecord {
  readonly id: number;
  readonly name: string;
  readonly names: LocalisedNames;
  readonly abbreviation: string;
}

const mainLine = alias(markets, 'main_line');
const secondaryLine = alias(markets, 'secondary_line');

const competitorColumns = {
  id: competitors.id,
  name: competitors.name,
  names: competitors.names,
  abbreviation: competitors.abbreviation,
};

/** Columns of a SportRecord. */
export const sportColumns = {
  id: sports.id,
  urnId: sports.urnId,
  key: sports.key,
  name: sports.name,
  names: sports.names,
  priority: sports.priority,
  type: sports.type,
  provider: sports.provider,
};

/** Columns of a CategoryRecord. */
export const categoryColumns = {
  id: categories.id,
  slug: categories.slug,
  name: categories.name,
  names: categories.names,
  priority: categories.priority,
  countryCode: categories.countryCode,
};

/** Columns of a TournamentRecord. */
export const tournamentColumns = {
  id: tournaments.id,
  urnId: tournaments.urnId,
  slug: tournaments.slug,
  name: tournaments.name,
  names: tournaments.names,
  priority: tournaments.priority,
  mainMarketId: tournaments.mainMarketId,
  secondaryMarketId: tournaments.secondaryMarketId,
};

/** The served most-balanced line of a match's market type (a primary-key lookup). */
function balancedLine(
  line: typeof mainLine | typeof secondaryLine,
  marketId: typeof matches.mainMarketId | typeof matches.secondaryMarketId,
) {
  return and(
    eq(line.matchId, matches.id),
    eq(line.marketId, marketId),
    eq(line.mostBalanced, true),
    ne(line.status, 0),
  );
}

type Nullable<T> = { [K in keyof T]: T[K] | null };

/** A left-joined row that is absent comes back as null or as an object of nulls, depending on the driver. */
function present<T extends { matchId: number }>(value: Nullable<T> | null): T | null {
  return !value || value.matchId === null ? null : (value as T);
}

/** The sports, categories and tournaments matches refer to, by id (see CatalogReferences). */
export interface ReferenceRecords {
  readonly sports: ReadonlyMap<number, SportRecord>;
  readonly categories: ReadonlyMap<number, CategoryRecord>;
  readonly tournaments: ReadonlyMap<number, TournamentRecord>;
}

/** Loads the (small, unchanging) reference tables whole. */
export async function loadReferences(db: Db): Promise<ReferenceRecords> {
  const [sportRows, categoryRows, tournamentRows] = await Promise.all([
    db.select(sportColumns).from(sports),
    db.select(categoryColumns).from(categories),
    db.select(tournamentColumns).from(tournaments),
  ]);
  return {
    sports: new Map(sportRows.map((row) => [row.id, row])),
    categories: new Map(categoryRows.map((row) => [row.id, row])),
    tournaments: new Map(tournamentRows.map((row) => [row.id, row])),
  };
}

/**
 * Keeps the reference tables in memory: the feed never changes sports, categories or tournaments, and a
 * page of matches then costs two small queries instead of one nine-table join (whose planning alone took
 * longer than its execution on PGlite). A match naming an id the memory lacks reloads it once.
 */
export class CatalogReferences {
  readonly #db: Db;
  #loaded: Promise<ReferenceRecords> | undefined;

  constructor(db: Db) {
    this.#db = db;
  }

  /** The references, reloaded if any of the given matches points to one not yet known. */
  async for(
    rows: readonly Pick<MatchRow, 'sportId' | 'categoryId' | 'tournamentId'>[],
  ): Promise<ReferenceRecords> {
    this.#loaded ??= loadReferences(this.#db);
    let refs = await this.#loaded;
    const missing = rows.some(
      (row) =>
        !refs.sports.has(row.sportId) ||
        !refs.categories.has(row.categoryId) ||
        !refs.tournaments.has(row.tournamentId),
    );
    if (missing) {
      this.#loaded = loadReferences(this.#db);
      refs = await this.#loaded;
    }
    return refs;
  }

  /** Forgets the references (after the catalogue's reference tables were rewritten). */
  invalidate(): void {
    this.#loaded = undefined;
  }
}

/** The ids as one array parameter, so the statement text is the same whatever their number. */
function anyOf(column: typeof matches.id | typeof competitors.id, ids: readonly number[]) {
  return sql`${column} = any(${sql.param([...ids])}::int[])`;
}

/**
 * Loads matches with everything their presentation needs, in two queries whatever their number: the
 * matches with their provider's status and balanced main and secondary lines, then their competitors.
 */
export async function loadMatchRecords(
  db: Db,
  references: CatalogReferences,
  ids: readonly number[],
): Promise<{ records: MatchRecord[]; competitors: Map<number, CompetitorRecord> }> {
  if (ids.length === 0) return { records: [], competitors: new Map() };
  const rows = await db
    .select({
      match: matchColumns,
      version: matchVersion,
      providerStatus: providerStatuses.status,
      mainLine,
      secondaryLine,
    })
    .from(matches)
    .leftJoin(providerStatuses, eq(providerStatuses.provider, matches.provider))
    .leftJoin(mainLine, balancedLine(mainLine, matches.mainMarketId))
    .leftJoin(secondaryLine, balancedLine(secondaryLine, matches.secondaryMarketId))
    .where(anyOf(matches.id, ids));
  const competitorIds = new Set<number>();
  for (const { match } of rows) {
    for (const id of [match.homeId, match.awayId, ...match.competitorIds])
      if (id !== null) competitorIds.add(id);
  }
  const [refs, competitorsById] = await Promise.all([
    references.for(rows.map((row) => row.match)),
    loadCompetitors(db, [...competitorIds]),
  ]);
  const seen = new Set<number>();
  const records: MatchRecord[] = [];
  for (const row of rows) {
    const { match } = row;
    const sport = refs.sports.get(match.sportId);
    const category = refs.categories.get(match.categoryId);
    const tournament = refs.tournaments.get(match.tournamentId);
    // A market type has one balanced line; should the data ever hold two, the first one wins.
    if (seen.has(match.id) || !sport || !category || !tournament) continue;
    seen.add(match.id);
    records.push({
      match,
      version: row.version,
      sport,
      category,
      tournament,
      home: match.homeId === null ? null : (competitorsById.get(match.homeId) ?? null),
      away: match.awayId === null ? null : (competitorsById.get(match.awayId) ?? null),
      providerStatus: row.providerStatus,
      mainLine: present<MarketRecord>(row.mainLine),
      secondaryLine: present<MarketRecord>(row.secondaryLine),
    });
  }
  return { records, competitors: competitorsById };
}

/** Competitors by id (the fields a match shows). */
export async function loadCompetitors(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, CompetitorRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select(competitorColumns).from(competitors).where(anyOf(competitors.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}
