import {
  getPlayer,
  listAccounts,
  SESSION_COOKIE,
  signIn,
  signOut,
} from '@sportsbook/contract/platform/platform-calls';
import type { FastifyInstance } from 'fastify';
import { accountsContextOf } from '../accounts/accounts-context';
import { refuseBlockedCountry } from '../accounts/country-block';
import type { AppDeps } from '../app';
import { hashSessionToken } from '../auth/authenticator';
import { ApiError } from '../http/api-error';
import { runEvery } from '../http/periodic-work';
import { type Caller, type RouteEnv, registerCall } from '../http/register-call';
import { SportsbookSessionService } from '../responsible-gambling/sportsbook-session-service';
import { findPlayer, listActiveAccounts } from './player-repository';
import { toAccount, toPlayer } from './player-view';
import { clearSessionCookie, setSessionCookie } from './session-cookie';
import { LOCKOUT, SessionService } from './session-service';
import { pruneSignInFailures } from './sign-in-failures';
import { createSignInIpLimit, signInRateLimit } from './sign-in-rate-limit';

/** `registerCall` resolves the caller of every `session` call; a missing one is a wiring mistake. */
function sessionCaller(caller: Caller | null): Caller {
  if (!caller) throw new Error('a session call ran without a caller');
  return caller;
}

/** How often rows of `sign_in_failures` past the failure window and any lock are dropped. */
export const PRUNE_SIGN_IN_FAILURES_EVERY_MS = 60_000;

/**
 * Registers the Platform API of spec §7.1 under /platform: sign-in and sign-out (session cookie), the
 * player, their accounts, and Sportsbook API sessions (bearer tokens). The player limits behind the 403
 * "session limit reached" of POST /sportsbook_sessions belong to the limits module.
 */
export function registerPlatformRoutes(app: FastifyInstance, env: RouteEnv, deps: AppDeps): void {
  const { db } = deps.database;
  const sameSite = deps.config.cookieSameSite;
  const { accounts, hasher } = accountsContextOf(deps, app.log);
  const responsibleGambling = new SportsbookSessionService(db, deps.clock, deps.tokens);
  const sessions = new SessionService(
    db,
    deps.clock,
    hasher,
    // A lock mails the unlock link (accounts module, docs/adr/0010), after the 423 has gone out.
    async (player) => accounts.mailUnlock(player),
    // While an activity or time limit stays used up the player stays signed out (spec §8).
    (player) => responsibleGambling.refuseAdmission(player.id),
    deps.config.emailConfirmationRequired,
  );
  const checkIpLimit = createSignInIpLimit(app);
  // Unknown e-mails' failures that no longer count go off the sign-in path (the rows answer as none do).
  runEvery(app, 'pruning sign-in failures', PRUNE_SIGN_IN_FAILURES_EVERY_MS, () =>
    pruneSignInFailures(db, deps.clock.now(), LOCKOUT),
  );

  registerCall(
    app,
    env,
    signIn,
    async ({ body, request, reply }) => {
      refuseBlockedCountry(deps.config, request, 'signIn');
      await checkIpLimit(request, reply);
      const started = await sessions.signIn(body.email, body.password, request.cookies[SESSION_COOKIE]);
      setSessionCookie(request, reply, sameSite, started.token, started.maxAgeSeconds);
      return toPlayer(started.player);
    },
    { config: { rateLimit: signInRateLimit() } },
  );

  registerCall(app, env, signOut, async ({ request, reply }) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await sessions.signOut(token);
    // The sportsbook session ends with it, so no time after sign-out counts against a time limit.
    if (token) await responsibleGambling.signedOut(hashSessionToken(token));
    clearSessionCookie(request, reply, sameSite);
    return undefined;
  });

  registerCall(app, env, getPlayer, async ({ caller }) => {
    const player = await findPlayer(db, sessionCaller(caller).playerId);
    if (!player) throw ApiError.unauthorized('the player of this session no longer exists');
    return toPlayer(player);
  });

  // `compatibility` is accepted as the web client sends it; either way only active accounts are served.
  registerCall(app, env, listAccounts, async ({ caller }) => {
    const rows = await listActiveAccounts(db, sessionCaller(caller).playerId);
    return rows.map(toAccount);
  });

  // POST /platform/sportsbook_sessions lives with the session and time limits it obeys:
  // responsible-gambling/routes.ts.
}
