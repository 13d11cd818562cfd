import type { SportsbookSessionInfo } from '@sportsbook/contract/entities/sportsbook-session';
import type { SportsbookSession } from '@sportsbook/contract/platform/platform-calls';
import { type LimitRecord, limitsInForce } from '@sportsbook/core/player-limits/limit-changes';
import { activityPing, realityCheck } from '@sportsbook/core/player-limits/limit-checks';
import type { TokenService } from '../auth/tokens';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { inTransaction } from '../db/in-transaction';
import type { Caller } from '../http/register-call';
import { findCurrency } from '../platform/currencies';
import { SPORTSBOOK_TOKEN_TTL_SECONDS } from '../platform/session-service';
import {
  endSessionForLimit,
  endSportsbookSession,
  endSportsbookSessionsOfToken,
  extendActivity,
  insertActivity,
  insertSportsbookSession,
  lastActivity,
  loadLiveLimits,
  lockPlayerLimits,
  type PlatformSession,
  profileCurrency,
  type SportsbookSessionRecord,
  sessionMoney,
  sessionState,
  touchSportsbookSession,
} from './limit-repository';
import { timeUsedMs } from './limit-usage';
import { platformError } from './platform-error';
import {
  countsFromIfStartedNow,
  endOnSessionLimit,
  isUsedUp,
  type SessionEnd,
  sessionEnd,
  usedUpSession,
} from './session-limits';

/** What a step under the player's lock came to: done, or refused (no valid or started session, a used-up limit). */
type Outcome<Done> =
  | Done
  | { readonly refused: 'session' | 'not-started' }
  | { readonly refused: 'limit'; readonly end: SessionEnd & { endsAt: number } };

/** The answer of an activity ping (contract ActivityTrack). */
export interface ActivityTrack {
  readonly active_seconds: number;
  readonly remaining_seconds: number | null;
  readonly session_ends_at: string | null;
  readonly reality_check_interval_seconds: number | null;
}

function activityLimitReached() {
  return platformError(401, 'activity_limit_reached', 'the activity limit is reached: the session has ended');
}

function noValidSession() {
  return platformError(401, 'unauthorized', 'sign in first: there is no valid session');
}

/**
 * Sportsbook sessions (spec §7.1; rules RG15–RG18, RG20, RG21): POST /platform/sportsbook_sessions starts or
 * continues the session of a platform session and issues its bearer token, never valid past the moment a
 * session, sportsbook_session or time limit ends it; the session info with its reality check; activity pings
 * and the activity limit. A session without a sign of life (start, continue, activity ping, bet; the info
 * poll is a read and keeps nothing alive) for SESSION_IDLE_MS ended at its last one; the next sign of life
 * starts a new one, so time away never counts. Whatever starts or keeps a session alive runs under the
 * player's row lock (lockPlayerLimits), so two tabs never open two sessions. The session guard
 * (session-guard.ts) checks the limits before the player's other calls: once one runs out the platform
 * session is revoked (and with it every bearer token) and the call is answered 403 session_limit_reached.
 */
