import { BonusSchema, LeaderboardRowSchema } from '@sportsbook/contract/entities/bonus';
import { BetBonusOfferSchema } from '@sportsbook/contract/sportsbook/bonus-calls';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedDemoCampaigns } from '../../src/bonuses/demo-campaigns';
import { TournamentService } from '../../src/bonuses/tournament-service';
import { bonusMovements, playerBonuses } from '../../src/db/schema';
import {
  aBet,
  aSlip,
  BettingWorld,
  type Bettor,
  type WorldSelection,
} from '../betting/support/betting-world';
import { testDatabaseKinds } from '../support/database';

const KEY = 'operator-key-for-the-tournament-tests-0123456789';
const DAY_MS = 86_400_000;

/*
 * Hunting tournaments at server level (issue 18, ADR 0030, core BON19, BON28–BON30): players activate a
 * tournament and the stakes of the bets they place with it are their farmed amount; the rating ranks them
 * (ties to who got there first); everyone's stakes open the pool's levels, pushed on the public channel; when
 * the operator ends it, or its date passes, the open level's pool is paid by position as freebets, once.
 */
describe.each(testDatabaseKinds())('hunting tournaments on %s', (kind) => {
  let world: BettingWorld;

  beforeAll(async () => {
    world = await BettingWorld.open(kind, { env: { OPERATOR_API_KEY: KEY } });
    await seedDemoCampaigns(world.db, world.clock.now(), { kinds: ['tournament'] });
  });
  afterAll(async () => world.close());

  const get = (bettor: Bettor | null, url: string) => world.call('GET', url, bettor);
  const post = (bettor: Bettor | null, url: string, body?: unknown) => world.call('POST', url, bettor, body);
  const operator = (method: 'POST' | 'PATCH', url: string, body: unknown) =>
    world.t.app.inject({
      method,
      url,
      headers: { 'x-operator-key': KEY },
      payload: body as Record<string, unknown>,
    });

  /** A tournament of the operator's: pool €50, €100 from €500 farmed; shares 50/30/20. */
  async function aTournament(title: string, extra: Record<string, unknown> = {}): Promise<number> {
    const res = await operator('POST', '/operator/v1/campaigns', {
      kind: 'tournament',
      texts: { en: { title, description: 'Stake to climb.', terms: 'Stakes count.' } },
      rules: {
        currency: 'EUR',
        min_odds: 1.5,
        min_stake: 100,
        levels: [
          { name: 'Bronze', threshold: 0, pool: 5_000 },
          { name: 'Silver', threshold: 50_000, pool: 10_000 },
        ],
        prize_shares: [50, 30, 20],
      },
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  }

  async function tournamentOf(bettor: Bettor | null, title: string) {
    const res = await get(bettor, '/api/v2/bonuses/tournaments?limit=20');
    expect(res.statusCode, res.body).toBe(200);
    const found = z
      .array(BonusSchema)
      .parse(res.json().data)
      .find((bonus) => bonus.title === title);
    if (!found) throw new Error(`no tournament ${title}`);
    return found;
  }

  async function activated(bettor: Bettor, title: string) {
    const tournament = await tournamentOf(bettor, title);
    const res = await post(bettor, `/api/v2/bonuses/${tournament.id}/activate`);
    expect(res.statusCode, res.body).toBe(200);
    return BonusSchema.parse(res.json());
  }

  async function aHome(odds = 2): Promise<WorldSelection> {
    const match = await world.aMatch();
    const line = await world.aLine(match, 1, '', { '1': odds, X: 3.2, '2': 3 });
    return line['1'] as WorldSelection;
  }

  const withTournament = (id: number) => ({ bonus: { id, type: 'tournament', odds: null } });
  const farm = async (bettor: Bettor, id: number, stake: number) =>
    world.placed(bettor, 'single', [aBet([await aHome()], stake, withTournament(id))]);

  /** The service the backend's sweep runs, on the world's clock. */
  const settler = () =>
    new TournamentService({
      db: world.db,
      clock: world.clock,
      publisher: world.publisher,
      contentLocales: ['en'],
      log: { error: () => undefined },
    });

  async function fourBettors(): Promise<[Bettor, Bettor, Bettor, Bettor]> {
    return Promise.all([world.aBettor(), world.aBettor(), world.aBettor(), world.aBettor()]);
  }

  /** The prize freebets a tournament paid. */
  const prizesOf = (id: number) =>
    world.db
      .select()
      .from(playerBonuses)
      .where(and(eq(playerBonuses.campaignId, id), eq(playerBonuses.source, 'reward')));

  async function rating(bettor: Bettor | null, id: number, limit?: number) {
    const res = await get(
      bettor,
      `/api/v2/bonuses/tournaments/${id}/rating${limit ? `?limit=${limit}` : ''}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return z.array(LeaderboardRowSchema).parse(res.json().data);
  }

  it('shows visitors the running tournament (one by default) with its pool, and refuses them activation', async () => {
    await aTournament('Second cup');
    const res = await get(null, '/api/v2/bonuses/tournaments');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().pagination).toMatchObject({ page: 1, limit: 1, total: 2 });
    const cup = await tournamentOf(null, 'Weekly Cup');
    expect(cup).toMatchObject({
      bonus_type: 'tournament',
      user_bonus_status: 'available',
      tournament: {
        currency: 'EUR',
        min_odds: 1.5,
        min_stake: 100,
        prize_shares: [50, 30, 20],
        farmed_amount: 0,
        position: null,
        activated: false,
        pool: {
          name: 'Weekly Cup',
          amount: 5_000,
          pool_amount: 0,
          hits_amount: 0,
          currency: 'EUR',
          levels: [
            { name: 'Bronze', pool_amount: 5_000, threshold: 0, active: true, state: 'active' },
            { name: 'Silver', pool_amount: 10_000, threshold: 50_000, active: false, state: 'created' },
            { name: 'Gold', pool_amount: 25_000, threshold: 200_000, active: false, state: 'created' },
          ],
        },
      },
    });
    expect(cup.ends_at).toBe(new Date(world.clock.now() + 7 * DAY_MS).toISOString());
    const arabic = await get(null, '/api/v2/bonuses/tournaments?limit=20&locale=ar');
    expect(JSON.stringify(arabic.json())).toContain('برونزي');
    expect(await rating(null, cup.bonus_id)).toEqual([]);
    expect((await post(null, `/api/v2/bonuses/${cup.id}/activate`)).statusCode).toBe(401);
    expect((await get(null, '/api/v2/bonuses/tournaments/999999/rating')).statusCode).toBe(404);
  });

  it('ranks players by the stakes placed with it, opens levels, and pushes the pool', async () => {
    const id = await aTournament('Ranking cup');
    const [ann, ben, cat, dan] = await fourBettors();
    const annCup = await activated(ann, 'Ranking cup');
    const benCup = await activated(ben, 'Ranking cup');
    const catCup = await activated(cat, 'Ranking cup');
    // Dan does not activate it: his bet naming it is refused, and nothing counts.
    const dansCup = await tournamentOf(dan, 'Ranking cup');
    const refused = await world.place(
      dan,
      aSlip('single', [aBet([await aHome()], 500, withTournament(dansCup.id))]),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.bets[0].code).toBe('bonus_unavailable');

    await farm(ann, annCup.id, 300);
    world.clock.advance(1_000);
    await farm(ann, annCup.id, 300);
    world.clock.advance(1_000);
    await farm(ben, benCup.id, 1_000);
    world.clock.advance(1_000);
    // Cat reaches Ann's 600 later: the tie is Ann's (core BON19).
    await farm(cat, catCup.id, 600);
    // Without it chosen, under its min odds: not counted (and the offer says so).
    await world.placed(ann, 'single', [aBet([await aHome()], 5_000)]);
    const low = await post(ann, '/api/v2/bonuses', {
      bets: [{ type: 'single', stake: { value: 500, currency: 'EUR' }, selections: [await aHome(1.2)] }],
    });
    const [lowOffer] = z.array(BetBonusOfferSchema).parse(low.json().bets);
    expect(lowOffer?.available_bonuses.filter((bonus) => bonus.bonus_type === 'tournament')).toEqual([]);

    const annNow = await tournamentOf(ann, 'Ranking cup');
    expect(annNow).toMatchObject({
      user_bonus_status: 'active',
      tournament: {
        farmed_amount: 600,
        position: 2,
        activated: true,
        pool: { pool_amount: 2_200, amount: 5_000 },
      },
    });
    const rows = await rating(cat, annCup.bonus_id);
    expect(rows.map((row) => [row.position, row.farmed_amount, row.current_user])).toEqual([
      [1, 1_000, false],
      [2, 600, false],
      [3, 600, true],
    ]);
    expect(rows[0]?.email).toMatch(/^be\*\*\*@example\.test$/);
    expect(rows[2]?.email).toMatch(/^bettor-[0-9a-f]+@example\.test$/);
    // A short rating still shows the caller's own row after the leaders.
    expect((await rating(cat, catCup.bonus_id, 1)).map((row) => row.position)).toEqual([1, 3]);

    // Ben's big stake opens Silver: the pool is pushed on the public channel.
    world.publisher.clear();
    await farm(ben, benCup.id, 48_000);
    const pushed = world.publisher.published.filter(
      (p) => p.channel.startsWith('public') && p.event.event === 'tournament_pool_changed',
    );
    expect(pushed.length).toBeGreaterThan(0);
    const pool = pushed.map((p) => p.event).find((e) => e.event === 'tournament_pool_changed')?.payload.pool;
    expect(pool).toMatchObject({
      id,
      amount: 10_000,
      pool_amount: 50_200,
      levels: [{ state: 'disabled' }, { state: 'active', active: true }],
    });
    const movements = await world.db
      .select()
      .from(bonusMovements)
      .where(and(eq(bonusMovements.playerBonusId, benCup.id), eq(bonusMovements.kind, 'progressed')));
    expect(movements.map((m) => Number(m.amount)).sort((a, b) => a - b)).toEqual([1_000, 48_000]);
  });

  it('pays the pool by position once when the operator ends it; the prizes are freebets to use', async () => {
    const id = await aTournament('Final cup');
    const [ann, ben, cat, dan] = await fourBettors();
    await farm(ann, (await activated(ann, 'Final cup')).id, 2_000);
    await farm(ben, (await activated(ben, 'Final cup')).id, 50_000);
    await farm(cat, (await activated(cat, 'Final cup')).id, 1_000);
    // Dan activated it and farmed nothing: no prize.
    await activated(dan, 'Final cup');

    // Paused: its open level says so and bets naming it are refused.
    expect((await operator('PATCH', `/operator/v1/campaigns/${id}`, { status: 'paused' })).statusCode).toBe(
      200,
    );
    const paused = await tournamentOf(ann, 'Final cup');
    expect(paused.tournament?.pool.levels.map((level) => level.state)).toEqual(['disabled', 'paused']);
    const whilePaused = await world.place(
      ann,
      aSlip('single', [aBet([await aHome()], 500, withTournament(paused.id))]),
    );
    expect(whilePaused.statusCode).toBe(422);
    expect((await operator('PATCH', `/operator/v1/campaigns/${id}`, { status: 'active' })).statusCode).toBe(
      200,
    );

    world.publisher.clear();
    expect((await operator('PATCH', `/operator/v1/campaigns/${id}`, { status: 'ended' })).statusCode).toBe(
      200,
    );
    const prizes = await prizesOf(id);
    const byPlayer = new Map(prizes.map((prize) => [prize.playerId, prize]));
    // Silver is open (52,000 farmed): €100 shared 50/30/20.
    expect(byPlayer.get(ben.playerId)?.amount).toBe(5_000);
    expect(byPlayer.get(ann.playerId)?.amount).toBe(3_000);
    expect(byPlayer.get(cat.playerId)?.amount).toBe(2_000);
    expect(byPlayer.has(dan.playerId)).toBe(false);
    expect(prizes.every((prize) => prize.currency === 'EUR' && prize.freebetType === 'only_win')).toBe(true);
    const issued = world.publisher.published.filter((p) => p.event.event === 'bonus_issued');
    expect(new Set(issued.map((p) => p.channel.split(':').at(-1))).size).toBeGreaterThanOrEqual(3);

    // Paid once: settling again pays nothing more.
    const service = settler();
    await service.settleEnded();
    expect(await prizesOf(id)).toHaveLength(3);

    // The rating and the pool say it is over; the entries are closed.
    const rows = await rating(ben, id);
    expect(rows.map((row) => [row.position, row.farmed_freebets_count])).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
    ]);
    const bens = await get(ben, '/api/v2/bonuses?type=tournament');
    const entry = z
      .array(BonusSchema)
      .parse(bens.json().data)
      .find((bonus) => bonus.bonus_id === id && bonus.tournament);
    expect(entry?.user_bonus_status).toBe('bonus_over');
    expect(entry?.tournament?.pool).toMatchObject({
      hits_amount: 10_000,
      levels: [{ state: 'disabled' }, { state: 'finished' }],
    });

    // Ben's prize is a free bet he can use, though the tournament has ended.
    const freebets = await get(ben, '/api/v2/bonuses/freebets');
    const prize = z
      .array(BonusSchema)
      .parse(freebets.json().data)
      .find((bonus) => bonus.bonus_id === id);
    expect(prize).toMatchObject({
      bonus_type: 'freebet_only_win',
      user_bonus_status: 'available',
      freebet: { amount: 5_000 },
    });
    if (!prize) throw new Error('no prize');
    const before = await world.balance(ben);
    const [bet] = await world.placed(ben, 'single', [
      aBet([await aHome()], 5_000, { bonus: { id: prize.id, type: 'freebet_only_win', odds: null } }),
    ]);
    expect(bet?.bonus?.id).toBe(prize.id);
    expect(await world.balance(ben)).toBe(before);
  });

  it('pays a tournament whose end date passed when the backend next looks', async () => {
    const id = await aTournament('Dated cup', {
      ends_at: new Date(world.clock.now() + DAY_MS).toISOString(),
    });
    const ann = await world.aBettor();
    await farm(ann, (await activated(ann, 'Dated cup')).id, 1_000);
    const service = settler();
    await service.settleEnded();
    expect(await prizesOf(id)).toEqual([]);
    world.clock.advance(DAY_MS);
    // Past its end nothing counts any more.
    const late = await tournamentOf(ann, 'Dated cup').catch(() => null);
    expect(late?.user_bonus_status ?? 'expired').toBe('expired');
    await service.settleEnded();
    const paid = await prizesOf(id);
    expect(paid.map((prize) => [prize.playerId, prize.amount])).toEqual([[ann.playerId, 2_500]]);
  });

  it('pays once when several backend nodes settle the same ended tournament at once', async () => {
    const id = await aTournament('Busy cup', { ends_at: new Date(world.clock.now() + DAY_MS).toISOString() });
    const [ann, ben] = await Promise.all([world.aBettor(), world.aBettor()]);
    if (!ann || !ben) throw new Error('no bettors');
    await farm(ann, (await activated(ann, 'Busy cup')).id, 2_000);
    await farm(ben, (await activated(ben, 'Busy cup')).id, 1_000);
    world.clock.advance(DAY_MS);
    await Promise.all(Array.from({ length: 4 }, () => settler().settleEnded()));
    const paid = await prizesOf(id);
    expect(
      paid.map((prize) => [prize.playerId, prize.amount]).sort((a, b) => Number(b[1]) - Number(a[1])),
    ).toEqual([
      [ann.playerId, 2_500],
      [ben.playerId, 1_500],
    ]);
    const issued = await world.db
      .select()
      .from(bonusMovements)
      .where(and(eq(bonusMovements.kind, 'issued')));
    expect(
      issued.filter((movement) => paid.some((prize) => prize.id === movement.playerBonusId)),
    ).toHaveLength(2);
  });

  it('lets the operator create a tournament only with rules that read', async () => {
    const texts = { en: { title: 'Bad cup', description: 'x', terms: 'x' } };
    const falling = await operator('POST', '/operator/v1/campaigns', {
      kind: 'tournament',
      texts,
      rules: {
        currency: 'EUR',
        levels: [
          { name: 'A', threshold: 0, pool: 5_000 },
          { name: 'B', threshold: 10_000, pool: 1_000 },
        ],
        prize_shares: [50],
      },
    });
    expect(falling.statusCode).toBe(422);
    expect(falling.body).toContain('levels rise');
    const overShared = await operator('POST', '/operator/v1/campaigns', {
      kind: 'tournament',
      texts,
      rules: { currency: 'EUR', levels: [{ name: 'A', threshold: 0, pool: 5_000 }], prize_shares: [60, 50] },
    });
    expect(overShared.statusCode).toBe(422);
    expect(overShared.body).toContain('at most 100');
  });
});
