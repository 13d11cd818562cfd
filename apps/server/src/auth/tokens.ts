import { createHmac } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

const ALG = 'HS256';
const SPORTSBOOK_AUDIENCE = 'sportsbook-api';

export type TokenCheck<T> =
  | { readonly ok: true; readonly claims: T }
  | { readonly ok: false; readonly reason: 'expired' | 'invalid' };

/** Claims of a Sportsbook API bearer token (POST /platform/sportsbook_sessions). */
export interface SportsbookClaims {
  readonly playerId: number;
  readonly sessionId: number;
  readonly expiresAt: Date;
}

/** Claims of a realtime connection token (Centrifugo conventions: `sub` is the user id, "" = anonymous). */
export interface ConnectionClaims {
  readonly sub: string;
  /** Seconds since the epoch. */
  readonly exp: number | undefined;
}

/** Claims of a realtime subscription token. */
export interface SubscriptionClaims {
  readonly sub: string;
  readonly channel: string;
  readonly exp: number | undefined;
  readonly client: string | undefined;
}

/**
 * Signs and verifies the HS256 JWTs of the product: Sportsbook API bearer tokens with one secret, realtime
 * connection and subscription tokens with another (the one Centrifugo would hold), so an operator can move
 * the realtime side to Centrifugo without touching the API.
 */
export class TokenService {
  readonly #apiKey: Uint8Array;
  readonly #realtimeKey: Uint8Array;

  constructor(
    apiSecret: string,
    realtimeSecret: string,
    private readonly now: () => number = Date.now,
  ) {
    this.#apiKey = new TextEncoder().encode(apiSecret);
    this.#realtimeKey = new TextEncoder().encode(realtimeSecret);
  }

  async signSportsbookToken(
    playerId: number,
    sessionId: number,
    ttlSeconds: number,
  ): Promise<{ token: string; expiresAt: Date }> {
    const issuedAt = Math.floor(this.now() / 1000);
    const expiresAt = new Date((issuedAt + ttlSeconds) * 1000);
    const token = await new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: ALG })
      .setSubject(String(playerId))
      .setAudience(SPORTSBOOK_AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ttlSeconds)
      .sign(this.#apiKey);
    return { token, expiresAt };
  }

  /**
   * A name for a player that does not say who they are (a jackpot hit's `user_hash`): the same for every hit
   * of one player, and no one without the server's secret can tell which id it stands for.
   */
  playerHash(playerId: number): string {
    return createHmac('sha256', this.#apiKey).update(`player:${playerId}`).digest('base64url').slice(0, 16);
  }

  async verifySportsbookToken(token: string): Promise<TokenCheck<SportsbookClaims>> {
    const result = await this.#verify(token, this.#apiKey, SPORTSBOOK_AUDIENCE);
    if (!result.ok) return result;
    const { sub, sid, exp } = result.claims;
    const playerId = Number(sub);
    if (!Number.isInteger(playerId) || playerId <= 0 || typeof sid !== 'number' || typeof exp !== 'number') {
      return { ok: false, reason: 'invalid' };
    }
    return { ok: true, claims: { playerId, sessionId: sid, expiresAt: new Date(exp * 1000) } };
  }

  /** A connection token for a player (`sub` = id) or a visitor (`sub` = ""). */
  async signConnectionToken(sub: string, ttlSeconds: number): Promise<string> {
    const issuedAt = Math.floor(this.now() / 1000);
    return new SignJWT({})
      .setProtectedHeader({ alg: ALG })
      .setSubject(sub)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ttlSeconds)
      .sign(this.#realtimeKey);
  }

  async verifyConnectionToken(token: string): Promise<TokenCheck<ConnectionClaims>> {
    const result = await this.#verify(token, this.#realtimeKey);
    if (!result.ok) return result;
    const { sub, exp } = result.claims;
    if (typeof sub !== 'string') return { ok: false, reason: 'invalid' };
    return { ok: true, claims: { sub, exp: typeof exp === 'number' ? exp : undefined } };
  }

  async signSubscriptionToken(sub: string, channel: string, ttlSeconds: number): Promise<string> {
    const issuedAt = Math.floor(this.now() / 1000);
    return new SignJWT({ channel })
      .setProtectedHeader({ alg: ALG })
      .setSubject(sub)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ttlSeconds)
      .sign(this.#realtimeKey);
  }

  async verifySubscriptionToken(token: string): Promise<TokenCheck<SubscriptionClaims>> {
    const result = await this.#verify(token, this.#realtimeKey);
    if (!result.ok) return result;
    const { sub, channel, exp, client } = result.claims;
    if (typeof sub !== 'string' || typeof channel !== 'string') return { ok: false, reason: 'invalid' };
    return {
      ok: true,
      claims: {
        sub,
        channel,
        exp: typeof exp === 'number' ? exp : undefined,
        client: typeof client === 'string' ? client : undefined,
      },
    };
  }

  async #verify(
    token: string,
    key: Uint8Array,
    audience?: string,
  ): Promise<TokenCheck<Record<string, unknown> & { sub?: string; exp?: number }>> {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALG],
        currentDate: new Date(this.now()),
        ...(audience ? { audience } : {}),
      });
      return { ok: true, claims: payload };
    } catch (error) {
      return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
    }
  }
}
