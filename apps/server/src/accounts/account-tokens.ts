import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { accountTokens } from '../db/schema';
import { toIsoUtc } from '../db/time';

/** What a mailed token is for, and how long it lasts. */
export const TOKEN_PURPOSES = {
  /** E-mail confirmation: 24 hours. */
  confirmation: 24 * 60 * 60,
  /** Unlock after too many failed sign-ins: 24 hours. */
  unlock: 24 * 60 * 60,
  /** Password reset: 1 hour. */
  reset_password: 60 * 60,
  /** Confirm password (re-authentication for sensitive changes): 5 minutes, bound to a session. */
  password_confirmation: 5 * 60,
} as const satisfies Record<string, number>;
export type TokenPurpose = keyof typeof TOKEN_PURPOSES;

/** Bytes of randomness in a token (43 characters base64url). */
const TOKEN_BYTES = 32;

/**
 * Only the SHA-256 of a token is stored. `binding` ties a token to something besides the player (the
 * session of a password confirmation): the same token under another binding hashes differently.
 */
export function hashAccountToken(token: string, binding = ''): string {
  return createHash('sha256').update(`${binding}\u0000${token}`).digest('hex');
}

export interface IssuedToken {
  readonly token: string;
  readonly expiresAt: Date;
}

/** Why a token was not accepted: unknown or already used/retired, or past its time. */
export type TokenFailure = 'token_invalid' | 'token_expired';

/** The player's tokens of one purpose that are not used (nor retired) yet. */
function unusedTokens(playerId: number, purpose: TokenPurpose) {
  return [
    eq(accountTokens.playerId, playerId),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
  ] as const;
}

/**
 * Single-use tokens of the accounts module, stored hashed in `account_tokens`. Issuing one retires the
 * player's older unused tokens of the same purpose, so only the newest mailed link works.
 */
export class AccountTokens {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async issue(playerId: number, purpose: TokenPurpose, binding = ''): Promise<IssuedToken> {
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    const now = this.clock.now();
    const expiresAt = new Date(now + TOKEN_PURPOSES[purpose] * 1000);
    const nowIso = new Date(now).toISOString();
    await this.db.transaction(async (tx) => {
      await tx
        .update(accountTokens)
        .set({ usedAt: nowIso })
        .where(and(...unusedTokens(playerId, purpose)));
      await tx.insert(accountTokens).values({
        playerId,
        purpose,
        tokenHash: hashAccountToken(token, binding),
        createdAt: nowIso,
        expiresAt: expiresAt.toISOString(),
      });
    });
    return { token, expiresAt };
  }

  /**
   * Uses a token up: answers its player when it is known, of this purpose, unused and not expired. The
   * update is conditional, so two requests racing with one token cannot both succeed.
   */
  async consume(token: string, purpose: TokenPurpose): Promise<{ playerId: number } | TokenFailure> {
    const check = await this.check(token, purpose);
    if (typeof check === 'string') return check;
    const rows = await this.db
      .update(accountTokens)
      .set({ usedAt: new Date(this.clock.now()).toISOString() })
      .where(and(eq(accountTokens.id, check.id), isNull(accountTokens.usedAt)))
      .returning({ playerId: accountTokens.playerId });
    const row = rows[0];
    return row ? { playerId: row.playerId } : 'token_invalid';
  }

  /** Whether a token is good now, without using it up (a password confirmation serves several changes). */
  async check(
    token: string,
    purpose: TokenPurpose,
    binding = '',
  ): Promise<{ id: number; playerId: number } | TokenFailure> {
    const rows = await this.db
      .select()
      .from(accountTokens)
      .where(
        and(
          eq(accountTokens.tokenHash, hashAccountToken(token, binding)),
          eq(accountTokens.purpose, purpose),
        ),
      )
      .limit(1);
    const row = rows[0];
    if (!row || row.usedAt !== null) return 'token_invalid';
    if (Date.parse(toIsoUtc(row.expiresAt)) <= this.clock.now()) return 'token_expired';
    return { id: row.id, playerId: row.playerId };
  }

  /** Retires every unused token of the player of these purposes (e.g. reset links once the password changed). */
  async retire(playerId: number, purposes: readonly TokenPurpose[]): Promise<void> {
    const nowIso = new Date(this.clock.now()).toISOString();
    for (const purpose of purposes) {
      await this.db
        .update(accountTokens)
        .set({ usedAt: nowIso })
        .where(and(...unusedTokens(playerId, purpose), gt(accountTokens.expiresAt, nowIso)));
    }
  }
}
