import type { Category } from '@sportsbook/contract/entities/category';
import type { Sport } from '@sportsbook/contract/entities/sport';
import type { Tournament } from '@sportsbook/contract/entities/tournament';
import type { Pagination } from '@sportsbook/contract/http/pagination';
import { pageOf, pageOffset } from '@sportsbook/core/paging/pagination';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { categories, sports, tournaments } from '../db/schema';
import { categoryColumns, sportColumns, tournamentColumns } from './catalog-records';
import { presentCategory, presentSport, presentTournament } from './entity-presenters';

/** A page of a list call: items and the pagination of spec §3. */
export interface ListPage<T> {
  readonly data: T[];
  readonly pagination: Pagination;
}

/** A 1-based page of at most `limit` items. */
export interface Paging {
  readonly page: number;
  readonly limit: number;
}

/** Filters of the sport-scoped list calls. */
export interface SportScope {
  readonly sportId?: number;
  readonly sportKey?: string;
  readonly sportType?: string;
}

/** Highest priority first, then by name in the locale, then id: the order of every catalogue list. */
function byPriorityThenName(
  priority: PgColumn,
  names: PgColumn,
  name: PgColumn,
  id: PgColumn,
  locale: string,
): SQL[] {
  return [desc(priority), asc(sql`coalesce(${names} ->> ${locale}, ${name})`), asc(id)];
}

function paginationOf(total: number, paging: Paging): Pagination {
  const page = pageOf(total, paging.page, paging.limit);
  return { total: page.total, page: page.page, limit: page.limit, last_page: page.lastPage };
}

const total = sql<number>`count(*) over ()`.mapWith(Number);

function sportConditions(scope: SportScope): SQL[] {
  const conditions: SQL[] = [];
  if (scope.sportId !== undefined) conditions.push(eq(sports.id, scope.sportId));
  if (scope.sportKey !== undefined) conditions.push(eq(sports.key, scope.sportKey));
  if (scope.sportType !== undefined) conditions.push(eq(sports.type, scope.sportType));
  return conditions;
}

/** Counts the rows when a page is past the end (the window count needs at least one row). */
async function totalOf(rows: readonly { total: number }[], count: () => Promise<number>): Promise<number> {
  return rows[0]?.total ?? (await count());
}

/** GET /sports: sports by priority then name, optionally of one type. */
export async function listSports(
  db: Db,
  filter: { readonly type?: string },
  paging: Paging,
  locale: string,
): Promise<ListPage<Sport>> {
  const where = and(...sportConditions({ sportType: filter.type }));
  const rows = await db
    .select({ sport: sportColumns, total })
    .from(sports)
    .where(where)
    .orderBy(...byPriorityThenName(sports.priority, sports.names, sports.name, sports.id, locale))
    .limit(paging.limit)
    .offset(pageOffset(paging.page, paging.limit));
  const count = await totalOf(rows, () => db.$count(sports, where));
  return { data: rows.map((r) => presentSport(r.sport, locale)), pagination: paginationOf(count, paging) };
}

/** GET /categories: categories of the sports in scope, by priority then name. */
export async function listCategories(
  db: Db,
  scope: SportScope,
  paging: Paging,
  locale: string,
): Promise<ListPage<Category>> {
  const where = and(...sportConditions(scope));
  const rows = await db
    .select({ category: categoryColumns, sport: sportColumns, total })
    .from(categories)
    .innerJoin(sports, eq(sports.id, categories.sportId))
    .where(where)
    .orderBy(
      ...byPriorityThenName(categories.priority, categories.names, categories.name, categories.id, locale),
    )
    .limit(paging.limit)
    .offset(pageOffset(paging.page, paging.limit));
  const count = await totalOf(rows, async () => {
    const [row] = await db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(categories)
      .innerJoin(sports, eq(sports.id, categories.sportId))
      .where(where);
    return row?.count ?? 0;
  });
  return {
    data: rows.map((r) => presentCategory(r.category, r.sport, locale)),
    pagination: paginationOf(count, paging),
  };
}

/** GET /categories/{id}: one category, or undefined. */
export async function getCategory(db: Db, id: number, locale: string): Promise<Category | undefined> {
  const [row] = await db
    .select({ category: categoryColumns, sport: sportColumns })
    .from(categories)
    .innerJoin(sports, eq(sports.id, categories.sportId))
    .where(eq(categories.id, id));
  return row ? presentCategory(row.category, row.sport, locale) : undefined;
}

/** Filters of GET /tournaments. */
export interface TournamentScope extends SportScope {
  readonly ids?: readonly number[];
  readonly categoryId?: number;
}

function tournamentConditions(scope: TournamentScope): SQL[] {
  const conditions = sportConditions(scope);
  if (scope.ids) conditions.push(inArray(tournaments.id, [...scope.ids]));
  if (scope.categoryId !== undefined) conditions.push(eq(tournaments.categoryId, scope.categoryId));
  return conditions;
}

function selectTournaments(db: Db) {
  return db
    .select({ tournament: tournamentColumns, category: categoryColumns, sport: sportColumns, total })
    .from(tournaments)
    .innerJoin(categories, eq(categories.id, tournaments.categoryId))
    .innerJoin(sports, eq(sports.id, tournaments.sportId));
}

/** GET /tournaments: tournaments in scope, by priority then name. */
export async function listTournaments(
  db: Db,
  scope: TournamentScope,
  paging: Paging,
  locale: string,
): Promise<ListPage<Tournament>> {
  const where = and(...tournamentConditions(scope));
  const rows = await selectTournaments(db)
    .where(where)
    .orderBy(
      ...byPriorityThenName(
        tournaments.priority,
        tournaments.names,
        tournaments.name,
        tournaments.id,
        locale,
      ),
    )
    .limit(paging.limit)
    .offset(pageOffset(paging.page, paging.limit));
  const count = await totalOf(rows, async () => {
    const [row] = await db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(tournaments)
      .innerJoin(sports, eq(sports.id, tournaments.sportId))
      .where(where);
    return row?.count ?? 0;
  });
  return {
    data: rows.map((r) => presentTournament(r.tournament, r.category, r.sport, locale)),
    pagination: paginationOf(count, paging),
  };
}

/** GET /tournaments/{id}: one tournament, or undefined. */
export async function getTournament(db: Db, id: number, locale: string): Promise<Tournament | undefined> {
  const [row] = await selectTournaments(db).where(eq(tournaments.id, id));
  return row ? presentTournament(row.tournament, row.category, row.sport, locale) : undefined;
}

/** Every tournament and category of the catalogue with its sport (for search, which matches names in JS). */
export async function allTournaments(db: Db, sportType: string | undefined) {
  return selectTournaments(db).where(and(...sportConditions({ sportType })));
}

/** Every category with its sport, optionally of one sport type (for search). */
export async function allCategories(db: Db, sportType: string | undefined) {
  return db
    .select({ category: categoryColumns, sport: sportColumns })
    .from(categories)
    .innerJoin(sports, eq(sports.id, categories.sportId))
    .where(and(...sportConditions({ sportType })));
}
