import { type CallDefinition, fullPath } from '@sportsbook/contract/http/call';
import { SESSION_COOKIE } from '@sportsbook/contract/platform/platform-calls';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@sportsbook/contract/platform/platform-errors';
import { IDEMPOTENCY_KEY_HEADER } from '@sportsbook/contract/sportsbook/bet-calls';
import fc from 'fast-check';
import { z } from 'zod';
import type { KnownSelection, PlayerCredentials } from './fuzz-world';
import { hostileValue, type Mutation, mutate, mutation, rawUrlPiece } from './hostile-values';
import { arbitraryOf, type JsonSchema, type KnownValues } from './schema-arbitrary';

/** Who sends a request: a visitor (no credentials) or the signed-in demo player. */
export type Persona = 'visitor' | 'player';

/** One request as the fuzzer sends it through `app.inject`. */
export interface FuzzRequest {
  readonly method: CallDefinition['method'];
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly payload?: string;
}

/** The parts of a call's request, generated before they are written into a request. */
interface Parts {
  readonly params: Record<string, unknown>;
  readonly query: Record<string, unknown> | undefined;
  readonly body: unknown;
  readonly idempotencyKey: string;
}

/** What makes a valid request hostile: one part mutated, a raw URL piece, hostile headers, a raw body. */
interface Hostility {
  readonly target: 'params' | 'query' | 'body' | 'headers' | 'raw-path' | 'raw-query' | 'raw-body';
  readonly change: Mutation;
  readonly raw: string;
  readonly header: { readonly name: string; readonly value: unknown };
  readonly rawBody: { readonly contentType: string; readonly text: string };
}

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** Percent-encodes text as UTF-8 (a lone surrogate becomes U+FFFD, as a browser would send it). */
export function percentEncode(text: string): string {
  let encoded = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    encoded += UNRESERVED.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

/** A value as it goes into a path segment or a query string: text as it is, anything else as JSON. */
const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query || typeof query !== 'object') return '';
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) pairs.push(`${percentEncode(key)}=${percentEncode(asText(item))}`);
  }
  return pairs.join('&');
}

const schemaOf = (schema: z.ZodType | undefined): JsonSchema | undefined =>
  schema ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : undefined;

function partsArbitrary(
  call: CallDefinition,
  known: KnownValues,
  selections: readonly KnownSelection[],
): fc.Arbitrary<Parts> {
  const of = (schema: JsonSchema | undefined) =>
    schema ? arbitraryOf(schema, schema, known) : fc.constant(undefined);
  const params = of(schemaOf(call.params));
  const query = of(schemaOf(call.query));
  const body = of(schemaOf(call.body));
  return fc.record({
    params: params.map((value) => (value ?? {}) as Record<string, unknown>),
    query: query.map((value) => value as Record<string, unknown> | undefined),
    // Half of the bodies get selections the book offers, at its odds, so a placement can be taken.
    body: fc
      .tuple(body, fc.nat(), fc.boolean())
      .map(([value, first, useBook]) => (useBook ? withBookSelections(value, selections, first) : value)),
    idempotencyKey: fc.uuid(),
  });
}

/** `value` with every selection-shaped object (match, market, specifier, outcome, odds) one of the book's. */
function withBookSelections(value: unknown, selections: readonly KnownSelection[], first: number): unknown {
  let next = first;
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (node === null || typeof node !== 'object') return node;
    const fields = Object.fromEntries(Object.entries(node).map(([key, item]) => [key, visit(item)]));
    const isSelection = ['match_id', 'market_id', 'specifier', 'outcome_id', 'odds'].every(
      (key) => key in fields,
    );
    const selection = selections[next % Math.max(selections.length, 1)];
    if (!isSelection || !selection) return fields;
    next += 1;
    return { ...fields, ...selection };
  };
  return visit(value);
}

const hostility: fc.Arbitrary<Hostility> = fc.record({
  target: fc.constantFrom(
    'params',
    'query',
    'query',
    'body',
    'body',
    'body',
    'headers',
    'raw-path',
    'raw-query',
    'raw-body',
  ),
  change: mutation,
  raw: rawUrlPiece,
  header: fc.record({
    name: fc.constantFrom(
      'accept-language',
      IDEMPOTENCY_KEY_HEADER,
      'authorization',
      'cookie',
      'origin',
      CSRF_HEADER,
      'content-type',
      'x-forwarded-for',
      'x-forwarded-proto',
      'x-country-code',
      'if-none-match',
    ),
    value: hostileValue,
  }),
  rawBody: fc.record({
    contentType: fc.constantFrom(
      'application/json',
      'application/json; charset=latin1',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ),
    text: fc.oneof(
      fc.constantFrom(
        '',
        '{',
        '{"a":',
        'null',
        '[]',
        '"\\u0000"',
        '{"__proto__":{"x":1}}',
        '\u0000',
        '{"a":1}{"b":2}',
      ),
      fc.string({ unit: 'binary', maxLength: 64 }),
    ),
  }),
});

/** A header value from any value: text as it is (bytes a client could send), anything else as JSON. */
const headerValue = (value: unknown) => asText(value).replace(/[\r\n]/g, ' ');

/**
 * Writes parts into a request of `call` as `persona` sends it: the web's headers (CSRF header and Origin on
 * platform changes, an Idempotency-Key on placements), the player's bearer token and session cookie.
 */
