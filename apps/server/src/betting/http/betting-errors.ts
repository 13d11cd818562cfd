import type { ErrorDetail } from '@sportsbook/contract/http/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError } from '../../http/api-error';

/** The message key of a placement request the server cannot read (schema validation, 400). */
export const INVALID_REQUEST_KEY = 'error.place_bets.invalid_request';

/** The message key of another bets call's request the server cannot read (my bets, cash out, share codes). */
export const INVALID_BETS_REQUEST_KEY = 'error.bets.invalid_request';

/**
 * An answer other than the call's success that must go out byte for byte: a refused placement (its body
 * has per-bet refusals the common error body does not carry) or a replayed answer of an idempotent retry.
 */
export class JsonAnswer extends Error {
  constructor(
    readonly status: number,
    readonly json: string,
  ) {
    super(`answered ${status}`);
    this.name = 'JsonAnswer';
  }
}

const CONTEXT_NAMES: Readonly<Record<string, string>> = { querystring: 'query', params: 'path' };

/** Where each schema problem is, in the contract's words (as the common error handler names them). */
function details(error: FastifyError): ErrorDetail[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  const context = CONTEXT_NAMES[error.validationContext ?? ''] ?? error.validationContext ?? 'request';
  return error.validation.map((issue) => {
    const keys =
      issue.keyword === 'unrecognized_keys' ? (issue.params as { keys?: unknown }).keys : undefined;
    return {
      path: [
        context,
        ...String(issue.instancePath ?? '')
          .split('/')
          .filter(Boolean),
      ].join('.'),
      message: Array.isArray(keys)
        ? `unknown field(s): ${keys.join(', ')}`
        : (issue.message ?? 'is not valid'),
    };
  });
}

/**
 * The betting calls' error handling, on their own Fastify scope: JsonAnswers go out as they are, schema
 * problems get the scope's message key (spec §8: a server message key is preferred), and everything else
 * goes on to the app's common handler (an error thrown here reaches the parent scope's handler).
 */
export function installBettingErrors(scope: FastifyInstance, invalidRequestKey = INVALID_REQUEST_KEY): void {
  scope.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error instanceof JsonAnswer) {
      return reply.code(error.status).type('application/json; charset=utf-8').send(error.json);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const problems = details(error);
      const summary = problems.map((d) => `${d.path}: ${d.message}`).join('; ');
      throw new ApiError(
        400,
        'validation_failed',
        `invalid request: ${summary}`,
        problems,
        invalidRequestKey,
      );
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      throw new ApiError(
        400,
        'bad_request',
        'the request body is not valid JSON',
        undefined,
        invalidRequestKey,
      );
    }
    throw error;
  });
}
