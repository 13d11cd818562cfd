import { randomBytes } from 'node:crypto';
import { PLATFORM_MESSAGE_KEYS } from '@sportsbook/contract/platform/platform-errors';
import { hashSessionToken } from '../auth/authenticator';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { toIsoUtc } from '../db/time';
import { ApiError } from '../http/api-error';
import type { PasswordHasher } from './password-hasher';
import {
  findPlayerByEmail,
  type LockoutRule,
  type PlayerRow,
  recordFailedSignIn,
  resetFailedSignIns,
} from './player-repository';
import { insertSession, revokeSessionByTokenHash } from './session-repository';
import { recordUnknownFailure, unknownEmailLocked } from './sign-in-failures';

/** How long a Platform API session (and its cookie) lasts, in seconds: 30 days. */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

/** How long a Sportsbook API bearer token lasts at most, in seconds: one hour. */
export const SPORTSBOOK_TOKEN_TTL_SECONDS = 60 * 60;

/** Failed sign-ins in a row after which the account locks (423 until unlocked by mail or the cool-down). */
export const LOCKOUT_ATTEMPTS = 5;

/** How long a lock lasts without the unlock link, in milliseconds: 30 minutes. */
export const LOCKOUT_COOL_DOWN_MS = 30 * 60 * 1000;

/**
 * A failure counts toward the lock only within this time of the failure before it (30 minutes, as long as
 * a lock): a guesser gets at most 4 tries per half hour without locking, and old failures decay alike for
 * registered and unknown e-mails, so no answer tells them apart however long ago the failures were.
 */
export const FAILURE_WINDOW_MS = LOCKOUT_COOL_DOWN_MS;

/** The lockout of sign-in (docs/adr/0010), one rule for registered players and unknown e-mails. */
export const LOCKOUT: LockoutRule = {
  attempts: LOCKOUT_ATTEMPTS,
  failureWindowMs: FAILURE_WINDOW_MS,
  coolDownMs: LOCKOUT_COOL_DOWN_MS,
};

function invalidCredentials(): ApiError {
  return new ApiError(
    401,
    'invalid_credentials',
    'the e-mail or the password is not right',
    undefined,
    PLATFORM_MESSAGE_KEYS.invalid_credentials,
  );
}

function lockedError(): ApiError {
  return new ApiError(
    423,
    'locked',
    'the account is locked after too many failed sign-ins: use the unlock link we mailed, or try again in 30 minutes',
    undefined,
    PLATFORM_MESSAGE_KEYS.locked,
  );
}

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

/** Signs players in and out (bearer tokens for a session: responsible-gambling/sportsbook-session-service.ts). */
export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly hasher: PasswordHasher,
    /** Told when a player's account just locked (the accounts module mails the unlock link). */
    private readonly onLocked: (player: PlayerRow) => Promise<void> = async () => undefined,
    /**
     * Asked, once the credentials are right, whether the player may start a session now; throws the refusal
     * (an activity limit used up answers 403 activity_limit_reached, responsible-gambling module).
     */
    private readonly admit: (player: PlayerRow) => Promise<void> = async () => undefined,
    /**
     * Whether a player must confirm their e-mail before signing in (EMAIL_CONFIRMATION_REQUIRED). Off, a new
     * player signs in, deposits and bets at once; the confirmation mail still goes out.
     */
    private readonly confirmedEmailRequired = true,
  ) {}

  /**
   * Checks the credentials and starts a session. An unknown e-mail and a wrong password cost the same
   * argon2 verification and fail with the same 401, and both lock (423) after the same failures within the
   * same window (LOCKOUT). A session the browser still held is revoked: the new one replaces it.
   */
  async signIn(email: string, password: string, previousToken: string | undefined): Promise<StartedSession> {
    const now = this.clock.now();
    const found = await findPlayerByEmail(this.db, email);
    const player = found ? await this.liftExpiredLock(found, now) : undefined;
    // A locked account answers 423 whatever the password: checking it would let a guesser tell the right one.
    // An e-mail nobody owns locks the same way, so the answers do not tell which e-mails are registered.
    const isLocked = player
      ? player.lockedAt !== null
      : await unknownEmailLocked(this.db, email, now, LOCKOUT_COOL_DOWN_MS);
    if (isLocked) throw lockedError();
    const matches = await this.hasher.verify(player?.passwordHash, password);
    if (!player) {
      const counted = await recordUnknownFailure(this.db, email, now, LOCKOUT);
      if (counted !== 'not_locked') throw lockedError();
      throw invalidCredentials();
    }
    if (!matches) {
      const locked = await recordFailedSignIn(this.db, player.id, now, LOCKOUT);
      if (locked === 'just_locked') await this.onLocked(player);
      if (locked !== 'not_locked') throw lockedError();
      throw invalidCredentials();
    }
    if (player.failedSignInAttempts > 0) await resetFailedSignIns(this.db, player.id);
    if (this.confirmedEmailRequired && !player.emailConfirmedAt)
      throw new ApiError(
        401,
        'unconfirmed',
        'confirm your e-mail address first: follow the link we mailed you, or ask for a new one',
        undefined,
        PLATFORM_MESSAGE_KEYS.unconfirmed,
      );
    await this.admit(player);

    if (previousToken) await this.signOut(previousToken);
    const token = randomBytes(SESSION_TOKEN_BYTES).toString('base64url');
    const startedAt = this.clock.now();
    await insertSession(this.db, {
      playerId: player.id,
      tokenHash: hashSessionToken(token),
      // By the server's clock, not the database's default: a session limit counts from here.
      createdAt: new Date(startedAt).toISOString(),
      expiresAt: new Date(startedAt + SESSION_TTL_SECONDS * 1000).toISOString(),
    });
    return { player, token, maxAgeSeconds: SESSION_TTL_SECONDS };
  }

  /** The player as of now: a lock older than the cool-down is lifted (and the failure count cleared). */
  private async liftExpiredLock(player: PlayerRow, now: number): Promise<PlayerRow> {
    if (!player.lockedAt || Date.parse(toIsoUtc(player.lockedAt)) + LOCKOUT_COOL_DOWN_MS > now) return player;
    await resetFailedSignIns(this.db, player.id);
    return { ...player, lockedAt: null, failedSignInAttempts: 0 };
  }

  /** Revokes the session of this cookie token, and so every bearer token issued for it. */
  async signOut(token: string): Promise<void> {
    await revokeSessionByTokenHash(
      this.db,
      hashSessionToken(token),
      new Date(this.clock.now()).toISOString(),
    );
  }
}
