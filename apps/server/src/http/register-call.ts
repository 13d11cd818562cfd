import { createHash, timingSafeEqual } from 'node:crypto';
import { type CallDefinition, fullPath, OPERATOR_KEY_HEADER } from '@sportsbook/contract/http/call';
import { ErrorBodySchema } from '@sportsbook/contract/http/errors';
import { firstAcceptedLanguage, negotiateLocale } from '@sportsbook/core/locale/locale';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Clock } from '../clock';
import type { AdmissionGate } from '../db/admission-gate';
import { DatabaseUnavailableError, databaseFaultOf } from '../db/database-errors';
import { ApiError } from './api-error';
import { checkCsrf, checkOrigin } from './csrf';
import { LAST_ANSWER_CALLS, LastAnswerCache } from './last-answers';
import { SerializedJson } from './serialized-json';
import { unavailableAnswer } from './unavailable-answers';

/** Who is calling, once the bearer token or session cookie has been checked. */
export interface Caller {
  readonly playerId: number;
  readonly sessionId: number;
}

/** How calls authenticate; the platform module supplies the session lookup. */
export interface Authenticator {
  /** Checks a Sportsbook API bearer token. */
  bearer(token: string): Promise<Caller | 'expired' | 'invalid'>;
  /** Looks up the Platform API session named by the cookie value. */
  session(request: FastifyRequest): Promise<Caller | null>;
}

export interface CallContext<Params, Query, Body> {
  readonly params: Params;
  readonly query: Query;
  readonly body: Body;
  /** The content locale negotiated from Accept-Language (spec §7.2: language header from locale). */
  readonly locale: string;
  /** The caller for `bearer`, `session` and (when a token was sent) `bearer-optional` calls. */
  readonly caller: Caller | null;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

/**
 * Asked once a call's caller is known, before its handler: throws to refuse the call (the responsible-gambling
 * module's session guard). Told which call it is, so it can leave alone the calls that need no check.
 */
export type CallerGuard = (caller: Caller, call: Pick<CallDefinition, 'id' | 'auth'>) => Promise<void>;

export interface RouteEnv {
  readonly authenticator: Authenticator;
  /** The operator API's key (`OPERATOR_API_KEY`); undefined: operator calls answer 403. */
  readonly operatorKey?: string | undefined;
  readonly guard?: CallerGuard;
  readonly contentLocales: readonly string[];
  /** The web product's origin (config WEB_ORIGIN): the Origin state changes may come from. */
  readonly webOrigin: string;
  /** The embedded database's bound on waiting work: a call beyond it is answered 503 at once. */
  readonly admission?: AdmissionGate;
  /** Whether the database answers: the Retry-After of a 503 while it does not. */
  readonly databaseHealth?: { retryAfterSeconds(): number };
  /** Catalogue reads' last answers, served while the database is unreachable (with the clock they are timed by). */
  readonly lastAnswers?: { readonly cache: LastAnswerCache; readonly clock: Clock };
}

/** Per-route options a call may need besides its contract, e.g. `config.rateLimit` of @fastify/rate-limit. */
export interface CallOptions {
  readonly config?: FastifyContextConfig;
}

const BEARER = /^Bearer\s+(\S+)$/i;

async function resolveCaller(
  auth: CallDefinition['auth'],
  request: FastifyRequest,
  env: RouteEnv,
): Promise<Caller | null> {
  const { authenticator } = env;
  if (auth === 'none') return null;
  if (auth === 'operator') {
    checkOperatorKey(request, env.operatorKey);
    return null;
  }
  if (auth === 'session') {
    const caller = await authenticator.session(request);
    if (!caller) throw ApiError.unauthorized('sign in first: there is no valid session');
    return caller;
  }
  const header = request.headers.authorization;
  if (!header) {
    if (auth === 'bearer')
      throw ApiError.unauthorized('this call needs a bearer token from POST /platform/sportsbook_sessions');
    return null;
  }
  const token = BEARER.exec(header)?.[1];
  if (!token) throw ApiError.unauthorized('the Authorization header must be "Bearer <token>"');
  const result = await authenticator.bearer(token);
  if (result === 'expired') throw ApiError.unauthorized('the bearer token has expired');
  if (result === 'invalid') throw ApiError.unauthorized('the bearer token is not valid');
  return result;
}

/**
 * An operator call carries the operator's key: compared in constant time (by SHA-256 digests, so lengths do
 * not leak either); 403 while the operator API is off, 401 for a missing or wrong key.
 */
function checkOperatorKey(request: FastifyRequest, key: string | undefined): void {
  if (key === undefined)
    throw new ApiError(
      403,
      'operator_api_disabled',
      'the operator API is off: set OPERATOR_API_KEY to use it',
    );
  const sent = request.headers[OPERATOR_KEY_HEADER];
  const digest = (value: string) => createHash('sha256').update(value).digest();
  if (typeof sent !== 'string' || !timingSafeEqual(digest(sent), digest(key)))
    throw new ApiError(401, 'operator_key_invalid', `send the operator's key in ${OPERATOR_KEY_HEADER}`);
}

/** The keys of requests whose answer, once sent with 200, is kept as their last answer. */
const answersToKeep = new WeakMap<FastifyRequest, string>();

/**
 * For a catalogue call (LAST_ANSWER_CALLS) with a cache: marks a shared request once answered, keeps what
 * was sent for it, and serves it back with its `Age` when the database is unreachable.
 */
function lastAnswerKeeping(callId: string, env: RouteEnv) {
  const shared = LAST_ANSWER_CALLS.get(callId);
  const kept = env.lastAnswers;
  if (!shared || !kept) return undefined;
  const keyOf = (request: FastifyRequest, locale: string) =>
    shared(request.query)
      ? LastAnswerCache.keyOf({ method: request.method, url: request.url, locale, body: request.body })
      : undefined;
  return {
    mark(request: FastifyRequest, locale: string): void {
      const key = keyOf(request, locale);
      if (key) answersToKeep.set(request, key);
    },
    keepOnSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const key = answersToKeep.get(request);
      if (key && reply.statusCode === 200 && (typeof payload === 'string' || Buffer.isBuffer(payload))) {
        kept.cache.keep(key, {
          bytes: typeof payload === 'string' ? Buffer.from(payload) : payload,
          contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
          at: kept.clock.now(),
        });
      }
      return payload;
    },
    serve(request: FastifyRequest, reply: FastifyReply, locale: string): boolean {
      const key = keyOf(request, locale);
      const now = kept.clock.now();
      const answer = key ? kept.cache.find(key, now) : undefined;
      if (!answer) return false;
      request.log.warn({ ageMs: now - answer.at }, 'the database is unreachable: served the last answer');
      reply
        .code(200)
        .header('age', String(Math.max(0, Math.floor((now - answer.at) / 1000))))
        .header('cache-status', 'sportsbook-backend; hit; detail=database-unavailable')
        .type(answer.contentType)
        .send(answer.bytes);
      return true;
    },
  };
}

