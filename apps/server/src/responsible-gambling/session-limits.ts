import type { LimitRecord } from '@sportsbook/core/player-limits/limit-changes';
import {
  limitEndAt,
  SESSION_BOUNDING_TYPES,
  sessionCountsFrom,
  sessionEndsAt,
  sessionIdle,
} from '@sportsbook/core/player-limits/limit-checks';
import type { Db } from '../db/database';
import type { ApiError } from '../http/api-error';
import type { Caller } from '../http/register-call';
import {
  endSessionForLimit,
  type PlatformSession,
  type SportsbookSessionRecord,
  sessionState,
} from './limit-repository';
import { timeUsedMs } from './limit-usage';
import { platformError } from './platform-error';

/*
 * When a player's session must end for a session, sportsbook_session or time limit (core RG15, RG18, RG20,
 * RG21), for every place that asks: the guard on each call, the session start and poll, and the placement
 * (inside its transaction, under the player's lock).
 */

export function sessionLimitReached(): ApiError {
  return platformError(
    403,
    'session_limit_reached',
    'a session or time limit is used up: the session has ended',
  );
}

/** Whether any limit in force bounds how long a session may last. */
export function boundsSession(limits: readonly LimitRecord[]): boolean {
  return limits.some((limit) => (SESSION_BOUNDING_TYPES as readonly string[]).includes(limit.type));
}

/** [RG18] The sportsbook session running now: the latest one, if open and not idle. */
export function runningSession(
  latest: SportsbookSessionRecord | undefined,
  now: number,
): SportsbookSessionRecord | null {
  if (!latest || latest.endedAt !== null || sessionIdle(latest.lastSeenAt, now)) return null;
  return latest;
}

/** [RG20] When a sportsbook session of this platform session that started now would count from. */
export function countsFromIfStartedNow(
  platform: PlatformSession,
  latest: SportsbookSessionRecord | undefined,
  now: number,
): number {
  return sessionCountsFrom(platform.createdAt, latest === undefined, now);
}

/** What a platform session's limits say now: the session running (if any) and when the session must end. */
export interface SessionEnd {
  readonly running: SportsbookSessionRecord | null;
  /** Null without a session-bounding limit; at or before now: used up. */
  readonly endsAt: number | null;
}

/**
 * [RG15] When the session must end: for the running one, counting from when it counts from; with none
 * running, for one that would start now (a time limit used up in its period ends it at once).
 */
export async function sessionEnd(
  db: Db,
  playerId: number,
  state: { readonly platform: PlatformSession; readonly latest: SportsbookSessionRecord | undefined },
  limits: readonly LimitRecord[],
  now: number,
): Promise<SessionEnd> {
  const running = runningSession(state.latest, now);
  const startedAt = running?.startedAt ?? now;
  const countsFrom = running?.countsFrom ?? countsFromIfStartedNow(state.platform, state.latest, now);
  const timeUsed = new Map<number, number>();
  for (const limit of limits) {
    if (limit.type === 'time')
      timeUsed.set(limit.id, await timeUsedMs(db, playerId, limit, now, running ? { startedAt } : undefined));
  }
  const endsAt = sessionEndsAt({ signedInAt: countsFrom, startedAt, limits, timeUsedMs: timeUsed, now });
  return { running, endsAt };
}

/** Whether the session's end has come. */
export function isUsedUp(end: SessionEnd, now: number): end is SessionEnd & { endsAt: number } {
  return end.endsAt !== null && end.endsAt <= now;
}

/**
 * Ends the platform session on a used-up session or time limit: its running sportsbook session ends when
 * the limit ran out (RG21), the session is revoked; answers the error to send (403 session_limit_reached).
 */
export async function endOnSessionLimit(
  db: Db,
  sessionId: number,
  end: SessionEnd & { endsAt: number },
  now: number,
): Promise<ApiError> {
  const at = end.running ? limitEndAt(end.endsAt, end.running.lastSeenAt, now) : now;
  await endSessionForLimit(db, sessionId, 'session_limit_reached', at, now);
  return sessionLimitReached();
}

/**
 * Whether the caller's session has reached a session, sportsbook_session or time limit in `limits` (in
 * force now); null when it has not, or the player has no such limit (then nothing else is read).
 */
export async function usedUpSession(
  db: Db,
  caller: Caller,
  limits: readonly LimitRecord[],
  now: number,
): Promise<(SessionEnd & { endsAt: number }) | null> {
  if (!boundsSession(limits)) return null;
  const state = await sessionState(db, caller.sessionId);
  if (!state) return null;
  const end = await sessionEnd(db, caller.playerId, state, limits, now);
  return isUsedUp(end, now) ? end : null;
}
