import { sql } from 'drizzle-orm';
import { refreshMarketCounts } from '../../../catalog/market-counts';
import type { Db, Tx } from '../../../db/database';
import { markets, matches, providerStatuses } from '../../../db/schema';
import { insertAll } from '../../generator/seed-catalog';
import { Turns } from '../turns';
import type { CreatedMatch } from './board-topup';
import type { SimMatch } from './sim-match';

/** Rows per statement: each batch travels as one JSON parameter. */
const BATCH_ROWS = 2000;

/** Everything a tick writes. */
export interface TickWrite {
  /** Milliseconds since the epoch: every row written gets it as `updated_at`. */
  readonly now: number;
  readonly created: readonly CreatedMatch[];
  /** Matches with changes (their row, their lines, or both). */
  readonly changed: readonly SimMatch[];
  readonly deleted: readonly number[];
  /** Providers whose status changed, with the new status. */
  readonly providers: readonly { readonly provider: string; readonly status: string }[];
}

/** The rows in batches of BATCH_ROWS, giving the event loop a turn between them when a slice is used up. */
async function* batches<T>(rows: readonly T[]): AsyncGenerator<T[]> {
  const turns = new Turns();
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    yield rows.slice(start, start + BATCH_ROWS);
    await turns.maybeTake();
  }
}

/**
 * Writes a tick in one transaction, in a handful of statements whatever its size: new matches, the rows of
 * changed matches, their changed lines (one upsert), their market counts, deletions, provider statuses.
 * Every changed match's `updated_at` moves to the tick's time.
 */
export async function writeTick(db: Db, write: TickWrite): Promise<void> {
  const nothing =
    write.created.length === 0 &&
    write.changed.length === 0 &&
    write.deleted.length === 0 &&
    write.providers.length === 0;
  if (nothing) return;
  const updatedAt = new Date(write.now).toISOString();
  await db.transaction(async (tx) => {
    if (write.created.length > 0) {
      await insertAll(
        tx,
        matches,
        write.created.map((c) => c.rows.match),
      );
      await insertAll(
        tx,
        markets,
        write.created.flatMap((c) => c.rows.markets),
      );
    }
    await updateMatches(tx, write.changed, updatedAt);
    await upsertLines(tx, write.changed, updatedAt);
    const recount = write.changed.filter((m) => m.lineSetChanged).map((m) => m.id);
    if (recount.length > 0) await refreshMarketCounts(tx, recount);
    if (write.deleted.length > 0) {
      await tx.execute(
        sql`delete from ${matches} where ${matches.id} = any(${sql.param([...write.deleted])}::int[])`,
      );
    }
    for (const { provider, status } of write.providers) {
      await tx.execute(
        sql`update ${providerStatuses} set status = ${status}, updated_at = ${updatedAt}
            where provider = ${provider}`,
      );
      // Whether its matches are bettable changed: a cache validated by updated_at must see it.
      await tx.execute(
        sql`update ${matches} set updated_at = ${updatedAt} where provider = ${provider} and status in (0, 1)`,
      );
    }
  });
}

async function updateMatches(tx: Tx, changed: readonly SimMatch[], updatedAt: string): Promise<void> {
  const rows = changed.map((match) => ({
    id: match.id,
    status: match.wire.status,
    stage: match.wire.stage,
    clock: match.wire.clock,
    total_score: match.wire.totalScore,
    game_score: match.wire.gameScore,
    current_server: match.wire.currentServer,
    period_scores: match.wire.periodScores,
    sim_state: match.simState(),
    updated_at: updatedAt,
  }));
  for await (const batch of batches(rows)) {
    await tx.execute(sql`
      update ${matches} as m set
        status = j.status, stage = j.stage, clock = j.clock, total_score = j.total_score,
        game_score = j.game_score, current_server = j.current_server, period_scores = j.period_scores,
        sim_state = j.sim_state, updated_at = j.updated_at
      from json_populate_recordset(null::${matches}, ${JSON.stringify(batch)}::json) as j
      where m.id = j.id`);
  }
}

async function upsertLines(tx: Tx, changed: readonly SimMatch[], updatedAt: string): Promise<void> {
  const rows: Record<string, unknown>[] = [];
  for (const match of changed) {
    for (const key of match.dirtyLines) {
      const line = match.lines.get(key);
      if (!line) continue;
      rows.push({
        match_id: match.id,
        market_id: line.marketId,
        specifier: line.specifier,
        status: line.status,
        outcomes: line.outcomes,
        priority: line.priority,
        most_balanced: line.mostBalanced,
        next_bet_stop: line.nextBetStop,
        provider: match.identity.provider,
        updated_at: updatedAt,
      });
    }
  }
  for await (const batch of batches(rows)) {
    await tx.execute(sql`
      insert into ${markets} (match_id, market_id, specifier, status, outcomes, priority, most_balanced,
        next_bet_stop, provider, updated_at)
      select match_id, market_id, specifier, status, outcomes, priority, most_balanced, next_bet_stop,
        provider, updated_at
      from json_populate_recordset(null::${markets}, ${JSON.stringify(batch)}::json)
      on conflict (match_id, market_id, specifier) do update set
        status = excluded.status, outcomes = excluded.outcomes, priority = excluded.priority,
        most_balanced = excluded.most_balanced, next_bet_stop = excluded.next_bet_stop,
        updated_at = excluded.updated_at`);
  }
}
