import { BetSchema } from '@sportsbook/contract/entities/bet';
import { type Jackpot, JackpotHitSchema, JackpotSchema } from '@sportsbook/contract/entities/jackpot';
import { CampaignSchema } from '@sportsbook/contract/operator/campaign-calls';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jackpotContributions, jackpotHits, jackpotLevels } from '../../src/db/schema';
import {
  aBet,
  aSlip,
  BettingWorld,
  type Bettor,
  type WorldSelection,
} from '../betting/support/betting-world';
import { testDatabaseKinds } from '../support/database';

const KEY = 'operator-key-for-the-jackpot-tests-0123';

/*
 * Jackpots at server level (issue 18): qualifying cash bets feed a jackpot's levels by exactly their
 * contribution (core JKP1–JKP3); a level that reaches its drop point drops for exactly one bet, whose player is
 * paid at once against the ledger (JKP5); the pools, hits and the slip's jackpots are served; hits are marked
 * seen. Levels with a cap one above the seed drop on the first part they get, so the tests know where.
 */
describe.each(testDatabaseKinds())('jackpots on %s', (kind) => {
  let world: BettingWorld;
  let line: { home: WorldSelection; away: WorldSelection; draw: WorldSelection };

  beforeAll(async () => {
    world = await BettingWorld.open(kind, { env: { OPERATOR_API_KEY: KEY } });
    const match = await world.aMatch();
    const prices = await world.aLine(match, 1, '', { '1': 2, X: 3.2, '2': 1.4 });
    line = {
      home: prices['1'] as WorldSelection,
      draw: prices.X as WorldSelection,
      away: prices['2'] as WorldSelection,
    };
  });
  afterAll(async () => world.close());

  const operator = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) =>
    world.t.app.inject({
      method,
      url: `/operator/v1${url}`,
      headers: { 'x-operator-key': KEY },
      ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
    });
  const get = (bettor: Bettor | null, url: string) => world.call('GET', url, bettor);
  const post = (bettor: Bettor | null, url: string, body: unknown) => world.call('POST', url, bettor, body);

  const levels = [
    { code: 'mini', name: 'Mini', names: { ar: 'ميني' }, seed: 1_000, cap: 100_000, share: 70 },
    { code: 'grand', name: 'Grand', seed: 50_000, cap: 1_000_000, share: 30 },
  ];

  async function aJackpot(rules: Record<string, unknown> = {}) {
    const res = await operator('POST', '/campaigns', {
      kind: 'jackpot',
      texts: { en: { title: 'Test Jackpot', description: 'Two levels', terms: '1% of cash stakes.' } },
      rules: { currency: 'EUR', contribution_bp: 100, min_stake: 500, min_odds: 1.5, levels, ...rules },
    });
    expect(res.statusCode, res.body).toBe(201);
    return CampaignSchema.parse(res.json());
  }

  async function jackpot(id: number): Promise<Jackpot> {
    const res = await get(null, `/api/v2/jackpots/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return JackpotSchema.parse(res.json());
  }

  // Every test starts with no running jackpot: each makes its own.
  beforeEach(async () => {
    const campaigns = z
      .object({ data: z.array(CampaignSchema) })
      .parse((await operator('GET', '/campaigns')).json());
    for (const campaign of campaigns.data)
      if (campaign.kind === 'jackpot' && campaign.status !== 'ended')
        await operator('PATCH', `/campaigns/${campaign.id}`, { status: 'ended' });
  });

  it('[JKP6] refuses jackpot rules that do not hold together, naming the problem', async () => {
    const badShares = await operator('POST', '/campaigns', {
      kind: 'jackpot',
      texts: { en: { title: 'Bad', description: '', terms: '' } },
      rules: { currency: 'EUR', contribution_bp: 100, levels: [{ ...levels[0], share: 90 }] },
    });
    expect(badShares.statusCode).toBe(422);
    expect(JSON.stringify(badShares.json().error.details)).toContain(
      "the levels' shares add up to 90, not 100",
    );
    const noRate = await operator('POST', '/campaigns', {
      kind: 'jackpot',
      texts: { en: { title: 'Bad', description: '', terms: '' } },
      rules: { currency: 'USD', contribution_bp: 100, levels },
    });
    expect(noRate.statusCode).toBe(422);
    expect(JSON.stringify(noRate.json().error.details)).toContain('euro_rate');
    const withCode = await operator('POST', '/campaigns', {
      kind: 'jackpot',
      promo_code: 'JACKPOT1',
      texts: { en: { title: 'Bad', description: '', terms: '' } },
      rules: { currency: 'EUR', contribution_bp: 100, levels },
    });
    expect(withCode.statusCode).toBe(422);
  });

  it('[JKP1][JKP2][JKP3] feeds the levels by exactly the contribution of qualifying cash bets, to visitors’ view', async () => {
    const created = await aJackpot();
    const listed = z
      .object({ data: z.array(JackpotSchema) })
      .parse((await get(null, '/api/v2/jackpots')).json());
    expect(listed.data.map((j) => j.id)).toEqual([created.id]);
    expect(listed.data[0]).toMatchObject({
      name: 'Test Jackpot',
      currency: 'EUR',
      amount: 51_000,
      pool_amount: 0,
      hits_amount: 0,
      hits_count: 0,
      contribution_percent: 1,
      min_stake: 500,
      min_odds: 1.5,
      levels: [
        { code: 'mini', name: 'Mini', pool_amount: 1_000, active: true },
        { code: 'grand', name: 'Grand', pool_amount: 50_000, active: true },
      ],
    });

    // Level names per locale where the operator gives them, else the level's own.
    const arabic = JackpotSchema.parse((await get(null, `/api/v2/jackpots/${created.id}?locale=ar`)).json());
    expect(arabic.levels.map((level) => level.name)).toEqual(['ميني', 'Grand']);

    const bettor = await world.aBettor();
    // 12.34 at 2.00: 1 % is 12 cents (rounded down), 8 to Mini (70 % of 12 = 8.4 → 8, plus the rounding's
    // 1 → 9) and 3 to Grand.
    const [fed] = await world.placed(bettor, 'single', [aBet([line.home], 1_234)]);
    expect(fed?.used_in_jackpot).toBe(true);
    // Below the min stake, and below the min odds: nothing.
    const [small] = await world.placed(bettor, 'single', [aBet([line.home], 499)]);
    const [short] = await world.placed(bettor, 'single', [aBet([line.away], 1_000)]);
    expect([small?.used_in_jackpot, short?.used_in_jackpot]).toEqual([false, false]);
    const after = await jackpot(created.id);
    expect(after).toMatchObject({ amount: 51_012, pool_amount: 12 });
    expect(after.levels.map((l) => l.pool_amount)).toEqual([1_009, 50_003]);
    const rows = await world.db
      .select()
      .from(jackpotContributions)
      .where(eq(jackpotContributions.campaignId, created.id));
    expect(rows.map((r) => [r.betId, r.amount])).toEqual([[fed?.id, 12]]);
    // The bet list says so too.
    const listedBets = z
      .object({ data: z.array(BetSchema) })
      .parse((await get(bettor, '/api/v3/bets')).json());
    expect(listedBets.data.find((b) => b.id === fed?.id)?.used_in_jackpot).toBe(true);
    // A stopped jackpot takes nothing and is not listed.
    await operator('PATCH', `/campaigns/${created.id}`, { status: 'paused' });
    await world.placed(bettor, 'single', [aBet([line.home], 10_000)]);
    expect((await jackpot(created.id)).pool_amount).toBe(12);
    expect((await get(null, '/api/v2/jackpots')).json().data).toEqual([]);
  });

  it('[JKP5] drops a level for the bet that reaches its drop point and pays its player against the ledger', async () => {
    const created = await aJackpot({
      levels: [
        { code: 'mini', name: 'Mini', seed: 1_000, cap: 1_001, share: 70 },
        { code: 'grand', name: 'Grand', seed: 50_000, cap: 1_000_000, share: 30 },
      ],
    });
    const winner = await world.aBettor({ balances: { EUR: 100_000 } });
    const [bet] = await world.placed(winner, 'single', [aBet([line.home], 2_000)]);
    // 20 cents: 14 to Mini, which drops at 1,001 and pays all 1,014; 6 to Grand.
    const won = 1_014;
    expect(await world.balance(winner)).toBe(100_000 - 2_000 + won);
    expect((await world.ledger(winner)).slice(-2)).toEqual([
      { amount: -2_000, kind: 'bet_stake', betId: bet?.id, balanceAfter: 98_000 },
      { amount: won, kind: 'jackpot_win', betId: bet?.id, balanceAfter: 98_000 + won },
    ]);
    // The player is told the new balance.
    expect(world.publisher.on(`$user:en:${winner.playerId}`)).toContainEqual({
      event: 'balance_changed',
      payload: { currency: 'EUR', balance: 98_000 + won, subunits: 100 },
    });
    const after = await jackpot(created.id);
    expect(after).toMatchObject({ hits_amount: won, hits_count: 1, pool_amount: 20 });
    expect(after.levels.map((l) => l.pool_amount)).toEqual([1_000, 50_006]);

    // Their hit, unseen, until they mark it seen; others see it named only by a hash.
    const unseen = z
      .object({ data: z.array(JackpotHitSchema) })
      .parse((await get(winner, '/api/v2/jackpot-hits?for_user=true&unseen=true')).json());
    expect(unseen.data).toEqual([
      expect.objectContaining({
        jackpot_id: created.id,
        amount: won,
        amount_euro: won,
        currency: 'EUR',
        level_code: 'mini',
        level_name: 'Mini',
        name: 'Test Jackpot',
        status: 'paid',
        seen: false,
      }),
    ]);
    const hit = unseen.data[0] as z.infer<typeof JackpotHitSchema>;
    const other = await world.aBettor();
    const publicHits = z
      .object({ data: z.array(JackpotHitSchema) })
      .parse((await get(null, `/api/v2/jackpot-hits?jackpot_id=${created.id}`)).json());
    expect(publicHits.data).toEqual([{ ...hit, seen: true }]);
    expect(hit.user_hash).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(hit.user_hash).not.toContain(String(winner.playerId));
    expect((await get(other, '/api/v2/jackpot-hits?for_user=true')).json().data).toEqual([]);
    expect((await get(null, '/api/v2/jackpot-hits?for_user=true')).statusCode).toBe(401);
    // Someone else marking it does nothing; its player marking it does.
    await post(other, '/api/v2/bonuses/mark-as-seen', [{ id: hit.id, type: 'jackpot' }]);
    expect((await get(winner, '/api/v2/jackpot-hits?unseen=true')).json().data).toHaveLength(1);
    expect(
      (await post(winner, '/api/v2/bonuses/mark-as-seen', [{ id: hit.id, type: 'jackpot' }])).statusCode,
    ).toBe(204);
    expect((await get(winner, '/api/v2/jackpot-hits?unseen=true')).json().data).toEqual([]);
  });

  it('[JKP5] holds a drop above the approval threshold as approved until the operator pays it, once', async () => {
    const created = await aJackpot({
      approval_above: 500,
      levels: [
        { code: 'mini', name: 'Mini', seed: 1_000, cap: 1_001, share: 70 },
        { code: 'grand', name: 'Grand', seed: 50_000, cap: 1_000_000, share: 30 },
      ],
    });
    const winner = await world.aBettor({ balances: { EUR: 100_000 } });
    const [bet] = await world.placed(winner, 'single', [aBet([line.home], 2_000)]);
    const won = 1_014;
    // Won, not paid: only the stake left the account.
    expect(await world.balance(winner)).toBe(98_000);
    expect((await world.ledger(winner)).map((entry) => entry.kind)).not.toContain('jackpot_win');
    const mine = z
      .object({ data: z.array(JackpotHitSchema) })
      .parse((await get(winner, '/api/v2/jackpot-hits?for_user=true')).json());
    expect(mine.data).toEqual([
      expect.objectContaining({ jackpot_id: created.id, amount: won, status: 'approved', seen: false }),
    ]);
    const waiting = (await operator('GET', '/jackpot-hits?status=approved')).json().data as {
      id: number;
      jackpot_id: number;
    }[];
    const hit = waiting.find((candidate) => candidate.jackpot_id === created.id);
    expect(hit).toMatchObject({
      player_id: winner.playerId,
      bet_id: bet?.id,
      amount: won,
      status: 'approved',
    });

    world.publisher.clear();
    const paid = await operator('POST', `/jackpot-hits/${hit?.id}/pay`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ id: hit?.id, status: 'paid' });
    expect(await world.balance(winner)).toBe(98_000 + won);
    expect((await world.ledger(winner)).slice(-1)).toEqual([
      { amount: won, kind: 'jackpot_win', betId: bet?.id, balanceAfter: 98_000 + won },
    ]);
    expect(world.publisher.on(`$user:en:${winner.playerId}`)).toContainEqual({
      event: 'balance_changed',
      payload: { currency: 'EUR', balance: 98_000 + won, subunits: 100 },
    });
    // Paying again pays nothing; an unknown hit is not found.
    const again = await operator('POST', `/jackpot-hits/${hit?.id}/pay`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('jackpot_hit_paid');
    expect(await world.balance(winner)).toBe(98_000 + won);
    expect((await operator('POST', '/jackpot-hits/999999/pay')).statusCode).toBe(404);
    const after = z
      .object({ data: z.array(JackpotHitSchema) })
      .parse((await get(winner, '/api/v2/jackpot-hits?for_user=true')).json());
    expect(after.data[0]?.status).toBe('paid');
  });

  it('[JKP4][JKP5] keeps every cent under concurrent placements: paid plus held is seeds plus contributions', async () => {
    const created = await aJackpot({
      levels: [{ code: 'only', name: 'Only', seed: 0, cap: 60, share: 100 }],
    });
    const bettors = await Promise.all(Array.from({ length: 12 }, () => world.aBettor()));
    // Each 10.00 at 2.00 gives 10 cents; the level drops somewhere in 1 … 60, so several times.
    const results = await Promise.all(
      bettors.map((bettor) => world.place(bettor, aSlip('single', [aBet([line.home], 1_000)]))),
    );
    expect(results.map((r) => r.statusCode)).toEqual(bettors.map(() => 201));
    const hits = await world.db.select().from(jackpotHits).where(eq(jackpotHits.campaignId, created.id));
    const [level] = await world.db
      .select()
      .from(jackpotLevels)
      .where(eq(jackpotLevels.campaignId, created.id));
    const paid = hits.reduce((sum, h) => sum + h.amount, 0);
    expect(hits.length).toBeGreaterThanOrEqual(2);
    expect(paid + (level?.amount ?? 0)).toBe(12 * 10);
    expect(level?.paid).toBe(paid);
    // Each hit went to the one whose bet made it, into their balance.
    for (const h of hits) {
      const bettor = bettors.find((b) => b.playerId === h.playerId) as Bettor;
      const ledger = await world.ledger(bettor);
      expect(ledger.filter((row) => row.kind === 'jackpot_win').map((row) => row.amount)).toContain(h.amount);
    }
    const total = (await Promise.all(bettors.map((b) => world.balance(b)))).reduce((a, b) => a + b, 0);
    expect(total).toBe(12 * (100_000 - 1_000) + paid);
  });

  it('says which jackpots each bet of a slip would feed (POST /jackpots)', async () => {
    const created = await aJackpot();
    const res = await post(null, '/api/v2/jackpots', {
      bets: [
        { type: 'single', stake: { value: 1_000, currency: 'EUR' }, selections: [{ ...line.home }] },
        { type: 'single', stake: { value: 100, currency: 'EUR' }, selections: [{ ...line.home }] },
        { type: 'single', stake: { value: 1_000, currency: 'USD' }, selections: [{ ...line.home }] },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().bets).toEqual([
      { index: 0, jackpots: [{ id: created.id }] },
      { index: 1, jackpots: [] },
      { index: 2, jackpots: [] },
    ]);
    expect((await get(null, '/api/v2/jackpots/999999')).statusCode).toBe(404);
  });
});
