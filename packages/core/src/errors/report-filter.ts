/**
 * The error-report filter of spec §8 (ERRF rules in SPEC.md) and the reporting limits of §9. Pure: it inspects
 * the error (any value) and says whether it is reported and with which extra data; the web's reporter and the
 * error-reporting SDK's `beforeSend` both ask it.
 */

/** Mark an error as not to be reported (spec §8 "errors flagged to skip"). */
export const SKIP_REPORT: unique symbol = Symbol.for('sportsbook.skipReport');

/** Limits of spec §9's error-reporting settings. */
export const REPORT_LIMITS = {
  breadcrumbs: 100,
  valueLength: 250,
  stackFrames: 50,
  bufferEnvelopes: 30,
  /**
   * A 429 answer without a retry hint pauses sending this long: the server's sender applies it (ERRS6); the
   * browser SDK's transport has the same 60 s built in and takes no option for it (a web test shows it does).
   */
  rateLimitPauseMs: 60_000,
  /** Idle trace transactions: end after 1 s idle, 30 s at most, 5 s heartbeat. */
  idleTimeoutMs: 1_000,
  finalTimeoutMs: 30_000,
  heartbeatMs: 5_000,
} as const;

export type ReportRule =
  | 'ERRF1'
  | 'ERRF2'
  | 'ERRF3'
  | 'ERRF4'
  | 'ERRF5'
  | 'ERRF6'
  | 'ERRF7'
  | 'ERRF8'
  | 'ERRF9';

export type ReportDecision =
  | { readonly report: false; readonly rule: ReportRule }
  | { readonly report: true; readonly extra: Readonly<Record<string, string>> };

export interface ReportInput {
  /** The original exception: what was thrown or rejected (an Error, an event, a string...). */
  readonly error: unknown;
  /** The page's path when it happened. */
  readonly path?: string | undefined;
  /** File names of the stack frames, when the SDK parsed them; else they are read from `error.stack`. */
  readonly frames?: readonly string[] | undefined;
}

/** [ERRF10] Caps a value at 250 characters, the ellipsis that marks the cut included. */
export function capValue(value: string, limit: number = REPORT_LIMITS.valueLength): string {
  return value.length > limit ? `${value.slice(0, Math.max(0, limit - 1))}…` : value;
}

function field(value: unknown, key: string): unknown {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return undefined;
  try {
    return (value as Record<string, unknown>)[key];
  } catch {
    return undefined;
  }
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function messageOf(error: unknown): string {
  if (typeof error === 'string') return error;
  return text(field(error, 'message'));
}

const CANCEL_NAMES = new Set(['AbortError', 'TimeoutError', 'CanceledError', 'CancelledError']);
const CANCEL_CODES = new Set(['ERR_CANCELED', 'ECONNABORTED', 'ETIMEDOUT', 'ABORT_ERR']);
const NETWORK_MESSAGE =
  /^(TypeError: )?(Failed to fetch|NetworkError when attempting to fetch resource|Load failed|Network request failed|Network Error)\b/i;
const CHUNK_MESSAGE =
  /Loading (CSS )?chunk [\w./-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i;
/** Tracking, tag-manager and "watch" (web-analytics counter) scripts. */
const TRACKING_SOURCE =
  /googletagmanager\.com|google-analytics\.com|\/gtag\/js|\/gtm\.js|\/analytics\.js|\/watch\.js|mc\.yandex\.|metrika|hotjar\.com|clarity\.ms|connect\.facebook\.net|fbevents\.js|doubleclick\.net/i;
const RESIZE_OBSERVER = /ResizeObserver loop (limit exceeded|completed with undelivered notifications)/;
const OUT_OF_LIMIT = 'User is out of limit';
/**
 * The out-of-limit refusals by their error code (spec §8 names the exception by its message; the Platform API
 * answers it with these codes): a used-up session or time limit (403) and a reached activity limit (401).
 */
const OUT_OF_LIMIT_CODES: ReadonlySet<string> = new Set(['session_limit_reached', 'activity_limit_reached']);

/** File names of a V8/SpiderMonkey/JSC stack. */
function stackFiles(error: unknown): string[] {
  const stack = text(field(error, 'stack'));
  return stack
    .split('\n')
    .map((line) => /(?:\(|@|at )((?:https?|blob|webpack):\/\/[^\s)]+|\/[^\s)]+)/.exec(line)?.[1] ?? '')
    .filter(Boolean);
}

/** The HTTP status of an HTTP error (ours: `status`; fetch libraries: `response.status`), else undefined. */
function httpStatus(error: unknown): number | undefined {
  const status = field(error, 'status') ?? field(field(error, 'response'), 'status');
  return typeof status === 'number' && Number.isInteger(status) ? status : undefined;
}

/** Fields never sent in a report: passwords, tokens, secrets, card data. */
const SECRET_FIELD = /pass(word)?|token|secret|authori[sz]ation|card|cvv|cvc|pin$/i;

function asText(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value, (key, inner: unknown) =>
      key && SECRET_FIELD.test(key) ? '[redacted]' : inner,
    );
  } catch {
    return undefined;
  }
}

