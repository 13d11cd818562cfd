import type { SportsbookSessionInfo } from '@sportsbook/contract/entities/sportsbook-session';
import type { SportsbookSession } from '@sportsbook/contract/platform/platform-calls';
import { type LimitRecord, limitsInForce } from '@sportsbook/core/player-limits/limit-changes';
import { activityPing, realityCheck, sessionEndsAt } from '@sportsbook/core/player-limits/limit-checks';
import type { TokenService } from '../auth/tokens';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import type { Caller } from '../http/register-call';
import { findCurrency } from '../platform/currencies';
import { SPORTSBOOK_TOKEN_TTL_SECONDS } from '../platform/session-service';
import {
  endSessionForLimit,
  extendActivity,
  insertActivity,
  insertSportsbookSession,
  lastActivity,
  loadLiveLimits,
  lockPlayerLimits,
  openSportsbookSession,
  platformSession,
  profileCurrency,
  type SportsbookSessionRecord,
  sessionMoney,
  touchSportsbookSession,
} from './limit-repository';
import { timeUsedMs } from './limit-usage';
import { platformError } from './platform-error';

/** The answer of an activity ping (contract ActivityTrack). */
export interface ActivityTrack {
  readonly active_seconds: number;
  readonly remaining_seconds: number | null;
}

function sessionLimitReached() {
  return platformError(
    403,
    'session_limit_reached',
    'a session or time limit is used up: the session has ended',
  );
}

function activityLimitReached() {
  return platformError(401, 'activity_limit_reached', 'the activity limit is reached: the session has ended');
}

/**
 * Sportsbook sessions (spec §7.1; rules RG15–RG17): POST /platform/sportsbook_sessions starts or continues
 * the session of a platform session and issues its bearer token, never valid past the moment a session,
 * sportsbook_session or time limit ends it; the session info with its reality check; activity pings and the
 * activity limit. When a limit runs out the platform session is revoked (and with it every bearer token).
 */
