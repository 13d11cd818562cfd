/**
 * The browser side of error reporting (spec §7.5): nothing is loaded until a DSN is configured; then the SDK
 * loads after the page is idle (it is not part of the first load) and reports made before that wait in a
 * buffer of 30 (spec §9 send buffer), oldest dropped first.
 */

export interface BrowserReportingConfig {
  readonly dsn: string;
  readonly release: string;
  readonly environment: string;
  readonly tunnel: string | undefined;
  readonly tracesSampleRate: number;
}

export interface ErrorSink {
  capture(error: unknown, context: Record<string, unknown>, extra: Readonly<Record<string, string>>): void;
}

const BUFFER = 30;
/** Spec §9 idle fallback: where requestIdleCallback is missing, the SDK loads after 3 s. */
const IDLE_FALLBACK_MS = 3_000;

let sink: ErrorSink | undefined;
let started = false;
const waiting: [unknown, Record<string, unknown>, Readonly<Record<string, string>>][] = [];

/** Whether reports go to the service (a DSN is configured in this page). */
export function reportingStarted(): boolean {
  return started;
}

/** Hands a report to the service, or keeps it until the SDK has loaded. */
export function captureInService(
  error: unknown,
  context: Record<string, unknown>,
  extra: Readonly<Record<string, string>>,
): void {
  if (sink) {
    sink.capture(error, context, extra);
    return;
  }
  waiting.push([error, context, extra]);
  if (waiting.length > BUFFER) waiting.shift();
}

function whenIdle(run: () => void): void {
  const idle = (
    window as { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number }
  ).requestIdleCallback;
  if (idle) idle(run, { timeout: IDLE_FALLBACK_MS });
  else setTimeout(run, IDLE_FALLBACK_MS);
}

/** Starts reporting once per page: loads the SDK when idle, then sends what waited. */
export function startErrorService(config: BrowserReportingConfig): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  whenIdle(() => {
    import('./sentry-client')
      .then(({ startSentry }) => {
        sink = startSentry(config);
        for (const [error, context, extra] of waiting.splice(0)) sink.capture(error, context, extra);
      })
      .catch((error: unknown) => {
        // The SDK chunk did not load (offline, blocked): keep logging.
        console.error('[report] the error-reporting SDK did not load', error);
      });
  });
}
