import 'server-only';
import { type CallDefinition, fillPath, fullPath } from '@sportsbook/contract/http/call';
import { languageHeader } from '@sportsbook/core/locale/locale';
import type { z } from 'zod';
import { reportError } from '@/lib/errors/report';
import { backendUrl, contentUrl } from './backend';
import { withDeadline } from './deadline';
import { outsideRequests } from './outside-requests';

/** Why a backend read failed: the kinds a block distinguishes when it shows its error state. */
export type BackendErrorKind = 'unreachable' | 'not_found' | 'http' | 'malformed';

/**
 * A failed read of the backend: it could not be reached, answered with an error status, or answered with
 * data that does not match the contract (wrong types, missing fields, unknown enum values).
 */
export class BackendDataError extends Error {
  override readonly name = 'BackendDataError';
  constructor(
    readonly kind: BackendErrorKind,
    readonly callId: string,
    readonly url: string,
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(`${callId}: ${message}`, options);
  }
}

export function isBackendDataError(error: unknown): error is BackendDataError {
  return error instanceof BackendDataError;
}

export function isNotFound(error: unknown): boolean {
  return isBackendDataError(error) && error.kind === 'not_found';
}

type QueryValue = string | number | boolean | readonly (string | number)[] | undefined;

export interface BackendRequest {
  /** Path parameters (`{id}`). */
  readonly params?: Readonly<Record<string, string | number>>;
  /** Query parameters; lists are sent comma-separated, undefined ones are left out. */
  readonly query?: Readonly<Record<string, QueryValue>>;
  /** JSON body of a POST. */
  readonly body?: unknown;
  /** The page locale, sent as Accept-Language so names come back translated (spec §7.2). */
  readonly locale: string;
}

const TIMEOUT_MS = 10_000;

function buildUrl(call: CallDefinition, request: BackendRequest): URL {
  const url = new URL(
    fillPath(fullPath(call), request.params ?? {}),
    call.api === 'content' ? contentUrl() : backendUrl(),
  );
  for (const [key, value] of Object.entries(request.query ?? {})) {
    if (value === undefined) continue;
    url.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return url;
}

/**
 * Calls the backend and validates the answer with the call's own response schema. Every failure becomes a
 * {@link BackendDataError}; all but "not found" are reported, so the caller only decides what to show.
 */
export function backendCall<R extends z.ZodType>(
  call: CallDefinition<z.ZodType, z.ZodType, z.ZodType, R>,
  request: BackendRequest,
): Promise<z.output<R>> {
  // The deadline covers the answer's body too.
  return outsideRequests(() => withDeadline(TIMEOUT_MS, (signal) => callWithin(call, request, signal)));
}

async function callWithin<R extends z.ZodType>(
  call: CallDefinition<z.ZodType, z.ZodType, z.ZodType, R>,
  request: BackendRequest,
  signal: AbortSignal,
): Promise<z.output<R>> {
  const url = buildUrl(call, request);
  const fail = (error: BackendDataError): never => {
    if (error.kind !== 'not_found') {
      reportError(error, { call: call.id, url: url.pathname + url.search, status: error.status });
    }
    throw error;
  };
  let response: Response;
  try {
    response = await fetch(url, {
      method: call.method,
      cache: 'no-store',
      headers: {
        accept: 'application/json',
        'accept-language': languageHeader(request.locale) ?? 'en',
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal,
    });
  } catch (cause) {
    return fail(
      new BackendDataError('unreachable', call.id, url.href, 'backend unreachable', undefined, { cause }),
    );
  }
  if (response.status === 404) {
    await response.body?.cancel();
    return fail(new BackendDataError('not_found', call.id, url.href, 'not found', 404));
  }
  if (response.status !== call.status) {
    const text = await response.text().catch(() => '');
    return fail(
      new BackendDataError(
        'http',
        call.id,
        url.href,
        `HTTP ${response.status} ${text.slice(0, 200)}`,
        response.status,
      ),
    );
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch (cause) {
    return fail(
      new BackendDataError('malformed', call.id, url.href, 'response is not JSON', response.status, {
        cause,
      }),
    );
  }
  const parsed = call.response.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
    return fail(
      new BackendDataError(
        'malformed',
        call.id,
        url.href,
        `unexpected response: ${issues}`,
        response.status,
        {
          cause: parsed.error,
        },
      ),
    );
  }
  return parsed.data;
}
