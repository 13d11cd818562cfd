import { createHash } from 'node:crypto';
import { SESSION_COOKIE } from '@sportsbook/contract/platform/platform-calls';
import { PLATFORM_MESSAGE_KEYS } from '@sportsbook/contract/platform/platform-errors';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { sessions } from '../db/schema';
import { toIsoUtc } from '../db/time';
import { ApiError } from '../http/api-error';
import type { Authenticator, Caller } from '../http/register-call';
import type { TokenService } from './tokens';

/** Sessions are stored by the SHA-256 of their cookie token, never the token itself. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * For this long after a limit ended a session, its calls are answered with the limit's error (403
 * session_limit_reached, 401 activity_limit_reached) rather than a plain 401: the calls a page had in flight
 * when the limit ended it all say why, so the page shows the limit's dialog and not the session-expired
 * prompt. Long enough for calls in flight and the other tabs to hear; short enough that a page loaded later
 * shows a visitor's page rather than the same notice again.
 */
export const LIMIT_END_NOTICE_MS = 60_000;

const LIMIT_ENDINGS: Readonly<Record<string, { status: number; message: string }>> = {
  session_limit_reached: {
    status: 403,
    message: 'a session or time limit is used up: the session has ended',
  },
  activity_limit_reached: {
    status: 401,
    message: 'the activity limit is reached: the session has ended',
  },
};

/** The error a session ended by a limit is answered with, if it ended so a moment ago. */
function limitEnding(reason: string | null, revokedAt: number, now: number): ApiError | null {
  const ending = reason === null ? undefined : LIMIT_ENDINGS[reason];
  if (!reason || !ending || now - revokedAt >= LIMIT_END_NOTICE_MS) return null;
  const key = PLATFORM_MESSAGE_KEYS[reason as keyof typeof PLATFORM_MESSAGE_KEYS];
  return new ApiError(ending.status, reason, ending.message, undefined, key);
}

/** The session's caller while it is active; null once it has ended; throws a limit's ending (above). */
async function activeSession(db: Db, clock: Clock, where: ReturnType<typeof eq>): Promise<Caller | null> {
  const now = clock.now();
  const [row] = await db
    .select({
      id: sessions.id,
      playerId: sessions.playerId,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      revokedReason: sessions.revokedReason,
    })
    .from(sessions)
    .where(where)
    .limit(1);
  if (!row) return null;
  if (row.revokedAt !== null) {
    const ending = limitEnding(row.revokedReason, Date.parse(toIsoUtc(row.revokedAt)), now);
    if (ending) throw ending;
    return null;
  }
  if (Date.parse(toIsoUtc(row.expiresAt)) <= now) return null;
  return { playerId: row.playerId, sessionId: row.id };
}

/**
 * Checks Platform API session cookies and Sportsbook API bearer tokens. A bearer token stays valid only
 * while the session it was issued for is active, so signing out ends both.
 */
export function createAuthenticator(db: Db, tokens: TokenService, clock: Clock): Authenticator {
  return {
    async bearer(token) {
      const check = await tokens.verifySportsbookToken(token);
      if (!check.ok) return check.reason;
      const caller = await activeSession(db, clock, eq(sessions.id, check.claims.sessionId));
      return caller && caller.playerId === check.claims.playerId ? caller : 'invalid';
    },
    async session(request: FastifyRequest) {
      const token = request.cookies[SESSION_COOKIE];
      if (!token || token.length > 200) return null;
      return activeSession(db, clock, eq(sessions.tokenHash, hashSessionToken(token)));
    },
  };
}
