import {
  type ErrorDetail,
  type HttpErrorCode,
  UNAVAILABLE_MESSAGE_KEYS,
  UNAVAILABLE_STATUS,
} from '@sportsbook/contract/http/errors';

/**
 * An error a handler means to return: HTTP status, a stable code and a clear English message. Thrown from
 * handlers and services; the error handler writes it as the contract's error body.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: HttpErrorCode | string | number,
    message: string,
    readonly details?: readonly ErrorDetail[],
    readonly messageKey?: string,
    /** Response headers the answer carries (`Retry-After` of a 503 or 429). */
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /**
   * 503 `service_unavailable`: the backend cannot do this now (database unreachable, too busy) and did
   * nothing; try again after `retryAfterSeconds`.
   */
  static serviceUnavailable(message: string, retryAfterSeconds: number): ApiError {
    return new ApiError(
      UNAVAILABLE_STATUS,
      'service_unavailable',
      message,
      undefined,
      UNAVAILABLE_MESSAGE_KEYS.service_unavailable,
      { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
    );
  }

  /**
   * 503 `betting_paused`: a call that takes a bet or moves money cannot run now (database unreachable, live
   * feed stale or catching up); nothing was taken. `why` says which, for logs and operators.
   */
  static bettingPaused(why: string, retryAfterSeconds: number): ApiError {
    return new ApiError(
      UNAVAILABLE_STATUS,
      'betting_paused',
      `betting is paused, nothing was taken: ${why}`,
      undefined,
      UNAVAILABLE_MESSAGE_KEYS.betting_paused,
      { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
    );
  }

  static notFound(what: string, id?: string | number): ApiError {
    return new ApiError(404, 'not_found', id === undefined ? `${what} not found` : `${what} ${id} not found`);
  }

  static unauthorized(message = 'sign in to do this'): ApiError {
    return new ApiError(401, 'unauthorized', message);
  }

  static forbidden(message: string): ApiError {
    return new ApiError(403, 'forbidden', message);
  }

  static badRequest(message: string, details?: readonly ErrorDetail[]): ApiError {
    return new ApiError(400, 'validation_failed', message, details);
  }
}
