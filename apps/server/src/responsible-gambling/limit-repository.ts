import type { LimitRecord, NewLimit, StatusChange } from '@sportsbook/core/player-limits/limit-changes';
import type { MoneyUsage } from '@sportsbook/core/player-limits/limit-checks';
import type {
  LimitPeriod,
  LimitStatus,
  LimitStrategy,
  LimitType,
} from '@sportsbook/core/player-limits/limit-kinds';
import { SESSION_IDLE_MS } from '@sportsbook/core/player-limits/limit-kinds';
import type { TimeWindow } from '@sportsbook/core/player-limits/limit-windows';
import { and, desc, eq, gt, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  accountLedger,
  accounts,
  activityIntervals,
  payments,
  playerLimits,
  players,
  sessions,
  sportsbookSessions,
} from '../db/schema';
import { toIsoUtc } from '../db/time';

/*
 * Every SQL statement of the responsible-gambling module. Functions that take part in another module's
 * transaction (placement, deposits) take the transaction as `db`.
 */

/** Statuses of rows that can still matter: in force, or a change waiting to apply. */
const LIVE_STATUSES: LimitStatus[] = ['active', 'confirmed', 'unconfirmed'];

const ms = (value: string) => Date.parse(toIsoUtc(value));
const msOrNull = (value: string | null) => (value === null ? null : ms(value));
const iso = (value: number) => new Date(value).toISOString();
const isoOrNull = (value: number | null) => (value === null ? null : iso(value));

type LimitRow = typeof playerLimits.$inferSelect;

function toRecord(row: LimitRow): LimitRecord {
  return {
    id: row.id,
    type: row.type as LimitType,
    strategy: row.strategy as LimitStrategy | null,
    period: row.period as LimitPeriod | null,
    amount: row.amount,
    currency: row.currency,
    status: row.status as LimitStatus,
    replacesId: row.replacesId,
    pendingAction: row.pendingAction as 'raise' | 'remove' | null,
    disableAt: msOrNull(row.disableAt),
    createdAt: ms(row.createdAt),
    confirmUntil: msOrNull(row.confirmUntil),
  };
}

/** The player's limits that are in force or pending (by the stored statuses; settle them before use). */
export async function loadLiveLimits(db: Db, playerId: number): Promise<LimitRecord[]> {
  const rows = await db
    .select()
    .from(playerLimits)
    .where(and(eq(playerLimits.playerId, playerId), inArray(playerLimits.status, LIVE_STATUSES)))
    .orderBy(playerLimits.id);
  return rows.map(toRecord);
}

/**
 * Locks the player's row for the rest of the transaction, then reads their live limits: every change that a
 * limit must see whole (a placement, a deposit, a limit change) takes this lock first, so two of them for one
 * player run one after the other. Two statements, not one: under read committed a statement that waited for
 * the lock reads other tables as they were when it started, so the limits are read only once it is held (a
 * settle written meanwhile is then seen, never applied and told twice). Undefined for no such player.
 */
export async function lockPlayerLimits(db: Db, playerId: number): Promise<LimitRecord[] | undefined> {
  const locked = await db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.id, playerId))
    .for('update');
  if (locked.length === 0) return undefined;
  return loadLiveLimits(db, playerId);
}

/** Players with a pending change whose time has come (at most `limit` of them, lowest ids first). */
export async function playersWithDueChanges(db: Db, now: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ playerId: playerLimits.playerId })
    .from(playerLimits)
    .where(and(eq(playerLimits.status, 'unconfirmed'), lte(playerLimits.confirmUntil, iso(now))))
    .orderBy(playerLimits.playerId)
    .limit(limit);
  return rows.map((row) => row.playerId);
}

/** Writes status changes (settled pending changes, replaced limits). */
export async function updateLimitStatuses(
  db: Db,
  updates: readonly StatusChange[],
  now: number,
): Promise<void> {
  for (const update of updates) {
    await db
      .update(playerLimits)
      .set({ status: update.status, updatedAt: iso(now) })
      .where(eq(playerLimits.id, update.id));
  }
}

