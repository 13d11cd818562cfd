import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { signInFailures } from '../db/schema';
import { toIsoUtc } from '../db/time';
import { countAfterFailure, type LockoutRule, normaliseEmail } from './player-repository';

/*
 * Lockout of e-mails no player owns (docs/adr/0010): the same count, window and lock as a registered
 * player's (`player-repository.ts` recordFailedSignIn), kept in `sign_in_failures` by the e-mail's hash.
 */

function emailHash(email: string): string {
  return createHash('sha256').update(normaliseEmail(email)).digest('hex');
}

/**
 * Whether sign-ins to this unknown e-mail are locked at `now`. A lock older than `coolDownMs` is lifted
 * and its count cleared, as a registered player's lock is.
 */
export async function unknownEmailLocked(
  db: Db,
  email: string,
  now: number,
  coolDownMs: number,
): Promise<boolean> {
  const rows = await db
    .select({ lockedAt: signInFailures.lockedAt })
    .from(signInFailures)
    .where(eq(signInFailures.emailHash, emailHash(email)))
    .limit(1);
  const lockedAt = rows[0]?.lockedAt;
  if (!lockedAt) return false;
  if (Date.parse(toIsoUtc(lockedAt)) + coolDownMs > now) return true;
  await db
    .update(signInFailures)
    .set({ failedAttempts: 0, lockedAt: null })
    .where(
      and(
        eq(signInFailures.emailHash, emailHash(email)),
        lte(signInFailures.lockedAt, new Date(now - coolDownMs).toISOString()),
      ),
    );
  return false;
}

/**
 * Counts a failed sign-in to an unknown e-mail (`countAfterFailure`); at the rule's attempts-th the e-mail
 * locks. Single conditional statements, so concurrent failures count exactly (as for registered players).
 */
export async function recordUnknownFailure(
  db: Db,
  email: string,
  now: number,
  rule: LockoutRule,
): Promise<'not_locked' | 'just_locked' | 'already_locked'> {
  const key = emailHash(email);
  const nowIso = new Date(now).toISOString();
  const windowStart = new Date(now - rule.failureWindowMs).toISOString();
  const counted = await db
    .insert(signInFailures)
    .values({ emailHash: key, failedAttempts: 1, lastFailedAt: nowIso })
    .onConflictDoUpdate({
      target: signInFailures.emailHash,
      set: {
        failedAttempts: countAfterFailure(
          signInFailures.failedAttempts,
          signInFailures.lastFailedAt,
          windowStart,
        ),
        lastFailedAt: nowIso,
      },
    })
    .returning({ attempts: signInFailures.failedAttempts, lockedAt: signInFailures.lockedAt });
  const row = counted[0];
  if (!row) return 'not_locked';
  if (row.lockedAt) return 'already_locked';
  if (row.attempts < rule.attempts) return 'not_locked';
  const locked = await db
    .update(signInFailures)
    .set({ lockedAt: nowIso })
    .where(and(eq(signInFailures.emailHash, key), isNull(signInFailures.lockedAt)))
    .returning({ key: signInFailures.emailHash });
  return locked.length > 0 ? 'just_locked' : 'already_locked';
}

/**
 * Drops the rows that answer as no row does: the last failure older than the window (the next one counts
 * as the first) and no lock, or a lock past its cool-down. Run by a periodic job (platform/routes.ts), off
 * the sign-in path; how often it runs changes no answer. Returns how many rows went.
 */
export async function pruneSignInFailures(db: Db, now: number, rule: LockoutRule): Promise<number> {
  const pruned = await db
    .delete(signInFailures)
    .where(
      and(
        lt(signInFailures.lastFailedAt, new Date(now - rule.failureWindowMs).toISOString()),
        or(
          isNull(signInFailures.lockedAt),
          lt(signInFailures.lockedAt, new Date(now - rule.coolDownMs).toISOString()),
        ),
      ),
    )
    .returning({ key: signInFailures.emailHash });
  return pruned.length;
}
