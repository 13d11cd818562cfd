import type { IncomingHttpHeaders } from 'node:http';
import { countryFromHeader, DEFAULT_COUNTRY_HEADER } from '@sportsbook/core/accounts/visitor-country';
import { isTrustedProxy } from '@sportsbook/core/network/proxy-list';
import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config/config';
import { isCountryCode } from './countries';

export { DEFAULT_COUNTRY_HEADER };

/**
 * The visitor's country from the proxy's header (COUNTRY_HEADER, `x-country-code` by default; the web reads
 * the same one, core PSN10), or null. Only a real ISO 3166-1 alpha-2 code counts; anything else (Cloudflare's
 * `XX` unknown and `T1` Tor, a repeated header, a value forged into something longer) is ignored. Sign-in,
 * sign-up and deposits are refused for blocked countries on this value, so the proxy in front of the backend
 * must set (overwrite) the header on every request: a client could otherwise claim another country, or none.
 */
export function userCountry(
  headers: IncomingHttpHeaders,
  headerName: string = DEFAULT_COUNTRY_HEADER,
): string | null {
  const code = countryFromHeader(headers[headerName]);
  return code && isCountryCode(code) ? code : null;
}

/**
 * The visitor's country of a request: the header is read only when the connection comes from a proxy of
 * SERVER_TRUSTED_PROXIES (the web app, which keeps it only from its own trusted proxies; core PRX4). The
 * backend's port is public for the realtime WebSocket, and a client talking to it directly would otherwise
 * choose its own country past the blocked-country checks.
 */
export function requestCountry(
  request: FastifyRequest,
  config: Pick<ServerConfig, 'countryHeader' | 'trustedProxies'>,
): string | null {
  if (!isTrustedProxy(config.trustedProxies, request.socket.remoteAddress)) return null;
  return userCountry(request.headers, config.countryHeader);
}
