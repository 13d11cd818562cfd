import type { Bet } from '@sportsbook/contract/entities/bet';
import { IDEMPOTENCY_KEY_HEADER } from '@sportsbook/contract/sportsbook/bet-calls';
import { MATCH_STATUS } from '@sportsbook/core/catalog/match-status';
import type { InPlayBetDelays } from '@sportsbook/core/ticket/bet-delay';
import type { SlipBet } from '@sportsbook/core/ticket/slip-bet';
import { aSelection, aTicket, staked } from '@sportsbook/core/ticket/test-builders';
import { describe, expect, it, vi } from 'vitest';
import { ApiCallError, type BrowserRequest } from '@/lib/api/browser-call';
import type { SessionCall } from '@/lib/player/session-client';
import { sendPlacement } from './slip-placement';

/*
 * Sending bets (spec §7.2 POST /api/v3/bets, §8): the retries of a placement against a fake backend that
 * answers each request by what the test says, on a manual clock that the placement's waits move on.
 */

const PLACED = [{ id: 41, ref: 'SB41', status: 'waiting_results' } as Bet];
const IN_PLAY_DELAY_SECONDS = 5;
const DELAYS: InPlayBetDelays = { soccer: IN_PLAY_DELAY_SECONDS };

function bets(selection = aSelection()): readonly SlipBet[] {
  return staked(aTicket([selection]), 500).bets;
}

function lostAnswer(): ApiCallError {
  return new ApiCallError('placeBets', 0, 'network', undefined, undefined, 'TypeError: Failed to fetch');
}

/** The same placement is still running (held for its in-play delay); `retryAfter` in seconds when given. */
function inProgress(retryAfter: number | null): ApiCallError {
  const error = new ApiCallError(
    'placeBets',
    409,
    'placement_in_progress',
    'error.place_bets.in_progress',
    { error: { code: 'placement_in_progress', message: 'The placement is still being processed' } },
    'The placement is still being processed',
  );
  error.retryAfterSeconds = retryAfter;
  return error;
}

interface Request {
  readonly at: number;
  readonly key: string | undefined;
  readonly body: unknown;
}

/** A backend answering each request with `answer` (given the requests so far and the time), on a manual clock. */
function aBackend(answer: (request: Request, earlier: readonly Request[]) => Bet[] | Error) {
  let time = 0;
  const requests: Request[] = [];
  const waits: number[] = [];
  const call: SessionCall = async (definition, request: Omit<BrowserRequest, 'token'>) => {
    expect(definition.id).toBe('placeBets');
    const sent = { at: time, key: request.headers?.[IDEMPOTENCY_KEY_HEADER], body: request.body };
    const outcome = answer(sent, requests);
    requests.push(sent);
    if (outcome instanceof Error) throw outcome;
    return outcome as never;
  };
  const report = vi.fn();
  return {
    requests,
    waits,
    report,
    elapsed: () => time,
    ports: {
      call,
      wait: async (ms: number) => {
        waits.push(ms);
        time += ms;
      },
      inPlayDelays: () => DELAYS,
      report,
    },
  };
}

const keysOf = (requests: readonly Request[]) => new Set(requests.map((request) => request.key));

