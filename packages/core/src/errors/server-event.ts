import { capValue, REPORT_LIMITS } from './report-filter';
import type { Dsn } from './report-settings';

/**
 * Errors of the product's own server (server rendering, route handlers, the proxy) as error-reporting events
 * (spec §7.5, §9; ERRS5-6 in SPEC.md): the same service, release, environment and limits as the browser's
 * reports. Pure: the caller gives the event id, the clock and the error's parts, and sends what this returns.
 */

export interface StackFrame {
  readonly function?: string;
  readonly filename: string;
  readonly lineno?: number;
  readonly colno?: number;
  /** The product's own code, not a dependency. */
  readonly in_app: boolean;
}

const V8_FRAME = /^\s*at (?:(.+?) \()?(.+?)(?::(\d+))?(?::(\d+))?\)?$/;

/**
 * [ERRS5] The frames of a V8 stack (`    at fn (file:line:col)`), oldest call first as the service reads them,
 * at most 50 (the innermost kept); lines that are no frame (the message) are skipped.
 */
export function stackFrames(stack: string | undefined): StackFrame[] {
  if (!stack) return [];
  const frames: StackFrame[] = [];
  for (const line of stack.split('\n')) {
    if (!/^\s*at /.test(line)) continue;
    const match = V8_FRAME.exec(line);
    if (!match?.[2]) continue;
    const filename = match[2];
    frames.push({
      ...(match[1] ? { function: capValue(match[1]) } : {}),
      filename: capValue(filename),
      ...(match[3] ? { lineno: Number(match[3]) } : {}),
      ...(match[4] ? { colno: Number(match[4]) } : {}),
      in_app: !filename.includes('node_modules') && !filename.startsWith('node:'),
    });
    if (frames.length === REPORT_LIMITS.stackFrames) break;
  }
  return frames.reverse();
}

export interface ServerEventInput {
  readonly dsn: Dsn;
  /** 32 lower-case hex digits. */
  readonly eventId: string;
  /** Milliseconds since the epoch. */
  readonly now: number;
  readonly release: string;
  readonly environment: string;
  /** The error's class name and message. */
  readonly type: string;
  readonly message: string;
  readonly stack?: string | undefined;
  /** The report's context and the §8 filter's HTTP details. */
  readonly extra: Readonly<Record<string, unknown>>;
}

function capped(value: unknown): unknown {
  if (typeof value === 'string') return capValue(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return value;
  try {
    return capValue(JSON.stringify(value) ?? String(value));
  } catch {
    return '[unserialisable]';
  }
}

/**
 * [ERRS5] The envelope of a server error for the DSN's envelope URL: a header naming the event and the DSN, an
 * `event` item with the exception (type, message capped at 250 characters, frames), level error, platform
 * node, release and environment as the browser's reports, tag `runtime: server`, the context as extra (each
 * value capped at 250 characters).
 */
export function serverErrorEnvelope(input: ServerEventInput): string {
  const dsn = `${input.dsn.protocol}//${input.dsn.publicKey}@${input.dsn.host}/${input.dsn.projectId}`;
  const sentAt = new Date(input.now).toISOString();
  const frames = stackFrames(input.stack);
  const event = {
    event_id: input.eventId,
    timestamp: input.now / 1000,
    platform: 'node',
    level: 'error',
    logger: 'sportsbook.server',
    release: input.release,
    environment: input.environment,
    tags: { runtime: 'server' },
    exception: {
      values: [
        {
          type: capValue(input.type || 'Error'),
          value: capValue(input.message),
          ...(frames.length > 0 ? { stacktrace: { frames } } : {}),
        },
      ],
    },
    extra: Object.fromEntries(Object.entries(input.extra).map(([key, value]) => [key, capped(value)])),
  };
  const header = {
    event_id: input.eventId,
    sent_at: sentAt,
    dsn,
    sdk: { name: 'sportsbook.server', version: '1.0.0' },
  };
  return `${JSON.stringify(header)}\n${JSON.stringify({ type: 'event' })}\n${JSON.stringify(event)}\n`;
}

/** The service's auth header of a request made without the SDK. */
export function sentryAuthHeader(dsn: Dsn): string {
  return `Sentry sentry_version=7, sentry_key=${dsn.publicKey}, sentry_client=sportsbook.server/1.0.0`;
}

/**
 * [ERRS6] Until when sending pauses after an answer of the service (milliseconds since the epoch), or
 * undefined when it need not: the error category's delay of `X-Sentry-Rate-Limits`, else `Retry-After`
 * (seconds or an HTTP date), else for a 429 without a hint the 60 s of spec §9.
 */
export function sendingPausedUntil(
  now: number,
  answer: {
    readonly status: number;
    readonly rateLimits?: string | null;
    readonly retryAfter?: string | null;
  },
): number | undefined {
  if (answer.rateLimits) {
    let until: number | undefined;
    for (const limit of answer.rateLimits.trim().split(',')) {
      const [seconds, categories] = limit.split(':');
      const applies = !categories || categories.split(';').some((c) => c === 'error' || c === 'default');
      if (!applies) continue;
      const delay = Number.parseInt(seconds ?? '', 10);
      const end = now + (Number.isNaN(delay) ? REPORT_LIMITS.rateLimitPauseMs : delay * 1000);
      until = Math.max(until ?? end, end);
    }
    if (until !== undefined) return until;
  }
  if (answer.retryAfter) {
    const seconds = Number.parseInt(answer.retryAfter, 10);
    if (!Number.isNaN(seconds) && /^\s*\d+\s*$/.test(answer.retryAfter)) return now + seconds * 1000;
    const date = Date.parse(answer.retryAfter);
    if (!Number.isNaN(date)) return Math.max(now, date);
  }
  return answer.status === 429 ? now + REPORT_LIMITS.rateLimitPauseMs : undefined;
}
