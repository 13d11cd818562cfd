import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/rows-of';
import {
  accountLedger,
  accounts,
  betSelections,
  betStatusHistory,
  bets,
  markets,
  matches,
  sports,
} from '../../db/schema';
import type { DecidedMatchRow } from '../../feed/simulator/final-state';
import type { BetRow, BetSelectionRow } from '../bet-presenter';
import { groupSelections } from '../bet-repository';

/*
 * The SQL of settlement. A settlement runs a fixed handful of JSON-batched statements whatever the number
 * of bets a match decides: resolve the selections, read the bets they complete, settle those bets (result,
 * payout, balance, ledger, status history) in one statement of data-modifying CTEs.
 */

/** Market status of a cancelled market (spec §4 market statuses, the feed's -4). */
const CANCELLED_LINE = -4;

/** An undecided selection of an open bet, with what can decide it. */
export interface OpenSelectionRow {
  readonly id: number;
  readonly betId: number;
  readonly matchId: number;
  readonly marketId: number;
  readonly specifier: string;
  readonly outcomeId: string;
  /** Its line's status now (null when the line is gone). */
  readonly lineStatus: number | null;
  /** Its match's status now (null when the match is gone). */
  readonly matchStatus: number | null;
}

const openSelectionColumns = {
  id: betSelections.id,
  betId: betSelections.betId,
  matchId: betSelections.matchId,
  marketId: betSelections.marketId,
  specifier: betSelections.specifier,
  outcomeId: betSelections.outcomeId,
  lineStatus: markets.status,
  matchStatus: matches.status,
};

function openSelectionsQuery(db: Db) {
  return db
    .select(openSelectionColumns)
    .from(betSelections)
    .innerJoin(bets, and(eq(bets.id, betSelections.betId), eq(bets.status, 'waiting_results')))
    .leftJoin(matches, eq(matches.id, betSelections.matchId))
    .leftJoin(
      markets,
      and(
        eq(markets.matchId, betSelections.matchId),
        eq(markets.marketId, betSelections.marketId),
        eq(markets.specifier, betSelections.specifier),
      ),
    );
}

/** Undecided selections of open bets on the given matches (one statement). */
export async function openSelectionsOn(db: Db, matchIds: readonly number[]): Promise<OpenSelectionRow[]> {
  if (matchIds.length === 0) return [];
  return openSelectionsQuery(db).where(
    and(
      eq(betSelections.result, 'no_results'),
      sql`${betSelections.matchId} = any(${sql.param([...matchIds])}::int[])`,
    ),
  );
}

/**
 * Undecided selections of open bets that can be decided now: their match is finished or closed, their
 * match is gone (deleted a day after closing), or their market was cancelled (one statement).
 */
export async function selectionsToDecide(db: Db): Promise<OpenSelectionRow[]> {
  return openSelectionsQuery(db).where(
    and(
      eq(betSelections.result, 'no_results'),
      sql`(${matches.id} is null or ${matches.status} in (3, 4) or ${markets.status} = ${CANCELLED_LINE})`,
    ),
  );
}

/** Decided matches' rows with their sport key, for their final states. */
export async function loadDecidedMatches(
  db: Db,
  ids: readonly number[],
): Promise<{ row: DecidedMatchRow; sportKey: string }[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: matches.id,
      type: matches.type,
      status: matches.status,
      stage: matches.stage,
      totalScore: matches.totalScore,
      periodScores: matches.periodScores,
      simState: matches.simState,
      sportKey: sports.key,
    })
    .from(matches)
    .innerJoin(sports, eq(sports.id, matches.sportId))
    .where(sql`${matches.id} = any(${sql.param([...ids])}::int[])`);
  return rows.map(({ sportKey, ...row }) => ({ row, sportKey }));
}

/** A selection's result, and its match's status as the bet will show it from now on. */
export interface SelectionResolution {
  readonly id: number;
  readonly result: string;
  /** The match's status when decided; null keeps the one stored (the match is gone). */
  readonly matchStatus: number | null;
}

/** Records selections' results (only those still undecided); returns the bets they belong to. */
export async function resolveSelections(
  db: Db,
  resolutions: readonly SelectionResolution[],
): Promise<number[]> {
  if (resolutions.length === 0) return [];
  const json = JSON.stringify(
    resolutions.map((r) => ({ id: r.id, result: r.result, match_status: r.matchStatus })),
  );
  const result = await db.execute(sql`
    update ${betSelections} s
    set result = i.result, match_status = coalesce(i.match_status, s.match_status)
    from jsonb_to_recordset(${json}::jsonb) as i(id int, result text, match_status smallint)
    where s.id = i.id and s.result = 'no_results'
    returning s.bet_id`);
  const rows = rowsOf<{ bet_id: number | string }>(result);
  return [...new Set(rows.map((row) => Number(row.bet_id)))];
}

