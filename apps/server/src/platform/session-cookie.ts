import type { CookieSerializeOptions } from '@fastify/cookie';
import { SESSION_COOKIE } from '@sportsbook/contract/platform/platform-calls';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** SameSite policy of the session cookie: `none` when the product runs in a cross-site iframe. */
export type CookieSameSite = 'lax' | 'strict' | 'none';

/**
 * Attributes of the session cookie. Secure when the request came over https (the app trusts
 * X-Forwarded-Proto from loopback proxies), and always with SameSite=None, which browsers refuse
 * without Secure (they accept Secure cookies from http://localhost).
 */
function attributes(request: FastifyRequest, sameSite: CookieSameSite): CookieSerializeOptions {
  return {
    httpOnly: true,
    path: '/',
    sameSite,
    secure: request.protocol === 'https' || sameSite === 'none',
  };
}

/** Sets the session cookie; it lives exactly as long as the session (`maxAgeSeconds`). */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  sameSite: CookieSameSite,
  token: string,
  maxAgeSeconds: number,
): void {
  reply.setCookie(SESSION_COOKIE, token, { ...attributes(request, sameSite), maxAge: maxAgeSeconds });
}

/** Tells the browser to drop the session cookie (same name, path and flags, expired). */
export function clearSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  sameSite: CookieSameSite,
): void {
  reply.clearCookie(SESSION_COOKIE, attributes(request, sameSite));
}
