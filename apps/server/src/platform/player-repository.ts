import { and, asc, eq } from 'drizzle-orm';
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
