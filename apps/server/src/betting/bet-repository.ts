import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { betSelections, bets, markets, matches, providerStatuses, type StoredOutcome } from '../db/schema';
import type { BetRow, BetSelectionRow } from './bet-presenter';
import { type LineRef, lineRefKey } from './betting-repository';

/*
 * Reading placed bets: a player's list, bets by id, the open bets a tick's price moves concern, and the
 * live state of the lines their selections are on (for cash-out values). Writes live with the service
 * that owns them (placement, settlement, cash out).
 */

/** Bets with their selections. */
export interface BetsWithSelections {
  readonly bets: BetRow[];
  /** Selections by bet id, in position order. */
  readonly selections: Map<number, BetSelectionRow[]>;
}

/** Selections grouped by bet, in position order. */
export function groupSelections(rows: readonly BetSelectionRow[]): Map<number, BetSelectionRow[]> {
  const byBet = new Map<number, BetSelectionRow[]>();
  for (const row of [...rows].sort((a, b) => a.betId - b.betId || a.position - b.position)) {
    const list = byBet.get(row.betId) ?? [];
    list.push(row);
    byBet.set(row.betId, list);
  }
  return byBet;
}

const idsParam = (ids: readonly number[]) => sql`${sql.param([...ids])}::int[]`;

/** The selections of some bets, in one statement. */
export async function loadSelections(
  db: Db,
  betIds: readonly number[],
): Promise<Map<number, BetSelectionRow[]>> {
  if (betIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(betSelections)
    .where(sql`${betSelections.betId} = any(${idsParam(betIds)})`);
  return groupSelections(rows);
}

/** Bets by id (absent ids are left out), with their selections: two statements. */
export async function loadBetsByIds(db: Db, ids: readonly number[]): Promise<BetsWithSelections> {
  if (ids.length === 0) return { bets: [], selections: new Map() };
  const rows = await db
    .select()
    .from(bets)
    .where(sql`${bets.id} = any(${idsParam(ids)})`)
    .orderBy(asc(bets.id));
  return {
    bets: rows,
    selections: await loadSelections(
      db,
      rows.map((row) => row.id),
    ),
  };
}

/** One of a player's bets, or undefined when there is none with that id (or it is someone else's). */
export async function findPlayerBet(db: Db, playerId: number, betId: number): Promise<BetRow | undefined> {
  const rows = await db
    .select()
    .from(bets)
    .where(and(eq(bets.id, betId), eq(bets.playerId, playerId)))
    .limit(1);
  return rows[0];
}

/** What a bet list asks for. */
export interface BetListQuery {
  readonly playerId: number;
  /** Statuses to keep; undefined for every status. */
  readonly statuses: readonly string[] | undefined;
  /** Results to keep; undefined for every result. */
  readonly results: readonly string[] | undefined;
  readonly limit: number;
  readonly offset: number;
}

/**
 * A page of a player's bets, newest first (created_at, then id, descending), with the number of bets the
 * filters keep: one statement, and a count only when the page came back empty.
 */
export async function listPlayerBets(
  db: Db,
  query: BetListQuery,
): Promise<{ rows: BetRow[]; total: number }> {
  const where = and(
    eq(bets.playerId, query.playerId),
    query.statuses ? sql`${bets.status} = any(${sql.param([...query.statuses])}::text[])` : undefined,
    query.results ? sql`${bets.result} = any(${sql.param([...query.results])}::text[])` : undefined,
  );
  const rows = await db
    .select({ bet: bets, total: sql<number | string>`count(*) over ()` })
    .from(bets)
    .where(where)
    .orderBy(desc(bets.createdAt), desc(bets.id))
    .limit(query.limit)
    .offset(query.offset);
  const first = rows[0];
  if (first) return { rows: rows.map((row) => row.bet), total: Number(first.total) };
  const counted = await db.select({ total: sql<number | string>`count(*)` }).from(bets).where(where);
  return { rows: [], total: Number(counted[0]?.total ?? 0) };
}

/**
 * Open single and combo bets (the ones a cash-out value is offered for) with an undecided selection on
 * one of the matches: who holds them. One statement on the open-selections index.
 */
export async function openCashoutBetsOn(
  db: Db,
  matchIds: readonly number[],
): Promise<{ betId: number; playerId: number }[]> {
  if (matchIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ betId: bets.id, playerId: bets.playerId })
    .from(betSelections)
    .innerJoin(bets, eq(bets.id, betSelections.betId))
    .where(
      and(
        sql`${betSelections.matchId} = any(${idsParam(matchIds)})`,
        eq(betSelections.result, 'no_results'),
        eq(bets.status, 'waiting_results'),
        sql`${bets.type} in ('single', 'combo')`,
      ),
    );
  return rows;
}

/** Of some bet ids, those still open (waiting for results). */
export async function stillOpen(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: bets.id })
    .from(bets)
    .where(and(sql`${bets.id} = any(${idsParam(ids)})`, eq(bets.status, 'waiting_results')));
  return new Set(rows.map((row) => row.id));
}

/** A market line as it stands now, with its match's status and its provider's. */
export interface LiveLine {
  readonly status: number;
  readonly outcomes: readonly StoredOutcome[];
  readonly matchStatus: number;
  /** `active`, `inactive`, or null when the provider has no status row. */
  readonly providerStatus: string | null;
}

/** The lines named, as they stand now, by lineRefKey: one statement whatever their number. */
export async function loadLiveLines(db: Db, refs: readonly LineRef[]): Promise<Map<string, LiveLine>> {
  if (refs.length === 0) return new Map();
  const rows = await db
    .select({
      matchId: markets.matchId,
      marketId: markets.marketId,
      specifier: markets.specifier,
      status: markets.status,
      outcomes: markets.outcomes,
      matchStatus: matches.status,
      providerStatus: providerStatuses.status,
    })
    .from(markets)
    .innerJoin(matches, eq(matches.id, markets.matchId))
    .leftJoin(providerStatuses, eq(providerStatuses.provider, matches.provider))
    .where(
      sql`(${markets.matchId}, ${markets.marketId}, ${markets.specifier}) in (
        select * from unnest(${sql.param(refs.map((r) => r.matchId))}::int[],
          ${sql.param(refs.map((r) => r.marketId))}::int[], ${sql.param(refs.map((r) => r.specifier))}::text[]))`,
    );
  return new Map(rows.map((row) => [lineRefKey(row), row]));
}
