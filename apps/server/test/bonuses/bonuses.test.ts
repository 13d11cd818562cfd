import { randomUUID } from 'node:crypto';
import { BetSchema } from '@sportsbook/contract/entities/bet';
import { BonusSchema } from '@sportsbook/contract/entities/bonus';
import { BetBonusOfferSchema } from '@sportsbook/contract/sportsbook/bonus-calls';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedDemoCampaigns } from '../../src/bonuses/demo-campaigns';
import { accountLedger, bonusCampaigns, bonusMovements, markets, playerBonuses } from '../../src/db/schema';
import {
  aBet,
  aSlip,
  BettingWorld,
  type Bettor,
  type WorldMatch,
  type WorldSelection,
} from '../betting/support/betting-world';
import { testDatabaseKinds } from '../support/database';

/*
 * Bonuses end to end at server level (issue 18): promo codes issue freebets once per player; placements
 * spend a freebet exactly once and take no cash for it; a comboboost raises a combo's payout only when its
 * conditions hold; settlement pays each freebet variant exactly (against the ledger) and gives freebets
 * back where the variant says. Every amount below is computed by hand from core's BON rules.
 */
describe.each(testDatabaseKinds())('bonuses on %s', (kind) => {
  let world: BettingWorld;

  beforeAll(async () => {
    world = await BettingWorld.open(kind);
    // Without the demo jackpot: a level dropping on some bet would move the balances these tests check.
    await seedDemoCampaigns(world.db, world.clock.now(), { kinds: ['comboboost', 'freebet'] });
  });
  afterAll(async () => world.close());

  const get = (bettor: Bettor | null, url: string) => world.call('GET', url, bettor);
  const post = (bettor: Bettor | null, url: string, body: unknown) => world.call('POST', url, bettor, body);

  async function redeem(bettor: Bettor, code: string) {
    const res = await post(bettor, '/api/v2/bonuses/promo-code', { code });
    expect(res.statusCode, res.body).toBe(201);
    return BonusSchema.parse(res.json());
  }

  /** A match with a result line at the given prices: home, draw, away. */
  async function aResultLine(odds: { '1': number; X: number; '2': number }) {
    const match = await world.aMatch();
    const line = await world.aLine(match, 1, '', odds);
    return { match, home: line['1'] as WorldSelection, away: line['2'] as WorldSelection };
  }

  const homeWins = (match: WorldMatch) =>
    world.finish(match.id, {
      periods: [
        [1, 0],
        [0, 0],
      ],
    });
  const awayWins = (match: WorldMatch) =>
    world.finish(match.id, {
      periods: [
        [0, 1],
        [0, 0],
      ],
    });

  async function betRow(betId: number) {
    return world.betRow(betId);
  }

  describe('promo codes', () => {
    it('issues the campaign’s freebet once per player, in the player’s currency', async () => {
      const bettor = await world.aBettor();
      const bonus = await redeem(bettor, 'welcome5');
      expect(bonus).toMatchObject({
        bonus_type: 'freebet_only_win',
        freebet_type: 'only_win',
        user_bonus_status: 'available',
        seen: false,
        title: '€5 Free Bet',
        freebet: { amount: 500, currency: 'EUR', type: 'only_win', min_odds: 1.5 },
      });
      const again = await post(bettor, '/api/v2/bonuses/promo-code', { code: 'WELCOME5' });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('promo_code_used');
      // Another player redeems the same code.
      await redeem(await world.aBettor(), 'WELCOME5');
      const movements = await world.db
        .select()
        .from(bonusMovements)
        .where(eq(bonusMovements.playerBonusId, bonus.id));
      expect(movements.map((m) => [m.kind, m.amount])).toEqual([['issued', 500]]);
    });

    it('refuses unknown codes, codes of campaigns not running, and visitors', async () => {
      const bettor = await world.aBettor();
      const unknown = await post(bettor, '/api/v2/bonuses/promo-code', { code: 'NOSUCHCODE' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.code).toBe('promo_code_unknown');
      await world.db.insert(bonusCampaigns).values({
        kind: 'freebet',
        freebetType: 'all_win',
        status: 'paused',
        promoCode: 'PAUSED1',
        texts: { en: { title: 'Paused', description: '', terms: '' } },
        rules: { amounts: { EUR: 100 } },
        images: { desktop: null, mobile: null },
        startsAt: new Date(world.clock.now() - 1_000).toISOString(),
        createdAt: new Date(world.clock.now()).toISOString(),
        updatedAt: new Date(world.clock.now()).toISOString(),
      });
      const paused = await post(bettor, '/api/v2/bonuses/promo-code', { code: 'paused1' });
      expect(paused.statusCode).toBe(409);
      expect(paused.json().error.code).toBe('promo_code_expired');
      const visitor = await post(null, '/api/v2/bonuses/promo-code', { code: 'WELCOME5' });
      expect(visitor.statusCode).toBe(401);
      const nul = await post(bettor, '/api/v2/bonuses/promo-code', { code: 'WEL\u0000COME' });
      expect(nul.statusCode).toBe(400);
    });

    it('lists unseen bonuses until they are marked seen, and only the player’s own', async () => {
      const bettor = await world.aBettor();
      const freebet = await redeem(bettor, 'ALLWIN5');
      const unseen = z
        .object({ data: z.array(BonusSchema) })
        .parse((await get(bettor, '/api/v2/bonuses?unseen=true')).json());
      // The running comboboost (enrolled on listing) and the freebet.
      expect(unseen.data.map((b) => b.bonus_type).sort()).toEqual(['comboboost', 'freebet_all_win']);
      const marked = await post(
        bettor,
        '/api/v2/bonuses/mark-as-seen',
        unseen.data.map((b) => ({ id: b.id, type: b.bonus_type })),
      );
      expect(marked.statusCode).toBe(204);
      const after = (await get(bettor, '/api/v2/bonuses?unseen=true')).json();
      expect(after.data).toEqual([]);
      const page = (await get(bettor, '/api/v2/bonuses/freebets')).json();
      expect(page.pagination).toMatchObject({ total: 1, page: 1, limit: 4 });
      const detail = await get(bettor, `/api/v2/bonuses/freebets/${freebet.id}`);
      expect(BonusSchema.parse(detail.json()).seen).toBe(true);
      const terms = (await get(bettor, `/api/v2/bonuses/freebets/${freebet.id}/terms`)).json();
      expect(terms.terms).toContain('stake included');
      const other = await world.aBettor();
      expect((await get(other, `/api/v2/bonuses/freebets/${freebet.id}`)).statusCode).toBe(404);
      expect((await get(bettor, `/api/v2/bonuses/comboboosts/${freebet.id}`)).statusCode).toBe(404);
      expect((await get(null, '/api/v2/bonuses')).statusCode).toBe(401);
    });

    it('shows a visitor the running campaigns, not a paused one', async () => {
      const freebets = (await get(null, '/api/v2/bonuses/freebets?limit=10')).json();
      const titles = freebets.data.map((b: { title: string }) => b.title);
      expect(titles).toEqual(
        expect.arrayContaining(['€5 Free Bet', '€5 Free Bet, Stake Returned', 'Risk-Free Bet up to €10']),
      );
      expect(titles).not.toContain('Paused');
      const [boost] = (await get(null, '/api/v2/bonuses/comboboosts')).json().data;
      expect(boost).toMatchObject({
        bonus_type: 'comboboost',
        title: 'Acca Boost',
        comboboost: { uses_count: 20 },
      });
      const detail = await get(null, `/api/v2/bonuses/comboboosts/${boost.id}/terms`);
      expect(detail.json().terms).toContain('20 boosted bets per player');
    });
  });

  describe('freebets', () => {
    it('only-win: takes no cash, is spent once, pays the winnings without the stake', async () => {
      const bettor = await world.aBettor({ balances: { EUR: 10_000 } });
      const freebet = await redeem(bettor, 'WELCOME5');
      const { match, home } = await aResultLine({ '1': 2.4, X: 3.2, '2': 3 });
      const bonus = { id: freebet.id, type: 'freebet_only_win', odds: null };
      const [bet] = await world.placed(bettor, 'single', [aBet([home], 500, { bonus })]);
      expect(bet?.bonus).toEqual(bonus);
      expect(bet?.stake).toBe(500);
      // 500 × 2.4 = 1200, without the stake: 700.
      expect(bet?.potential_win).toBe(700);
      expect(await world.balance(bettor)).toBe(10_000);
      const twice = await world.place(bettor, aSlip('single', [aBet([home], 500, { bonus })]));
      expect(twice.statusCode).toBe(422);
      expect(twice.json().error.code).toBe('bonus_unavailable');
      await homeWins(match);
      await world.settle();
      expect(await world.balance(bettor)).toBe(10_700);
      expect(await world.ledgerSum(bettor)).toBe(700);
      expect((await betRow(bet?.id ?? 0))?.winAmount).toBe(700);
      const spent = (await get(bettor, `/api/v2/bonuses/freebets/${freebet.id}`)).json();
      expect(spent.user_bonus_status).toBe('bonus_over');
    });

    it('is refused on a bet its conditions do not allow, and nothing is spent', async () => {
      const bettor = await world.aBettor({ balances: { EUR: 10_000 } });
      const freebet = await redeem(bettor, 'WELCOME5');
      const bonus = { id: freebet.id, type: 'freebet_only_win', odds: null };
      const { home } = await aResultLine({ '1': 1.3, X: 4, '2': 8 });
      const { away } = await aResultLine({ '1': 1.9, X: 3.5, '2': 4 });
      const refusals = [
        // Under its min odds of 1.50.
        aSlip('single', [aBet([home], 500, { bonus })]),
        // A stake other than its amount.
        aSlip('single', [aBet([away], 400, { bonus })]),
        // Named as another kind.
        aSlip('single', [aBet([away], 500, { bonus: { ...bonus, type: 'freebet_all_win' } })]),
        // Someone else's bonus id.
        aSlip('single', [aBet([away], 500, { bonus: { ...bonus, id: freebet.id + 100_000 } })]),
      ];
      for (const slip of refusals) {
        const res = await world.place(bettor, slip);
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json().error.bets[0].code).toBe('bonus_unavailable');
      }
      const still = (await get(bettor, `/api/v2/bonuses/freebets/${freebet.id}`)).json();
      expect(still.user_bonus_status).toBe('available');
      expect(await world.balance(bettor)).toBe(10_000);
    });

    it('all-win: a win pays stake and winnings; a refund gives the freebet back, no cash', async () => {
      const bettor = await world.aBettor({ balances: { EUR: 0 } });
      const freebet = await redeem(bettor, 'ALLWIN5');
      const bonus = { id: freebet.id, type: 'freebet_all_win', odds: null };
      const won = await aResultLine({ '1': 2, X: 3.4, '2': 3.6 });
      const [winning] = await world.placed(bettor, 'single', [aBet([won.home], 500, { bonus })]);
      expect(winning?.potential_win).toBe(1_000);
      await homeWins(won.match);
      await world.settle();
      expect(await world.balance(bettor)).toBe(1_000);

      const other = await world.aBettor({ balances: { EUR: 0 } });
      const second = await redeem(other, 'ALLWIN5');
      const cancelled = await aResultLine({ '1': 2, X: 3.4, '2': 3.6 });
      const [refunded] = await world.placed(other, 'single', [
        aBet([cancelled.home], 500, { bonus: { ...bonus, id: second.id } }),
      ]);
      await world.db.update(markets).set({ status: -4 }).where(eq(markets.matchId, cancelled.match.id));
      await world.settle();
      expect(await world.balance(other)).toBe(0);
      expect((await betRow(refunded?.id ?? 0))?.result).toBe('canceled');
      const back = await world.db
        .select()
        .from(playerBonuses)
        .where(and(eq(playerBonuses.playerId, other.playerId), eq(playerBonuses.source, 'returned')));
      expect(back.map((b) => [b.freebetType, b.amount, b.status, b.betId])).toEqual([
        ['all_win', 500, 'available', refunded?.id],
      ]);
      // Settling again gives nothing more back.
      await world.settle();
      const again = await world.db
        .select()
        .from(playerBonuses)
        .where(eq(playerBonuses.betId, refunded?.id ?? 0));
      expect(again.filter((b) => b.source === 'returned')).toHaveLength(1);
    });

    it('no-risk: takes the cash stake; a loss comes back as an only-win freebet, a win pays as cash', async () => {
      const bettor = await world.aBettor({ balances: { EUR: 5_000 } });
      const freebet = await redeem(bettor, 'NORISK10');
      const bonus = { id: freebet.id, type: 'freebet_no_risk', odds: null };
      const lost = await aResultLine({ '1': 2.5, X: 3.2, '2': 2.8 });
      // Over its amount of 1000: refused.
      const over = await world.place(bettor, aSlip('single', [aBet([lost.home], 1_200, { bonus })]));
      expect(over.json().error.bets[0].code).toBe('bonus_unavailable');
      const [bet] = await world.placed(bettor, 'single', [aBet([lost.home], 800, { bonus })]);
      expect(await world.balance(bettor)).toBe(4_200);
      await awayWins(lost.match);
      await world.settle();
      expect(await world.balance(bettor)).toBe(4_200);
      const back = await world.db
        .select()
        .from(playerBonuses)
        .where(and(eq(playerBonuses.betId, bet?.id ?? 0), eq(playerBonuses.source, 'returned')));
      expect(back.map((b) => [b.freebetType, b.amount])).toEqual([['only_win', 800]]);
      const listed = (await get(bettor, '/api/v2/bonuses?type=freebet_only_win&available=true')).json();
      expect(listed.data.map((b: { freebet: { amount: number } }) => b.freebet.amount)).toEqual([800]);

      const winner = await world.aBettor({ balances: { EUR: 5_000 } });
      const own = await redeem(winner, 'NORISK10');
      const won = await aResultLine({ '1': 2.5, X: 3.2, '2': 2.8 });
      await world.placed(winner, 'single', [aBet([won.home], 1_000, { bonus: { ...bonus, id: own.id } })]);
      await homeWins(won.match);
      await world.settle();
      // 5000 − 1000 + 1000 × 2.5.
      expect(await world.balance(winner)).toBe(6_500);
      expect(await world.ledgerSum(winner)).toBe(1_500);
    });

    it('50 placements racing for one freebet: exactly one is placed', async () => {
      const bettor = await world.aBettor({ balances: { EUR: 100_000 } });
      const freebet = await redeem(bettor, 'WELCOME5');
      const bonus = { id: freebet.id, type: 'freebet_only_win', odds: null };
      const { home, away } = await aResultLine({ '1': 2, X: 3.4, '2': 3.6 });
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          world.place(bettor, aSlip('single', [aBet([i % 2 === 0 ? home : away], 500, { bonus })]), {
            key: randomUUID(),
          }),
        ),
      );
      const placed = answers.filter((a) => a.statusCode === 201);
      expect(placed).toHaveLength(1);
      for (const answer of answers.filter((a) => a.statusCode !== 201)) {
        expect(answer.statusCode).toBe(422);
        expect(answer.json().error.code).toBe('bonus_unavailable');
      }
      expect(await world.betCount(bettor)).toBe(1);
      expect(await world.balance(bettor)).toBe(100_000);
      const movements = await world.db
        .select()
        .from(bonusMovements)
        .where(eq(bonusMovements.playerBonusId, freebet.id));
      expect(movements.map((m) => m.kind).sort()).toEqual(['issued', 'spent']);
      const stakes = await world.db.select().from(accountLedger).where(eq(accountLedger.kind, 'bet_stake'));
      expect(stakes.filter((row) => row.betId === BetSchema.parse(placed[0]?.json()[0]).id)).toEqual([]);
    });

    it('refuses a slip whose second bet names a freebet: the same one, or another without multi-active freebets', async () => {
      const bettor = await world.aBettor({ balances: { EUR: 10_000 } });
      const only = await redeem(bettor, 'WELCOME5');
      const all = await redeem(bettor, 'ALLWIN5');
      const { home } = await aResultLine({ '1': 2, X: 3.4, '2': 3.6 });
      const { away } = await aResultLine({ '1': 1.8, X: 3.4, '2': 2.1 });
      const onlyWin = { id: only.id, type: 'freebet_only_win', odds: null };
      const allWin = { id: all.id, type: 'freebet_all_win', odds: null };
      for (const second of [onlyWin, allWin]) {
        const res = await world.place(
          bettor,
          aSlip('single', [aBet([home], 500, { bonus: onlyWin }), aBet([away], 500, { bonus: second })]),
        );
        expect(res.statusCode, res.body).toBe(422);
        const refused = res.json().error.bets as { index: number; code: string }[];
        expect(refused.map((bet) => [bet.index, bet.code])).toEqual([[1, 'bonus_unavailable']]);
      }
      // Nothing was spent: each freebet is placed on its own slip.
      await world.placed(bettor, 'single', [aBet([home], 500, { bonus: onlyWin })]);
      await world.placed(bettor, 'single', [aBet([away], 500, { bonus: allWin })]);
      expect(await world.balance(bettor)).toBe(10_000);
    });
  });

  describe('comboboost', () => {
    async function comboOf(count: number, odds = 1.5) {
      const legs: { match: WorldMatch; home: WorldSelection }[] = [];
      for (let i = 0; i < count; i += 1) legs.push(await aResultLine({ '1': odds, X: 3.5, '2': 5 }));
      return legs;
    }

    async function comboboostOf(bettor: Bettor) {
      const list = (await get(bettor, '/api/v2/bonuses?type=comboboost')).json();
      const [boost] = z.array(BonusSchema).parse(list.data);
      if (!boost) throw new Error('no comboboost offered');
      return boost;
    }

    it('is offered with its boosted odds once a combo reaches a range, and says what is within reach', async () => {
      const bettor = await world.aBettor();
      const legs = await comboOf(3);
      const selections = legs.map((leg) => leg.home);
      const res = await post(bettor, '/api/v2/bonuses', {
        bets: [
          { type: 'combo', stake: { value: 1_000, currency: 'EUR' }, selections },
          { type: 'combo', stake: { value: 1_000, currency: 'EUR' }, selections: selections.slice(0, 2) },
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
      const [three, two] = z.array(BetBonusOfferSchema).parse(res.json().bets);
      // 1.5³ = 3.375; +5 % profit: 1 + 2.375 × 1.05 = 3.49375.
      expect(three?.available_bonuses).toMatchObject([
        {
          bonus_type: 'comboboost',
          bonus_odds: 3.49375,
          active_range_index: 0,
          suitable_selections: [0, 1, 2],
        },
      ]);
      expect(three?.upcoming_bonuses).toMatchObject([{ selections_needed: 2, percent: 10 }]);
      expect(two?.available_bonuses).toEqual([]);
      expect(two?.upcoming_bonuses).toMatchObject([{ selections_needed: 1, percent: 5 }]);
    });

    it('raises a won combo’s payout by its percentage of profit, and spends one use', async () => {
      const bettor = await world.aBettor({ balances: { EUR: 10_000 } });
      const boost = await comboboostOf(bettor);
      const legs = await comboOf(3);
      const bonus = { id: boost.id, type: 'comboboost', odds: 3.49375 };
      const [bet] = await world.placed(bettor, 'combo', [
        aBet(
          legs.map((l) => l.home),
          1_000,
          { bonus },
        ),
      ]);
      expect(bet?.odds).toBe(3.375);
      expect(bet?.bonus).toEqual(bonus);
      expect(bet?.potential_win).toBe(3_493);
      expect(await world.balance(bettor)).toBe(9_000);
      for (const leg of legs) await homeWins(leg.match);
      await world.settle();
      // Unboosted 1000 × 3.375 = 3375; profit 2375 × 1.05 = 2493.75 → 2493; paid 3493.
      expect(await world.balance(bettor)).toBe(9_000 + 3_493);
      expect((await comboboostOf(bettor)).comboboost?.uses_count).toBe(19);
    });

    it('does not apply to a combo short of its ranges, under its min odds, or a single', async () => {
      const bettor = await world.aBettor({ balances: { EUR: 10_000 } });
      const boost = await comboboostOf(bettor);
      const bonus = { id: boost.id, type: 'comboboost', odds: 2 };
      const two = await comboOf(2);
      const cheap = await comboOf(3, 1.1);
      for (const slip of [
        aSlip('combo', [
          aBet(
            two.map((l) => l.home),
            1_000,
            { bonus },
          ),
        ]),
        aSlip('combo', [
          aBet(
            cheap.map((l) => l.home),
            1_000,
            { bonus },
          ),
        ]),
        aSlip('single', [aBet([two[0]?.home as WorldSelection], 1_000, { bonus })]),
      ]) {
        const res = await world.place(bettor, slip);
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json().error.bets[0].code).toBe('bonus_unavailable');
      }
      expect(await world.balance(bettor)).toBe(10_000);
    });

    it('keeps a verified-only boost from unverified players', async () => {
      const at = new Date(world.clock.now()).toISOString();
      await world.db.insert(bonusCampaigns).values({
        kind: 'comboboost',
        status: 'active',
        texts: { en: { title: 'Verified boost', description: '', terms: '' } },
        rules: {
          ranges: [{ min_count: 2, max_count: 10, bonus_odds: 50 }],
          min_odds: 1.01,
          uses_count: 5,
          only_verified: true,
        },
        images: { desktop: null, mobile: null },
        startsAt: at,
        createdAt: at,
        updatedAt: at,
      });
      const bettor = await world.aBettor();
      const list = z
        .array(BonusSchema)
        .parse((await get(bettor, '/api/v2/bonuses?type=comboboost')).json().data);
      const verifiedOnly = list.find((b) => b.comboboost?.only_verified);
      expect(verifiedOnly).toBeDefined();
      const legs = await comboOf(2);
      const res = await world.place(
        bettor,
        aSlip('combo', [
          aBet(
            legs.map((l) => l.home),
            1_000,
            { bonus: { id: verifiedOnly?.id ?? 0, type: 'comboboost', odds: 2.5 } },
          ),
        ]),
      );
      expect(res.json().error.bets[0].code).toBe('bonus_unavailable');
      const offer = (
        await post(bettor, '/api/v2/bonuses', {
          bets: [
            { type: 'combo', stake: { value: 1_000, currency: 'EUR' }, selections: legs.map((l) => l.home) },
          ],
        })
      ).json();
      expect(offer.bets[0].available_bonuses).toEqual([]);
    });
  });
});

