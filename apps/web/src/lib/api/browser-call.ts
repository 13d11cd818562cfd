import { type CallDefinition, fillPath, fullPath } from '@sportsbook/contract/http/call';
import {
  PLATFORM_ACCEPT,
  PLATFORM_APP_HEADER,
  PLATFORM_APP_NAME,
} from '@sportsbook/contract/platform/platform-calls';
import { languageHeader } from '@sportsbook/core/locale/locale';
import { parseRetryAfter } from '@sportsbook/core/network/retry-after';
import type { z } from 'zod';
import { noteServerDate } from '@/lib/time/server-clock';

/**
 * Why a call from the browser failed: the status (0 when the backend could not be reached), the error body's
 * code and message key when it sent one, and the body itself (a refused placement lists its bets there).
 */
export class ApiCallError extends Error {
  override readonly name = 'ApiCallError';
  constructor(
    readonly callId: string,
    readonly status: number,
    readonly code: string | number | undefined,
    readonly messageKey: string | undefined,
    readonly body: unknown,
    message: string,
  ) {
    super(`${callId}: ${message}`);
  }

  /** The request's path and body, attached to error reports of HTTP errors (spec §8; core ERRF10 redacts secrets). */
  url?: string;
  requestBody?: unknown;
  /** The answer's `Retry-After` in seconds (core RTA1: a 503 or 429 says when to come back); null when none. */
  retryAfterSeconds: number | null = null;

  /** The backend could not be reached (offline, aborted, refused). */
  get isNetwork(): boolean {
    return this.status === 0;
  }

  /**
   * The backend cannot do this now and did nothing (503, contract `betting_paused` or `service_unavailable`, or a
   * 503 without a body of ours): the same request may be sent again later (core ERR4).
   */
  get isUnavailable(): boolean {
    return this.status === 503;
  }
}

/** One request of a call: its body typed by the call's body schema (what the contract reads, as sent). */
export interface BrowserRequest<Body extends z.ZodType = z.ZodType> {
  readonly params?: Readonly<Record<string, string | number>>;
  readonly query?: Readonly<Record<string, string | number | boolean | undefined>>;
  readonly body?: z.input<Body>;
  /** Sportsbook API bearer token (spec §7.2: optional for some calls). */
  readonly token?: string | undefined;
  /** Sent as Accept-Language (spec §7.2: names and messages in the page's language). */
  readonly locale: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal;
}

function errorParts(body: unknown): { code?: string | number; messageKey?: string; message?: string } {
  if (typeof body !== 'object' || body === null || !('error' in body)) return {};
  const error = (body as { error: unknown }).error;
  if (typeof error !== 'object' || error === null) return {};
  const e = error as Record<string, unknown>;
  return {
    ...(typeof e.code === 'string' || typeof e.code === 'number' ? { code: e.code } : {}),
    ...(typeof e.message_key === 'string' ? { messageKey: e.message_key } : {}),
    ...(typeof e.message === 'string' ? { message: e.message } : {}),
  };
}

/**
 * Calls the backend from the browser through the web origin (the proxy forwards /api and /platform), with
 * the headers of spec §7.1/§7.2, and validates a success with the call's response schema. Every failure is
 * an {@link ApiCallError}: unreachable (status 0), an error status (with the body's code and key), or an
 * answer that does not match the contract ('malformed').
 */
export async function browserCall<B extends z.ZodType, R extends z.ZodType>(
  call: CallDefinition<z.ZodType, z.ZodType, B, R>,
  request: BrowserRequest<B>,
): Promise<z.output<R>> {
  let path = fillPath(fullPath(call), request.params ?? {});
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined) query.set(key, String(value));
  }
  if (query.size > 0) path += `?${query.toString()}`;
  const headers: Record<string, string> = {
    accept: call.api === 'platform' ? PLATFORM_ACCEPT : 'application/json',
    'accept-language': languageHeader(request.locale) ?? 'en',
    ...request.headers,
  };
  if (call.api === 'platform') headers[PLATFORM_APP_HEADER] = PLATFORM_APP_NAME;
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  if (request.body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  const sentAt = Date.now();
  try {
    response = await fetch(path, {
      method: call.method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal,
    });
  } catch (error) {
    throw new ApiCallError(call.id, 0, 'network', undefined, undefined, String(error));
  }
  // Every answer tells the server's time: the clocks the bettor sees follow it (spec §9).
  noteServerDate(response.headers.get('date'), sentAt, Date.now());
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  if (!response.ok) {
    const { code, messageKey, message } = errorParts(body);
    const failure = new ApiCallError(
      call.id,
      response.status,
      code,
      messageKey,
      body,
      message ?? `answered ${response.status}`,
    );
    failure.url = path;
    failure.requestBody = request.body;
    failure.retryAfterSeconds = parseRetryAfter(response.headers.get('retry-after'), Date.now());
    throw failure;
  }
  const parsed = call.response.safeParse(response.status === 204 ? undefined : body);
  if (!parsed.success) {
    throw new ApiCallError(call.id, response.status, 'malformed', undefined, body, parsed.error.message);
  }
  return parsed.data;
}
