import 'server-only';
import { randomUUID } from 'node:crypto';
import { REPORT_LIMITS } from '@sportsbook/core/errors/report-filter';
import { parseDsn } from '@sportsbook/core/errors/report-settings';
import {
  sendingPausedUntil,
  sentryAuthHeader,
  serverErrorEnvelope,
} from '@sportsbook/core/errors/server-event';
import { SERVER_REPORT_SINK, type ServerReportSink } from './report';
import { reportingConfig } from './reporting-config';

/**
 * Errors of the product's server go to the same error-reporting service as the browser's (spec §7.5), when a
 * DSN is configured: one event envelope per report (core ERRS5) posted to the DSN's envelope URL, with the
 * release and environment of §9. A 429 pauses sending as the service asks, 60 s without a hint (ERRS6); at
 * most 30 reports are on their way at once (§9 send buffer), more are only logged. Reports are logged either way.
 */

let pausedUntil = 0;
let inFlight = 0;

function parts(error: unknown): { type: string; message: string; stack: string | undefined } {
  if (error instanceof Error) return { type: error.name, message: error.message, stack: error.stack };
  return { type: 'Error', message: typeof error === 'string' ? error : String(error), stack: undefined };
}

/** Sends one server report; never throws (a report that cannot be sent stays in the log). */
export async function sendServerReport(
  error: unknown,
  context: Record<string, unknown>,
  extra: Readonly<Record<string, string>>,
): Promise<void> {
  const config = reportingConfig();
  const dsn = parseDsn(config?.dsn);
  if (!config || !dsn) return;
  if (Date.now() < pausedUntil || inFlight >= REPORT_LIMITS.bufferEnvelopes) return;
  const envelope = serverErrorEnvelope({
    dsn,
    eventId: randomUUID().replaceAll('-', ''),
    now: Date.now(),
    release: config.release,
    environment: config.environment,
    ...parts(error),
    extra: { ...context, ...extra },
  });
  inFlight += 1;
  try {
    const answer = await fetch(dsn.envelopeUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-sentry-envelope', 'x-sentry-auth': sentryAuthHeader(dsn) },
      body: envelope,
      signal: AbortSignal.timeout(10_000),
    });
    // Nothing of the answer's body is needed, but an unread body keeps its socket until garbage collection:
    // under a burst of errors the process would run out of connections to the service.
    await answer.body?.cancel().catch(() => undefined);
    const until = sendingPausedUntil(Date.now(), {
      status: answer.status,
      rateLimits: answer.headers.get('x-sentry-rate-limits'),
      retryAfter: answer.headers.get('retry-after'),
    });
    if (until !== undefined) pausedUntil = Math.max(pausedUntil, until);
  } catch {
    // The service cannot be reached: the report is in the server's log.
  } finally {
    inFlight -= 1;
  }
}

/**
 * Turns server reporting on for this process when a DSN is configured (called once at start by
 * `instrumentation.ts`): `reportError` on the server hands its reports here, through a process-wide hook
 * (the instrumentation and the app's server code are separate bundles).
 */
export function installServerReporting(): void {
  if (!reportingConfig()) return;
  const sink: ServerReportSink = (error, context, extra) => {
    void sendServerReport(error, context, extra);
  };
  (globalThis as Record<symbol, unknown>)[SERVER_REPORT_SINK] = sink;
}

/** Forgets the pause (tests). */
export function resetServerReporting(): void {
  pausedUntil = 0;
  inFlight = 0;
}