/** Inserts a limit row; returns it as stored. */
export async function insertLimit(
  db: Db,
  playerId: number,
  limit: NewLimit,
  now: number,
): Promise<LimitRecord> {
  const [row] = await db
    .insert(playerLimits)
    .values({
      playerId,
      type: limit.type,
      strategy: limit.strategy,
      period: limit.period,
      amount: limit.amount,
      currency: limit.currency,
      status: limit.status,
      replacesId: limit.replacesId,
      pendingAction: limit.pendingAction,
      disableAt: isoOrNull(limit.disableAt),
      createdAt: iso(limit.createdAt),
      confirmUntil: isoOrNull(limit.confirmUntil),
      updatedAt: iso(now),
    })
    .returning();
  if (!row) throw new Error('inserting a limit returned no row');
  return toRecord(row);
}

/**
 * Money movements of the player's account in `currency` within `window`, by kind (magnitudes): stakes,
 * money back, refunds, deposits (credited ones from the ledger, plus deposits still pending).
 */
export async function moneyUsage(
  db: Db,
  playerId: number,
  currency: string,
  window: TimeWindow,
): Promise<MoneyUsage> {
  const [ledger] = await db
    .select({
      stakes: sql<string>`coalesce(sum(-${accountLedger.amount}) filter (where ${accountLedger.kind} = 'bet_stake'), 0)`,
      returns: sql<string>`coalesce(sum(${accountLedger.amount}) filter (where ${accountLedger.kind} in ('bet_win', 'bet_refund', 'cashout')), 0)`,
      refunds: sql<string>`coalesce(sum(${accountLedger.amount}) filter (where ${accountLedger.kind} = 'bet_refund'), 0)`,
      deposits: sql<string>`coalesce(sum(${accountLedger.amount}) filter (where ${accountLedger.kind} = 'deposit'), 0)`,
      pending: sql<string>`(select coalesce(sum(${payments.amount}), 0) from ${payments}
        where ${payments.playerId} = ${playerId} and ${payments.currency} = ${currency}
          and ${payments.status} = 'pending'
          and ${payments.createdAt} >= ${iso(window.start)} and ${payments.createdAt} < ${iso(window.end)})`,
    })
    .from(accountLedger)
    .innerJoin(accounts, eq(accounts.id, accountLedger.accountId))
    .where(
      and(
        eq(accounts.playerId, playerId),
        eq(accounts.currency, currency),
        sql`${accountLedger.createdAt} >= ${iso(window.start)}`,
        lt(accountLedger.createdAt, iso(window.end)),
      ),
    );
  return {
    stakes: Number(ledger?.stakes ?? 0),
    returns: Number(ledger?.returns ?? 0),
    refunds: Number(ledger?.refunds ?? 0),
    deposits: Number(ledger?.deposits ?? 0) + Number(ledger?.pending ?? 0),
  };
}

/** The player's activity intervals that reach into `since` or later, oldest first. */
export async function activitySince(db: Db, playerId: number, since: number): Promise<TimeWindow[]> {
  const rows = await db
    .select({ startedAt: activityIntervals.startedAt, endedAt: activityIntervals.endedAt })
    .from(activityIntervals)
    .where(and(eq(activityIntervals.playerId, playerId), gt(activityIntervals.endedAt, iso(since))))
    .orderBy(activityIntervals.startedAt);
  return rows.map((row) => ({ start: ms(row.startedAt), end: ms(row.endedAt) }));
}

/** The player's latest activity interval. */
export async function lastActivity(
  db: Db,
  playerId: number,
): Promise<{ id: number; interval: TimeWindow } | undefined> {
  const [row] = await db
    .select()
    .from(activityIntervals)
    .where(eq(activityIntervals.playerId, playerId))
    .orderBy(desc(activityIntervals.endedAt))
    .limit(1);
  return row ? { id: row.id, interval: { start: ms(row.startedAt), end: ms(row.endedAt) } } : undefined;
}

