import { createHash } from 'node:crypto';
import { SESSION_COOKIE } from '@sportsbook/contract/platform/platform-calls';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { sessions } from '../db/schema';
import type { Authenticator, Caller } from '../http/register-call';
import type { TokenService } from './tokens';

/** Sessions are stored by the SHA-256 of their cookie token, never the token itself. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

async function activeSession(db: Db, clock: Clock, where: ReturnType<typeof eq>): Promise<Caller | null> {
  const now = new Date(clock.now()).toISOString();
  const rows = await db
    .select({ id: sessions.id, playerId: sessions.playerId })
    .from(sessions)
    .where(and(where, isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  const row = rows[0];
  return row ? { playerId: row.playerId, sessionId: row.id } : null;
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
