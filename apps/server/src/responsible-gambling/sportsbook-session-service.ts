import type { SportsbookSessionInfo } from '@sportsbook/contract/entities/sportsbook-session';
import type { SportsbookSession } from '@sportsbook/contract/platform/platform-calls';
import { type LimitRecord, limitsInForce } from '@sportsbook/core/player-limits/limit-changes';
import {
  activityPing,
  realityCheck,
  SESSION_BOUNDING_TYPES,
  sessionEndsAt,
  sessionIdle,
} from '@sportsbook/core/player-limits/limit-checks';
import type { TokenService } from '../auth/tokens';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
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
  type LatestSportsbookSession,
  lastActivity,
  latestSportsbookSession,
  loadLiveLimits,
  lockPlayerLimits,
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
  readonly session_ends_at: string | null;
  readonly reality_check_interval_seconds: number | null;
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
 * [RG15][RG18] When the session of a player with no sportsbook session running began: at sign-in for the
 * platform session's first one, unless the player was away since; after an idle break, now.
 */
function sinceForNew(signedInAt: number, latest: LatestSportsbookSession | undefined, now: number): number {
  return latest || sessionIdle(signedInAt, now) ? now : signedInAt;
}

/** A sportsbook session that is running now, and when the player's session began ([RG15], [RG18]). */
interface Running {
  readonly session: SportsbookSessionRecord;
  /** Sign-in, or the session's start when it followed an idle break. */
  readonly since: number;
}

