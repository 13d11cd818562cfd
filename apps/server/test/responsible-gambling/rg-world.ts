import { randomBytes } from 'node:crypto';
import { SESSION_COOKIE } from '@sportsbook/contract/platform/platform-calls';
import type { LightMyRequestResponse } from 'fastify';
import { issuePasswordConfirmation } from '../../src/accounts/password-confirmation';
import { hashSessionToken } from '../../src/auth/authenticator';
import { accounts, players, sessions } from '../../src/db/schema';
import { CSRF_HEADERS } from '../platform/sign-in-helpers';
import type { TestApp } from '../support/app';

/** A signed-in player of the Platform API: session cookie, its ids, and a bearer token for bets. */
export interface PlatformPlayer {
  readonly playerId: number;
  readonly sessionId: number;
  readonly cookie: string;
  readonly authorization: string;
}

/** A player with accounts (minor units; EUR 1,000.00 unless told) and a session started now. */
export async function aPlatformPlayer(
  t: TestApp,
  options: { balances?: Record<string, number>; statuses?: number[]; country?: string } = {},
): Promise<PlatformPlayer> {
  const db = t.deps.database.db;
  const suffix = randomBytes(6).toString('hex');
  const now = t.deps.clock.now();
  const [player] = await db
    .insert(players)
    .values({
      email: `rg-${suffix}@example.test`,
      passwordHash: 'not-a-real-hash',
      currency: 'EUR',
      statuses: options.statuses ?? [],
      country: options.country ?? 'DE',
      emailConfirmedAt: new Date(now).toISOString(),
      createdAt: new Date(now).toISOString(),
    })
    .returning({ id: players.id });
  if (!player) throw new Error('no player row');
  const balances = options.balances ?? { EUR: 100_000 };
  await db
    .insert(accounts)
    .values(
      Object.entries(balances).map(([currency, balance]) => ({ playerId: player.id, currency, balance })),
    );
  const cookie = randomBytes(32).toString('base64url');
  const [session] = await db
    .insert(sessions)
    .values({
      playerId: player.id,
      tokenHash: hashSessionToken(cookie),
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + 30 * 86_400_000).toISOString(),
    })
    .returning({ id: sessions.id });
  if (!session) throw new Error('no session row');
  const { token } = await t.deps.tokens.signSportsbookToken(player.id, session.id, 3_600);
  return { playerId: player.id, sessionId: session.id, cookie, authorization: `Bearer ${token}` };
}

/** A password confirmation token for the player's session (as POST /platform/users/password/confirm gives). */
export async function confirmationToken(t: TestApp, player: PlatformPlayer): Promise<string> {
  const issued = await issuePasswordConfirmation(t.deps.database.db, t.deps.clock, {
    playerId: player.playerId,
    sessionId: player.sessionId,
  });
  return issued.token;
}

/** A Platform API call with the player's cookie (and the CSRF header on changes). */
export function platformCall(
  t: TestApp,
  player: PlatformPlayer | null,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: { ...(method === 'GET' ? {} : CSRF_HEADERS), ...headers },
    ...(player ? { cookies: { [SESSION_COOKIE]: player.cookie } } : {}),
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
}

/** The player with a bearer token issued now (after the test clock moved past the first one). */
export async function withFreshToken(t: TestApp, player: PlatformPlayer): Promise<PlatformPlayer> {
  const { token } = await t.deps.tokens.signSportsbookToken(player.playerId, player.sessionId, 3_600);
  return { ...player, authorization: `Bearer ${token}` };
}
