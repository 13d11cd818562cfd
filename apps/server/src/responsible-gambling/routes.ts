import { trackActivity } from '@sportsbook/contract/platform/account-calls';
import { listUserLimits, removeUserLimit, setUserLimit } from '@sportsbook/contract/platform/limit-calls';
import { createSportsbookSession } from '@sportsbook/contract/platform/platform-calls';
import {
  continueSportsbookSession,
  getSportsbookSessionInfo,
} from '@sportsbook/contract/platform/session-calls';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { runEvery } from '../http/periodic-work';
import { type Caller, type RouteEnv, registerCall } from '../http/register-call';
import { LimitService } from './limit-service';
import { SportsbookSessionService } from './sportsbook-session-service';

/** How often pending limit changes that are due are applied (core RG11, RG22). */
const LIMIT_SETTLE_EVERY_MS = 60_000;

/** `registerCall` resolves the caller of every `session` call; a missing one is a wiring mistake. */
function sessionCaller(caller: Caller | null): Caller {
  if (!caller) throw new Error('a session call ran without a caller');
  return caller;
}

/**
 * Responsible gambling of the Platform API (spec §3, §7.1; docs/adr/0010): player limits, sportsbook sessions
 * with their bearer tokens and reality check, and activity tracking. Bets and deposits check the limits in
 * their own transactions (stake-limits.ts, payments).
 */
export function registerResponsibleGamblingRoutes(app: FastifyInstance, env: RouteEnv, deps: AppDeps): void {
  const { db } = deps.database;
  const limits = new LimitService(db, deps.clock, deps.config.minTimeLimitMinutes, {
    db,
    publisher: deps.publisher,
    contentLocales: deps.config.contentLocales,
    log: { error: (details, message) => app.log.error(details, message) },
  });
  // Raises and removals that waited their 24 hours apply, and the player hears of it, within a minute.
  runEvery(app, 'applying limit changes that are due', LIMIT_SETTLE_EVERY_MS, () => limits.settleDue());
  const sessions = new SportsbookSessionService(db, deps.clock, deps.tokens);

  registerCall(app, env, listUserLimits, async ({ caller }) => limits.list(sessionCaller(caller).playerId));
  registerCall(app, env, setUserLimit, async ({ caller, body }) => limits.set(sessionCaller(caller), body));
  registerCall(app, env, removeUserLimit, async ({ caller, params, query }) =>
    limits.remove(sessionCaller(caller), params.id, query.password_confirmation_token),
  );

  registerCall(app, env, createSportsbookSession, async ({ caller }) =>
    sessions.start(sessionCaller(caller)),
  );
  registerCall(app, env, getSportsbookSessionInfo, async ({ caller }) =>
    sessions.current(sessionCaller(caller)),
  );
  registerCall(app, env, continueSportsbookSession, async ({ caller }) =>
    sessions.continue(sessionCaller(caller)),
  );
  registerCall(app, env, trackActivity, async ({ caller }) => sessions.trackActivity(sessionCaller(caller)));
}
