import { VOTE_TOTALS_MAX } from '@sportsbook/contract/sportsbook/vote-calls';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { predictionVotes } from '../db/schema';
import { toIsoUtc } from '../db/time';

/** A player's vote as stored (its time in ISO 8601 UTC). */
export interface StoredVote {
  readonly option: string;
  readonly createdAt: string;
}

/** The player's vote in a prediction, if they cast one. */
export async function voteOf(
  db: Db,
  playerId: number,
  predictionId: string,
): Promise<StoredVote | undefined> {
  const [row] = await db
    .select({ option: predictionVotes.option, createdAt: predictionVotes.createdAt })
    .from(predictionVotes)
    .where(and(eq(predictionVotes.playerId, playerId), eq(predictionVotes.predictionId, predictionId)));
  return row ? { option: row.option, createdAt: toIsoUtc(row.createdAt) } : undefined;
}

/** Records the player's vote; a second one replaces the first (its time is the new vote's). */
export async function castVote(
  db: Db,
  playerId: number,
  predictionId: string,
  option: string,
  now: string,
): Promise<void> {
  await db
    .insert(predictionVotes)
    .values({ playerId, predictionId, option, createdAt: now })
    .onConflictDoUpdate({
      target: [predictionVotes.playerId, predictionVotes.predictionId],
      set: { option, createdAt: now },
    });
}

/** Votes per option of `options` (others no longer count), the most voted first (at most VOTE_TOTALS_MAX). */
export async function voteTotals(
  db: Db,
  predictionId: string,
  options: readonly string[],
): Promise<Record<string, number>> {
  if (options.length === 0) return {};
  const votes = count();
  const rows = await db
    .select({ option: predictionVotes.option, votes })
    .from(predictionVotes)
    .where(and(eq(predictionVotes.predictionId, predictionId), inArray(predictionVotes.option, [...options])))
    .groupBy(predictionVotes.option)
    .orderBy(desc(votes), predictionVotes.option)
    .limit(VOTE_TOTALS_MAX);
  return Object.fromEntries(rows.map((row) => [row.option, row.votes]));
}