/**
 * Registers one call of the contract: its path, its schemas for validation, serialisation and the OpenAPI
 * document, its authentication, and the handler that does the work. Handlers stay thin: they read the
 * typed context and call a service. A handler may answer with a SerializedJson (validated when it was
 * made) instead of a value, which is sent without being validated and serialized again.
 */
export function registerCall<
  Params extends z.ZodType,
  Query extends z.ZodType,
  Body extends z.ZodType,
  Response extends z.ZodType,
>(
  app: FastifyInstance,
  env: RouteEnv,
  call: CallDefinition<Params, Query, Body, Response>,
  handler: (
    context: CallContext<z.output<Params>, z.output<Query>, z.output<Body>>,
  ) => Promise<z.output<Response> | SerializedJson<z.output<Response>>>,
  options: CallOptions = {},
): void {
  const lastAnswer = lastAnswerKeeping(call.id, env);
  const errorResponses = Object.fromEntries(
    [400, 500, 503, ...call.errorStatuses].map((status) => [status, ErrorBodySchema]),
  );
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: fullPath(call).replace(/\{(\w+)\}/g, ':$1'),
    ...(options.config ? { config: options.config } : {}),
    schema: {
      operationId: call.id,
      summary: call.summary,
      tags: [call.api],
      ...(call.params ? { params: call.params } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.body ? { body: call.body } : {}),
      ...(call.auth === 'bearer' || call.auth === 'bearer-optional' ? { security: [{ bearer: [] }] } : {}),
      ...(call.auth === 'session' ? { security: [{ session: [] }] } : {}),
      ...(call.auth === 'operator' ? { security: [{ operator: [] }] } : {}),
      response: { [call.status]: call.response, ...errorResponses },
    },
    ...(lastAnswer ? { onSend: lastAnswer.keepOnSend } : {}),
    handler: async (request, reply) => {
      const locale = negotiateLocale(
        firstAcceptedLanguage(request.headers['accept-language']),
        env.contentLocales,
        env.contentLocales[0] ?? 'en',
      );
      const answer = async () => {
        if (call.method !== 'GET') {
          // Cookie-authenticated changes need the CSRF header and an allowed Origin; other platform changes
          // (sign-in, sign-up...) are refused from another site's page too.
          if (call.auth === 'session') checkCsrf(request, env.webOrigin);
          else if (call.api === 'platform') checkOrigin(request, env.webOrigin);
        }
        // Platform API answers are the player's own, operator answers the operator's: no cache keeps them.
        if (call.api === 'platform' || call.api === 'operator') reply.header('cache-control', 'no-store');
        const caller = await resolveCaller(call.auth, request, env);
        if (caller && env.guard) await env.guard(caller, call);
        return handler({
          params: request.params as z.output<Params>,
          query: request.query as z.output<Query>,
          body: request.body as z.output<Body>,
          locale,
          caller,
          request,
          reply,
        });
      };
      let result: Awaited<ReturnType<typeof handler>>;
      try {
        result = await (env.admission ? env.admission.run(answer) : answer());
      } catch (error) {
        const fault = databaseFaultOf(error);
        if (!fault) throw error;
        if (fault !== 'busy' && lastAnswer?.serve(request, reply, locale)) return reply;
        // Refused at once (known down, too busy): routine while it lasts; a real failure is worth a warning.
        if (error instanceof DatabaseUnavailableError) request.log.debug({ fault }, 'answered 503');
        else request.log.warn({ err: error, fault }, 'the database could not do the work: answered 503');
        throw unavailableAnswer(call.id, fault, error, env.databaseHealth?.retryAfterSeconds() ?? 1);
      }
      lastAnswer?.mark(request, locale);
      reply.code(call.status);
      if (call.status === 204) return reply.send();
      // Already validated and serialized: bytes with a JSON content type skip the serializer.
      if (result instanceof SerializedJson) {
        reply.type('application/json; charset=utf-8');
        if (call.method !== 'GET') return reply.send(result.bytes);
        // A poller that has this answer already is told so, without the body (RFC 9110 §13.1.2).
        const etag = result.etag;
        reply.header('etag', etag);
        if (ifNoneMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
        return reply.send(result.bytes);
      }
      return result;
    },
  });
}

/** Whether an `If-None-Match` header names `etag` (weak comparison: a `W/` prefix is ignored), or is `*`. */
export function ifNoneMatches(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  for (const tag of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const trimmed = tag.trim();
    if (trimmed === '*' || trimmed.replace(/^W\//, '') === etag) return true;
  }
  return false;
}
