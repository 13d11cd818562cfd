import { randomBytes } from 'node:crypto';
import type { SportsbookSession } from '@sportsbook/contract/platform/platform-calls';
import { hashSessionToken } from '../auth/authenticator';
import type { TokenService } from '../auth/tokens';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { toIsoUtc } from '../db/time';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/register-call';
import type { PasswordHasher } from './password-hasher';
import { findPlayerByEmail, type PlayerRow } from './player-repository';
import { findSessionExpiry, insertSession, revokeSessionByTokenHash } from './session-repository';

/** How long a Platform API session (and its cookie) lasts, in seconds: 30 days. */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

/** How long a Sportsbook API bearer token lasts at most, in seconds: one hour. */
export const SPORTSBOOK_TOKEN_TTL_SECONDS = 60 * 60;

/** Bytes of randomness in a session token (sent base64url-encoded in the cookie). */
const SESSION_TOKEN_BYTES = 32;

/** A session just started by sign-in. */
export interface StartedSession {
  readonly player: PlayerRow;
  /** The cookie value; only its hash is stored. */
  readonly token: string;
  /** Seconds until the session expires: the cookie's Max-Age. */
  readonly maxAgeSeconds: number;
}

/** Signs players in and out, and issues Sportsbook API bearer tokens for their sessions. */
export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly tokens: TokenService,
    private readonly hasher: PasswordHasher,
  ) {}

  /**
   * Checks the credentials and starts a session. An unknown e-mail and a wrong password cost the same
   * argon2 verification and fail with the same 401. A session the browser still held is revoked: the new
   * one replaces it.
   */
  async signIn(email: string, password: string, previousToken: string | undefined): Promise<StartedSession> {
    const player = await findPlayerByEmail(this.db, email);
    const matches = await this.hasher.verify(player?.passwordHash, password);
    if (!player || !matches)
      throw new ApiError(401, 'invalid_credentials', 'the e-mail or the password is not right');

    if (previousToken) await this.signOut(previousToken);
    const token = randomBytes(SESSION_TOKEN_BYTES).toString('base64url');
    await insertSession(this.db, {
      playerId: player.id,
      tokenHash: hashSessionToken(token),
      expiresAt: new Date(this.clock.now() + SESSION_TTL_SECONDS * 1000).toISOString(),
    });
    return { player, token, maxAgeSeconds: SESSION_TTL_SECONDS };
  }

  /** Revokes the session of this cookie token, and so every bearer token issued for it. */
  async signOut(token: string): Promise<void> {
    await revokeSessionByTokenHash(
      this.db,
      hashSessionToken(token),
      new Date(this.clock.now()).toISOString(),
    );
  }

  /** A bearer token for the caller's session, valid for an hour but never past the session's end. */
  async startSportsbookSession(caller: Caller): Promise<SportsbookSession> {
    const sessionEnd = await findSessionExpiry(this.db, caller.sessionId);
    if (!sessionEnd) throw ApiError.unauthorized('sign in first: there is no valid session');
    const secondsLeft = Math.floor((Date.parse(toIsoUtc(sessionEnd)) - this.clock.now()) / 1000);
    const ttlSeconds = Math.min(SPORTSBOOK_TOKEN_TTL_SECONDS, secondsLeft);
    if (ttlSeconds <= 0) throw ApiError.unauthorized('the session has ended; sign in again');
    const { token, expiresAt } = await this.tokens.signSportsbookToken(
      caller.playerId,
      caller.sessionId,
      ttlSeconds,
    );
    return { token, expires_at: expiresAt.toISOString() };
  }
}
