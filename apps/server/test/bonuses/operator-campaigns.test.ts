import { BonusSchema } from '@sportsbook/contract/entities/bonus';
import { CampaignSchema } from '@sportsbook/contract/operator/campaign-calls';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCampaigns } from '../../src/bonuses/demo-campaigns';
import { bonusCampaigns, jackpotLevels } from '../../src/db/schema';
import { aBet, BettingWorld, type Bettor, type WorldSelection } from '../betting/support/betting-world';
import { testDatabaseKinds } from '../support/database';

const KEY = 'operator-key-for-the-tests-0123456789';

/*
 * The operator API (docs/operators.md): an operator creates campaigns whose rules are checked for their kind,
 * pauses and ends them while the product runs, and issues freebets to players, who are told on their private
 * channel. Without the key nothing is done; without a configured key the API is off.
 */
describe.each(testDatabaseKinds())('the operator API on %s', (kind) => {
  let world: BettingWorld;

  beforeAll(async () => {
    world = await BettingWorld.open(kind, { env: { OPERATOR_API_KEY: KEY } });
  });
  afterAll(async () => world.close());

  const operator = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown, key = KEY) =>
    world.t.app.inject({
      method,
      url: `/operator/v1${url}`,
      headers: { 'x-operator-key': key },
      ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
    });

  const freebetCampaign = {
    kind: 'freebet',
    freebet_type: 'all_win',
    promo_code: 'opkey10',
    texts: { en: { title: 'Ten on us', description: 'A 10.00 free bet', terms: 'Singles only.' } },
    rules: { amounts: { EUR: 1_000 }, selection_count_to: 1, min_odds: 1.2 },
  };

  it('creates a campaign with its rules in canonical form, and lists it', async () => {
    const res = await operator('POST', '/campaigns', freebetCampaign);
    expect(res.statusCode, res.body).toBe(201);
    const campaign = CampaignSchema.parse(res.json());
    expect(campaign).toMatchObject({ kind: 'freebet', status: 'active', promo_code: 'OPKEY10', issued: 0 });
    expect(campaign.rules).toMatchObject({
      amounts: { EUR: 1_000 },
      selection_count_from: 1,
      valid_days: 30,
    });
    const list = (await operator('GET', '/campaigns')).json();
    expect(list.data.map((c: { id: number }) => c.id)).toContain(campaign.id);
    const taken = await operator('POST', '/campaigns', freebetCampaign);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('promo_code_taken');
  });

  it('refuses rules that do not read for the kind, naming the problems', async () => {
    const res = await operator('POST', '/campaigns', {
      kind: 'comboboost',
      texts: { en: { title: 'Broken', description: '', terms: '' } },
      rules: { ranges: [{ min_count: 5, max_count: 3, bonus_odds: 10 }], min_odds: 1.2 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('campaign_invalid');
    expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain('body.rules.uses_count');
    const noVariant = await operator('POST', '/campaigns', {
      ...freebetCampaign,
      freebet_type: undefined,
      promo_code: 'X12',
    });
    expect(noVariant.statusCode).toBe(422);
  });

  it('issues a freebet to a player, who is told and can bet with it; a paused campaign’s cannot be used', async () => {
    const created = CampaignSchema.parse(
      (await operator('POST', '/campaigns', { ...freebetCampaign, promo_code: 'OPKEY11' })).json(),
    );
    const bettor: Bettor = await world.aBettor({ balances: { EUR: 0 } });
    const res = await operator('POST', `/campaigns/${created.id}/bonuses`, { player_id: bettor.playerId });
    expect(res.statusCode, res.body).toBe(201);
    const bonus = BonusSchema.parse(res.json());
    expect(bonus.freebet).toMatchObject({ amount: 1_000, currency: 'EUR', type: 'all_win' });
    expect(world.publisher.on(`$user:en:${bettor.playerId}`)).toContainEqual({
      event: 'bonus_issued',
      payload: {
        bonus: {
          id: bonus.id,
          bonus_type: 'freebet_all_win',
          freebet_type: 'all_win',
          user_bonus_status: 'available',
          title: 'Ten on us',
        },
      },
    });

    const match = await world.aMatch();
    const line = await world.aLine(match, 1, '', { '1': 2, X: 3, '2': 4 });
    const single = (stake: number) =>
      world.place(bettor, {
        meta: { device_id: 'device', quick: false, type: 'single' },
        bets: [
          aBet([line['1'] as WorldSelection], stake, {
            bonus: { id: bonus.id, type: 'freebet_all_win', odds: null },
          }),
        ],
        locale: 'en',
      });
    expect((await operator('PATCH', `/campaigns/${created.id}`, { status: 'paused' })).json().status).toBe(
      'paused',
    );
    const paused = await single(1_000);
    expect(paused.statusCode).toBe(422);
    expect(paused.json().error.code).toBe('bonus_unavailable');
    await operator('PATCH', `/campaigns/${created.id}`, { status: 'active' });
    expect((await single(1_000)).statusCode).toBe(201);
    const ended = await operator('PATCH', `/campaigns/${created.id}`, { status: 'ended' });
    expect(ended.json()).toMatchObject({ status: 'ended', issued: 1, spent: 1 });
    const resumed = await operator('PATCH', `/campaigns/${created.id}`, { status: 'active' });
    expect(resumed.statusCode).toBe(409);
  });

  it('does nothing without the operator’s key', async () => {
    expect((await operator('GET', '/campaigns', undefined, 'wrong-key-wrong-key-wrong-key')).statusCode).toBe(
      401,
    );
    const none = await world.t.app.inject({ method: 'GET', url: '/operator/v1/campaigns' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe('operator_key_invalid');
  });
});

describe('the operator API without a configured key', () => {
  it('is off', async () => {
    const world = await BettingWorld.open('pglite');
    try {
      const res = await world.t.app.inject({
        method: 'GET',
        url: '/operator/v1/campaigns',
        headers: { 'x-operator-key': KEY },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('operator_api_disabled');
    } finally {
      await world.close();
    }
  });
});

describe.each(testDatabaseKinds())('the demo campaigns on %s', (kind) => {
  it('are seeded once, however many servers start at once', async () => {
    const world = await BettingWorld.open(kind);
    try {
      const seeded = await Promise.all(
        Array.from({ length: 4 }, () => seedDemoCampaigns(world.db, world.clock.now())),
      );
      expect(seeded.sort()).toEqual([0, 0, 0, 9]);
      expect(await seedDemoCampaigns(world.db, world.clock.now())).toBe(0);
    } finally {
      await world.close();
    }
  });

  it('seeds the kinds added since the last start (the hunting, the tournament, the loot box, the amb; the jackpot, its levels at their seeds), and only those', async () => {
    const world = await BettingWorld.open(kind);
    try {
      const now = world.clock.now();
      expect(await seedDemoCampaigns(world.db, now, { kinds: ['comboboost', 'freebet'] })).toBe(4);
      expect(await seedDemoCampaigns(world.db, now)).toBe(5);
      const added = await world.db
        .select({ kind: bonusCampaigns.kind })
        .from(bonusCampaigns)
        .where(inArray(bonusCampaigns.kind, ['hunting', 'tournament', 'lootbox', 'amb', 'jackpot']));
      expect(added.map((row) => row.kind).sort()).toEqual([
        'amb',
        'hunting',
        'jackpot',
        'lootbox',
        'tournament',
      ]);
      const levels = await world.db.select().from(jackpotLevels).orderBy(jackpotLevels.code);
      expect(levels.map((level) => [level.code, level.amount])).toEqual([
        ['grand', 100_000],
        ['major', 10_000],
        ['mini', 1_000],
      ]);
      // Each drops above its seed and by its cap.
      for (const level of levels) expect(level.dropAt).toBeGreaterThan(level.amount);
      expect(levels.every((level) => level.dropAt <= level.amount * 2.5)).toBe(true);
    } finally {
      await world.close();
    }
  });
});
