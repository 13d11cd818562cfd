import { PredictionSchema } from '@sportsbook/contract/sportsbook/vote-calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BettingWorld, type Bettor } from '../betting/support/betting-world';
import { testDatabaseKinds } from '../support/database';

/*
 * Predictions at server level (issue 19, spec §3 Prediction/vote, §7.2 GET and POST /vote): anyone reads how
 * the votes split, a player votes and changes their vote (one per player), a visitor cannot vote, and bad
 * input is a 400.
 */
const KEY = 'operator-key-for-the-prediction-tests-012345';

describe.each(testDatabaseKinds())('predictions on %s', (kind) => {
  let world: BettingWorld;

  beforeAll(async () => {
    world = await BettingWorld.open(kind, { env: { OPERATOR_API_KEY: KEY } });
  });
  afterAll(async () => world.close());

  /** The operator opens (or changes) a prediction. */
  async function define(predictionId: string, options: string[], closesAt?: string | null) {
    const res = await world.t.app.inject({
      method: 'PUT',
      url: `/operator/v1/predictions/${predictionId}`,
      headers: { 'x-operator-key': KEY },
      payload: { options, ...(closesAt === undefined ? {} : { closes_at: closesAt }) },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  async function read(predictionId: string, bettor: Bettor | null) {
    const res = await world.call('GET', `/api/v2/vote?prediction_id=${predictionId}`, bettor);
    expect(res.statusCode, res.body).toBe(200);
    return PredictionSchema.parse(res.json());
  }

  async function vote(predictionId: string, bettor: Bettor, option: string) {
    const res = await world.call('POST', '/api/v2/vote', bettor, {
      prediction_id: predictionId,
      data: { option },
    });
    expect(res.statusCode, res.body).toBe(200);
    return PredictionSchema.parse(res.json());
  }

  it('counts one vote per player, the last one cast, and shows each player only their own', async () => {
    const [ann, bo, cy] = await Promise.all([world.aBettor(), world.aBettor(), world.aBettor()]);
    const id = `final-${kind}`;
    await define(id, ['home', 'draw', 'away']);
    await define(`other-${kind}`, ['yes', 'no']);
    expect(await read(id, null)).toEqual({ prediction_id: id, vote: null, totals: {} });

    const first = await vote(id, ann, 'home');
    expect(first.vote?.data).toEqual({ option: 'home' });
    expect(first.totals).toEqual({ home: 1 });
    await vote(id, bo, 'away');
    await vote(id, cy, 'away');
    // Ann changes her mind: still one vote of hers.
    const changed = await vote(id, ann, 'away');
    expect(changed.totals).toEqual({ away: 3 });
    expect(changed.vote?.data.option).toBe('away');

    const asBo = await read(id, bo);
    expect(asBo.vote?.data.option).toBe('away');
    const asVisitor = await read(id, null);
    expect(asVisitor.vote).toBeNull();
    expect(asVisitor.totals).toEqual({ away: 3 });
    // Another prediction is apart.
    expect((await read(`other-${kind}`, ann)).totals).toEqual({});
  });

  it('refuses a visitor’s vote and malformed predictions or options', async () => {
    const bettor = await world.aBettor();
    await define('final', ['home', 'away']);
    const visitor = await world.call('POST', '/api/v2/vote', null, {
      prediction_id: 'final',
      data: { option: 'home' },
    });
    expect(visitor.statusCode).toBe(401);
    for (const body of [
      { prediction_id: 'Final Cup', data: { option: 'home' } },
      { prediction_id: 'final', data: { option: 'x'.repeat(41) } },
      { prediction_id: 'final', data: { option: 'home\u0000' } },
      { prediction_id: 'final', data: {} },
      { prediction_id: 'final', data: { option: 'home' }, extra: 1 },
    ]) {
      const res = await world.call('POST', '/api/v2/vote', bettor, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const query of ['', '?prediction_id=', '?prediction_id=%00', `?prediction_id=${'a'.repeat(65)}`]) {
      expect((await world.call('GET', `/api/v2/vote${query}`, null)).statusCode, query).toBe(400);
    }
  });
  it('takes votes only for a prediction the operator opened, for one of its options, until it closes', async () => {
    const [ann, bo] = await Promise.all([world.aBettor(), world.aBettor()]);
    const id = `derby-${kind}`;
    const post = (bettor: Bettor, option: string, predictionId = id) =>
      world.call('POST', '/api/v2/vote', bettor, { prediction_id: predictionId, data: { option } });
    // Not opened: nothing to read or vote in.
    expect((await world.call('GET', `/api/v2/vote?prediction_id=${id}`, null)).statusCode).toBe(404);
    expect((await post(ann, 'home')).statusCode).toBe(404);

    const closesAt = new Date(world.clock.now() + 60_000).toISOString();
    expect(await define(id, ['home', 'draw', 'away'], closesAt)).toMatchObject({
      prediction_id: id,
      options: ['home', 'draw', 'away'],
      closes_at: closesAt,
    });
    const junk = await post(ann, 'banana');
    expect(junk.statusCode).toBe(422);
    expect(junk.json().error.code).toBe('vote_option_unknown');
    expect((await post(ann, 'home')).statusCode).toBe(200);
    expect((await post(bo, 'draw')).statusCode).toBe(200);

    const start = world.clock.now();
    try {
      world.clock.advance(60_000);
      const late = await post(bo, 'away');
      expect(late.statusCode).toBe(409);
      expect(late.json().error.code).toBe('prediction_closed');
      // Closed, the split stays on show.
      expect((await read(id, bo)).totals).toEqual({ home: 1, draw: 1 });
    } finally {
      world.clock.set(start);
    }

    // The operator drops "draw": its votes stop counting, and the player's own shows as none.
    await define(id, ['home', 'away'], null);
    expect(await read(id, bo)).toMatchObject({ vote: null, totals: { home: 1 } });
    expect((await post(bo, 'away')).statusCode).toBe(200);

    // Removed, with its votes.
    const removed = await world.t.app.inject({
      method: 'DELETE',
      url: `/operator/v1/predictions/${id}`,
      headers: { 'x-operator-key': KEY },
    });
    expect(removed.statusCode).toBe(204);
    expect((await world.call('GET', `/api/v2/vote?prediction_id=${id}`, null)).statusCode).toBe(404);
    await define(id, ['home', 'away']);
    expect((await read(id, null)).totals).toEqual({});
  });

  it('lets only the operator open predictions, with two to eight distinct options', async () => {
    const put = (payload: unknown, key: string | null = KEY) =>
      world.t.app.inject({
        method: 'PUT',
        url: '/operator/v1/predictions/guarded',
        headers: key === null ? {} : { 'x-operator-key': key },
        payload: payload as Record<string, unknown>,
      });
    expect((await put({ options: ['a', 'b'] }, null)).statusCode).toBe(401);
    expect((await put({ options: ['a', 'b'] }, 'wrong')).statusCode).toBe(401);
    for (const bad of [
      { options: ['a'] },
      { options: ['a', 'a'] },
      { options: Array.from({ length: 9 }, (_, i) => `o${i}`) },
      { options: ['a', 'B'] },
      { options: ['a', 'b'], closes_at: 'soon' },
      { options: ['a', 'b'], colour: 'red' },
    ])
      expect((await put(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    const listed = await world.t.app.inject({
      method: 'GET',
      url: '/operator/v1/predictions',
      headers: { 'x-operator-key': KEY },
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((p: { prediction_id: string }) => p.prediction_id)).not.toContain(
      'guarded',
    );
  });
});
