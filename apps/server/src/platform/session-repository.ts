import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { sessions } from '../db/schema';

/** Stores a new session by the hash of its token; returns its id. */
export async function insertSession(
  db: Db,
  session: { playerId: number; tokenHash: string; expiresAt: string },
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

/** When the session ends (PostgreSQL text form), or undefined for an unknown id. */
export async function findSessionExpiry(db: Db, sessionId: number): Promise<string | undefined> {
  const rows = await db
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return rows[0]?.expiresAt;
}
