import { EventEmitter } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { rewriteForwardedHeaders, TrustedProxiesError, trustedProxies } from './forwarded-headers';

/*
 * The web app's server (`npm start` runs it; built to apps/web/dist/web-server.mjs by build-server.mjs):
 * Next's own request handling behind one step of ours, the forwarding headers rewritten from what this
 * server knows of the connection (forwarded-headers.ts). `next start` cannot do that: by the time the
 * proxy (src/proxy.ts) runs, a client's X-Forwarded-For and the connection's address look the same.
 *
 * Environment: PORT (3000), WEB_HOST (every interface when unset), TRUSTED_PROXIES (nobody), COUNTRY_HEADER
 * (x-country-code: believed from those proxies only).
 */

let trusted: ReturnType<typeof trustedProxies>;
try {
  trusted = trustedProxies(process.env.TRUSTED_PROXIES);
} catch (error) {
  console.error(error instanceof TrustedProxiesError ? error.message : error);
  process.exit(1);
}

const countryHeader = process.env.COUNTRY_HEADER;
const port = Number(process.env.PORT ?? 3000);
// The bundle lives in apps/web/dist/: the app (its .next build and next.config) is one folder up.
const dir = fileURLToPath(new URL('..', import.meta.url));
// Next attaches an 'upgrade' listener of its own to the server of the first request it handles; it gets a
// stand-in, so upgrades are handled once, by the listener below, after their headers are rewritten.
const upgradesHandledBelow = new EventEmitter() as unknown as Server;
const app = next({ dev: false, dir, hostname: 'localhost', port, httpServer: upgradesHandledBelow });
await app.prepare();
const handle = app.getRequestHandler();
const upgrade = app.getUpgradeHandler();

/** This server speaks plain HTTP: https ends at a proxy in front, which says so in X-Forwarded-Proto. */
function connectionOf(socket: Socket) {
  return { remoteAddress: socket.remoteAddress, encrypted: false };
}

const server = createServer((request, response) => {
  rewriteForwardedHeaders(request.headers, connectionOf(request.socket), trusted, countryHeader);
  void handle(request, response);
});
server.on('upgrade', (request, socket: Socket, head) => {
  rewriteForwardedHeaders(request.headers, connectionOf(socket), trusted, countryHeader);
  void upgrade(request, socket, head);
});
server.listen(port, process.env.WEB_HOST || undefined);

const stop = () => {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 5_000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
