import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './error-handler';

/**
 * Fastify's `frameworkErrors`: the requests its router refuses before any hook or error handler runs, answered
 * with the contract's error body instead of Fastify's own: a path that is not valid percent-encoding
 * (`/api/v2/matches/%ff`, FST_ERR_BAD_URL) and a path parameter longer than the router allows
 * (FST_ERR_MAX_PARAM_LENGTH). Both are the client's mistake: 400.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'a path segment of the request URL is too long'
      : 'the request URL is malformed (a path that is not valid percent-encoded UTF-8)';
  reply
    .code(400)
    .header('x-content-type-options', 'nosniff')
    .send(
      errorBody(error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'validation_failed' : 'bad_request', message),
    );
}
