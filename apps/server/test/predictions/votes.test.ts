import { PredictionSchema } from '@sportsbook/contract/sportsbook/vote-calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BettingWorld, type Bettor } from '../betting/support/betting-world';
import { testDatabaseKinds } from '../support/database';

/*
 * Predictions at server level (issue 19, spec §3 Prediction/vote, §7.2 GET and POST /vote): anyone reads how
 * the votes split, a player votes and changes their vote (one per player), a visitor cannot vote, and bad
 * input is a 400.
 */
describe.each(testDatabaseKinds())('predictions on %s', (kind) => {
  let world: BettingWorld;

  beforeAll(async () => {
    world = await BettingWorld.open(kind);
  });
  afterAll(async () => world.close());

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
});
