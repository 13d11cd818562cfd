import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/database';
import { sessions } from '../db/schema';

/** Stores a new session by the hash of its token; returns its id. */
export async function insertSession(
  db: Db,
  session: { playerId: number; tokenHash: string; createdAt: string; expiresAt: string },
): Promise<number> {
  const rows = await db.insert(sessions).values(session).returning({ id: sessions.id });
  const row = rows[0];
  if (!row) throw new Error('inserting a session returned no row');
  return row.id;
}

/** Marks the session with this token hash revoked, if it exists and is not already. */
export async function revokeSessionByTokenHash(db: Db, tokenHash: string, revokedAt: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/** Revokes every active session of the player except `keepSessionId` (none kept when undefined). */
export async function revokePlayerSessions(
  db: Db,
  playerId: number,
  revokedAt: string,
  keepSessionId?: number,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt })
    .where(
      and(
        eq(sessions.playerId, playerId),
        isNull(sessions.revokedAt),
        ...(keepSessionId === undefined ? [] : [ne(sessions.id, keepSessionId)]),
      ),
    );
}
