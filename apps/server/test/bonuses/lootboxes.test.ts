import { BonusSchema } from '@sportsbook/contract/entities/bonus';
import { BetBonusOfferSchema } from '@sportsbook/contract/sportsbook/bonus-calls';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { spendFreebet } from '../../src/bonuses/bonus-repository';
import { seedDemoCampaigns } from '../../src/bonuses/demo-campaigns';
import { bonusMovements, playerBonuses } from '../../src/db/schema';
import { aBet, aSlip, BettingWorld, type Bettor } from '../betting/support/betting-world';
import { testDatabaseKinds } from '../support/database';
import { bonusCalls } from './support/bonus-calls';

const KEY = 'operator-key-for-the-lootbox-tests-0123456789';

/*
 * Lootboxes at server level (issue 18, ADR 0031, core BON31–BON36): a player activates the demo Loot Box (100
 * points to start, a point per €1 staked with it, a point adds €0.05 to a freebet) and the stakes of the bets
 * placed with it earn points; `POST /bonuses/{freebet}/boost` spends them on a freebet that allows a boost, up
 * to its multiplier, each point once even when boosts race.
 */
describe.each(testDatabaseKinds())('lootboxes on %s', (kind) => {
  let world: BettingWorld;

  beforeAll(async () => {
    world = await BettingWorld.open(kind, { env: { OPERATOR_API_KEY: KEY } });
    await seedDemoCampaigns(world.db, world.clock.now(), { kinds: ['lootbox', 'freebet'] });
  });
  afterAll(async () => world.close());

  const { get, post, aHome } = bonusCalls(() => world);

  async function lootboxOf(bettor: Bettor | null) {
    const res = await get(bettor, '/api/v2/bonuses/lootboxes');
    expect(res.statusCode, res.body).toBe(200);
    const [box] = z.array(BonusSchema).parse(res.json().data);
    if (!box) throw new Error('no lootbox');
    return box;
  }

  async function activatedBox(bettor: Bettor) {
    const box = await lootboxOf(bettor);
    const res = await post(bettor, `/api/v2/bonuses/${box.id}/activate`);
    expect(res.statusCode, res.body).toBe(200);
    return BonusSchema.parse(res.json());
  }

  const withBox = (id: number) => ({ bonus: { id, type: 'lootbox', odds: null } });

  async function redeem(bettor: Bettor, code: string) {
    const res = await post(bettor, '/api/v2/bonuses/promo-code', { code });
    expect(res.statusCode, res.body).toBe(201);
    return BonusSchema.parse(res.json());
  }

  const boost = (bettor: Bettor | null, id: number) => post(bettor, `/api/v2/bonuses/${id}/boost`);

  it('shows visitors the running lootbox with its starting points, and asks them to sign in', async () => {
    const box = await lootboxOf(null);
    expect(box).toMatchObject({
      bonus_type: 'lootbox',
      title: 'Loot Box',
      user_bonus_status: 'available',
      lootbox: {
        currency: 'EUR',
        min_odds: 1.5,
        min_stake: 100,
        stake_per_point: 100,
        point_value: 5,
        activated: false,
        farming_stats: {
          average_stake: 0,
          bets_count: 0,
          points: 100,
          available_points: 100,
          potential_points: 0,
          potential_freebet_amount: 500,
          initial_pool: 100,
        },
        freebets_to_boost: [],
        tier: 'small',
        images: { small: expect.stringMatching(/loot-box-small\.svg$/) },
      },
    });
    expect((await get(null, `/api/v2/bonuses/lootboxes/${box.id}`)).statusCode).toBe(200);
    expect((await post(null, `/api/v2/bonuses/${box.id}/activate`)).statusCode).toBe(401);
    expect((await boost(null, box.id)).statusCode).toBe(401);
  });

  it('earns points with the bets placed with it and boosts a freebet once, up to its multiplier', async () => {
    const bettor = await world.aBettor();
    const box = await activatedBox(bettor);
    await world.placed(bettor, 'single', [aBet([await aHome()], 300, withBox(box.id))]);
    await world.placed(bettor, 'single', [aBet([await aHome()], 250, withBox(box.id))]);
    // Not placed with the box: it earns nothing.
    await world.placed(bettor, 'single', [aBet([await aHome()], 5_000)]);
    // The slip's offer for a €10 bet says what it would add.
    const offer = await post(bettor, '/api/v2/bonuses', {
      bets: [{ type: 'single', stake: { value: 1_000, currency: 'EUR' }, selections: [await aHome()] }],
    });
    const [forBet] = z.array(BetBonusOfferSchema).parse(offer.json().bets);
    const offered = forBet?.available_bonuses.find((bonus) => bonus.bonus_type === 'lootbox');
    expect(offered?.lootbox?.farming_stats.potential_points).toBe(10);

    const welcome = await redeem(bettor, 'WELCOME5');
    await redeem(bettor, 'ALLWIN5');
    const filled = await lootboxOf(bettor);
    expect(filled).toMatchObject({
      user_bonus_status: 'active',
      lootbox: {
        activated: true,
        farming_stats: {
          average_stake: 275,
          bets_count: 2,
          points: 105,
          available_points: 105,
          potential_freebet_amount: 525,
          initial_pool: 100,
        },
        // Only the freebet that allows a boost: €5 up to €10; 100 of the 105 points fill it.
        freebets_to_boost: [
          {
            id: welcome.id,
            title: '€5 Free Bet',
            amount: 500,
            boost_multiplier: 2,
            max_amount: 1_000,
            boost_amount: 500,
          },
        ],
      },
    });

    const boosted = await boost(bettor, welcome.id);
    expect(boosted.statusCode, boosted.body).toBe(200);
    expect(BonusSchema.parse(boosted.json()).freebet).toMatchObject({ amount: 1_000, boost_multiplier: 2 });
    const after = await lootboxOf(bettor);
    expect(after.lootbox?.farming_stats).toMatchObject({ points: 105, available_points: 5 });
    // Still listed, at its ceiling: nothing more to add.
    expect(after.lootbox?.freebets_to_boost).toMatchObject([
      { amount: 1_000, max_amount: 1_000, boost_amount: 0 },
    ]);
    // Full: nothing more to add.
    const again = await boost(bettor, welcome.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('nothing_to_boost');
    // The movements say it: €5 added to the freebet, 100 points spent from the box.
    const movements = await world.db
      .select({ id: bonusMovements.playerBonusId, amount: bonusMovements.amount })
      .from(bonusMovements)
      .where(eq(bonusMovements.kind, 'boosted'));
    expect(movements).toEqual(
      expect.arrayContaining([
        { id: welcome.id, amount: 500 },
        { id: box.id, amount: 100 },
      ]),
    );
    // The boosted freebet stakes its new amount and takes no cash.
    const balance = await world.balance(bettor);
    const [bet] = await world.placed(bettor, 'single', [
      aBet([await aHome()], 1_000, { bonus: { id: welcome.id, type: 'freebet_only_win', odds: null } }),
    ]);
    expect(bet?.stake).toBe(1_000);
    expect(await world.balance(bettor)).toBe(balance);
  });

  it('refuses a boost without a boostable freebet or an activated lootbox, and others’ freebets', async () => {
    const [bettor, other] = await Promise.all([world.aBettor(), world.aBettor()]);
    const allWin = await redeem(bettor, 'ALLWIN5');
    const welcome = await redeem(bettor, 'WELCOME5');
    // No activated lootbox yet.
    const noBox = await boost(bettor, welcome.id);
    expect(noBox.statusCode).toBe(409);
    expect(noBox.json().error.code).toBe('lootbox_missing');
    await activatedBox(bettor);
    const plain = await boost(bettor, allWin.id);
    expect(plain.statusCode).toBe(409);
    expect(plain.json().error.code).toBe('freebet_not_boostable');
    expect((await boost(other, welcome.id)).statusCode).toBe(404);
    expect((await boost(bettor, 999_999)).statusCode).toBe(404);
    // The lootbox itself is not a freebet.
    const box = await lootboxOf(bettor);
    expect((await boost(bettor, box.id)).statusCode).toBe(404);
  });

  it('answers boosts racing a placement that spends the same free bet and box, never a 5xx', async () => {
    const bettor = await world.aBettor();
    const box = await activatedBox(bettor);
    const welcome = await redeem(bettor, 'WELCOME5');
    const withWelcome = { bonus: { id: welcome.id, type: 'freebet_only_win', odds: null } };
    // The slip names the free bet first and the box second; a boost takes the box and the free bet.
    const slip = aSlip('single', [
      aBet([await aHome()], 500, withWelcome),
      aBet([await aHome()], 300, withBox(box.id)),
    ]);
    const answers = await Promise.all([
      world.place(bettor, slip),
      boost(bettor, welcome.id),
      boost(bettor, welcome.id),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBeLessThan(500);
  });

  it('never spends a free bet at the amount a boost has raised meanwhile', async () => {
    const bettor = await world.aBettor();
    await activatedBox(bettor);
    const welcome = await redeem(bettor, 'WELCOME5');
    // A placement planned the €5 bet, then a boost raised the free bet to €10 before it was spent.
    expect((await boost(bettor, welcome.id)).statusCode).toBe(200);
    const at = new Date(world.clock.now()).toISOString();
    const stale = await spendFreebet(world.db, {
      id: welcome.id,
      playerId: bettor.playerId,
      at,
      amount: 500,
    });
    expect(stale).toBeUndefined();
    const [still] = await world.db.select().from(playerBonuses).where(eq(playerBonuses.id, welcome.id));
    expect(still).toMatchObject({ status: 'available', amount: 1_000 });
  });

  it('spends each point once when boosts of two freebets race', async () => {
    const operator = await world.t.app.inject({
      method: 'POST',
      url: '/operator/v1/campaigns',
      headers: { 'x-operator-key': KEY },
      payload: {
        kind: 'freebet',
        freebet_type: 'only_win',
        texts: { en: { title: 'Triple me', description: 'Boost it.', terms: 'Up to three times.' } },
        rules: { amounts: { EUR: 500 }, boost_multiplier: 3 },
      },
    });
    expect(operator.statusCode, operator.body).toBe(201);
    const campaignId = operator.json().id as number;
    const bettor = await world.aBettor();
    const issue = async () => {
      const res = await world.t.app.inject({
        method: 'POST',
        url: `/operator/v1/campaigns/${campaignId}/bonuses`,
        headers: { 'x-operator-key': KEY },
        payload: { player_id: bettor.playerId },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    const [first, second] = [await issue(), await issue()];
    const box = await activatedBox(bettor);
    // 100 points of €0.05: €5 in all, where each freebet has room for €10.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => boost(bettor, i % 2 === 0 ? first : second)),
    );
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    expect(answers.filter((answer) => answer.statusCode === 200).length).toBeGreaterThan(0);
    const added = await world.db
      .select({ id: bonusMovements.playerBonusId, amount: bonusMovements.amount })
      .from(bonusMovements)
      .where(and(eq(bonusMovements.kind, 'boosted')));
    const toFreebets = added
      .filter((row) => row.id === first || row.id === second)
      .reduce((sum, row) => sum + row.amount, 0);
    const spent = added.filter((row) => row.id === box.id).reduce((sum, row) => sum + row.amount, 0);
    expect(spent).toBe(100);
    expect(toFreebets).toBe(500);
    const after = await lootboxOf(bettor);
    expect(after.lootbox?.farming_stats.available_points).toBe(0);
  });
});