describe.each(testDatabaseKinds())('several freebets in one slip on %s (MULTI_ACTIVE_FREEBETS)', (kind) => {
  let world: BettingWorld;

  beforeAll(async () => {
    world = await BettingWorld.open(kind, { env: { MULTI_ACTIVE_FREEBETS: '1' } });
    await seedDemoCampaigns(world.db, world.clock.now(), { kinds: ['freebet'] });
  });
  afterAll(async () => world.close());

  it('says so in the settings and places two bets with two freebets, never one freebet twice', async () => {
    const settings = await world.call('GET', '/api/v2/settings', null);
    expect(settings.json().is_multi_active_freebets_allowed).toBe(true);
    const bettor = await world.aBettor({ balances: { EUR: 10_000 } });
    const redeem = async (code: string) =>
      BonusSchema.parse((await world.call('POST', '/api/v2/bonuses/promo-code', bettor, { code })).json());
    const only = await redeem('WELCOME5');
    const all = await redeem('ALLWIN5');
    const home = (await world.aLine(await world.aMatch(), 1, '', { '1': 2, X: 3.4, '2': 3.6 }))['1'];
    const away = (await world.aLine(await world.aMatch(), 1, '', { '1': 1.8, X: 3.4, '2': 2.1 }))['2'];
    if (!home || !away) throw new Error('no prices');
    const onlyWin = { id: only.id, type: 'freebet_only_win', odds: null };
    const allWin = { id: all.id, type: 'freebet_all_win', odds: null };
    const twice = await world.place(
      bettor,
      aSlip('single', [aBet([home], 500, { bonus: onlyWin }), aBet([away], 500, { bonus: onlyWin })]),
    );
    expect(twice.statusCode).toBe(422);
    const placed = await world.placed(bettor, 'single', [
      aBet([home], 500, { bonus: onlyWin }),
      aBet([away], 500, { bonus: allWin }),
    ]);
    expect(placed.map((bet) => bet.bonus?.id)).toEqual([only.id, all.id]);
    expect(await world.balance(bettor)).toBe(10_000);
  });
});
