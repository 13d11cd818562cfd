import { MAX_TUNNEL_ENVELOPE_BYTES, parseDsn, tunnelTarget } from '@sportsbook/core/errors/report-settings';
import { configuredDsn } from '@/lib/errors/reporting-config';

/**
 * The error-reporting tunnel on the product's own host (spec §7.5, core ERRS3): the browser SDK posts envelopes
 * here (SENTRY_TUNNEL=1) and they are forwarded to the configured DSN's host only. Anything else is refused:
 * no DSN configured (404), an oversized envelope (413), an envelope for another DSN (400). The service's answer,
 * a 429 with its retry hints included, goes back to the SDK, which pauses as §9 says.
 */
export async function POST(request: Request): Promise<Response> {
  const dsn = parseDsn(configuredDsn());
  if (!dsn) return new Response(null, { status: 404 });
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_TUNNEL_ENVELOPE_BYTES) return new Response(null, { status: 413 });
  const body = await request.arrayBuffer();
  if (body.byteLength > MAX_TUNNEL_ENVELOPE_BYTES) return new Response(null, { status: 413 });
  const text = new TextDecoder().decode(body);
  const target = tunnelTarget(text, dsn);
  if (!target) return new Response(null, { status: 400 });
  let upstream: Response;
  try {
    upstream = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/x-sentry-envelope' },
      body,
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    return new Response(null, { status: 502 });
  }
  const headers = new Headers();
  for (const name of ['retry-after', 'x-sentry-rate-limits']) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(null, { status: upstream.status, headers });
}
