import type { ErrorDetail, HttpErrorCode } from '@sportsbook/contract/http/errors';

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
  ) {
    super(message);
    this.name = 'ApiError';
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