describe('sending a placement (spec §7.2)', () => {
  it('sends the contract’s body with an Idempotency-Key, a new one per placement', async () => {
    const backend = aBackend(() => PLACED);
    await expect(sendPlacement(bets(), 'fr', false, backend.ports)).resolves.toEqual({
      ok: true,
      bets: PLACED,
    });
    await sendPlacement(bets(), 'fr', false, backend.ports);
    const [first, second] = backend.requests;
    expect(first?.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(second?.key).not.toBe(first?.key);
    expect(first?.body).toMatchObject({
      meta: { quick: false, type: 'single' },
      bets: [{ stake: { value: 500, currency: 'EUR' }, selections: [{ match_id: 1, odds: 2 }] }],
      locale: 'fr',
    });
    expect(backend.waits).toEqual([]);
  });

  it('sends a request whose answer was lost again with the same key, so the bets are placed once', async () => {
    // The first request reaches the backend, which places the bets; its answer is lost on the way back.
    const placedUnder = new Set<string | undefined>();
    const backend = aBackend((request, earlier) => {
      const replay = placedUnder.has(request.key);
      placedUnder.add(request.key);
      if (earlier.length < 2) return lostAnswer();
      return replay ? PLACED : new Error('placed twice');
    });
    await expect(sendPlacement(bets(), 'en', false, backend.ports)).resolves.toEqual({
      ok: true,
      bets: PLACED,
    });
    expect(backend.requests).toHaveLength(3);
    expect(keysOf(backend.requests).size).toBe(1);
    expect(placedUnder.size).toBe(1);
    // Waits grow with each attempt.
    expect(backend.waits).toEqual([800, 1_600]);
    expect(backend.report).not.toHaveBeenCalled();
  });

  it('gives up after three lost answers: no answer came (status null), nothing reported', async () => {
    const backend = aBackend(() => lostAnswer());
    await expect(sendPlacement(bets(), 'en', false, backend.ports)).resolves.toEqual({
      ok: false,
      status: null,
      body: null,
    });
    expect(backend.requests).toHaveLength(3);
    expect(keysOf(backend.requests).size).toBe(1);
    expect(backend.report).not.toHaveBeenCalled();
  });

  it('asks again after the Retry-After of a 409 (core RTA2) until the in-play delay is over, same key', async () => {
    const backend = aBackend((request, earlier) => {
      const startedAt = earlier[0]?.at ?? request.at;
      return request.at - startedAt < IN_PLAY_DELAY_SECONDS * 1_000 ? inProgress(1) : PLACED;
    });
    await expect(sendPlacement(bets(), 'en', false, backend.ports)).resolves.toEqual({
      ok: true,
      bets: PLACED,
    });
    expect(backend.waits).toEqual([1_000, 1_000, 1_000, 1_000, 1_000]);
    expect(backend.requests.map((request) => request.at)).toEqual([0, 1_000, 2_000, 3_000, 4_000, 5_000]);
    expect(keysOf(backend.requests).size).toBe(1);

    const patient = aBackend((request) => (request.at < 3_000 ? inProgress(3) : PLACED));
    await sendPlacement(bets(), 'en', false, patient.ports);
    // Exactly what the backend asked, never sooner.
    expect(patient.waits).toEqual([3_000]);
  });

  it('stops asking once the in-play delay has had time to pass, and says the placement is still running', async () => {
    const backend = aBackend(() => inProgress(null));
    await expect(sendPlacement(bets(), 'en', false, backend.ports)).resolves.toMatchObject({
      ok: false,
      status: 409,
      body: { error: { code: 'placement_in_progress' } },
    });
    // Without a Retry-After it asks every 800 ms: through the 5 s delay and three attempts more, then stops.
    expect(backend.waits.every((wait) => wait === 800)).toBe(true);
    expect(backend.requests).toHaveLength(10);
    expect(backend.elapsed()).toBeGreaterThanOrEqual(IN_PLAY_DELAY_SECONDS * 1_000);
    expect(keysOf(backend.requests).size).toBe(1);

    // A prematch placement is not held: three attempts.
    const prematch = aBackend(() => inProgress(null));
    await sendPlacement(
      bets(aSelection({ matchStatus: MATCH_STATUS.prematch })),
      'en',
      false,
      prematch.ports,
    );
    expect(prematch.requests).toHaveLength(3);
  });

  it('does not send again by itself while betting is paused (503 betting_paused), nor report it', async () => {
    const paused = {
      error: {
        code: 'betting_paused',
        message: 'Betting is paused for a moment',
        message_key: 'error.paused',
      },
    };
    const backend = aBackend(
      () => new ApiCallError('placeBets', 503, 'betting_paused', 'error.paused', paused, 'paused'),
    );
    await expect(sendPlacement(bets(), 'en', false, backend.ports)).resolves.toEqual({
      ok: false,
      status: 503,
      body: paused,
    });
    expect(backend.requests).toHaveLength(1);
    expect(backend.waits).toEqual([]);
    expect(backend.report).not.toHaveBeenCalled();
  });

  it('brings a refusal back with each refused bet’s own message, without asking again', async () => {
    const refusal = {
      error: {
        code: 'bets_refused',
        message: 'Certains paris ont été refusés',
        bets: [
          {
            index: 0,
            code: 'max_stake',
            message_key: 'error.place_bets.max_stake',
            localized_message: 'La mise dépasse le maximum de 100,00 €',
          },
        ],
      },
    };
    const backend = aBackend(
      () => new ApiCallError('placeBets', 422, 'bets_refused', undefined, refusal, 'refused'),
    );
    await expect(sendPlacement(bets(), 'fr', false, backend.ports)).resolves.toEqual({
      ok: false,
      status: 422,
      body: refusal,
    });
    expect(backend.requests).toHaveLength(1);
    expect(backend.report).not.toHaveBeenCalled();
  });

  it('reports a server error without our body, and a slip the contract refuses without sending it', async () => {
    const crash = new ApiCallError('placeBets', 500, undefined, undefined, '<html>', 'answered 500');
    const backend = aBackend(() => crash);
    await expect(sendPlacement(bets(), 'en', false, backend.ports)).resolves.toEqual({
      ok: false,
      status: 500,
      body: null,
    });
    expect(backend.report).toHaveBeenCalledExactlyOnceWith(crash, { where: 'placing bets' });

    const unstaked = aBackend(() => PLACED);
    const outcome = await sendPlacement(staked(aTicket([aSelection()]), 0).bets, 'en', false, unstaked.ports);
    expect(outcome).toEqual({ ok: false, status: null, body: null });
    expect(unstaked.requests).toEqual([]);
    expect(unstaked.report).toHaveBeenCalledOnce();
  });
});