/** [ERRF10] What an HTTP error carries to the report: response URL, response body, request body (secrets redacted). */
function httpExtra(error: unknown): Record<string, string> {
  const response = field(error, 'response');
  const config = field(error, 'config');
  const entries: [string, unknown][] = [
    ['responseUrl', field(error, 'url') ?? field(response, 'url') ?? field(config, 'url')],
    ['responseBody', field(error, 'body') ?? field(response, 'data')],
    ['requestBody', field(error, 'requestBody') ?? field(config, 'data')],
  ];
  const extra: Record<string, string> = {};
  for (const [key, value] of entries) {
    const written = asText(value);
    if (written !== undefined) extra[key] = capValue(written);
  }
  return extra;
}

function isScriptElementError(error: unknown): boolean {
  const target = field(error, 'target');
  const tag = text(field(target, 'tagName')).toUpperCase();
  const type = text(field(target, 'type')).toLowerCase();
  return tag === 'SCRIPT' && type === 'text/javascript';
}

function isNotFoundPage(path: string | undefined): boolean {
  if (!path) return false;
  const bare = path.split(/[?#]/)[0] ?? '';
  return /(^|\/)404\/?$/.test(bare);
}

const drop = (rule: ReportRule): ReportDecision => ({ report: false, rule });

/**
 * Spec §8: whether an error is reported. Dropped, by rule: no original exception (ERRF1); flagged to skip
 * (ERRF2); cancelled requests, aborts and timeouts (ERRF3); network errors (ERRF4); errors from tracking,
 * tag-manager or watch scripts (ERRF5); chunk-load errors (ERRF6); error events of `<script type=text/javascript>`
 * elements (ERRF7); the ResizeObserver loop message and the out-of-limit exception, by its message or as an
 * HTTP error with code session_limit_reached or activity_limit_reached (ERRF8); anything on a /404
 * page and Next's control flow (notFound, redirect) (ERRF9: a page on /404 is not an error). Everything else is
 * reported; HTTP errors with their response URL, response body and request body, capped (ERRF10).
 */
export function reportDecision(input: ReportInput): ReportDecision {
  const { error } = input;
  if (error === undefined || error === null) return drop('ERRF1');
  if (typeof error === 'object' && (SKIP_REPORT in error || field(error, 'skipReport') === true)) {
    return drop('ERRF2');
  }
  if (isNotFoundPage(input.path)) return drop('ERRF9');
  const digest = text(field(error, 'digest'));
  if (/^NEXT_(NOT_FOUND|REDIRECT|HTTP_ERROR_FALLBACK)/.test(digest) || digest === 'DYNAMIC_SERVER_USAGE') {
    return drop('ERRF9');
  }
  const name = text(field(error, 'name'));
  const code = text(field(error, 'code'));
  const message = messageOf(error);
  if (CANCEL_NAMES.has(name) || CANCEL_CODES.has(code)) return drop('ERRF3');
  if (
    /\b(aborted|cancell?ed|timed? ?out)\b/i.test(message) &&
    /request|fetch|signal|operation/i.test(message)
  ) {
    return drop('ERRF3');
  }
  if (name === 'ChunkLoadError' || CHUNK_MESSAGE.test(message)) return drop('ERRF6');
  const status = httpStatus(error);
  if (status === 0 || code === 'ERR_NETWORK' || NETWORK_MESSAGE.test(message)) return drop('ERRF4');
  const files = input.frames ?? stackFiles(error);
  if (files.some((file) => TRACKING_SOURCE.test(file))) return drop('ERRF5');
  if (isScriptElementError(error)) return drop('ERRF7');
  if (RESIZE_OBSERVER.test(message)) return drop('ERRF8');
  const body = asText(field(error, 'body') ?? field(field(error, 'response'), 'data')) ?? '';
  if (message.includes(OUT_OF_LIMIT) || body.includes(OUT_OF_LIMIT)) return drop('ERRF8');
  if (status !== undefined && OUT_OF_LIMIT_CODES.has(code)) return drop('ERRF8');
  return { report: true, extra: status === undefined ? {} : httpExtra(error) };
}