function write(
  call: CallDefinition,
  parts: Parts,
  persona: Persona,
  player: PlayerCredentials | undefined,
  webOrigin: string,
  clientIp: string,
  hostile?: Hostility,
): FuzzRequest {
  // A mutation may have made the parameters something other than an object: each is then missing.
  const params = (parts.params ?? {}) as Record<string, unknown>;
  let path = fullPath(call).replace(/\{(\w+)\}/g, (_, name: string) => percentEncode(asText(params[name])));
  let query = queryString(parts.query);
  if (hostile?.target === 'raw-path') {
    const names = [...fullPath(call).matchAll(/\{(\w+)\}/g)];
    path =
      names.length > 0 ? fullPath(call).replace(/\{(\w+)\}/g, () => hostile.raw) : `${path}/${hostile.raw}`;
  }
  if (hostile?.target === 'raw-query') query = `${query}${query ? '&' : ''}${hostile.raw}=${hostile.raw}`;
  const headers: Record<string, string> = { 'x-forwarded-for': clientIp };
  if (call.method !== 'GET' && call.api === 'platform') {
    headers[CSRF_HEADER] = CSRF_HEADER_VALUE;
    headers.origin = webOrigin;
  }
  if (call.id === 'placeBets') headers[IDEMPOTENCY_KEY_HEADER] = parts.idempotencyKey;
  if (persona === 'player' && player) {
    headers.authorization = player.authorization;
    headers.cookie = `${SESSION_COOKIE}=${player.cookie}`;
  }
  let payload: string | undefined;
  if (call.body !== undefined && parts.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(parts.body);
  }
  if (hostile?.target === 'raw-body') {
    headers['content-type'] = hostile.rawBody.contentType;
    payload = hostile.rawBody.text;
  }
  if (hostile?.target === 'headers') headers[hostile.header.name] = headerValue(hostile.header.value);
  return {
    method: call.method,
    url: query ? `${path}?${query}` : path,
    headers,
    ...(payload === undefined ? {} : { payload }),
  };
}

function hostileParts(parts: Parts, hostile: Hostility): Parts {
  switch (hostile.target) {
    case 'params':
      return { ...parts, params: mutate(parts.params, hostile.change) as Record<string, unknown> };
    case 'query':
      return { ...parts, query: mutate(parts.query ?? {}, hostile.change) as Record<string, unknown> };
    case 'body':
      return { ...parts, body: mutate(parts.body ?? {}, hostile.change) };
    default:
      return parts;
  }
}

/** What a request is written from: its persona's credentials, the web origin, a client address. */
export interface RequestContext {
  readonly persona: Persona;
  readonly player: PlayerCredentials | undefined;
  readonly webOrigin: string;
  nextClientIp(): string;
}

/** Requests of `call` a well-behaved client sends: every part as the contract's JSON Schema describes it. */
export function validRequests(
  call: CallDefinition,
  known: KnownValues,
  selections: readonly KnownSelection[],
): fc.Arbitrary<(context: RequestContext) => FuzzRequest> {
  return partsArbitrary(call, known, selections).map(
    (parts) => (context) =>
      write(call, parts, context.persona, context.player, context.webOrigin, context.nextClientIp()),
  );
}

/** Requests of `call` an attacker sends: a valid one with one part, header or the raw URL or body made hostile. */
export function hostileRequests(
  call: CallDefinition,
  known: KnownValues,
  selections: readonly KnownSelection[],
): fc.Arbitrary<(context: RequestContext) => FuzzRequest> {
  return fc.tuple(partsArbitrary(call, known, selections), hostility).map(
    ([parts, hostile]) =>
      (context) =>
        write(
          call,
          hostileParts(parts, hostile),
          context.persona,
          context.player,
          context.webOrigin,
          context.nextClientIp(),
          hostile,
        ),
  );
}

/**
 * The backend's routes outside the contract (`{file}` marks a path segment): the competitor badges, the
 * developer outbox, the demo host page, the OpenAPI document, the health check and the hub's WebSocket route.
 */
export const ROUTES_OUTSIDE_THE_CONTRACT = [
  '/static/logos/{file}',
  '/dev/outbox.json',
  '/dev/outbox',
  '/demo-host',
  '/demo-host/host.js',
  '/demo-host/host.css',
  '/api/docs/openapi.json',
  '/healthz',
  '/readyz',
  '/connection/websocket',
] as const;

/** GET requests of one of those routes with a hostile path segment, query and headers. */
export function hostileRouteRequests(route: string): fc.Arbitrary<(context: RequestContext) => FuzzRequest> {
  const piece = fc.oneof(
    rawUrlPiece,
    hostileValue.map((value) => percentEncode(asText(value))),
    fc.constantFrom('1.svg', '7.svg'),
  );
  const query = fc.array(fc.tuple(fc.constantFrom('path', 'to', 'limit', 'x', 'path[]'), piece), {
    maxLength: 3,
  });
  return fc
    .tuple(piece, query, fc.boolean(), hostility)
    .map(([segment, pairs, direct, hostile]) => (context) => {
      const path = route.replace('{file}', segment);
      const search = pairs.map(([key, value]) => `${percentEncode(key)}=${value}`).join('&');
      // The outbox answers direct loopback requests only: half of these come without a forwarding header.
      const headers: Record<string, string> = direct ? {} : { 'x-forwarded-for': context.nextClientIp() };
      if (hostile.target === 'headers') headers[hostile.header.name] = headerValue(hostile.header.value);
      return { method: 'GET', url: search ? `${path}?${search}` : path, headers };
    });
}
