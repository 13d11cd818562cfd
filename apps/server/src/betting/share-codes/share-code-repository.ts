import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { shareCodes } from '../../db/schema';

/** A stored shared slip. */
export type ShareCodeRow = typeof shareCodes.$inferSelect;

/** Stores a shared slip under a code unless the code is taken; whether it was stored. */
export async function insertShareCode(
  db: Db,
  row: { code: string; bets: unknown[]; playerId: number | null; createdAt: string; expiresAt: string },
): Promise<boolean> {
  const rows = await db
    .insert(shareCodes)
    .values(row)
    .onConflictDoNothing({ target: shareCodes.code })
    .returning({ code: shareCodes.code });
  return rows.length > 0;
}

/** The slip shared under a code, unless it expired by `now`. */
export async function findShareCode(db: Db, code: string, now: string): Promise<ShareCodeRow | undefined> {
  const rows = await db
    .select()
    .from(shareCodes)
    .where(and(eq(shareCodes.code, code), gt(shareCodes.expiresAt, sql`${now}::timestamptz`)))
    .limit(1);
  return rows[0];
}

/** Deletes slips that expired by `now` (on the expiry index). */
export async function deleteExpiredShareCodes(db: Db, now: string): Promise<void> {
  await db.delete(shareCodes).where(lte(shareCodes.expiresAt, sql`${now}::timestamptz`));
}
