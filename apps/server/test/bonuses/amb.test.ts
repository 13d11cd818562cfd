import { AmbSchema, BonusSchema } from '@sportsbook/contract/entities/bonus';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedDemoCampaigns } from '../../src/bonuses/demo-campaigns';
import { bonusCampaigns } from '../../src/db/schema';
import { aBet, BettingWorld, type Bettor } from '../betting/support/betting-world';
import { testDatabaseKinds } from '../support/database';
import { bonusCalls } from './support/bonus-calls';

const KEY = 'operator-key-for-the-amb-tests-0123456789abc';

/*
 * Accumulated bonus progress at server level (issue 18, ADR 0032, core BON37–BON39): the demo Bet & Collect
 * counts every qualifying cash bet without anything chosen in the slip (5 bets: a €2 free bet; 10: two of
 * €2.50); collecting issues the free bets of the conditions reached, each once even when collects race.
 */
describe.each(testDatabaseKinds())('accumulated bonus progress on %s', (kind) => {
  let world: BettingWorld;

  beforeAll(async () => {
    world = await BettingWorld.open(kind, { env: { OPERATOR_API_KEY: KEY } });
    await seedDemoCampaigns(world.db, world.clock.now(), { kinds: ['amb', 'freebet'] });
  });
  afterAll(async () => world.close());

  const { get, post, aHome } = bonusCalls(() => world);

  async function progressOf(bettor: Bettor | null) {
    const res = await get(bettor, '/api/v2/bonuses/freebets/amb');
    expect(res.statusCode, res.body).toBe(200);
    const [amb] = z.array(AmbSchema).parse(res.json().data);
    if (!amb) throw new Error('no amb');
    return amb;
  }

  const collect = async (bettor: Bettor) => {
    const res = await post(bettor, '/api/v2/bonuses/freebets/amb', {});
    expect(res.statusCode, res.body).toBe(200);
    return {
      data: z.array(AmbSchema).parse(res.json().data),
      issued: z.array(BonusSchema).parse(res.json().issued),
    };
  };

  async function betTimes(bettor: Bettor, count: number, stake = 100, odds = 2) {
    for (let i = 0; i < count; i += 1)
      await world.placed(bettor, 'single', [aBet([await aHome(odds)], stake)]);
  }

  it('shows visitors the programme with its conditions and nothing counted, and asks them to sign in to collect', async () => {
    expect(await progressOf(null)).toMatchObject({
      title: 'Bet & Collect',
      currency: 'EUR',
      min_odds: 1.5,
      min_stake: 100,
      bets_count: 0,
      freebets_count: 0,
      issued_amount: 0,
      conditions: [
        { number_of_bets: 5, freebets_count: 1, amount: 200, issued_amount: 0, state: 'next' },
        { number_of_bets: 10, freebets_count: 2, amount: 250, issued_amount: 0, state: 'next' },
      ],
    });
    expect((await post(null, '/api/v2/bonuses/freebets/amb', {})).statusCode).toBe(401);
  });

  it('counts qualifying cash bets, collects each condition once, and the free bets take no cash', async () => {
    const bettor = await world.aBettor();
    await betTimes(bettor, 4);
    // Below the min odds or stake, or with a free bet: not counted.
    await betTimes(bettor, 1, 100, 1.4);
    await betTimes(bettor, 1, 99);
    expect((await progressOf(bettor)).bets_count).toBe(4);
    // Nothing due yet: collecting gives nothing.
    expect((await collect(bettor)).issued).toEqual([]);
    await betTimes(bettor, 1);
    expect((await progressOf(bettor)).conditions.map((condition) => condition.state)).toEqual([
      'claimable',
      'next',
    ]);
    const first = await collect(bettor);
    expect(first.issued).toMatchObject([
      { bonus_type: 'freebet_only_win', title: 'Bet & Collect', freebet: { amount: 200, currency: 'EUR' } },
    ]);
    expect(first.data[0]).toMatchObject({
      bets_count: 5,
      freebets_count: 1,
      issued_amount: 200,
      conditions: [{ state: 'completed', issued_amount: 200 }, { state: 'next' }],
    });
    // The free bet is the player's, stakes its amount, takes no cash, and does not count itself.
    const freebet = first.issued[0];
    if (!freebet) throw new Error('no free bet');
    const balance = await world.balance(bettor);
    await world.placed(bettor, 'single', [
      aBet([await aHome()], 200, { bonus: { id: freebet.id, type: 'freebet_only_win', odds: null } }),
    ]);
    expect(await world.balance(bettor)).toBe(balance);
    expect((await progressOf(bettor)).bets_count).toBe(5);
    // The list of bonuses holds the free bet, never the progress itself.
    const bonuses = await get(bettor, '/api/v2/bonuses');
    expect(bonuses.json().data.map((bonus: { bonus_type: string }) => bonus.bonus_type)).toEqual([
      'freebet_only_win',
    ]);

    await betTimes(bettor, 5);
    // Collects racing: the two €2.50 free bets are issued once.
    const racing = await Promise.all(Array.from({ length: 4 }, () => collect(bettor)));
    expect(racing.flatMap((answer) => answer.issued).map((bonus) => bonus.freebet?.amount)).toEqual([
      250, 250,
    ]);
    expect(await progressOf(bettor)).toMatchObject({
      bets_count: 10,
      freebets_count: 3,
      issued_amount: 700,
      conditions: [{ state: 'completed' }, { state: 'completed', issued_amount: 500 }],
    });
    // The programme ends: the free bets collected last their own days (ADR 0032), it shows no more.
    await world.db.update(bonusCampaigns).set({ status: 'ended' }).where(eq(bonusCampaigns.kind, 'amb'));
    const held = await get(bettor, '/api/v2/bonuses?status=active');
    expect(
      z
        .array(BonusSchema)
        .parse(held.json().data)
        .map((bonus) => [bonus.freebet?.amount, bonus.user_bonus_status]),
    ).toEqual([
      [250, 'available'],
      [250, 'available'],
    ]);
    const after = await get(bettor, '/api/v2/bonuses/freebets/amb');
    expect(after.json().data).toEqual([]);
  });

  it('collects what the player may have and leaves out a programme of other countries, refused by name', async () => {
    const created = await world.t.app.inject({
      method: 'POST',
      url: '/operator/v1/campaigns',
      headers: { 'x-operator-key': KEY },
      payload: {
        kind: 'amb',
        texts: { en: { title: 'Local only', description: 'One bet.', terms: 'Portugal only.' } },
        rules: {
          currency: 'EUR',
          country_codes: ['PT'],
          conditions: [{ number_of_bets: 1, freebets_count: 1, amount: 100 }],
        },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const bettor = await world.aBettor();
    await betTimes(bettor, 1);
    const all = await collect(bettor);
    expect(all.issued).toEqual([]);
    expect(all.data.find((amb) => amb.id === id)?.conditions[0]?.state).toBe('claimable');
    const named = await post(bettor, '/api/v2/bonuses/freebets/amb', { id });
    expect(named.statusCode).toBe(403);
    expect(named.json().error.code).toBe('bonus_country_restricted');
  });

  it('refuses to collect a programme that is not running', async () => {
    const bettor = await world.aBettor();
    const res = await post(bettor, '/api/v2/bonuses/freebets/amb', { id: 999_999 });
    expect(res.statusCode).toBe(404);
  });
});
