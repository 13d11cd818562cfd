import { createHash } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normaliseEmail } from '../platform/player-repository';
import { platformError } from './field-problems';

/** Window of the accounts calls' limits, in milliseconds: 15 minutes. */
export const ACCOUNT_CALLS_WINDOW_MS = 15 * 60 * 1000;
/** Accounts calls (sign-up, resends, resets, token links) one client IP may make per window. */
export const ACCOUNT_CALLS_PER_IP = 30;
/** Mail-sending calls naming one e-mail per window, from anywhere: no mail-bombing an address. */
export const ACCOUNT_MAILS_PER_EMAIL = 5;
/** Password checks (change, confirm) one player may make per window. */
export const PASSWORD_CHECKS_PER_PLAYER = 10;

type Check = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

function emailHash(email: string): string {
  return createHash('sha256').update(normaliseEmail(email)).digest('base64url').slice(0, 22);
}

function limiter(app: FastifyInstance, max: number, key: (request: FastifyRequest) => string): Check {
  const check = app.createRateLimit({ max, timeWindow: ACCOUNT_CALLS_WINDOW_MS, keyGenerator: key });
  return async (request, reply) => {
    const verdict = await check(request);
    if (verdict.isAllowed || !verdict.isExceeded) return;
    reply.header('retry-after', verdict.ttlInSeconds);
    throw platformError(
      429,
      'rate_limited',
      `too many requests; try again in ${verdict.ttlInSeconds} seconds`,
    );
  };
}

/**
 * Rate limits of the accounts calls (Redis-backed when REDIS_URL is set, like every limit): per client IP
 * over every accounts call, per e-mail (hashed, so stores never hold addresses) over the calls that mail
 * it, per player over password checks. Each throws 429 rate_limited with Retry-After.
 */
export function createAccountRateLimits(app: FastifyInstance) {
  const perIp = limiter(app, ACCOUNT_CALLS_PER_IP, (r) => `accounts-ip|${normalizeIP(r.ip)}`);
  const perEmail = limiter(app, ACCOUNT_MAILS_PER_EMAIL, (r) => {
    const email = (r.body as { email?: unknown } | undefined)?.email;
    return `accounts-email|${typeof email === 'string' ? emailHash(email) : '-'}`;
  });
  const playerCheck = limiter(app, PASSWORD_CHECKS_PER_PLAYER, (r) => `accounts-password|${playerOf(r)}`);
  return {
    /** Any accounts call without an e-mail to mail (token links). */
    ip: perIp,
    /** A call that mails the address in its body (sign-up, resends, reset request). */
    async mail(request: FastifyRequest, reply: FastifyReply) {
      await perIp(request, reply);
      await perEmail(request, reply);
    },
    /** A password check of the signed-in player (change, confirm). */
    async passwordCheck(request: FastifyRequest, reply: FastifyReply, playerId: number) {
      playerIds.set(request, playerId);
      await playerCheck(request, reply);
    },
  };
}

/** The signed-in player of a request whose password is being checked (the limiter keys on it). */
const playerIds = new WeakMap<FastifyRequest, number>();
function playerOf(request: FastifyRequest): string {
  return String(playerIds.get(request) ?? '-');
}
