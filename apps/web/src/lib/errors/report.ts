import { capValue, reportDecision, SKIP_REPORT } from '@sportsbook/core/errors/report-filter';
import { captureInService, reportingStarted } from './error-service';

/**
 * The one place errors are reported (spec §7.5, §8). Every report passes core's filter (`reportDecision`, rules
 * ERRF1–10); with a DSN configured it goes to the error-reporting service: in the browser through the SDK
 * (`error-service.ts`, loaded when the page is idle), on the server as an envelope of its own
 * (`server-reporting.ts`). Without a DSN it is logged; on the server it is logged either way.
 */

/** A server's reports go to the function kept under this process-wide key (set by `server-reporting.ts`). */
export const SERVER_REPORT_SINK: unique symbol = Symbol.for('sportsbook.serverReportSink');
export type ServerReportSink = (
  error: unknown,
  context: Record<string, unknown>,
  extra: Readonly<Record<string, string>>,
) => void;

export { SKIP_REPORT };

/** Mark an error as not to be reported (spec §8 "errors flagged to skip"). */
export function skipReport<E extends object>(error: E): E {
  Object.defineProperty(error, SKIP_REPORT, { value: true });
  return error;
}

/** Spec §8's filter (core ERRF rules): whether `error` is reported; `context.path` is the page's path. */
export function shouldReport(error: unknown, context: Record<string, unknown> = {}): boolean {
  const path = typeof context.path === 'string' ? context.path : undefined;
  return reportDecision({ error, path }).report;
}

function cap(value: unknown): unknown {
  return typeof value === 'string' ? capValue(value) : value;
}

function send(
  error: unknown,
  context: Record<string, unknown>,
  extra: Readonly<Record<string, string>>,
): void {
  if (typeof window !== 'undefined' && reportingStarted()) {
    captureInService(error, context, extra);
    return;
  }
  const where = typeof window === 'undefined' ? 'server' : 'browser';
  if (where === 'server') {
    const sink = (globalThis as Record<symbol, unknown>)[SERVER_REPORT_SINK];
    if (typeof sink === 'function') (sink as ServerReportSink)(error, context, extra);
  }
  console.error(
    `[report:${where}]`,
    error,
    Object.keys(extra).length > 0 ? { ...context, ...extra } : context,
  );
}

/** Reports an unexpected error with context (block, page, call...), unless spec §8's filter drops it. */
export function reportError(error: unknown, context?: Record<string, unknown>): void {
  try {
    const safeContext = Object.fromEntries(
      Object.entries(context ?? {}).map(([key, value]) => [key, cap(value)]),
    );
    const path =
      typeof safeContext.path === 'string'
        ? safeContext.path
        : typeof window !== 'undefined'
          ? window.location.pathname
          : undefined;
    const decision = reportDecision({ error, path });
    if (!decision.report) return;
    send(error, safeContext, decision.extra);
  } catch {
    // Reporting must never throw into the caller.
  }
}
