import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { accounts, players } from '../db/schema';

/** A player row as stored. */
export type PlayerRow = typeof players.$inferSelect;
/** An account row as stored. */
export type AccountRow = typeof accounts.$inferSelect;

/** E-mails are stored trimmed and lower-cased, so look-ups match case-insensitively. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The player who owns `email` (matched case-insensitively), or undefined. */
export async function findPlayerByEmail(db: Db, email: string): Promise<PlayerRow | undefined> {
  const rows = await db
    .select()
    .from(players)
    .where(eq(players.email, normaliseEmail(email)))
    .limit(1);
  return rows[0];
}

export async function findPlayer(db: Db, playerId: number): Promise<PlayerRow | undefined> {
  const rows = await db.select().from(players).where(eq(players.id, playerId)).limit(1);
  return rows[0];
}

/** The player's active accounts, oldest first. */
export async function listActiveAccounts(db: Db, playerId: number): Promise<AccountRow[]> {
  return db
    .select()
    .from(accounts)
    .where(and(eq(accounts.playerId, playerId), eq(accounts.active, true)))
    .orderBy(asc(accounts.id));
}

/**
 * Counts a failed sign-in; at the LOCKOUT_ATTEMPTS-th in a row the account locks. Both steps are single
 * conditional updates, so concurrent failures count exactly and only one of them reports `just_locked`.
 */
export async function recordFailedSignIn(
  db: Db,
  playerId: number,
  now: number,
  lockoutAttempts = 5,
): Promise<'not_locked' | 'just_locked' | 'already_locked'> {
  const counted = await db
    .update(players)
    .set({ failedSignInAttempts: sql`${players.failedSignInAttempts} + 1` })
    .where(eq(players.id, playerId))
    .returning({ attempts: players.failedSignInAttempts, lockedAt: players.lockedAt });
  const row = counted[0];
  if (!row) return 'not_locked';
  if (row.lockedAt) return 'already_locked';
  if (row.attempts < lockoutAttempts) return 'not_locked';
  const locked = await db
    .update(players)
    .set({ lockedAt: new Date(now).toISOString() })
    .where(and(eq(players.id, playerId), isNull(players.lockedAt)))
    .returning({ id: players.id });
  return locked.length > 0 ? 'just_locked' : 'already_locked';
}

/** Clears the failed sign-in count and any lock. */
export async function resetFailedSignIns(db: Db, playerId: number): Promise<void> {
  await db.update(players).set({ failedSignInAttempts: 0, lockedAt: null }).where(eq(players.id, playerId));
}