export async function insertActivity(db: Db, playerId: number, interval: TimeWindow): Promise<void> {
  await db
    .insert(activityIntervals)
    .values({ playerId, startedAt: iso(interval.start), endedAt: iso(interval.end) });
}

export async function extendActivity(db: Db, id: number, end: number): Promise<void> {
  await db
    .update(activityIntervals)
    .set({ endedAt: iso(end) })
    .where(eq(activityIntervals.id, id));
}

/** A sportsbook session as the services read it. */
export interface SportsbookSessionRecord {
  readonly id: number;
  readonly playerId: number;
  readonly sessionId: number;
  readonly startedAt: number;
  /** When the player's session began for a `session` limit: sign-in, or the start after an idle break. */
  readonly countsFrom: number;
  readonly lastSeenAt: number;
  readonly realityCheckAt: number;
  readonly endedAt: number | null;
}

function toSession(row: typeof sportsbookSessions.$inferSelect): SportsbookSessionRecord {
  return {
    id: row.id,
    playerId: row.playerId,
    sessionId: row.sessionId,
    startedAt: ms(row.startedAt),
    countsFrom: ms(row.countsFrom),
    lastSeenAt: ms(row.lastSeenAt),
    realityCheckAt: ms(row.realityCheckAt),
    endedAt: msOrNull(row.endedAt),
  };
}

/** A platform session as the session limits see it. */
export interface PlatformSession {
  readonly createdAt: number;
  readonly expiresAt: number;
  readonly revoked: boolean;
}

/**
 * A platform session and its latest sportsbook session (open or ended, if any), in one statement: what
 * every check of a session limit starts from. Undefined for no such platform session.
 */
export async function sessionState(
  db: Db,
  sessionId: number,
): Promise<{ platform: PlatformSession; latest: SportsbookSessionRecord | undefined } | undefined> {
  const [row] = await db
    .select({
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      latest: sportsbookSessions,
    })
    .from(sessions)
    .leftJoin(
      sportsbookSessions,
      eq(
        sportsbookSessions.id,
        sql`(select max(${sportsbookSessions.id}) from ${sportsbookSessions} where ${sportsbookSessions.sessionId} = ${sessionId})`,
      ),
    )
    .where(eq(sessions.id, sessionId))
    .limit(1);
  if (!row) return undefined;
  return {
    platform: { createdAt: ms(row.createdAt), expiresAt: ms(row.expiresAt), revoked: row.revokedAt !== null },
    latest: row.latest && row.latest.id !== null ? toSession(row.latest) : undefined,
  };
}

/** Ends one sportsbook session at `at` (an idle one at its last sign of life), seen last then. */
export async function endSportsbookSession(db: Db, id: number, at: number): Promise<void> {
  await db
    .update(sportsbookSessions)
    .set({ endedAt: iso(at), lastSeenAt: iso(at) })
    .where(and(eq(sportsbookSessions.id, id), isNull(sportsbookSessions.endedAt)));
}

/**
 * [RG18] Ends the open sportsbook session of a platform session: one already idle at its last sign of life
 * (time away never counts), the one running at `at` (sign-out: now; a used-up limit: the moment it ran
 * out), never before its last sign of life. Either way it was last seen when it ended.
 */
export async function endOpenSportsbookSessions(
  db: Db,
  sessionId: number,
  at: number,
  now: number,
): Promise<void> {
  const idleBefore = iso(now - SESSION_IDLE_MS);
  const end = sql`case when ${sportsbookSessions.lastSeenAt} <= ${idleBefore}::timestamptz then ${sportsbookSessions.lastSeenAt} else greatest(${sportsbookSessions.lastSeenAt}, ${iso(at)}::timestamptz) end`;
  await db
    .update(sportsbookSessions)
    .set({ endedAt: end, lastSeenAt: end })
    .where(and(eq(sportsbookSessions.sessionId, sessionId), isNull(sportsbookSessions.endedAt)));
}