export class SportsbookSessionService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly tokens: TokenService,
  ) {}

  async start(caller: Caller): Promise<SportsbookSession> {
    const now = this.clock.now();
    const platform = await platformSession(this.db, caller.sessionId);
    if (!platform || platform.revoked || platform.expiresAt <= now)
      throw platformError(401, 'unauthorized', 'sign in first: there is no valid session');
    const limits = limitsInForce(await loadLiveLimits(this.db, caller.playerId), now);
    if (await this.#activityUsedUp(caller.playerId, limits, now)) {
      await endSessionForLimit(this.db, caller.sessionId, now);
      throw activityLimitReached();
    }
    const open = await openSportsbookSession(this.db, caller.sessionId);
    const startedAt = open?.startedAt ?? now;
    const endsAt = await this.#endsAt(caller, platform.createdAt, startedAt, limits, now);
    if (endsAt !== null && endsAt <= now) {
      await endSessionForLimit(this.db, caller.sessionId, now);
      throw sessionLimitReached();
    }
    if (open) await touchSportsbookSession(this.db, open.id, now);
    else await insertSportsbookSession(this.db, caller.playerId, caller.sessionId, now);
    const until = Math.min(platform.expiresAt, endsAt ?? Number.POSITIVE_INFINITY);
    const ttlSeconds = Math.min(SPORTSBOOK_TOKEN_TTL_SECONDS, Math.floor((until - now) / 1000));
    if (ttlSeconds <= 0) throw sessionLimitReached();
    const { token, expiresAt } = await this.tokens.signSportsbookToken(
      caller.playerId,
      caller.sessionId,
      ttlSeconds,
    );
    return { token, expires_at: expiresAt.toISOString() };
  }

  /** GET /platform/sportsbook_sessions/current. */
  async current(caller: Caller): Promise<SportsbookSessionInfo> {
    const { session, interval, limits, now } = await this.#checked(caller);
    await touchSportsbookSession(this.db, session.id, now);
    return this.#info(caller, { ...session, lastSeenAt: now }, interval, limits, now);
  }

  /** POST /platform/sportsbook_sessions/continue: the reality check is acknowledged now. */
  async continue(caller: Caller): Promise<SportsbookSessionInfo> {
    const { session, interval, limits, now, endsAt } = await this.#checked(caller);
    if (endsAt !== null && endsAt <= now) {
      await endSessionForLimit(this.db, caller.sessionId, now);
      throw sessionLimitReached();
    }
    await touchSportsbookSession(this.db, session.id, now, { acknowledge: true });
    return this.#info(caller, { ...session, lastSeenAt: now, realityCheckAt: now }, interval, limits, now);
  }

  /**
   * POST /platform/player/activity_limit_track: records the minute before now as active (RG17), then checks
   * the activity limits; once one is reached the session ends and the answer is 401 activity_limit_reached.
   */
  async trackActivity(caller: Caller): Promise<ActivityTrack> {
    const now = this.clock.now();
    const limits = await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      // The player's lock serialises pings from several tabs, so no time is counted twice.
      const rows = (await lockPlayerLimits(tx, caller.playerId)) ?? [];
      const last = await lastActivity(tx, caller.playerId);
      const ping = activityPing(last?.interval ?? null, now);
      if (ping?.extend && last) await extendActivity(tx, last.id, ping.interval.end);
      else if (ping) await insertActivity(tx, caller.playerId, ping.interval);
      return limitsInForce(rows, now);
    });
    const open = await openSportsbookSession(this.db, caller.sessionId);
    if (open) await touchSportsbookSession(this.db, open.id, now);
    const activity = limits.filter((limit) => limit.type === 'activity' && limit.amount !== null);
    if (activity.length === 0) return { active_seconds: 0, remaining_seconds: null };
    let tightest: { used: number; left: number } | null = null;
    for (const limit of activity) {
      const used = await timeUsedMs(this.db, caller.playerId, limit, now);
      const left = (limit.amount ?? 0) * 60_000 - used;
      if (!tightest || left < tightest.left) tightest = { used, left };
    }
    if (!tightest) return { active_seconds: 0, remaining_seconds: null };
    if (tightest.left <= 0) {
      await endSessionForLimit(this.db, caller.sessionId, now);
      throw activityLimitReached();
    }
    return {
      active_seconds: Math.floor(tightest.used / 1000),
      remaining_seconds: Math.floor(tightest.left / 1000),
    };
  }

  /** Whether an activity limit in force is used up (sign-in and session start refuse then). */
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

  async #endsAt(
    caller: Caller,
    signedInAt: number,
    startedAt: number,
    limits: readonly LimitRecord[],
    now: number,
  ): Promise<number | null> {
    const timeUsed = new Map<number, number>();
    for (const limit of limits) {
      if (limit.type === 'time')
        timeUsed.set(limit.id, await timeUsedMs(this.db, caller.playerId, limit, now, { startedAt }));
    }
    return sessionEndsAt({ signedInAt, startedAt, limits, timeUsedMs: timeUsed, now });
  }

  /** When the open sportsbook session must end, counting from the platform session's sign-in. */
  async #openSessionEndsAt(
    caller: Caller,
    session: SportsbookSessionRecord,
    limits: readonly LimitRecord[],
    now: number,
  ): Promise<number | null> {
    const platform = await platformSession(this.db, caller.sessionId);
    return this.#endsAt(caller, platform?.createdAt ?? session.startedAt, session.startedAt, limits, now);
  }

  /** The reality-check interval, the open session and when it must end; or the contract's 400 / 404. */
  async #checked(caller: Caller) {
    const now = this.clock.now();
    const limits = limitsInForce(await loadLiveLimits(this.db, caller.playerId), now);
    const check = limits.find((limit) => limit.type === 'reality_check' && limit.amount !== null);
    if (!check)
      throw platformError(
        400,
        'reality_check_not_configured',
        'no reality check is set: there is nothing to poll',
      );
    const session = await openSportsbookSession(this.db, caller.sessionId);
    if (!session)
      throw platformError(
        404,
        'session_not_started',
        'start a session first (POST /platform/sportsbook_sessions)',
      );
    const endsAt = await this.#openSessionEndsAt(caller, session, limits, now);
    return { session, interval: check.amount ?? 0, limits, now, endsAt };
  }

  async #info(
    caller: Caller,
    session: SportsbookSessionRecord,
    intervalMinutes: number,
    limits: readonly LimitRecord[],
    now: number,
  ): Promise<SportsbookSessionInfo> {
    const currency = (await profileCurrency(this.db, caller.playerId)) ?? 'EUR';
    const money = await sessionMoney(this.db, caller.playerId, currency, session.startedAt, now);
    const check = realityCheck(intervalMinutes, session.realityCheckAt, now);
    const endsAt = await this.#openSessionEndsAt(caller, session, limits, now);
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
