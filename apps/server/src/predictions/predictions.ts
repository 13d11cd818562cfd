import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { predictions, predictionVotes } from '../db/schema';
import { toIsoUtc, toIsoUtcOrNull } from '../db/time';

/** A prediction as the operator defined it (times in ISO 8601 UTC). */
export interface StoredPrediction {
  readonly predictionId: string;
  readonly options: readonly string[];
  readonly closesAt: string | null;
  readonly updatedAt: string;
}

function stored(row: typeof predictions.$inferSelect): StoredPrediction {
  return {
    predictionId: row.predictionId,
    options: row.options,
    closesAt: toIsoUtcOrNull(row.closesAt),
    updatedAt: toIsoUtc(row.updatedAt),
  };
}

export async function predictionOf(db: Db, predictionId: string): Promise<StoredPrediction | undefined> {
  const [row] = await db.select().from(predictions).where(eq(predictions.predictionId, predictionId));
  return row ? stored(row) : undefined;
}

/**
 * The prediction, its row share-locked for the rest of the transaction: a vote checked against it is written
 * before the operator can change or remove it (their write waits), never left behind by a removal.
 */
export async function lockedPrediction(db: Db, predictionId: string): Promise<StoredPrediction | undefined> {
  const [row] = await db
    .select()
    .from(predictions)
    .where(eq(predictions.predictionId, predictionId))
    .for('share');
  return row ? stored(row) : undefined;
}

export async function allPredictions(db: Db): Promise<StoredPrediction[]> {
  const rows = await db.select().from(predictions).orderBy(asc(predictions.predictionId));
  return rows.map(stored);
}

/** Opens a prediction or changes its options and closing time. */
export async function putPrediction(
  db: Db,
  predictionId: string,
  definition: { readonly options: readonly string[]; readonly closesAt: string | null },
  now: string,
): Promise<StoredPrediction> {
  const values = { options: [...definition.options], closesAt: definition.closesAt, updatedAt: now };
  const [row] = await db
    .insert(predictions)
    .values({ predictionId, ...values })
    .onConflictDoUpdate({ target: predictions.predictionId, set: values })
    .returning();
  if (!row) throw new Error('writing a prediction returned no row');
  return stored(row);
}

/** Removes a prediction and its votes; false when there was none. */
export async function deletePrediction(db: Db, predictionId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.delete(predictionVotes).where(eq(predictionVotes.predictionId, predictionId));
    const removed = await tx
      .delete(predictions)
      .where(eq(predictions.predictionId, predictionId))
      .returning({ id: predictions.predictionId });
    return removed.length > 0;
  });
}

/** Opens the predictions of `seed` that do not exist yet (one the operator changed keeps their change). */
export async function seedPredictions(
  db: Db,
  seed: Readonly<Record<string, readonly string[]>>,
  now: string,
): Promise<number> {
  const rows = Object.entries(seed).map(([predictionId, options]) => ({
    predictionId,
    options: [...options],
    closesAt: null,
    updatedAt: now,
  }));
  if (rows.length === 0) return 0;
  const written = await db
    .insert(predictions)
    .values(rows)
    .onConflictDoNothing({ target: predictions.predictionId })
    .returning({ id: predictions.predictionId });
  return written.length;
}

/** The demo site's poll (apps/web/sites/demo.json, the home page's prediction block). */
export const DEMO_PREDICTIONS: Readonly<Record<string, readonly string[]>> = {
  'weekend-sport': ['football', 'basketball', 'tennis', 'esports'],
};
