import { CONTRACT_CALLS } from '@sportsbook/contract/calls';
import type { CallDefinition } from '@sportsbook/contract/http/call';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/database';
import {
  type FuzzRequest,
  hostileRequests,
  hostileRouteRequests,
  type Persona,
  type RequestContext,
  ROUTES_OUTSIDE_THE_CONTRACT,
  validRequests,
} from './support/fuzz-requests';
import { type FuzzWorld, openFuzzWorld } from './support/fuzz-world';

/*
 * Every operation of the contract, fuzzed (issue 14): schema-valid requests (from each call's JSON Schema,
 * with ids, specifiers and odds of the seeded book mixed in) and hostile ones (ids beyond the integer
 * columns, huge and fractional numbers, NUL and other controls, overlong text, malformed percent-encoding,
 * wrong types, unknown fields, huge arrays, hostile headers, bodies that are not JSON), as a visitor and as
 * a signed-in player (bearer token and session cookie). No answer may be a 5xx; every error answer is the contract's error body.
 * CONTRACT_CALLS gathers every call, so a new one is fuzzed without being listed here. The routes outside the
 * contract (badges, outbox, demo host, OpenAPI, health, WebSocket) get hostile requests too.
 */

/** The seed: the same requests on every run, so a failure comes back. */
const SEED = 20_261_122;
/** Requests per call and persona: schema-valid ones, and hostile ones (where the bugs are). */
const VALID_RUNS = 15;
const HOSTILE_RUNS = 30;

const PERSONAS: readonly Persona[] = ['visitor', 'player'];

/** The request and its answer, for the failure message. */
function describeExchange(request: FuzzRequest, response: LightMyRequestResponse): string {
  const body = request.payload === undefined ? '' : `\n  body: ${request.payload.slice(0, 2_000)}`;
  return [
    `${request.method} ${request.url.slice(0, 2_000)}`,
    `  headers: ${JSON.stringify(request.headers)}${body}`,
    `→ ${response.statusCode} ${response.body.slice(0, 1_000)}`,
  ].join('\n');
}

/** What every answer must be: no 5xx, and an error answer in the contract's error body. */
function check(request: FuzzRequest, response: LightMyRequestResponse): void {
  if (response.statusCode >= 500)
    throw new Error(`the server answered ${response.statusCode}:\n${describeExchange(request, response)}`);
  if (response.statusCode < 400) return;
  const type = String(response.headers['content-type'] ?? '');
  if (!type.startsWith('application/json'))
    throw new Error(`an error answer that is not JSON (${type}):\n${describeExchange(request, response)}`);
  const error = response.json<{ error?: { code?: unknown; message?: unknown } }>().error;
  const codeOk = typeof error?.code === 'string' || typeof error?.code === 'number';
  if (!codeOk || typeof error?.message !== 'string' || error.message === '')
    throw new Error(
      `an error answer without the contract's error body:\n${describeExchange(request, response)}`,
    );
}

describe.each(testDatabaseKinds())('every operation of the contract, fuzzed, on %s', (kind) => {
  let world: FuzzWorld;
  let sent = 0;
  let succeeded = 0;
  let clients = 0;
  const covered = new Set<string>();

  beforeAll(async () => {
    world = await openFuzzWorld(kind);
  });
  afterAll(async () => {
    await world.close();
  });

  async function fuzz(
    call: CallDefinition | undefined,
    persona: Persona,
    requests: fc.Arbitrary<(context: RequestContext) => FuzzRequest>,
    numRuns: number,
  ): Promise<void> {
    await fc.assert(
      fc.asyncProperty(requests, async (make) => {
        const context: RequestContext = {
          persona,
          player: persona === 'player' ? await world.player() : undefined,
          webOrigin: world.webOrigin,
          nextClientIp: () => {
            clients += 1;
            return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
          },
        };
        const request = make(context);
        const response = await world.app.inject({
          method: request.method,
          url: request.url,
          headers: request.headers,
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        sent += 1;
        if (response.statusCode < 300) succeeded += 1;
        if (persona === 'player' && call) world.answered(call.id, response.statusCode);
        check(request, response);
      }),
      { seed: SEED, numRuns, endOnFailure: true },
    );
    if (call) covered.add(call.id);
  }

  for (const call of CONTRACT_CALLS) {
    for (const persona of PERSONAS) {
      it(`${call.method} ${call.path} (${call.id}) as a ${persona}: valid requests, no 5xx`, async () => {
        await fuzz(call, persona, validRequests(call, world.known, world.selections), VALID_RUNS);
      });
      it(`${call.method} ${call.path} (${call.id}) as a ${persona}: hostile requests, no 5xx`, async () => {
        await fuzz(call, persona, hostileRequests(call, world.known, world.selections), HOSTILE_RUNS);
      });
    }
  }

  for (const route of ROUTES_OUTSIDE_THE_CONTRACT) {
    it(`GET ${route} (outside the contract): hostile requests, no 5xx`, async () => {
      await fuzz(undefined, 'visitor', hostileRouteRequests(route), HOSTILE_RUNS);
    });
  }

  it('covered every operation of the contract', async ({ annotate }) => {
    expect([...covered].sort()).toEqual(CONTRACT_CALLS.map((call) => call.id).sort());
    await annotate(
      `${covered.size} operations and ${ROUTES_OUTSIDE_THE_CONTRACT.length} routes outside the contract, ${sent} requests (${succeeded} answered 2xx, the rest 4xx), 0 answered 5xx`,
    );
  });
});
