import type { FastifyInstance } from 'fastify';
import { ApiError } from './api-error';

/** A NUL character, or its percent-encoding (which the router and the query parser would decode to one). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the NUL character is what this pattern finds
const NUL_IN_URL = /\u0000|%00/i;

/** Where in `value` (a parsed JSON body: strings, keys, arrays, objects) a NUL character is, or undefined. */
export function nulPath(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulPath(item, `${path}.${index}`);
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return path;
      const found = nulPath(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return undefined;
}

function refused(path: string): ApiError {
  return ApiError.badRequest(`invalid request: ${path}: must not contain a NUL character`, [
    { path, message: 'must not contain a NUL character' },
  ]);
}

/**
 * Refuses, with 400 validation_failed, any request carrying a NUL character where the backend reads it: the
 * path and query (encoded as %00), a header value (HTTP forbids them; Node's parser refuses a raw one, this
 * covers the rest), a cookie (decoded from %00) or a string or key of the JSON body. PostgreSQL text cannot
 * hold a NUL, so one that slipped past a schema would fail the query with a 500; the contract's schemas refuse
 * NUL in every string too (`text` in entities/common.ts), this is the second line for every route, including
 * those outside the contract (logos, the outbox, the demo host, the WebSocket upgrade). Install it after the
 * cookie plugin, whose onRequest hook parses the cookies this one reads, and after the WebSocket plugin, whose
 * onRequest hook marks an upgrade so that its socket is closed once the refusal is written.
 */
export function installNulGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const queryAt = request.url.indexOf('?');
    const path = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
    if (NUL_IN_URL.test(path)) throw refused('path');
    if (queryAt >= 0 && NUL_IN_URL.test(request.url.slice(queryAt))) throw refused('query');
    for (const [name, value] of Object.entries(request.headers)) {
      const values = Array.isArray(value) ? value : [value];
      if (values.some((item) => item?.includes('\u0000'))) throw refused(`headers.${name}`);
    }
    for (const [name, value] of Object.entries(request.cookies ?? {})) {
      if (name.includes('\u0000') || value?.includes('\u0000')) throw refused(`cookies.${name}`);
    }
  });
  app.addHook('preValidation', async (request) => {
    const found = nulPath(request.body, 'body');
    if (found) throw refused(found);
  });
}