/** Ends the open sportsbook sessions of the platform session with this cookie-token hash (sign-out). */
export async function endSportsbookSessionsOfToken(db: Db, tokenHash: string, now: number): Promise<void> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  if (row) await endOpenSportsbookSessions(db, row.id, now, now);
}

/**
 * [RG18] A bet is a sign of life: the running sportsbook session of the platform session it was placed
 * in (open and not idle) is seen now. Runs in the placement's transaction, after the player's row lock.
 */
export async function touchRunningSportsbookSession(db: Db, sessionId: number, now: number): Promise<void> {
  await db
    .update(sportsbookSessions)
    .set({ lastSeenAt: iso(now) })
    .where(
      and(
        eq(sportsbookSessions.sessionId, sessionId),
        isNull(sportsbookSessions.endedAt),
        gt(sportsbookSessions.lastSeenAt, iso(now - SESSION_IDLE_MS)),
      ),
    );
}

export async function insertSportsbookSession(
  db: Db,
  playerId: number,
  sessionId: number,
  now: number,
  countsFrom: number,
): Promise<SportsbookSessionRecord> {
  const [row] = await db
    .insert(sportsbookSessions)
    .values({
      playerId,
      sessionId,
      startedAt: iso(now),
      countsFrom: iso(countsFrom),
      lastSeenAt: iso(now),
      realityCheckAt: iso(now),
    })
    .returning();
  if (!row) throw new Error('inserting a sportsbook session returned no row');
  return toSession(row);
}

export async function touchSportsbookSession(
  db: Db,
  id: number,
  now: number,
  options: { acknowledge?: boolean } = {},
): Promise<void> {
  await db
    .update(sportsbookSessions)
    .set({ lastSeenAt: iso(now), ...(options.acknowledge ? { realityCheckAt: iso(now) } : {}) })
    .where(eq(sportsbookSessions.id, id));
}

/**
 * [RG12][RG18] The player's sportsbook sessions as time spans reaching past `since`: an ended one up to its
 * end, an open one up to its last sign of life.
 */
export async function sessionTimeSince(db: Db, playerId: number, since: number): Promise<TimeWindow[]> {
  const rows = await db
    .select()
    .from(sportsbookSessions)
    .where(
      and(
        eq(sportsbookSessions.playerId, playerId),
        sql`coalesce(${sportsbookSessions.endedAt}, ${sportsbookSessions.lastSeenAt}) > ${iso(since)}::timestamptz`,
      ),
    );
  return rows.map((row) => {
    const record = toSession(row);
    return { start: record.startedAt, end: record.endedAt ?? record.lastSeenAt };
  });
}

/**
 * Ends a platform session because a limit ran out: its open sportsbook session ends (at `at`, the moment
 * the limit ran out), and the session is revoked with the limit's error code as the reason (every bearer
 * token issued for it stops working; for a moment its calls are answered with that code, see
 * auth/authenticator.ts).
 */
export async function endSessionForLimit(
  db: Db,
  sessionId: number,
  reason: 'session_limit_reached' | 'activity_limit_reached',
  at: number,
  now: number,
): Promise<void> {
  await endOpenSportsbookSessions(db, sessionId, Math.min(at, now), now);
  await db
    .update(sessions)
    .set({ revokedAt: iso(now), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** The player's profile currency. */
export async function profileCurrency(db: Db, playerId: number): Promise<string | undefined> {
  const [row] = await db.select({ currency: players.currency }).from(players).where(eq(players.id, playerId));
  return row?.currency;
}

/** Stakes and money back on the player's account in `currency` since `since` (minor units, magnitudes). */
export async function sessionMoney(
  db: Db,
  playerId: number,
  currency: string,
  since: number,
  now: number,
): Promise<{ bets: number; wins: number }> {
  const usage = await moneyUsage(db, playerId, currency, { start: since, end: now + 1 });
  return { bets: usage.stakes, wins: usage.returns };
}
