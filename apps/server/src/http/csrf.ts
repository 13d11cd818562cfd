import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  PLATFORM_MESSAGE_KEYS,
} from '@sportsbook/contract/platform/platform-errors';
import type { FastifyRequest } from 'fastify';
import { ApiError } from './api-error';

function refused(message: string): ApiError {
  return new ApiError(403, 'csrf_failed', message, undefined, PLATFORM_MESSAGE_KEYS.csrf_failed);
}

/**
 * Whether `origin` may send state changes: the product's web origin (WEB_ORIGIN), or the origin the request
 * was addressed to (its Host, or X-Forwarded-Host from a trusted loopback proxy such as the web app's own,
 * which forwards /platform with the browser's Host): a page of the site the API is served from.
 */
export function isAllowedOrigin(origin: string, request: FastifyRequest, webOrigin: string): boolean {
  if (origin === webOrigin) return true;
  let host: string;
  try {
    const url = new URL(origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    host = url.host;
  } catch {
    return false;
  }
  return host.toLowerCase() === request.host.toLowerCase();
}

/**
 * Refuses a state change a browser sent from another site: when the browser names the page's origin
 * (`Origin`, sent by every current browser on POST, PUT, PATCH and DELETE) it must be an allowed one.
 */
export function checkOrigin(request: FastifyRequest, webOrigin: string): void {
  const origin = request.headers.origin;
  if (origin === undefined) return;
  if (origin === 'null' || !isAllowedOrigin(origin, request, webOrigin))
    throw refused(`requests from ${origin} may not change anything here`);
}

/**
 * CSRF protection of state-changing calls authenticated by the session cookie (docs/adr/0010): the custom
 * header of the contract (`x-app: sportsbook`, which neither a cross-site form nor a cross-site script can send
 * without a CORS preflight this server never grants) and, when present, an allowed Origin.
 */
export function checkCsrf(request: FastifyRequest, webOrigin: string): void {
  if (request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE)
    throw refused(`send the ${CSRF_HEADER}: ${CSRF_HEADER_VALUE} header with every change`);
  checkOrigin(request, webOrigin);
}
