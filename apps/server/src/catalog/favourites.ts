import type { Favourite, FavouriteType } from '@sportsbook/contract/sportsbook/favourite-calls';
import { and, count, desc, eq, inArray, not, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { favourites, matches, sports, tournaments } from '../db/schema';
import { toIsoUtc } from '../db/time';
import { bettableCondition } from './match-filters';

/*
 * A player's favourites (spec §7.2 /favourites/{type}): the matches, leagues and sports they starred, one row
 * each (the primary key: starring twice is one favourite). GET /matches?favourite=true answers the matches.
 */

type FavouriteRow = typeof favourites.$inferSelect;

const present = (row: FavouriteRow): Favourite => ({
  type: row.type as FavouriteType,
  id: row.entityId,
  created_at: toIsoUtc(row.createdAt),
});

/** What a list of match favourites keeps: matches of these statuses, and open (or not) for bets. */
export interface MatchFavouriteFilters {
  readonly statuses?: readonly number[];
  readonly bettable?: boolean;
}

/** The player's favourites of a type, newest first, a page at a time. */
export async function listFavourites(
  db: Db,
  playerId: number,
  type: FavouriteType,
  filters: MatchFavouriteFilters,
  page: { readonly offset: number; readonly limit: number },
): Promise<{ rows: Favourite[]; total: number }> {
  const conditions: SQL[] = [eq(favourites.playerId, playerId), eq(favourites.type, type)];
  const ofMatches = type === 'match' && (filters.statuses !== undefined || filters.bettable !== undefined);
  if (ofMatches) {
    const matchConditions: SQL[] = [sql`${matches.id} = ${favourites.entityId}`];
    if (filters.statuses) matchConditions.push(inArray(matches.status, [...filters.statuses]));
    if (filters.bettable !== undefined)
      matchConditions.push(filters.bettable ? bettableCondition : not(bettableCondition));
    conditions.push(sql`exists (select 1 from ${matches} where ${and(...matchConditions)})`);
  }
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(favourites)
      .where(where)
      .orderBy(desc(favourites.createdAt), desc(favourites.entityId))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(favourites).where(where),
  ]);
  return { rows: rows.map(present), total: Number(totals[0]?.total ?? 0) };
}

/** Whether the match, tournament or sport exists. */
export async function favouriteTargetExists(db: Db, type: FavouriteType, id: number): Promise<boolean> {
  const table = type === 'match' ? matches : type === 'tournament' ? tournaments : sports;
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return rows.length > 0;
}

/** How many favourites of a type the player keeps. */
export async function favouriteCount(db: Db, playerId: number, type: FavouriteType): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(favourites)
    .where(and(eq(favourites.playerId, playerId), eq(favourites.type, type)));
  return Number(row?.total ?? 0);
}

/** A player's favourite as its primary key names it. */
interface FavouriteKey {
  readonly playerId: number;
  readonly type: FavouriteType;
  readonly id: number;
}

const isKey = (key: FavouriteKey) =>
  and(eq(favourites.playerId, key.playerId), eq(favourites.type, key.type), eq(favourites.entityId, key.id));

/** The favourite, when the player starred it. */
export async function findFavourite(
  db: Db,
  key: { readonly playerId: number; readonly type: FavouriteType; readonly id: number },
): Promise<Favourite | undefined> {
  const [row] = await db
    .select()
    .from(favourites)
    .where(
      and(
        eq(favourites.playerId, key.playerId),
        eq(favourites.type, key.type),
        eq(favourites.entityId, key.id),
      ),
    );
  return row ? present(row) : undefined;
}

/** Stars it (starred meanwhile: nothing changes); answers the favourite as stored. */
export async function addFavourite(
  db: Db,
  favourite: {
    readonly playerId: number;
    readonly type: FavouriteType;
    readonly id: number;
    readonly at: string;
  },
): Promise<Favourite> {
  await db
    .insert(favourites)
    .values({
      playerId: favourite.playerId,
      type: favourite.type,
      entityId: favourite.id,
      createdAt: favourite.at,
    })
    .onConflictDoNothing();
  const stored = await findFavourite(db, favourite);
  if (!stored) throw new Error('a favourite just starred is not stored');
  return stored;
}

/** Unstars it (not starred: nothing changes). */
export async function removeFavourite(db: Db, key: FavouriteKey): Promise<void> {
  await db.delete(favourites).where(isKey(key));
}
