/**
 * Error-reporting settings of spec §9 and §7.5 (ERRS rules in SPEC.md): the environment name, the DSN, the
 * tunnel's forwarding target, and which requests carry trace headers. Pure: the caller passes the environment.
 */

/** [ERRS1] Environment: SENTRY_ENVIRONMENT when set, else `vercel-<VERCEL_ENV>` on that host, else production. */
export function reportingEnvironment(env: {
  readonly SENTRY_ENVIRONMENT?: string | undefined;
  readonly VERCEL_ENV?: string | undefined;
}): string {
  const own = env.SENTRY_ENVIRONMENT?.trim();
  if (own) return own;
  const vercel = env.VERCEL_ENV?.trim();
  return vercel ? `vercel-${vercel}` : 'production';
}

export interface Dsn {
  readonly protocol: 'http:' | 'https:';
  readonly host: string;
  readonly publicKey: string;
  readonly projectId: string;
  /** Where envelopes go: `<protocol>//<host>/api/<projectId>/envelope/`. */
  readonly envelopeUrl: string;
}

/** [ERRS2] A DSN `https://<key>@<host>/<project id>`; anything else (no key, no numeric project, other schemes) is none. */
export function parseDsn(value: string | undefined): Dsn | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const projectId = url.pathname.replace(/^\/+|\/+$/g, '');
  if (!url.username || !/^\d{1,20}$/.test(projectId) || url.search || url.hash) return undefined;
  return {
    protocol: url.protocol,
    host: url.host,
    publicKey: url.username,
    projectId,
    envelopeUrl: `${url.protocol}//${url.host}/api/${projectId}/envelope/`,
  };
}

/** Largest envelope the tunnel forwards (errors and traces only: no replays or attachments). */
export const MAX_TUNNEL_ENVELOPE_BYTES = 1_000_000;

/**
 * [ERRS3] Where the tunnel forwards an envelope: the configured DSN's envelope URL, only when the envelope's header
 * line names that same DSN (host, project and key). Anything else (another host or project, no header, not JSON)
 * is refused: the tunnel is never an open proxy.
 */
export function tunnelTarget(envelope: string, configured: Dsn | undefined): string | undefined {
  if (!configured) return undefined;
  const headerLine = envelope.slice(0, Math.max(0, envelope.indexOf('\n'))) || envelope;
  let header: unknown;
  try {
    header = JSON.parse(headerLine);
  } catch {
    return undefined;
  }
  const dsn = parseDsn(
    typeof header === 'object' && header !== null ? String((header as { dsn?: unknown }).dsn) : '',
  );
  if (
    !dsn ||
    dsn.host !== configured.host ||
    dsn.projectId !== configured.projectId ||
    dsn.publicKey !== configured.publicKey
  ) {
    return undefined;
  }
  return configured.envelopeUrl;
}

/**
 * [ERRS4] Trace headers (sentry-trace, baggage) go only to localhost and to relative `api/` paths of the product's
 * own origin (spec §7.5): the SDK's `tracePropagationTargets`. The SDK matches each target against the request's
 * full URL and, for a request to the page's own origin, its path; the browser test (e2e/error-reporting) shows
 * which requests get the headers.
 */
export const TRACE_PROPAGATION_TARGETS: readonly (string | RegExp)[] = [
  /^https?:\/\/localhost(:\d+)?\//,
  /^\/?api\//,
];
