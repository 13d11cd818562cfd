import { type AnyColumn, and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
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
 * The failure count after one more failure (docs/adr/0010 lockout): one more than before while the last
 * failure is at most the window old (at `windowStart` or later), else 1, a first failure again. One rule for
 * registered players and unknown e-mails (`sign-in-failures.ts`), so old failures answer alike for both.
 */
export function countAfterFailure(attempts: AnyColumn, lastFailedAt: AnyColumn, windowStart: string): SQL {
  return sql`case when ${lastFailedAt} >= ${windowStart} then ${attempts} + 1 else 1 end`;
}

/**
 * How failed sign-ins lock: `attempts` failures in a row, each within `failureWindowMs` of the one before,
 * lock for `coolDownMs` (or until the mailed unlock link is followed).
 */
export interface LockoutRule {
  readonly attempts: number;
  readonly failureWindowMs: number;
  readonly coolDownMs: number;
}

/**
 * Counts a failed sign-in (`countAfterFailure`); at the rule's attempts-th the account locks. Both steps
 * are single conditional updates, so concurrent failures count exactly and only one reports `just_locked`.
 */
export async function recordFailedSignIn(
  db: Db,
  playerId: number,
  now: number,
  rule: LockoutRule,
): Promise<'not_locked' | 'just_locked' | 'already_locked'> {
  const nowIso = new Date(now).toISOString();
  const windowStart = new Date(now - rule.failureWindowMs).toISOString();
  const counted = await db
    .update(players)
    .set({
      failedSignInAttempts: countAfterFailure(
        players.failedSignInAttempts,
        players.lastFailedSignInAt,
        windowStart,
      ),
      lastFailedSignInAt: nowIso,
    })
    .where(eq(players.id, playerId))
    .returning({ attempts: players.failedSignInAttempts, lockedAt: players.lockedAt });
  const row = counted[0];
  if (!row) return 'not_locked';
  if (row.lockedAt) return 'already_locked';
  if (row.attempts < rule.attempts) return 'not_locked';
  const locked = await db
    .update(players)
    .set({ lockedAt: nowIso })
    .where(and(eq(players.id, playerId), isNull(players.lockedAt)))
    .returning({ id: players.id });
  return locked.length > 0 ? 'just_locked' : 'already_locked';
}

/** Clears the failed sign-in count and any lock. */
export async function resetFailedSignIns(db: Db, playerId: number): Promise<void> {
  await db.update(players).set({ failedSignInAttempts: 0, lockedAt: null }).where(eq(players.id, playerId));
}
