import { randomBytes } from 'node:crypto';
import { parseDsn } from '@sportsbook/core/errors/report-settings';
import { frameAncestorsPolicy } from '@/lib/embedding/host-config';
import { frameOrigins } from '@/lib/site/frame-origins';

/*
 * The security headers of every answer of the web app (docs/operators.md "Security headers", ADR 0014): a
 * Content-Security-Policy with a fresh script nonce per answer, X-Content-Type-Options, Referrer-Policy, and
 * Strict-Transport-Security when the page was reached over https. Pure: the web server (web-server.ts,
 * secure-responses.ts) decides per request what it knows (nonce, scheme, host) and writes them.
 */

/** Where a page's own requests may go, besides its origin: read from the environment once at start. */
export interface PolicySources {
  /** `frame-ancestors 'self' <HOST_ORIGINS>` (spec §7.4; frameAncestorsPolicy's rule). */
  readonly frameAncestors: string;
  /** The origin of REALTIME_URL, when the push connection is pointed at a hub of its own. */
  readonly realtimeOrigin: string | undefined;
  /** SERVER_PORT: without REALTIME_URL the browser connects to `ws(s)://<page host>:<port>`. */
  readonly serverPort: string;
  /** The error-reporting service's origin, when browsers send to the DSN's host (no tunnel). */
  readonly reportingOrigin: string | undefined;
  /** FRAME_ORIGINS: the origins the `iframe` block shows pages of. */
  readonly frameOrigins: readonly string[];
}

/** What one request tells the policy. */
export interface RequestFacts {
  /** The nonce Next puts on its scripts for this answer (`newNonce`). */
  readonly nonce: string;
  /** Whether the browser reached the page over https (X-Forwarded-Proto from a trusted proxy). */
  readonly https: boolean;
  /** The host the browser asked for (`Host`, or a trusted proxy's `X-Forwarded-Host`), port included. */
  readonly host: string | undefined;
}

/** Strict-Transport-Security over https: a year, this host only (the operator's other hosts are its own). */
export const HSTS_VALUE = 'max-age=31536000';

/**
 * A Referer names the origin only, never a path or query: the auth pages carry mailed tokens in their URL
 * (`reset_password_token`, ...), and even a same-origin Referer would write them into the access logs of
 * every proxy in front (nginx's `combined`). Not `no-referrer`: under it, browsers send `Origin: null` on a
 * form's POST, which the backend's CSRF check refuses.
 */
export const REFERRER_POLICY = 'strict-origin';

/**
 * The policy of a file the web app serves itself (a resized image, the icon sprite): opened as a document,
 * nothing in it runs or loads, and nobody frames it. The web server keeps a policy an answer brings.
 */
export const FILE_CONTENT_SECURITY_POLICY =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** A nonce for one answer: 128 random bits, base64 (what Next reads from `'nonce-…'`). */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

function originOf(value: string | undefined, protocols: readonly string[]): string | undefined {
  if (!value?.trim()) return undefined;
  try {
    const url = new URL(value.trim());
    return protocols.includes(url.protocol) ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The policy's configured sources: HOST_ORIGINS (through frameAncestorsPolicy, so a bad list frames for no one
 * else), REALTIME_URL, SERVER_PORT, SENTRY_DSN / NEXT_PUBLIC_SENTRY_DSN, SENTRY_TUNNEL and FRAME_ORIGINS, read
 * as the product reads them (the sports layout, reporting-config.ts).
 */
export function readPolicySources(env: Readonly<Record<string, string | undefined>>): PolicySources {
  const dsn = parseDsn(env.SENTRY_DSN || env.NEXT_PUBLIC_SENTRY_DSN);
  const tunnelled = env.SENTRY_TUNNEL === '1';
  return {
    frameAncestors: frameAncestorsPolicy(env),
    realtimeOrigin: originOf(env.REALTIME_URL, ['ws:', 'wss:', 'http:', 'https:']),
    serverPort: /^\d{1,5}$/.test(env.SERVER_PORT ?? '') ? (env.SERVER_PORT as string) : '4000',
    reportingOrigin: dsn && !tunnelled ? `${dsn.protocol}//${dsn.host}` : undefined,
    frameOrigins: frameOrigins(env.FRAME_ORIGINS),
  };
}

/** The host name of a Host header (`example.com:3000`, `[::1]:3000`), or undefined when it is not one. */
export function hostNameOf(host: string | undefined): string | undefined {
  const value = host?.split(',')[0]?.trim().toLowerCase() ?? '';
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?)(?::\d{1,5})?$/.exec(value);
  return match?.[1];
}

/**
 * Where the page's push connection goes (realtime-provider.tsx): REALTIME_URL, else the hub on the page's
 * host name at SERVER_PORT, over wss on an https page.
 */
function pushSource(sources: PolicySources, request: RequestFacts): string | undefined {
  if (sources.realtimeOrigin) return sources.realtimeOrigin;
  const name = hostNameOf(request.host);
  return name ? `${request.https ? 'wss' : 'ws'}://${name}:${sources.serverPort}` : undefined;
}

/**
 * The Content-Security-Policy of the web app's answers:
 * - script-src: this answer's nonce, which Next puts on every script it writes, and 'strict-dynamic', so the
 *   chunks, the error-reporting SDK and the platform's payment-interface script those scripts load run too;
 *   'self' and 'unsafe-inline' only for browsers without CSP 3 or nonces (a browser that knows the nonce
 *   ignores 'unsafe-inline', one that knows 'strict-dynamic' ignores both);
 * - style-src 'self' 'unsafe-inline': ADR 0014 (React writes style attributes, the toast library inserts its
 *   style element; styles cannot run script, and img-src/font-src keep CSS from sending anything away);
 * - connect-src: the own origin (the backend through the proxy, the error tunnel), the push connection, the
 *   error-reporting service when browsers send to it directly;
 * - img-src, font-src, form-action: the own origin; frame-src: the own origin (the cashier is framed through
 *   it) and FRAME_ORIGINS (the iframe block's pages);
 * - object-src 'none', base-uri 'self', frame-ancestors from HOST_ORIGINS;
 * - upgrade-insecure-requests on an https page.
 */
export function contentSecurityPolicy(sources: PolicySources, request: RequestFacts): string {
  const connect = ["'self'", pushSource(sources, request), sources.reportingOrigin].filter(
    (source): source is string => source !== undefined,
  );
  const directives = [
    "default-src 'self'",
    `script-src 'nonce-${request.nonce}' 'strict-dynamic' 'self' 'unsafe-inline'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self'",
    "font-src 'self'",
    `connect-src ${[...new Set(connect)].join(' ')}`,
    ["frame-src 'self'", ...sources.frameOrigins].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    sources.frameAncestors,
  ];
  if (request.https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** Every security header of one answer; HSTS only over https (a browser ignores it over http anyway). */
export function securityHeaders(sources: PolicySources, request: RequestFacts): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(sources, request),
    'x-content-type-options': 'nosniff',
    'referrer-policy': REFERRER_POLICY,
    ...(request.https ? { 'strict-transport-security': HSTS_VALUE } : {}),
  };
}
