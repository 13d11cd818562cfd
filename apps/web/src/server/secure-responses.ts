import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { newNonce, type PolicySources, type RequestFacts, securityHeaders } from './security-headers';

/*
 * How the web server puts the security headers on every answer (security-headers.ts): pages, Next's own
 * error and not-found pages, its static files, the backend's answers it proxies, and what the server writes
 * itself. The headers are settled when the head goes out, whoever wrote the rest of it.
 */

const CSP = 'content-security-policy';
const HSTS = 'strict-transport-security';

/** What one request tells the policy; run after rewriteForwardedHeaders (its X-Forwarded-* are the truth). */
export function requestFacts(request: IncomingMessage, nonce: string = newNonce()): RequestFacts {
  const forwardedHost = request.headers['x-forwarded-host'];
  return {
    nonce,
    https: request.headers['x-forwarded-proto'] === 'https',
    host: (Array.isArray(forwardedHost) ? forwardedHost[0] : forwardedHost) ?? request.headers.host,
  };
}

/** Calls `settle` once, just before the head of `response` is written (however it is written). */
function beforeHead(response: ServerResponse, settle: () => void): void {
  const writeHead = response.writeHead as (
    this: ServerResponse,
    statusCode: number,
    reason?: string,
  ) => ServerResponse;
  // Node writes an implicit head through `this.writeHead` as well (a first write or end without one).
  response.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    const reason = typeof rest[0] === 'string' ? rest[0] : undefined;
    const given = (reason === undefined ? rest[0] : rest[1]) as
      | OutgoingHttpHeaders
      | OutgoingHttpHeader[]
      | undefined;
    // Headers handed to writeHead win over earlier setHeader calls, as Node does it; moved there first so
    // that `settle` sees the whole head.
    if (Array.isArray(given)) {
      const grouped = new Map<string, string[]>();
      for (let i = 0; i + 1 < given.length; i += 2) {
        const name = String(given[i]);
        grouped.set(name, [...(grouped.get(name) ?? []), ...[given[i + 1]].flat().map(String)]);
      }
      for (const [name, values] of grouped)
        this.setHeader(name, values.length === 1 ? String(values[0]) : values);
    } else if (given) {
      for (const [name, value] of Object.entries(given)) if (value !== undefined) this.setHeader(name, value);
    }
    settle();
    return reason === undefined ? writeHead.call(this, statusCode) : writeHead.call(this, statusCode, reason);
  } as ServerResponse['writeHead'];
}

/**
 * Prepares one request and its answer:
 * - the request carries this answer's Content-Security-Policy, from which Next takes the nonce of its scripts
 *   (a client's own CSP request headers never reach it);
 * - the answer gets X-Content-Type-Options and Referrer-Policy, Strict-Transport-Security exactly when the
 *   browser came over https (whatever a proxied backend sent), and this policy unless what made the answer
 *   set a policy of its own (the backend's pages proxied under /platform, such as the cashier, carry theirs).
 */
export function secureResponse(
  request: IncomingMessage,
  response: ServerResponse,
  sources: PolicySources,
): void {
  const facts = requestFacts(request);
  const headers = securityHeaders(sources, facts);
  const policy = headers[CSP] as string;
  request.headers[CSP] = policy;
  delete request.headers[`${CSP}-report-only`];
  beforeHead(response, () => {
    if (!response.hasHeader(CSP)) response.setHeader(CSP, policy);
    for (const [name, value] of Object.entries(headers)) if (name !== CSP) response.setHeader(name, value);
    if (!facts.https) response.removeHeader(HSTS);
  });
}

/** A short plain-text answer of the web server itself, on a request it read. */
export function answerPlainly(response: ServerResponse, status: number, text: string): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  response.statusCode = status;
  response.setHeader('content-type', 'text/plain; charset=utf-8');
  response.setHeader('cache-control', 'no-store');
  response.end(text);
}

/** What Node's HTTP parser says when it cannot read a request (the `clientError` event's error). */
interface ClientError extends Error {
  readonly code?: string;
}

/**
 * The answer to a request Node's parser refused (no request to hand to Next: a request line or headers over
 * the 16 KiB limit, bytes that are not HTTP): 400 (408 when it timed out) with the security headers, instead
 * of Node's bare status line. Over https or not cannot be told from an unread request, so no HSTS.
 */
export function answerClientError(error: ClientError, socket: Duplex, sources: PolicySources): void {
  const pending = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || pending?.headersSent) {
    socket.destroy();
    return;
  }
  const [status, text] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'Request Timeout'] : [400, 'Bad Request'];
  const headers = {
    ...securityHeaders(sources, { nonce: newNonce(), https: false, host: undefined }),
    'content-type': 'text/plain; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
    'cache-control': 'no-store',
    connection: 'close',
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 ${status} ${text}\r\n${head}\r\n${text}`);
}
