import { BonusSchema } from '@sportsbook/contract/entities/bonus';
import { BetBonusOfferSchema } from '@sportsbook/contract/sportsbook/bonus-calls';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedDemoCampaigns } from '../../src/bonuses/demo-campaigns';
import { bonusCampaigns, bonusMovements, playerBonuses } from '../../src/db/schema';
import {
  aBet,
  aSlip,
  BettingWorld,
  type Bettor,
  type WorldSelection,
} from '../betting/support/betting-world';
import { testDatabaseKinds } from '../support/database';

const KEY = 'operator-key-for-the-hunting-tests-0123456789';

/*
 * Huntings at server level (issue 18, core BON15–BON18): a player activates the demo Bet Hunter (3, 6 and 10
 * qualifying bets pay €2, €5 and €10 only-win free bets); bets placed with it count, each step pays its
 * reward once, in the placement's transaction, even when the player's placements race; the hunting ends at
 * its last step. Visitors see it, others cannot activate a player's hunting.
 */
describe.each(testDatabaseKinds())('huntings on %s', (kind) => {
  let world: BettingWorld;

  beforeAll(async () => {
    world = await BettingWorld.open(kind, { env: { OPERATOR_API_KEY: KEY } });
    await seedDemoCampaigns(world.db, world.clock.now(), { kinds: ['hunting'] });
  });
  afterAll(async () => world.close());

  const get = (bettor: Bettor | null, url: string) => world.call('GET', url, bettor);
  const post = (bettor: Bettor | null, url: string, body?: unknown) => world.call('POST', url, bettor, body);

  async function huntingOf(bettor: Bettor) {
    const res = await get(bettor, '/api/v2/bonuses/huntings');
    expect(res.statusCode, res.body).toBe(200);
    const [hunting] = z.array(BonusSchema).parse(res.json().data);
    if (!hunting) throw new Error('no hunting offered');
    return hunting;
  }

  async function activated(bettor: Bettor) {
    const hunting = await huntingOf(bettor);
    const res = await post(bettor, `/api/v2/bonuses/${hunting.id}/activate`);
    expect(res.statusCode, res.body).toBe(200);
    return BonusSchema.parse(res.json());
  }

  async function aHome(odds = 2): Promise<WorldSelection> {
    const match = await world.aMatch();
    const line = await world.aLine(match, 1, '', { '1': odds, X: 3.2, '2': 3 });
    return line['1'] as WorldSelection;
  }

  const withHunting = (id: number) => ({ bonus: { id, type: 'hunting', odds: null } });

  it('shows visitors the running hunting with its steps, and refuses them activation', async () => {
    const res = await get(null, '/api/v2/bonuses/huntings');
    expect(res.statusCode, res.body).toBe(200);
    const [offer] = z.array(BonusSchema).parse(res.json().data);
    expect(offer).toMatchObject({
      bonus_type: 'hunting',
      title: 'Bet Hunter',
      user_bonus_status: 'available',
      hunting: {
        metric: 'bets',
        currency: 'EUR',
        min_odds: 1.5,
        min_stake: 100,
        progress: 0,
        activated: false,
        steps: [
          { target: 3, reward: 200, state: 'current' },
          { target: 6, reward: 500, state: 'next' },
          { target: 10, reward: 1_000, state: 'next' },
        ],
      },
    });
    expect(res.json().pagination).toMatchObject({ total: 1, page: 1, limit: 4 });
    const terms = await get(null, `/api/v2/bonuses/huntings/${offer?.id}/terms`);
    expect(terms.json().terms).toContain('10th a €10 free bet');
    expect((await post(null, `/api/v2/bonuses/${offer?.id}/activate`)).statusCode).toBe(401);
  });

  it('counts bets only once activated and placed with it; a step pays its free bet with the bet', async () => {
    const bettor = await world.aBettor({ balances: { EUR: 10_000 } });
    const before = await huntingOf(bettor);
    expect(before).toMatchObject({ user_bonus_status: 'available', hunting: { activated: false } });
    // Not activated: not offered, and a bet naming it is refused.
    const home = await aHome();
    const offerBefore = await post(bettor, '/api/v2/bonuses', {
      bets: [{ type: 'single', stake: { value: 500, currency: 'EUR' }, selections: [home] }],
    });
    expect(z.array(BetBonusOfferSchema).parse(offerBefore.json().bets)[0]?.available_bonuses).toEqual([]);
    const early = await world.place(bettor, aSlip('single', [aBet([home], 500, withHunting(before.id))]));
    expect(early.statusCode).toBe(422);
    expect(early.json().error.bets[0].code).toBe('bonus_unavailable');

    const hunting = await activated(bettor);
    expect(hunting).toMatchObject({ user_bonus_status: 'active', hunting: { activated: true, progress: 0 } });
    // Activating again answers it as it is.
    const again = await post(bettor, `/api/v2/bonuses/${hunting.id}/activate`);
    expect(again.statusCode).toBe(200);
    expect(again.json().user_bonus_status).toBe('active');

    for (let i = 0; i < 2; i += 1)
      await world.placed(bettor, 'single', [aBet([await aHome()], 500, withHunting(hunting.id))]);
    // A bet placed without it does not count.
    await world.placed(bettor, 'single', [aBet([await aHome()], 500)]);
    expect((await huntingOf(bettor)).hunting?.progress).toBe(2);

    // The slip's next bet would reach the first step: it is offered, that step `suitable`.
    const third = await aHome();
    const offer = await post(bettor, '/api/v2/bonuses', {
      bets: [
        { type: 'single', stake: { value: 500, currency: 'EUR' }, selections: [third] },
        // Under its min odds, under its min stake: not offered.
        { type: 'single', stake: { value: 500, currency: 'EUR' }, selections: [await aHome(1.3)] },
        { type: 'single', stake: { value: 50, currency: 'EUR' }, selections: [third] },
      ],
    });
    const [fits, lowOdds, lowStake] = z.array(BetBonusOfferSchema).parse(offer.json().bets);
    expect(fits?.available_bonuses).toMatchObject([
      {
        id: hunting.id,
        bonus_type: 'hunting',
        bonus_odds: null,
        hunting: { progress: 2, steps: [{ state: 'suitable' }, { state: 'next' }, { state: 'next' }] },
      },
    ]);
    expect(lowOdds?.available_bonuses).toEqual([]);
    expect(lowStake?.available_bonuses).toEqual([]);

    const [bet] = await world.placed(bettor, 'single', [aBet([third], 500, withHunting(hunting.id))]);
    expect(bet?.bonus).toEqual({ id: hunting.id, type: 'hunting', odds: null });
    // A hunting bet is a cash bet: the stake is debited, the potential win is not changed.
    expect(bet?.potential_win).toBe(1_000);
    expect(await world.balance(bettor)).toBe(10_000 - 4 * 500);
    const now = await huntingOf(bettor);
    expect(now.hunting?.progress).toBe(3);
    expect(now.hunting?.steps.map((step) => step.state)).toEqual(['completed', 'current', 'next']);

    const rewards = z.array(BonusSchema).parse((await get(bettor, '/api/v2/bonuses/freebets')).json().data);
    expect(rewards).toMatchObject([
      {
        bonus_type: 'freebet_only_win',
        title: 'Bet Hunter',
        user_bonus_status: 'available',
        freebet: { amount: 200, currency: 'EUR', type: 'only_win' },
      },
    ]);
    const [rewardRow] = await world.db
      .select()
      .from(playerBonuses)
      .where(and(eq(playerBonuses.playerId, bettor.playerId), eq(playerBonuses.source, 'reward')));
    expect(rewardRow).toMatchObject({ betId: bet?.id, rewardStep: 0, amount: 200 });
    expect(world.publisher.on(`$user:en:${bettor.playerId}`)).toContainEqual(
      expect.objectContaining({
        event: 'bonus_issued',
        payload: { bonus: expect.objectContaining({ id: rewardRow?.id, bonus_type: 'freebet_only_win' }) },
      }),
    );
    // Each counted bet is a movement of the hunting.
    const movements = await world.db
      .select({ kind: bonusMovements.kind, amount: bonusMovements.amount })
      .from(bonusMovements)
      .where(eq(bonusMovements.playerBonusId, hunting.id));
    expect(movements).toEqual([
      { kind: 'progressed', amount: 1 },
      { kind: 'progressed', amount: 1 },
      { kind: 'progressed', amount: 1 },
    ]);
    // The reward is a free bet like any other: no cash taken.
    const balance = await world.balance(bettor);
    await world.placed(bettor, 'single', [
      aBet([await aHome()], 200, {
        bonus: { id: rewards[0]?.id ?? 0, type: 'freebet_only_win', odds: null },
      }),
    ]);
    expect(await world.balance(bettor)).toBe(balance);
  });

  it('pays each step once when a player’s placements race, and ends at its last step', async () => {
    const bettor = await world.aBettor({ balances: { EUR: 100_000 } });
    const hunting = await activated(bettor);
    const homes = await Promise.all(Array.from({ length: 12 }, () => aHome()));
    const answers = await Promise.all(
      homes.map((home) =>
        world.place(bettor, aSlip('single', [aBet([home], 1_000, withHunting(hunting.id))])),
      ),
    );
    const placed = answers.filter((res) => res.statusCode === 201).length;
    // The last step (10) ends it: the bets after it that named it are refused.
    expect(placed).toBe(10);
    for (const res of answers.filter((answer) => answer.statusCode !== 201))
      expect(res.json().error.bets[0].code).toBe('bonus_unavailable');
    const over = await huntingOf(bettor);
    expect(over).toMatchObject({ user_bonus_status: 'bonus_over', hunting: { progress: 10 } });
    expect(over.hunting?.steps.map((step) => step.state)).toEqual(['completed', 'completed', 'completed']);
    const rewards = await world.db
      .select({ step: playerBonuses.rewardStep, amount: playerBonuses.amount })
      .from(playerBonuses)
      .where(and(eq(playerBonuses.playerId, bettor.playerId), eq(playerBonuses.source, 'reward')))
      .orderBy(playerBonuses.rewardStep);
    expect(rewards).toEqual([
      { step: 0, amount: 200 },
      { step: 1, amount: 500 },
      { step: 2, amount: 1_000 },
    ]);
    // Cash: ten stakes, nothing else (the rewards are free bets, not cash).
    expect(await world.ledgerSum(bettor)).toBe(-10 * 1_000);
    expect(await world.balance(bettor)).toBe(100_000 - 10 * 1_000);
    const reopen = await post(bettor, `/api/v2/bonuses/${hunting.id}/activate`);
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().error.code).toBe('bonus_not_activatable');
  });

  it('keeps a player’s hunting from others, and other kinds from activation', async () => {
    const owner = await world.aBettor();
    const other = await world.aBettor();
    const hunting = await huntingOf(owner);
    const foreign = await post(other, `/api/v2/bonuses/${hunting.id}/activate`);
    expect(foreign.statusCode).toBe(404);
    expect((await get(other, `/api/v2/bonuses/huntings/${hunting.id}`)).statusCode).toBe(404);
    expect((await huntingOf(owner)).user_bonus_status).toBe('available');
    const bad = await post(owner, '/api/v2/bonuses/0/activate');
    expect(bad.statusCode).toBe(400);
  });

  it('keeps a verified-only hunting from unverified players', async () => {
    const at = new Date(world.clock.now() - 1_000).toISOString();
    await world.db.insert(bonusCampaigns).values({
      kind: 'hunting',
      freebetType: null,
      status: 'active',
      texts: { en: { title: 'Verified hunt', description: '', terms: '' } },
      rules: {
        metric: 'stake',
        currency: 'EUR',
        steps: [{ target: 5_000, reward: 500 }],
        only_verified: true,
      },
      images: { desktop: null, mobile: null },
      startsAt: at,
      createdAt: at,
      updatedAt: at,
    });
    const bettor = await world.aBettor();
    const list = z.array(BonusSchema).parse((await get(bettor, '/api/v2/bonuses/huntings')).json().data);
    const verifiedOnly = list.find((bonus) => bonus.title === 'Verified hunt');
    expect(verifiedOnly?.hunting?.metric).toBe('stake');
    const res = await post(bettor, `/api/v2/bonuses/${verifiedOnly?.id}/activate`);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('bonus_verified_only');
  });

  it('lets the operator create a hunting only with rules that read', async () => {
    const operator = (body: unknown) =>
      world.t.app.inject({
        method: 'POST',
        url: '/operator/v1/campaigns',
        headers: { 'x-operator-key': KEY },
        payload: body as Record<string, unknown>,
      });
    const texts = { en: { title: 'Stake hunt', description: 'Stake €50', terms: 'Any bet.' } };
    const falling = await operator({
      kind: 'hunting',
      texts,
      rules: {
        metric: 'stake',
        currency: 'EUR',
        steps: [
          { target: 5_000, reward: 500 },
          { target: 1_000, reward: 100 },
        ],
      },
    });
    expect(falling.statusCode).toBe(422);
    expect(falling.body).toContain('rising order');
    const withVariant = await operator({
      kind: 'hunting',
      freebet_type: 'only_win',
      texts,
      rules: { metric: 'bets', currency: 'EUR', steps: [{ target: 1, reward: 100 }] },
    });
    expect(withVariant.statusCode).toBe(422);
    const created = await operator({
      kind: 'hunting',
      texts,
      rules: { metric: 'stake', currency: 'EUR', steps: [{ target: 5_000, reward: 500 }] },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().rules).toMatchObject({ reward_freebet_type: 'only_win', min_odds: 1 });
  });
});
