/**
 * The one place errors are reported (spec §7.5, §8). Today it logs; a later issue sends the events to an
 * error-reporting service from `send()` below, and nothing else has to change.
 */

/** Mark an error as not to be reported (spec §8 "errors flagged to skip"). */
export const SKIP_REPORT: unique symbol = Symbol.for('sportsbook.skipReport');

export function skipReport<E extends object>(error: E): E {
  Object.defineProperty(error, SKIP_REPORT, { value: true });
  return error;
}

const IGNORED_MESSAGES = [
  'ResizeObserver loop limit exceeded',
  'ResizeObserver loop completed with undelivered notifications',
  // Spec §8: "Out-of-limit exception 'User is out of limit' is not reported".
  'User is out of limit',
];

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return '';
}

/**
 * Spec §8 error-report filter: drops events without an original exception, errors flagged to skip, aborts,
 * timeouts and cancelled requests, network errors, chunk-load errors, errors of tracking scripts and the
 * ResizeObserver loop message. Next's own control-flow errors (notFound, redirect) are not errors.
 */
export function shouldReport(error: unknown, context: Record<string, unknown> = {}): boolean {
  if (error === undefined || error === null) return false;
  if (typeof error === 'object' && SKIP_REPORT in error) return false;
  if (context.path === '/404' || (typeof context.path === 'string' && context.path.endsWith('/sports/404'))) {
    return false;
  }
  const name = error instanceof Error ? error.name : '';
  const message = messageOf(error);
  if (
    name === 'AbortError' ||
    name === 'TimeoutError' ||
    name === 'CanceledError' ||
    name === 'CancelledError'
  ) {
    return false;
  }
  if (name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/i.test(message)) return false;
  if (
    /^(Failed to fetch|NetworkError when attempting to fetch resource|Load failed|Network request failed)/i.test(
      message,
    )
  ) {
    return false;
  }
  if (/\b(aborted|cancell?ed)\b/i.test(message) && /request|fetch|signal/i.test(message)) return false;
  if (IGNORED_MESSAGES.some((ignored) => message.includes(ignored))) return false;
  const digest = typeof error === 'object' && 'digest' in error ? String(error.digest) : '';
  if (/^NEXT_(NOT_FOUND|REDIRECT|HTTP_ERROR_FALLBACK)/.test(digest) || digest === 'DYNAMIC_SERVER_USAGE') {
    return false;
  }
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  if (/googletagmanager|google-analytics|gtag\/js|\/watch\.js|hotjar|clarity\.ms/i.test(stack)) return false;
  return true;
}

/** Message values are capped at 250 characters (spec §9 error-reporting settings). */
const MAX_VALUE = 250;

function cap(value: unknown): unknown {
  return typeof value === 'string' && value.length > MAX_VALUE ? `${value.slice(0, MAX_VALUE)}…` : value;
}

/** Where events go. Replace with the error-reporting service's client in the issue that adds it. */
function send(error: unknown, context: Record<string, unknown>): void {
  const where = typeof window === 'undefined' ? 'server' : 'browser';
  console.error(`[report:${where}]`, error, context);
}

/** Reports an unexpected error with context (block, page, call...), unless spec §8's filter drops it. */
export function reportError(error: unknown, context?: Record<string, unknown>): void {
  const safeContext = Object.fromEntries(
    Object.entries(context ?? {}).map(([key, value]) => [key, cap(value)]),
  );
  try {
    if (!shouldReport(error, safeContext)) return;
    send(error, safeContext);
  } catch {
    // Reporting must never throw into the caller.
  }
}
