import { createHash } from 'node:crypto';
import { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import { PLATFORM_MESSAGE_KEYS } from '@sportsbook/contract/platform/platform-errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';
import { normaliseEmail } from './player-repository';

/** Length of a sign-in rate-limit window, in milliseconds: 5 minutes. */
export const SIGN_IN_WINDOW_MS = 5 * 60 * 1000;

/** Sign-in attempts one client IP may make for one e-mail per window: room for typos, not for guessing. */
export const SIGN_IN_ATTEMPTS_PER_EMAIL = 10;

/** Sign-in attempts one client IP may make per window over all e-mails, against password spraying. */
export const SIGN_IN_ATTEMPTS_PER_IP = 60;

/**
 * Sign-in attempts for one e-mail per window from all client IPs together: a distributed guesser is held
 * by the lockout (5 failures) anyway; this bounds the password checks spent on one account.
 */
export const SIGN_IN_ATTEMPTS_PER_ACCOUNT = 30;

function tooManyAttempts(retryAfter: string): ApiError {
  return new ApiError(
    429,
    'rate_limited',
    `too many sign-in attempts; try again in ${retryAfter}`,
    undefined,
    PLATFORM_MESSAGE_KEYS.rate_limited,
  );
}

/**
 * The e-mail part of the key: hashed, so rate-limit stores (Redis) never hold e-mail addresses. The body
 * is not validated yet when the limit runs, so anything that is not a string counts as "no e-mail".
 */
function emailKey(body: unknown): string {
  const email = typeof body === 'object' && body !== null ? (body as { email?: unknown }).email : undefined;
  if (typeof email !== 'string') return '-';
  return createHash('sha256').update(normaliseEmail(email)).digest('base64url').slice(0, 22);
}

/**
 * Route limit of POST /platform/users/sign_in, keyed on client IP and e-mail. It runs once the body is
 * parsed (before validation, so malformed attempts count too); with Redis configured the counters are
 * shared by every server node.
 */
export function signInRateLimit(): RateLimitOptions {
  return {
    hook: 'preValidation',
    max: SIGN_IN_ATTEMPTS_PER_EMAIL,
    timeWindow: SIGN_IN_WINDOW_MS,
    keyGenerator: (request) => `${normalizeIP(request.ip)}|${emailKey(request.body)}`,
    errorResponseBuilder: (_request, context) => tooManyAttempts(context.after),
  };
}

/**
 * The per-IP limit over all e-mails and the per-account limit over all IPs, checked by the sign-in handler
 * before any password work. A route
 * carries one `config.rateLimit`, so this second counter goes through the plugin's `createRateLimit`
 * (same store, Redis included). Throws the 429 with Retry-After when the IP is over its limit.
 */
export function createSignInIpLimit(
  app: FastifyInstance,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const check = app.createRateLimit({
    max: SIGN_IN_ATTEMPTS_PER_IP,
    timeWindow: SIGN_IN_WINDOW_MS,
    keyGenerator: (request) => `sign-in-ip|${normalizeIP(request.ip)}`,
  });
  const checkAccount = app.createRateLimit({
    max: SIGN_IN_ATTEMPTS_PER_ACCOUNT,
    timeWindow: SIGN_IN_WINDOW_MS,
    keyGenerator: (request) => `sign-in-account|${emailKey(request.body)}`,
  });
  return async (request, reply) => {
    for (const limit of [check, checkAccount]) {
      const verdict = await limit(request);
      if (verdict.isAllowed || !verdict.isExceeded) continue;
      reply.header('retry-after', verdict.ttlInSeconds);
      throw tooManyAttempts(`${verdict.ttlInSeconds} seconds`);
    }
  };
}
