import type { ErrorBody, ErrorDetail } from '@sportsbook/contract/http/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { databaseFaultOf } from '../db/database-errors';
import { ApiError } from './api-error';
import { unavailableAnswer } from './unavailable-answers';

function body(
  code: ErrorBody['error']['code'],
  message: string,
  details?: readonly ErrorDetail[],
  messageKey?: string,
): ErrorBody {
  return {
    error: {
      code,
      message,
      ...(messageKey ? { message_key: messageKey } : {}),
      ...(details && details.length > 0 ? { details: [...details] } : {}),
    },
  };
}

/** Fastify's own client-error codes, mapped to the contract's codes and clear messages. */
const FASTIFY_CLIENT_ERRORS: Readonly<Record<string, { status: number; code: string; message: string }>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'bad_request',
    message: 'the request body is not valid JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'bad_request',
    message: 'the request says it carries JSON but its body is empty',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'payload_too_large',
    message: 'the request body is too large',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    message: 'send the request body as application/json',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'bad_request',
    message: 'the Content-Length header does not match the body',
  },
  FST_ERR_BAD_URL: { status: 400, code: 'bad_request', message: 'the request URL is malformed' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, code: 'bad_request', message: 'the request cannot be routed' },
};

/** Where a validation problem sits, in the words of the contract: `query`, `path`, `body`, `headers`. */
const CONTEXT_NAMES: Readonly<Record<string, string>> = { querystring: 'query', params: 'path' };

function validationDetails(error: FastifyError): ErrorDetail[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  const rawContext = error.validationContext ?? 'request';
  const context = CONTEXT_NAMES[rawContext] ?? rawContext;
  return error.validation.map((issue) => {
    const path = [
      context,
      ...String(issue.instancePath ?? '')
        .split('/')
        .filter(Boolean),
    ].join('.');
    const keys =
      issue.keyword === 'unrecognized_keys' ? (issue.params as { keys?: unknown }).keys : undefined;
    const message = Array.isArray(keys)
      ? `unknown field(s): ${keys.join(', ')}`
      : (issue.message ?? 'is not valid');
    return { path, message };
  });
}

function sendApiError(reply: FastifyReply, error: ApiError): FastifyReply {
  if (error.headers) reply.headers(error.headers);
  return reply.code(error.status).send(body(error.code, error.message, error.details, error.messageKey));
}

/**
 * One place that turns every failure into the contract's error body. Client mistakes get a 4xx with a
 * clear message; a database that cannot do the work a 503 with Retry-After (calls registered with
 * `registerCall` say `betting_paused` for money calls themselves); anything else is logged and answered
 * 500 without internals.
 */
export function installErrorHandling(
  app: FastifyInstance,
  options: { readonly retryAfterSeconds?: () => number } = {},
): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) return sendApiError(reply, error);
    const fault = databaseFaultOf(error);
    if (fault) {
      request.log.warn({ err: error, fault }, 'the database could not do the work: answered 503');
      return sendApiError(
        reply,
        unavailableAnswer(undefined, fault, error, options.retryAfterSeconds?.() ?? 1),
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = validationDetails(error);
      const summary = details.map((d) => `${d.path}: ${d.message}`).join('; ');
      return reply.code(400).send(body('validation_failed', `invalid request: ${summary}`, details));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.code(500).send(body('internal_error', 'the server could not produce a valid response'));
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.code(known.status).send(body(known.code, known.message));
    if (error.statusCode === 429) {
      return reply
        .code(429)
        .send(body('rate_limited', error.message || 'too many requests, try again later'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send(body('bad_request', error.message || 'bad request'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(body('internal_error', 'something went wrong on the server'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(body('not_found', `no route ${request.method} ${request.url.split('?')[0]}`));
  });
}

export { body as errorBody };
