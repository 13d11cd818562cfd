import { capValue, reportDecision, SKIP_REPORT } from '@sportsbook/core/errors/report-filter';
import { captureInService, reportingStarted } from './error-service';

/**
 * The one place errors are reported (spec §7.5, §8). Every report passes core's filter (`reportDecision`, rules
 * ERRF1–10); in the browser, with a DSN configured, it goes to the error-reporting service
 * (`error-service.ts`, the SDK loads when the page is idle); otherwise, and on the server, it is logged.
 */

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