export class SportsbookSessionService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly tokens: TokenService,
  ) {}

  /**
   * Refuses a call of a player whose session or time limit has run out: the session ends (revoked) and the
   * answer is 403 session_limit_reached. Costs one read for a player without such limits.
   */
  async enforce(caller: Caller): Promise<void> {
    const now = this.clock.now();
    const limits = limitsInForce(await loadLiveLimits(this.db, caller.playerId), now);
    const usedUp = await usedUpSession(this.db, caller, limits, now);
    if (usedUp) throw await endOnSessionLimit(this.db, caller.sessionId, usedUp, now);
  }

  /**
   * Sign-in is refused while a limit stays reached: an activity limit (403 activity_limit_reached) or a time
   * limit used up in its period (403 session_limit_reached).
   */
  async refuseAdmission(playerId: number): Promise<void> {
    const now = this.clock.now();
    const limits = limitsInForce(await loadLiveLimits(this.db, playerId), now);
    if (await this.#activityUsedUp(playerId, limits, now))
      throw platformError(
        403,
        'activity_limit_reached',
        'the activity limit is reached: sign in again once its period has passed',
      );
    for (const limit of limits) {
      if (limit.type !== 'time' || limit.amount === null) continue;
      if ((await timeUsedMs(this.db, playerId, limit, now)) >= limit.amount * 60_000)
        throw platformError(
          403,
          'session_limit_reached',
          'the time limit is used up: sign in again once its period has passed',
        );
    }
  }

  /** Sign-out ends the sportsbook session of the session cookie's platform session. */
  async signedOut(tokenHash: string): Promise<void> {
    await endSportsbookSessionsOfToken(this.db, tokenHash, this.clock.now());
  }

  /**
   * The bearer token of the caller's session, started or continued now. 401 for a session that has ended
   * or is about to expire (the token could not last a second); 401 activity_limit_reached or 403
   * session_limit_reached (the session ends) for a used-up limit.
   */
  async start(caller: Caller): Promise<SportsbookSession> {
    const now = this.clock.now();
    const limits = limitsInForce(await loadLiveLimits(this.db, caller.playerId), now);
    if (await this.#activityUsedUp(caller.playerId, limits, now)) {
      await endSessionForLimit(this.db, caller.sessionId, 'activity_limit_reached', now, now);
      throw activityLimitReached();
    }
    const outcome = await this.#locked(
      caller.playerId,
      async (tx): Promise<Outcome<{ ttlSeconds: number }>> => {
        const state = await sessionState(tx, caller.sessionId);
        if (!state || state.platform.revoked || state.platform.expiresAt <= now)
          return { refused: 'session' };
        const end = await sessionEnd(tx, caller.playerId, state, limits, now);
        if (isUsedUp(end, now)) return { refused: 'limit', end };
        const until = Math.min(state.platform.expiresAt, end.endsAt ?? Number.POSITIVE_INFINITY);
        const ttlSeconds = Math.min(SPORTSBOOK_TOKEN_TTL_SECONDS, Math.floor((until - now) / 1000));
        if (ttlSeconds <= 0) {
          // Less than a second left: a limit's end is as good as reached; the platform session's expiry is
          // the end of signing in, not of a limit.
          return end.endsAt !== null && end.endsAt <= state.platform.expiresAt
            ? { refused: 'limit', end: { ...end, endsAt: end.endsAt } }
            : { refused: 'session' };
        }
        await this.#resume(tx, caller, state, end.running, now);
        return { ttlSeconds };
      },
    );
    if ('refused' in outcome) {
      if (outcome.refused !== 'limit') throw noValidSession();
      throw await endOnSessionLimit(this.db, caller.sessionId, outcome.end, now);
    }
    const { token, expiresAt } = await this.tokens.signSportsbookToken(
      caller.playerId,
      caller.sessionId,
      outcome.ttlSeconds,
    );
    return { token, expires_at: expiresAt.toISOString() };
  }

  /**
   * GET /platform/sportsbook_sessions/current: the running session's info. A read: it keeps nothing alive,
   * so a tab left polling in the background does not stop the session going idle (404 once it has).
   */
  async current(caller: Caller): Promise<SportsbookSessionInfo> {
    const now = this.clock.now();
    const limits = limitsInForce(await loadLiveLimits(this.db, caller.playerId), now);
    const state = await sessionState(this.db, caller.sessionId);
    const end = state ? await sessionEnd(this.db, caller.playerId, state, limits, now) : null;
    if (end && isUsedUp(end, now)) throw await endOnSessionLimit(this.db, caller.sessionId, end, now);
    const minutes = realityCheckMinutes(limits);
    if (!end?.running) throw sessionNotRunning(state?.latest !== undefined);
    return this.#info(caller.playerId, end.running, minutes, end.endsAt, now);
  }

  /**
   * POST /platform/sportsbook_sessions/continue: the player answered the reality check, a sign of life; it
   * is acknowledged now (after an idle break, by the new session that starts with it).
   */
  async continue(caller: Caller): Promise<SportsbookSessionInfo> {
    const now = this.clock.now();
    const outcome = await this.#locked(
      caller.playerId,
      async (
        tx,
        rows,
      ): Promise<Outcome<{ session: SportsbookSessionRecord; endsAt: number | null; minutes: number }>> => {
        const limits = limitsInForce(rows, now);
        const state = await sessionState(tx, caller.sessionId);
        if (!state) return { refused: 'session' };
        const end = await sessionEnd(tx, caller.playerId, state, limits, now);
        if (isUsedUp(end, now)) return { refused: 'limit', end };
        const minutes = realityCheckMinutes(limits);
        if (!state.latest) return { refused: 'not-started' };
        const session = await this.#resume(tx, caller, state, end.running, now, { acknowledge: true });
        // A new session after an idle break: its end counts from it.
        const after = end.running
          ? end
          : await sessionEnd(tx, caller.playerId, { ...state, latest: session }, limits, now);
        return { session, endsAt: after.endsAt, minutes };
      },
    );
    if ('refused' in outcome) {
      if (outcome.refused !== 'limit')
        throw outcome.refused === 'session' ? noValidSession() : sessionNotRunning(false);
      throw await endOnSessionLimit(this.db, caller.sessionId, outcome.end, now);
    }
    return this.#info(caller.playerId, outcome.session, outcome.minutes, outcome.endsAt, now);
  }

  /**
   * POST /platform/player/activity_limit_track: records the minute before now as active (RG17), keeps the
   * sportsbook session alive (or starts the next one after an idle break), then checks the activity limits;
   * once one is reached the session ends and the answer is 401 activity_limit_reached.
   */
  async trackActivity(caller: Caller): Promise<ActivityTrack> {
    const now = this.clock.now();
    // The player's lock serialises pings from several tabs, so no time is counted twice and no two sessions
    // start together.
    const outcome = await this.#locked(
      caller.playerId,
      async (tx, rows): Promise<Outcome<{ limits: LimitRecord[]; end: SessionEnd | null }>> => {
        const limits = limitsInForce(rows, now);
        const state = await sessionState(tx, caller.sessionId);
        if (!state) return { refused: 'session' };
        // A session or time limit that ran out ends the session before this ping counts.
        const before = await sessionEnd(tx, caller.playerId, state, limits, now);
        if (isUsedUp(before, now)) return { refused: 'limit', end: before };
        const last = await lastActivity(tx, caller.playerId);
        const ping = activityPing(last?.interval ?? null, now);
        if (ping?.extend && last) await extendActivity(tx, last.id, ping.interval.end);
        else if (ping) await insertActivity(tx, caller.playerId, ping.interval);
        // Before the first start there is no session to keep alive (the web starts it when the player loads).
        if (!state.latest) return { limits, end: null };
        const running = await this.#resume(tx, caller, state, before.running, now);
        // After an idle break a new session started: its end counts from it.
        const end = before.running
          ? before
          : await sessionEnd(tx, caller.playerId, { ...state, latest: running }, limits, now);
        return { limits, end };
      },
    );
    if ('refused' in outcome) {
      if (outcome.refused !== 'limit') throw noValidSession();
      throw await endOnSessionLimit(this.db, caller.sessionId, outcome.end, now);
    }
    const { limits, end } = outcome;
    let tightest: { used: number; left: number } | null = null;
    for (const limit of limits) {
      if (limit.type !== 'activity' || limit.amount === null) continue;
      const used = await timeUsedMs(this.db, caller.playerId, limit, now);
      const left = limit.amount * 60_000 - used;
      if (!tightest || left < tightest.left) tightest = { used, left };
    }
    if (tightest && tightest.left <= 0) {
      await endSessionForLimit(this.db, caller.sessionId, 'activity_limit_reached', now, now);
      throw activityLimitReached();
    }
    const check = limits.find((limit) => limit.type === 'reality_check' && limit.amount !== null);
    return {
      active_seconds: tightest ? Math.floor(tightest.used / 1000) : 0,
      remaining_seconds: tightest ? Math.floor(tightest.left / 1000) : null,
      session_ends_at: end?.endsAt == null ? null : new Date(end.endsAt).toISOString(),
      reality_check_interval_seconds: check ? (check.amount ?? 0) * 60 : null,
    };
  }

  /** Whether an activity limit in force is used up. */
  async activityLimitReached(playerId: number): Promise<boolean> {
    const now = this.clock.now();
    return this.#activityUsedUp(playerId, limitsInForce(await loadLiveLimits(this.db, playerId), now), now);
  }

  async #activityUsedUp(playerId: number, limits: readonly LimitRecord[], now: number): Promise<boolean> {
    for (const limit of limits) {
      if (limit.type !== 'activity' || limit.amount === null) continue;
      if ((await timeUsedMs(this.db, playerId, limit, now)) >= limit.amount * 60_000) return true;
    }
    return false;
  }

  /**
   * Runs `work` in a transaction holding the player's row lock (the lock placements, deposits and limit
   * changes take too), with the player's live limit rows.
   */
  async #locked<T>(playerId: number, work: (tx: Db, rows: LimitRecord[]) => Promise<T>): Promise<T> {
    return inTransaction(this.db, async (tx) => {
      const rows = (await lockPlayerLimits(tx, playerId)) ?? [];
      return work(tx, rows);
    });
  }

  /**
   * [RG18][RG20] A sign of life, under the player's lock: the running session is seen now; otherwise an
   * idle one ends at its last sign of life and a new one starts now, counting from when RG20 says.
   */
  async #resume(
    tx: Db,
    caller: Caller,
    state: { readonly platform: PlatformSession; readonly latest: SportsbookSessionRecord | undefined },
    running: SportsbookSessionRecord | null,
    now: number,
    options: { acknowledge?: boolean } = {},
  ): Promise<SportsbookSessionRecord> {
    if (running) {
      await touchSportsbookSession(tx, running.id, now, options);
      return { ...running, lastSeenAt: now, ...(options.acknowledge ? { realityCheckAt: now } : {}) };
    }
    const { latest } = state;
    if (latest && latest.endedAt === null) await endSportsbookSession(tx, latest.id, latest.lastSeenAt);
    const countsFrom = countsFromIfStartedNow(state.platform, latest, now);
    return insertSportsbookSession(tx, caller.playerId, caller.sessionId, now, countsFrom);
  }

  async #info(
    playerId: number,
    session: SportsbookSessionRecord,
    intervalMinutes: number,
    endsAt: number | null,
    now: number,
  ): Promise<SportsbookSessionInfo> {
    const currency = (await profileCurrency(this.db, playerId)) ?? 'EUR';
    const money = await sessionMoney(this.db, playerId, currency, session.startedAt, now);
    const check = realityCheck(intervalMinutes, session.realityCheckAt, now);
    return {
      id: session.id,
      started_at: new Date(session.startedAt).toISOString(),
      elapsed_seconds: Math.max(0, Math.floor((now - session.startedAt) / 1000)),
      currency,
      subunits: findCurrency(currency)?.subunits ?? 100,
      bets_sum: money.bets,
      wins_sum: money.wins,
      net_result: money.wins - money.bets,
      reality_check: {
        interval_seconds: intervalMinutes * 60,
        last_acknowledged_at: new Date(session.realityCheckAt).toISOString(),
        next_at: new Date(check.nextAt).toISOString(),
        due: check.due,
      },
      ends_at: endsAt === null ? null : new Date(endsAt).toISOString(),
    };
  }
}

/** 404: no sportsbook session runs (none started yet, or the last one went idle). */
function sessionNotRunning(startedBefore: boolean) {
  return platformError(
    404,
    'session_not_started',
    startedBefore
      ? 'the sportsbook session went idle: the next sign of life (an activity ping, POST /platform/sportsbook_sessions) starts a new one'
      : 'start a session first (POST /platform/sportsbook_sessions)',
  );
}

/** The reality check's interval in minutes; 400 reality_check_not_configured without one. */
function realityCheckMinutes(limits: readonly LimitRecord[]): number {
  const check = limits.find((limit) => limit.type === 'reality_check' && limit.amount !== null);
  if (!check)
    throw platformError(
      400,
      'reality_check_not_configured',
      'no reality check is set: there is nothing to poll',
    );
  return check.amount ?? 0;
}