/**
 * Open bets whose selections are all decided, with their selections: among `betIds`, or every such bet
 * when none are given (a sweep after an interrupted settlement).
 */
export async function loadCompletedBets(
  db: Db,
  betIds?: readonly number[],
): Promise<{ bet: BetRow; selections: BetSelectionRow[] }[]> {
  if (betIds && betIds.length === 0) return [];
  const rows = await db
    .select()
    .from(bets)
    .where(
      and(
        eq(bets.status, 'waiting_results'),
        betIds ? sql`${bets.id} = any(${sql.param([...betIds])}::int[])` : undefined,
        sql`not exists (select 1 from ${betSelections} s where s.bet_id = ${bets.id} and s.result = 'no_results')`,
      ),
    )
    .orderBy(asc(bets.id));
  if (rows.length === 0) return [];
  const selections = await db
    .select()
    .from(betSelections)
    .where(sql`${betSelections.betId} = any(${sql.param(rows.map((row) => row.id))}::int[])`);
  const byBet = groupSelections(selections);
  return rows.map((bet) => ({ bet, selections: byBet.get(bet.id) ?? [] }));
}

/** One bet's settlement to write. */
export interface BetSettlementWrite {
  readonly betId: number;
  readonly result: string;
  /** Minor units paid back (0 for a loss). */
  readonly winAmount: number;
  /** The ledger kind of the payout: `bet_win` or `bet_refund` (none for a loss). */
  readonly ledgerKind: 'bet_win' | 'bet_refund' | null;
}

/** A bet the settlement statement settled, with its account's balance after the whole batch. */
export interface SettledBetRow {
  readonly betId: number;
  readonly playerId: number;
  readonly currency: string;
  readonly winAmount: number;
  /** The account's balance after the batch's credits, or null when nothing was credited to it. */
  readonly balance: number | null;
}

/**
 * Settles bets in ONE statement: each still open bet (status waiting_results: never one settled or cashed
 * out meanwhile) gets its result, payout and `done` status; its account is credited with the payouts, one
 * ledger row per paid bet with the balance right after it (bets in id order), and the status history gets
 * `ready_to_process` and `done` by the system. Bets no longer open are left alone and not returned.
 */
export async function settleBets(
  db: Db,
  settlements: readonly BetSettlementWrite[],
  at: string,
): Promise<SettledBetRow[]> {
  if (settlements.length === 0) return [];
  const json = JSON.stringify(
    settlements.map((s) => ({
      id: s.betId,
      result: s.result,
      win_amount: s.winAmount,
      kind: s.ledgerKind,
    })),
  );
  const when = sql`${at}::timestamptz`;
  const result = await db.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${json}::jsonb) as i(id int, result text, win_amount bigint, kind text)
    ),
    settled as (
      update ${bets} b set status = 'done', result = i.result, win_amount = i.win_amount,
        settled_at = ${when}, updated_at = ${when}
      from input i
      where b.id = i.id and b.status = 'waiting_results'
      returning b.id, b.player_id, b.account_id, b.currency, i.win_amount, i.kind, i.result
    ),
    credits as (
      select account_id, sum(win_amount) as total from settled where win_amount > 0 group by account_id
    ),
    credited as (
      update ${accounts} a set balance = a.balance + c.total, updated_at = ${when}
      from credits c where a.id = c.account_id
      returning a.id, a.balance
    ),
    ledger as (
      insert into ${accountLedger} (account_id, amount, kind, bet_id, balance_after, created_at)
      select s.account_id, s.win_amount, s.kind, s.id,
        cr.balance - coalesce(sum(s.win_amount) over (
          partition by s.account_id order by s.id desc rows between unbounded preceding and 1 preceding), 0),
        ${when}
      from settled s join credited cr on cr.id = s.account_id
      where s.win_amount > 0
      order by s.id
    ),
    history as (
      insert into ${betStatusHistory} (bet_id, status, at, actor, reason)
      select s.id, h.status, ${when}, 'system', h.reason || s.result
      from settled s cross join (values
        (1, 'ready_to_process', 'every selection decided: '),
        (2, 'done', 'settled ')
      ) as h(step, status, reason)
      order by s.id, h.step
    )
    select s.id, s.player_id, s.currency, s.win_amount, cr.balance
    from settled s left join credited cr on cr.id = s.account_id
    order by s.id`);
  const rows = rowsOf<{
    id: number | string;
    player_id: number | string;
    currency: string;
    win_amount: number | string;
    balance: number | string | null;
  }>(result);
  return rows.map((row) => ({
    betId: Number(row.id),
    playerId: Number(row.player_id),
    currency: row.currency,
    winAmount: Number(row.win_amount),
    balance: row.balance === null ? null : Number(row.balance),
  }));
}
