import { SESSION_COOKIE } from '@sportsbook/contract/platform/platform-calls';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@sportsbook/contract/platform/platform-errors';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../src/db/database';
import { players } from '../../src/db/schema';
import { DEMO_PASSWORD } from '../../src/platform/demo-players';

export const SIGN_IN_URL = '/platform/users/sign_in';
export const DEMO_EMAIL = 'demo@example.com';
export const DEMO2_EMAIL = 'demo2@example.com';

/** What the web sends with every state-changing session call (CSRF protection, docs/adr/0010). */
export const CSRF_HEADERS: Readonly<Record<string, string>> = { [CSRF_HEADER]: CSRF_HEADER_VALUE };

let nextClient = 1;

/**
 * A client address no other request of the test file used (sent as X-Forwarded-For, which the app
 * trusts from loopback), so tests do not share sign-in rate-limit counters.
 */
export function freshClientIp(): string {
  const n = nextClient;
  nextClient += 1;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** POST /platform/users/sign_in from a fresh client address unless `headers` names one. */
export function postSignIn(
  app: FastifyInstance,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: SIGN_IN_URL,
    headers: { 'x-forwarded-for': freshClientIp(), ...headers },
    payload: body as Record<string, unknown>,
  });
}

/** Signs in (demo player unless told) and returns the session cookie value. */
export async function signInCookie(
  app: FastifyInstance,
  email = DEMO_EMAIL,
  password = DEMO_PASSWORD,
): Promise<string> {
  const res = await postSignIn(app, { email, password });
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error('sign-in set no session cookie');
  return cookie.value;
}

/** Starts a Sportsbook API session for the signed-in cookie and returns its bearer token. */
export async function bearerToken(app: FastifyInstance, cookie: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/platform/sportsbook_sessions',
    headers: CSRF_HEADERS,
    cookies: { [SESSION_COOKIE]: cookie },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ token: string }>().token;
}

/** Clears a player's failed sign-ins and lock, for tests that fail sign-ins on purpose (5 in a row lock). */
export async function clearLockout(db: Db, email: string): Promise<void> {
  await db.update(players).set({ failedSignInAttempts: 0, lockedAt: null }).where(eq(players.email, email));
}
