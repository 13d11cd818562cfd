import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { rewriteForwardedHeaders, type TrustedProxies } from './forwarded-headers';
import { malformedPathTarget } from './request-target';
import { answerClientError, answerPlainly, secureResponse } from './secure-responses';
import type { PolicySources } from './security-headers';

/** What the web server puts in front of Next (web-server.ts builds it from the environment). */
export interface WebServerOptions {
  /** TRUSTED_PROXIES: whose X-Forwarded-* headers are believed. */
  readonly trusted: TrustedProxies;
  /** COUNTRY_HEADER: believed from those proxies only. */
  readonly countryHeader: string | undefined;
  /** The configured sources of the security policy (readPolicySources). */
  readonly policy: PolicySources;
}

/** Next's request and upgrade handlers (or a test's). */
export interface NextHandlers {
  handle(request: IncomingMessage, response: ServerResponse): Promise<void>;
  upgrade(request: IncomingMessage, socket: Socket, head: Buffer): Promise<void>;
}

/** This server speaks plain HTTP: https ends at a proxy in front, which says so in X-Forwarded-Proto. */
function connectionOf(socket: Socket) {
  return { remoteAddress: socket.remoteAddress, encrypted: false };
}

/**
 * The web app's HTTP server: before Next sees a request, its forwarding headers are rewritten from what this
 * server knows of the connection (forwarded-headers.ts), a path no page can have is sent to the not-found
 * page (request-target.ts), and its answer is given the security headers and Next the script nonce
 * (secure-responses.ts); a request Node's parser refuses gets a 400 with those headers too.
 */
export function createWebServer(next: NextHandlers, options: WebServerOptions): Server {
  const { trusted, countryHeader, policy } = options;
  const server = createServer((request, response) => {
    rewriteForwardedHeaders(request.headers, connectionOf(request.socket), trusted, countryHeader);
    const notFound = malformedPathTarget(request.url ?? '/');
    if (notFound !== undefined) request.url = notFound;
    secureResponse(request, response, policy);
    next.handle(request, response).catch((error: unknown) => {
      console.error('[web] the request handler failed', error);
      answerPlainly(response, 500, 'Internal Server Error');
    });
  });
  server.on('clientError', (error, socket) => answerClientError(error, socket, policy));
  server.on('upgrade', (request: IncomingMessage, socket: Socket, head: Buffer) => {
    rewriteForwardedHeaders(request.headers, connectionOf(socket), trusted, countryHeader);
    void next.upgrade(request, socket, head);
  });
  return server;
}
