import {
  changePassword,
  confirmEmail,
  confirmPassword,
  requestPasswordReset,
  resendConfirmation,
  resendUnlock,
  resetPassword,
  signUp,
  unlockAccount,
} from '@sportsbook/contract/platform/auth-calls';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import type { Caller, RouteEnv } from '../http/register-call';
import { registerCall } from '../http/register-call';
import { registerOutboxRoutes } from '../mail/outbox-routes';
import { createAccountRateLimits } from './account-rate-limits';
import { accountsContextOf } from './accounts-context';
import { refuseBlockedCountry } from './country-block';
import { registerPlayerDataRoutes } from './player-data-routes';

function sessionCaller(caller: Caller | null): Caller {
  if (!caller) throw new Error('a session call ran without a caller');
  return caller;
}

/**
 * Registers the accounts calls of the Platform API (docs/adr/0010): sign-up, confirmation, unlock,
 * password reset, change and confirmation; the signed-in player's own data (player-data-routes.ts); and,
 * while mail stays in the outbox (no SMTP_URL), the developer outbox at /dev/outbox (direct loopback
 * requests only: it holds live reset and unlock links).
 */
export function registerAccountRoutes(app: FastifyInstance, env: RouteEnv, deps: AppDeps): void {
  const { accounts, mailer, queue } = accountsContextOf(deps, app.log);
  // Mail still being sent when the app closes goes out first (and is not written to a closed database).
  app.addHook('onClose', () => queue.settled());
  const limits = createAccountRateLimits(app);

  registerCall(app, env, signUp, async ({ body, locale, request, reply }) => {
    refuseBlockedCountry(deps.config, request, 'signUp', [body.country.toUpperCase()]);
    await limits.mail(request, reply);
    return accounts.signUp(body, locale);
  });

  registerCall(app, env, resendConfirmation, async ({ body, request, reply }) => {
    await limits.mail(request, reply);
    return accounts.resendConfirmation(body.email);
  });

  registerCall(app, env, confirmEmail, async ({ query, request, reply }) => {
    await limits.ip(request, reply);
    return accounts.confirmEmail(query.confirmation_token);
  });

  registerCall(app, env, resendUnlock, async ({ body, request, reply }) => {
    await limits.mail(request, reply);
    return accounts.resendUnlock(body.email);
  });

  registerCall(app, env, unlockAccount, async ({ query, request, reply }) => {
    await limits.ip(request, reply);
    return accounts.unlock(query.unlock_token);
  });

  registerCall(app, env, requestPasswordReset, async ({ body, request, reply }) => {
    await limits.mail(request, reply);
    return accounts.requestPasswordReset(body.email);
  });

  registerCall(app, env, resetPassword, async ({ body, request, reply }) => {
    await limits.ip(request, reply);
    return accounts.resetPassword(body.reset_password_token, body.password, body.password_confirmation);
  });

  registerCall(app, env, changePassword, async ({ body, caller, request, reply }) => {
    const player = sessionCaller(caller);
    await limits.passwordCheck(request, reply, player.playerId);
    await accounts.changePassword(player, body.current_password, body.password, body.password_confirmation);
    return undefined;
  });

  registerCall(app, env, confirmPassword, async ({ body, caller, request, reply }) => {
    const player = sessionCaller(caller);
    await limits.passwordCheck(request, reply, player.playerId);
    const issued = await accounts.confirmPassword(player, body.password);
    return { password_confirmation_token: issued.token, expires_at: issued.expiresAt.toISOString() };
  });

  registerPlayerDataRoutes(app, env, deps);
  if (mailer.usesOutbox) registerOutboxRoutes(app, deps.database.db, () => queue.settled());
}
