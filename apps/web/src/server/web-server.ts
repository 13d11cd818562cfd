import { EventEmitter } from 'node:events';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { createWebServer } from './create-web-server';
import { TrustedProxiesError, trustedProxies } from './forwarded-headers';
import { readPolicySources } from './security-headers';

/*
 * The web app's server (`npm start` runs it; built to apps/web/dist/web-server.mjs by build-server.mjs):
 * Next's own request handling behind one step of ours (create-web-server.ts):
 * - the forwarding headers rewritten from what this server knows of the connection (forwarded-headers.ts).
 *   `next start` cannot do that: by the time the proxy (src/proxy.ts) runs, a client's X-Forwarded-For and
 *   the connection's address look the same;
 * - a path no page can have (bad percent-encoding, NUL) served the not-found page (request-target.ts);
 * - the security headers on every answer, with a fresh script nonce for Next (secure-responses.ts), also on
 *   the answers to requests Node's parser refuses. `next start` and `next dev` send none of them.
 *
 * Environment: PORT (3000), WEB_HOST (every interface when unset), TRUSTED_PROXIES (nobody), COUNTRY_HEADER
 * (x-country-code: believed from those proxies only); for the security policy HOST_ORIGINS, REALTIME_URL,
 * SERVER_PORT, SENTRY_DSN / NEXT_PUBLIC_SENTRY_DSN and SENTRY_TUNNEL (security-headers.ts).
 */

let trusted: ReturnType<typeof trustedProxies>;
try {
  trusted = trustedProxies(process.env.TRUSTED_PROXIES);
} catch (error) {
  console.error(error instanceof TrustedProxiesError ? error.message : error);
  process.exit(1);
}

const countryHeader = process.env.COUNTRY_HEADER;
const policySources = readPolicySources(process.env);
const port = Number(process.env.PORT ?? 3000);
// The bundle lives in apps/web/dist/: the app (its .next build and next.config) is one folder up.
const dir = fileURLToPath(new URL('..', import.meta.url));
// Next attaches an 'upgrade' listener of its own to the server of the first request it handles; it gets a
// stand-in, so upgrades are handled once, by the server's own listener (create-web-server.ts), after their
// headers are rewritten.
const upgradesHandledByUs = new EventEmitter() as unknown as Server;
const app = next({ dev: false, dir, hostname: 'localhost', port, httpServer: upgradesHandledByUs });
await app.prepare();
const server = createWebServer(
  { handle: app.getRequestHandler(), upgrade: app.getUpgradeHandler() },
  { trusted, countryHeader, policy: policySources },
);
server.listen(port, process.env.WEB_HOST || undefined);

const stop = () => {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 5_000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