/**
 * Sportsbook sessions (spec §7.1; rules RG15–RG18): POST /platform/sportsbook_sessions starts or continues
 * the session of a platform session and issues its bearer token, never valid past the moment a session,
 * sportsbook_session or time limit ends it; the session info with its reality check; activity pings and the
 * activity limit. A session without a sign of life (start, info poll, continue, activity ping, bet) for
 * SESSION_IDLE_MS ended at its last one; the next sign of life starts a new one, so time away never counts.
 * Every authenticated call checks the limits (`enforce`, session-guard.ts): once one runs out the platform
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
    if (!limits.some((limit) => (SESSION_BOUNDING_TYPES as readonly string[]).includes(limit.type))) return;
    const platform = await platformSession(this.db, caller.sessionId);
    if (!platform) return;
    const latest = await latestSportsbookSession(this.db, caller.sessionId);
    const running = this.#running(platform.createdAt, latest, now);
    const endsAt = await this.#endsAt(caller.playerId, running, platform.createdAt, latest, limits, now);
    if (endsAt !== null && endsAt <= now) {
      await endSessionForLimit(this.db, caller.sessionId, now);
      throw sessionLimitReached();
    }
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
    const latest = await latestSportsbookSession(this.db, caller.sessionId);
    const running = this.#running(platform.createdAt, latest, now);
    const endsAt = await this.#endsAt(caller.playerId, running, platform.createdAt, latest, limits, now);
    if (endsAt !== null && endsAt <= now) {
      await endSessionForLimit(this.db, caller.sessionId, now);
      throw sessionLimitReached();
    }
    await this.#resume(caller, platform.createdAt, latest, running, now);
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

  /** GET /platform/sportsbook_sessions/current: a poll is a sign of life. */
  async current(caller: Caller): Promise<SportsbookSessionInfo> {
    return this.#polled(caller, false);
  }

  /** POST /platform/sportsbook_sessions/continue: the reality check is acknowledged now. */
  async continue(caller: Caller): Promise<SportsbookSessionInfo> {
    return this.#polled(caller, true);
  }

  /**
   * POST /platform/player/activity_limit_track: records the minute before now as active (RG17), keeps the
   * sportsbook session alive (or starts the next one after an idle break), then checks the activity limits;
   * once one is reached the session ends and the answer is 401 activity_limit_reached.
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
    const platform = await platformSession(this.db, caller.sessionId);
    const latest = await latestSportsbookSession(this.db, caller.sessionId);
    // Before the first start there is no session to keep alive (the web starts it when the player loads).
    const running =
      latest && platform
        ? await this.#resume(
            caller,
            platform.createdAt,
            latest,
            this.#running(platform.createdAt, latest, now),
            now,
          )
        : null;
    let tightest: { used: number; left: number } | null = null;
    for (const limit of limits) {
      if (limit.type !== 'activity' || limit.amount === null) continue;
      const used = await timeUsedMs(this.db, caller.playerId, limit, now);
      const left = limit.amount * 60_000 - used;
      if (!tightest || left < tightest.left) tightest = { used, left };
    }
    if (tightest && tightest.left <= 0) {
      await endSessionForLimit(this.db, caller.sessionId, now);
      throw activityLimitReached();
    }
    const endsAt =
      running && platform
        ? await this.#endsAt(caller.playerId, running, platform.createdAt, latest, limits, now)
        : null;
    const check = limits.find((limit) => limit.type === 'reality_check' && limit.amount !== null);
    return {
      active_seconds: tightest ? Math.floor(tightest.used / 1000) : 0,
      remaining_seconds: tightest ? Math.floor(tightest.left / 1000) : null,
      session_ends_at: endsAt === null ? null : new Date(endsAt).toISOString(),
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

  /** [RG18] The sportsbook session running now: the latest one, if open and not idle. */
  #running(signedInAt: number, latest: LatestSportsbookSession | undefined, now: number): Running | null {
    if (!latest || latest.endedAt !== null || sessionIdle(latest.lastSeenAt, now)) return null;
    return { session: latest, since: latest.resumed ? latest.startedAt : signedInAt };
  }

  /**
   * [RG18] A sign of life: the running session is seen now; otherwise an idle one ends at its last sign of
   * life and a new one starts now.
   */
  async #resume(
    caller: Caller,
    signedInAt: number,
    latest: LatestSportsbookSession | undefined,
    running: Running | null,
    now: number,
    options: { acknowledge?: boolean } = {},
  ): Promise<Running> {
    if (running) {
      await touchSportsbookSession(this.db, running.session.id, now, options);
      return {
        ...running,
        session: {
          ...running.session,
          lastSeenAt: now,
          ...(options.acknowledge ? { realityCheckAt: now } : {}),
        },
      };
    }
    if (latest && latest.endedAt === null) await endSportsbookSession(this.db, latest.id, latest.lastSeenAt);
    const session = await insertSportsbookSession(this.db, caller.playerId, caller.sessionId, now);
    return { session, since: sinceForNew(signedInAt, latest, now) };
  }

  /**
   * [RG15] When the session must end: for the running one, counting from when it began; with none running,
   * for one that would start now (a time limit used up in its period ends it at once). Null without limits.
   */
  async #endsAt(
    playerId: number,
    running: Running | null,
    signedInAt: number,
    latest: LatestSportsbookSession | undefined,
    limits: readonly LimitRecord[],
    now: number,
  ): Promise<number | null> {
    const startedAt = running?.session.startedAt ?? now;
    const since = running?.since ?? sinceForNew(signedInAt, latest, now);
    const timeUsed = new Map<number, number>();
    for (const limit of limits) {
      if (limit.type === 'time')
        timeUsed.set(
          limit.id,
          await timeUsedMs(this.db, playerId, limit, now, running ? { startedAt } : undefined),
        );
    }
    return sessionEndsAt({ signedInAt: since, startedAt, limits, timeUsedMs: timeUsed, now });
  }

  /** The session info after a poll or a continue; 400 without a reality check, 404 before any session. */
  async #polled(caller: Caller, acknowledge: boolean): Promise<SportsbookSessionInfo> {
    const now = this.clock.now();
    const limits = limitsInForce(await loadLiveLimits(this.db, caller.playerId), now);
    const check = limits.find((limit) => limit.type === 'reality_check' && limit.amount !== null);
    if (!check)
      throw platformError(
        400,
        'reality_check_not_configured',
        'no reality check is set: there is nothing to poll',
      );
    const platform = await platformSession(this.db, caller.sessionId);
    const latest = await latestSportsbookSession(this.db, caller.sessionId);
    if (!latest || !platform)
      throw platformError(
        404,
        'session_not_started',
        'start a session first (POST /platform/sportsbook_sessions)',
      );
    const wasRunning = this.#running(platform.createdAt, latest, now);
    const running = await this.#resume(caller, platform.createdAt, latest, wasRunning, now, {
      acknowledge,
    });
    const endsAt = await this.#endsAt(caller.playerId, running, platform.createdAt, latest, limits, now);
    if (endsAt !== null && endsAt <= now) {
      await endSessionForLimit(this.db, caller.sessionId, now);
      throw sessionLimitReached();
    }
    return this.#info(caller.playerId, running.session, check.amount ?? 0, endsAt, now);
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
