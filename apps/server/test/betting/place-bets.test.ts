import { BetSchema } from '@sportsbook/contract/entities/bet';
import { PlaceBetsErrorSchema } from '@sportsbook/contract/sportsbook/bet-calls';
import { combinedOdds, potentialWin } from '@sportsbook/core/ticket/odds-math';
import { parseSystemId, systemOdds } from '@sportsbook/core/ticket/system-bets';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accountLedger, betSelections, betStatusHistory, bets } from '../../src/db/schema';
import { testDatabaseKinds } from '../support/database';
import {
  aBet,
  aSlip,
  BETTING_NOW,
  BettingWorld,
  type Bettor,
  type WorldMatch,
} from './support/betting-world';

const PlacedSchema = z.array(BetSchema);

/*
 * POST /api/v3/bets: each bet type placed with a full record (bet, selections, status history, ledger,
 * balance), and every refusal of the server-side checks: 422 with per-bet refusals, nothing placed, no
 * money moved.
 */
describe.each(testDatabaseKinds())('placing bets on %s', (kind) => {
  let world: BettingWorld;
  let matches: WorldMatch[];

  beforeAll(async () => {
    world = await BettingWorld.open(kind);
    matches = await world.matches(4);
  });
  afterAll(async () => world.close());

  const m = (i: number) => matches[i] as WorldMatch;

  describe('each bet type', () => {
    it('places a single: 201, waiting_results, potential win rounded down, full record', async () => {
      const bettor = await world.aBettor({ balances: { EUR: 10_000 } });
      const selection = m(0).selection(1, '1');
      const res = await world.place(bettor, aSlip('single', [aBet([selection], 1_234)]));
      expect(res.statusCode).toBe(201);
      const [bet] = PlacedSchema.parse(res.json());
      expect(bet).toMatchObject({
        type: 'single',
        status: 'waiting_results',
        stake: 1_234,
        currency: 'EUR',
        subunits: 100,
        odds: selection.odds,
        potential_win: potentialWin(1_234, selection.odds),
        result: 'no_results',
        win_amount: null,
        to_cashout: null,
        bonus: null,
        system: null,
        is_vip: false,
        used_in_jackpot: false,
        created_at: new Date(BETTING_NOW).toISOString(),
      });
      expect(bet?.ref).toMatch(/^SB[0-9A-HJKMNP-TV-Z]{10}$/);
      expect(bet?.selections).toEqual([
        expect.objectContaining({
          status: 'no_results',
          market: { id: 1, name: '1x2' },
          outcome: { id: '1', name: m(0).homeName },
          odds: selection.odds,
          specifier: '',
          match: expect.objectContaining({
            id: m(0).id,
            name: `${m(0).homeName} - ${m(0).awayName}`,
            status: 0,
            home_name: m(0).homeName,
            away_name: m(0).awayName,
            sport_key: 'football',
            provider: 'betradar',
          }),
          category: { id: 1, name: 'England' },
        }),
      ]);
      expect(await world.balance(bettor)).toBe(10_000 - 1_234);

      const id = bet?.id ?? 0;
      const [row] = await world.db.select().from(bets).where(eq(bets.id, id));
      expect(row).toMatchObject({
        playerId: bettor.playerId,
        type: 'single',
        status: 'waiting_results',
        stake: 1_234,
        currency: 'EUR',
        odds: selection.odds,
        quick: false,
        isVip: false,
        deviceId: '5f8a2c1e-1111-4222-8333-944455556666',
        systemId: null,
        customOdds: null,
      });
      const [stored] = await world.db.select().from(betSelections).where(eq(betSelections.betId, id));
      expect(stored).toMatchObject({
        matchId: m(0).id,
        marketId: 1,
        outcomeId: '1',
        requestedOdds: selection.odds,
        acceptedOdds: selection.odds,
        provider: 'betradar',
      });
      expect(stored?.names.de?.outcome).toBe(`Heim ${m(0).id}`);
      const history = await world.db
        .select({ status: betStatusHistory.status, actor: betStatusHistory.actor })
        .from(betStatusHistory)
        .where(eq(betStatusHistory.betId, id))
        .orderBy(asc(betStatusHistory.id));
      expect(history).toEqual([
        { status: 'submitted', actor: 'player' },
        { status: 'waiting_results', actor: 'system' },
      ]);
      const ledger = await world.db.select().from(accountLedger).where(eq(accountLedger.betId, id));
      expect(ledger).toEqual([
        expect.objectContaining({ amount: -1_234, kind: 'bet_stake', balanceAfter: 10_000 - 1_234 }),
      ]);
    });

    it('places a combo at the product of its odds', async () => {
      const bettor = await world.aBettor();
      const selections = [m(0).selection(1, '1'), m(1).selection(29, 'yes'), m(2).selection(1, 'X')];
      const res = await world.place(bettor, aSlip('combo', [aBet(selections, 500)]));
      expect(res.statusCode).toBe(201);
      const [bet] = PlacedSchema.parse(res.json());
      const odds = combinedOdds(selections.map((s) => s.odds));
      expect(bet).toMatchObject({ type: 'combo', odds, potential_win: potentialWin(500, odds) });
      expect(bet?.selections.map((s) => s.match.id)).toEqual([m(0).id, m(1).id, m(2).id]);
    });

    it('places a system bet at its system odds (SYS4), with its system', async () => {
      const bettor = await world.aBettor();
      const selections = [m(0).selection(1, '2'), m(1).selection(1, '1'), m(2).selection(10, '1X')];
      const res = await world.place(bettor, aSlip('system', [aBet(selections, 900, { system_id: '2/3' })]));
      expect(res.statusCode).toBe(201);
      const [bet] = PlacedSchema.parse(res.json());
      const odds = systemOdds(
        selections.map((s) => s.odds),
        parseSystemId('2/3') ?? { winCount: 2, totalCount: 3 },
      );
      expect(bet).toMatchObject({
        type: 'system',
        odds,
        potential_win: potentialWin(900, odds),
        system: { id: '2/3', win_count: 2, total_count: 3 },
      });
    });

    it('places a custom bet at the bet builder price', async () => {
      const bettor = await world.aBettor();
      const legs = [m(3).selection(1, '1'), m(3).selection(18, 'over', 'total=2.5')];
      const quote = await world.call('POST', '/api/v3/bets/custom/odds', null, {
        match_id: m(3).id,
        selections: legs.map(({ market_id, specifier, outcome_id }) => ({
          market_id,
          specifier,
          outcome_id,
        })),
      });
      expect(quote.statusCode).toBe(200);
      const { odds } = quote.json<{ odds: number }>();
      const res = await world.place(bettor, aSlip('custom_bet', [aBet(legs, 1_000, { custom_odds: odds })]));
      expect(res.statusCode).toBe(201);
      const [bet] = PlacedSchema.parse(res.json());
      expect(bet).toMatchObject({ type: 'custom_bet', odds, potential_win: potentialWin(1_000, odds) });
      const [row] = await world.db
        .select()
        .from(bets)
        .where(eq(bets.id, bet?.id ?? 0));
      expect(row).toMatchObject({ customOdds: odds, requestedCustomOdds: odds });
    });

    it('places several singles at once, one ledger movement each, balances in bet order', async () => {
      const bettor = await world.aBettor({ balances: { EUR: 5_000 } });
      const slip = aSlip('single', [
        aBet([m(0).selection(1, '1')], 1_000),
        aBet([m(1).selection(1, '2')], 1_500),
        aBet([m(2).selection(29, 'no')], 500),
      ]);
      const res = await world.place(bettor, slip);
      expect(res.statusCode).toBe(201);
      const placed = PlacedSchema.parse(res.json());
      expect(placed.map((b) => b.stake)).toEqual([1_000, 1_500, 500]);
      const ledger = await world.db
        .select({ amount: accountLedger.amount, balanceAfter: accountLedger.balanceAfter })
        .from(accountLedger)
        .where(
          inArray(
            accountLedger.betId,
            placed.map((b) => b.id),
          ),
        )
        .orderBy(asc(accountLedger.betId));
      expect(ledger).toEqual([
        { amount: -1_000, balanceAfter: 4_000 },
        { amount: -1_500, balanceAfter: 2_500 },
        { amount: -500, balanceAfter: 2_000 },
      ]);
      expect(await world.balance(bettor)).toBe(2_000);
    });

    it('debits each currency from its own account', async () => {
      const bettor = await world.aBettor({ balances: { EUR: 5_000, USD: 3_000 } });
      const res = await world.place(
        bettor,
        aSlip('single', [
          aBet([m(0).selection(1, '1')], 1_000),
          aBet([m(1).selection(1, '1')], 700, { currency: 'USD' }),
        ]),
      );
      expect(res.statusCode).toBe(201);
      expect(await world.balance(bettor, 'EUR')).toBe(4_000);
      expect(await world.balance(bettor, 'USD')).toBe(2_300);
    });

    it('places a single on an outright, named after its competitor and its title', async () => {
      const bettor = await world.aBettor();
      const outright = await world.anOutright();
      const selection = outright.selection(1);
      const res = await world.place(bettor, aSlip('single', [aBet([selection])], { locale: 'de' }));
      expect(res.statusCode).toBe(201);
      const [bet] = PlacedSchema.parse(res.json());
      const competitorId = Number(selection.outcome_id.split(':').at(-1));
      expect(bet?.selections[0]).toMatchObject({
        outcome: { id: selection.outcome_id, name: `Verein ${competitorId}` },
        match: { name: `Liga ${outright.id} Sieger`, type: 'season', home_name: null, away_name: null },
      });
    });

    it('names the selections in the request locale and keeps the quick flag', async () => {
      const bettor = await world.aBettor();
      const res = await world.place(
        bettor,
        aSlip('single', [aBet([m(0).selection(1, '2')])], { locale: 'de', quick: true }),
      );
      expect(res.statusCode).toBe(201);
      const [bet] = PlacedSchema.parse(res.json());
      expect(bet?.selections[0]).toMatchObject({
        outcome: { name: `Gast ${m(0).id}` },
        category: { name: 'England (de)' },
        match: { name: `Heim ${m(0).id} - Gast ${m(0).id}` },
      });
      const [row] = await world.db
        .select({ quick: bets.quick })
        .from(bets)
        .where(eq(bets.id, bet?.id ?? 0));
      expect(row?.quick).toBe(true);
    });
  });

  describe('refusals: 422, nothing placed, no money moved', () => {
    /** Places and expects a refusal; checks that neither the balance nor the bets moved. */
    async function refused(bettor: Bettor, body: unknown, currency = 'EUR') {
      const balance = await world.balance(bettor, currency);
      const betCount = await world.betCount(bettor);
      const res = await world.place(bettor, body);
      expect(res.statusCode, res.body).toBe(422);
      const error = PlaceBetsErrorSchema.parse(res.json()).error;
      expect(await world.balance(bettor, currency)).toBe(balance);
      expect(await world.betCount(bettor)).toBe(betCount);
      return error;
    }

    const cases: {
      name: string;
      code: string | number;
      key: string;
      body: (bettor: Bettor) => Promise<unknown> | unknown;
    }[] = [
      {
        name: 'a single with two selections',
        code: 'invalid_bet_type',
        key: 'error.place_bets.invalid_bet_type',
        body: () => aSlip('single', [aBet([m(0).selection(1, '1'), m(1).selection(1, '1')])]),
      },
      {
        name: 'a combo of one selection',
        code: 'invalid_bet_type',
        key: 'error.place_bets.invalid_bet_type',
        body: () => aSlip('combo', [aBet([m(0).selection(1, '1')])]),
      },
      {
        name: 'a system without system_id',
        code: 'invalid_bet_type',
        key: 'error.place_bets.invalid_bet_type',
        body: () =>
          aSlip('system', [aBet([m(0).selection(1, '1'), m(1).selection(1, '1'), m(2).selection(1, '1')])]),
      },
      {
        name: 'a system whose type does not fit its selections',
        code: 'invalid_bet_type',
        key: 'error.place_bets.invalid_bet_type',
        body: () =>
          aSlip('system', [
            aBet([m(0).selection(1, '1'), m(1).selection(1, '1'), m(2).selection(1, '1')], 1_000, {
              system_id: '2/4',
            }),
          ]),
      },
      {
        name: 'a single sent with a system_id (meta.type disagrees with the bet)',
        code: 'invalid_bet_type',
        key: 'error.place_bets.invalid_bet_type',
        body: () => aSlip('single', [aBet([m(0).selection(1, '1')], 1_000, { system_id: '2/3' })]),
      },
      {
        name: 'a combo sent with custom_odds',
        code: 'invalid_bet_type',
        key: 'error.place_bets.invalid_bet_type',
        body: () =>
          aSlip('combo', [aBet([m(0).selection(1, '1'), m(1).selection(1, '1')], 1_000, { custom_odds: 3 })]),
      },
      {
        name: 'a custom bet without custom_odds',
        code: 'invalid_bet_type',
        key: 'error.place_bets.invalid_bet_type',
        body: () => aSlip('custom_bet', [aBet([m(0).selection(1, '1'), m(0).selection(29, 'yes')])]),
      },
      {
        name: 'a custom bet over two matches',
        code: 'invalid_bet_type',
        key: 'error.place_bets.invalid_bet_type',
        body: () =>
          aSlip('custom_bet', [
            aBet([m(0).selection(1, '1'), m(1).selection(29, 'yes')], 1_000, { custom_odds: 3 }),
          ]),
      },
      {
        name: 'the same match twice in a combo',
        code: 'not_combinable',
        key: 'error.place_bets.not_combinable',
        body: () => aSlip('combo', [aBet([m(0).selection(1, '1'), m(0).selection(29, 'yes')])]),
      },
      {
        name: 'the same selection twice',
        code: 'duplicate_selection',
        key: 'error.place_bets.duplicate_selection',
        body: () => aSlip('combo', [aBet([m(0).selection(1, '1'), m(0).selection(1, '1')])]),
      },
      {
        name: 'contradictory outcomes in a custom bet',
        code: 'not_combinable',
        key: 'error.place_bets.not_combinable',
        body: () =>
          aSlip('custom_bet', [
            aBet([m(0).selection(1, '1'), m(0).selection(1, '2')], 1_000, { custom_odds: 5 }),
          ]),
      },
      {
        name: 'a market the bet builder cannot price (a quarter line) in a custom bet',
        code: 'not_combinable',
        key: 'error.custom_bet.market_not_eligible',
        body: () =>
          aSlip('custom_bet', [
            aBet([m(0).selection(1, '1'), m(0).selection(18, 'over', 'total=2.75')], 1_000, {
              custom_odds: 3,
            }),
          ]),
      },
      {
        name: 'an unknown outcome id',
        code: 'selection_unavailable',
        key: 'error.place_bets.selection_unavailable',
        body: () => aSlip('single', [aBet([{ ...m(0).selection(1, '1'), outcome_id: 'nobody' }])]),
      },
      {
        name: 'an unknown match',
        code: 'selection_unavailable',
        key: 'error.place_bets.selection_unavailable',
        body: () => aSlip('single', [aBet([{ ...m(0).selection(1, '1'), match_id: 999_999 }])]),
      },
      {
        name: 'a specifier the market does not have',
        code: 'selection_unavailable',
        key: 'error.place_bets.selection_unavailable',
        body: () =>
          aSlip('single', [aBet([{ ...m(0).selection(18, 'over', 'total=2.5'), specifier: 'total=99.5' }])]),
      },
      {
        name: 'an unknown stake currency',
        code: 'account_unavailable',
        key: 'error.place_bets.account_unavailable',
        body: () => aSlip('single', [aBet([m(0).selection(1, '1')], 1_000, { currency: 'GBP' })]),
      },
      {
        name: 'a bonus',
        code: 'bonus_unavailable',
        key: 'error.place_bets.bonus_unavailable',
        body: () =>
          aSlip('single', [
            aBet([m(0).selection(1, '1')], 1_000, { bonus: { id: 7, type: 'freebet', odds: null } }),
          ]),
      },
      {
        name: 'odds below 1.01',
        code: 101,
        key: 'error.place_bets.invalid_odds',
        body: () => aSlip('single', [aBet([{ ...m(0).selection(1, '1'), odds: 1.005 }])]),
      },
      {
        name: 'odds with more than 3 decimals',
        code: 101,
        key: 'error.place_bets.invalid_odds',
        body: () => aSlip('single', [aBet([{ ...m(0).selection(1, '1'), odds: 1.5001 }])]),
      },
      {
        name: 'custom odds that are not a price',
        code: 120,
        key: 'error.place_bets.invalid_odds_custom_bet',
        body: () =>
          aSlip('custom_bet', [
            aBet([m(0).selection(1, '1'), m(0).selection(29, 'yes')], 1_000, { custom_odds: 3.14157 }),
          ]),
      },
      {
        name: 'a stake too small to win anything',
        code: 'invalid_stake',
        key: 'error.place_bets.invalid_stake',
        body: () => aSlip('single', [aBet([m(0).selection(10, '1X')], 1)]),
      },
      {
        name: 'stakes above the balance',
        code: 'insufficient_balance',
        key: 'error.place_bets.insufficient_balance',
        body: () =>
          aSlip('single', [aBet([m(0).selection(1, '1')], 60_000), aBet([m(1).selection(1, '1')], 60_000)]),
      },
    ];

    it.each(cases)('refuses $name ($code)', async ({ code, key, body }) => {
      const bettor = await world.aBettor();
      const error = await refused(bettor, await body(bettor));
      expect(error).toMatchObject({ code, message_key: key });
      expect(error.bets?.[0]).toMatchObject({ index: 0, code, message_key: key });
      expect(error.bets?.[0]?.localized_message.length).toBeGreaterThan(5);
    });

    it('refuses a closed market, an inactive outcome, a finished match and an inactive provider', async () => {
      const bettor = await world.aBettor();
      const [a, b, c, d] = await world.matches(4);
      if (!a || !b || !c || !d) throw new Error('no matches');
      const suspended = a.selection(1, '1');
      await world.setMarketStatus(suspended, -1);
      const inactive = b.selection(1, '1');
      await world.deactivate(inactive);
      await world.setMatchStatus(c.id, 4);
      await world.setProviderStatus('betradar', 'inactive');
      try {
        const providerOff = await refused(bettor, aSlip('single', [aBet([d.selection(1, '1')])]));
        expect(providerOff.code).toBe('selection_unavailable');
        expect(providerOff.message).toContain('provider betradar is inactive');
      } finally {
        await world.setProviderStatus('betradar', 'active');
      }
      for (const selection of [suspended, inactive, c.selection(1, '1')]) {
        const error = await refused(bettor, aSlip('single', [aBet([selection])]));
        expect(error.code).toBe('selection_unavailable');
      }
      expect((await world.place(bettor, aSlip('single', [aBet([d.selection(1, '1')])]))).statusCode).toBe(
        201,
      );
    });

    it('refuses an inactive account and selections of two providers in one combo', async () => {
      const bettor = await world.aBettor({ balances: { EUR: 10_000, USD: 10_000 }, inactive: ['USD'] });
      const error = await refused(
        bettor,
        aSlip('single', [aBet([m(0).selection(1, '1')], 100, { currency: 'USD' })]),
        'USD',
      );
      expect(error.code).toBe('account_unavailable');
      const esports = await world.aMatch({ sport: 'cs2' });
      const mixed = await refused(
        bettor,
        aSlip('combo', [aBet([m(0).selection(1, '1'), esports.selection(186, '1')])]),
      );
      expect(mixed).toMatchObject({ code: 'not_combinable', message_key: 'error.place_bets.not_combinable' });
      expect(mixed.message).toContain('providers');
    });

    it('refuses over the bet limits, with the limit and its message key', async () => {
      const rich = await world.aBettor({ balances: { EUR: 50_000_000 } });
      const stake = await refused(rich, aSlip('single', [aBet([m(0).selection(1, '1')], 500_001)]));
      expect(stake).toMatchObject({
        code: 'bet_limit_exceeded',
        message_key: 'error.validation.bet_limits.max_stake_limit_exceeded',
      });
      expect(stake.bets?.[0]?.limit).toEqual({ kind: 'max_stake', value: 500_000 });
      expect(stake.bets?.[0]?.localized_message).toBe('The stake is above the maximum of EUR\u00a05,000.00.');

      const longShots = (await world.matches(3)).map((match) => match.selection(1, '2'));
      const combo = aBet(longShots, 400_000);
      const payout = await refused(rich, aSlip('combo', [combo]));
      expect(payout).toMatchObject({
        code: 'bet_limit_exceeded',
        message_key: 'error.validation.bet_limits.payout_limit_exceeded',
      });
      expect(payout.bets?.[0]?.limit).toEqual({ kind: 'max_payout', value: 10_000_000 });

      const many = (await world.matches(21)).map((match) => match.selection(1, '1'));
      const selections = await refused(rich, aSlip('combo', [aBet(many, 100)]));
      expect(selections).toMatchObject({
        code: 'bet_limit_exceeded',
        message_key: 'error.validation.bet_limits.selection_limit_exceeded',
      });
      expect(selections.bets?.[0]?.limit).toEqual({ kind: 'max_selections', value: 20 });
      expect(selections.bets?.[0]?.localized_message).toBe('Too many selections: at most 20 per bet.');
    });

    it('is all or nothing: one refused bet keeps the others from being placed, and names only it', async () => {
      const bettor = await world.aBettor();
      const error = await refused(
        bettor,
        aSlip('single', [
          aBet([m(0).selection(1, '1')]),
          aBet([{ ...m(1).selection(1, '1'), outcome_id: 'gone' }]),
          aBet([m(2).selection(1, '1')]),
        ]),
      );
      expect(error.code).toBe('selection_unavailable');
      expect(error.bets?.map((b) => b.index)).toEqual([1]);
    });

    it('names every refused bet, the first one giving the top-level code', async () => {
      const bettor = await world.aBettor();
      const error = await refused(
        bettor,
        aSlip('single', [
          aBet([m(0).selection(1, '1')]),
          aBet([{ ...m(1).selection(1, '1'), odds: 1.0001 }]),
          aBet([m(2).selection(1, '1')], 1_000, { currency: 'BRL' }),
        ]),
      );
      expect(error.code).toBe(101);
      expect(error.message_key).toBe('error.place_bets.invalid_odds');
      expect(error.bets?.map((b) => [b.index, b.code])).toEqual([
        [1, 101],
        [2, 'account_unavailable'],
      ]);
    });

    it.each([
      ['de', 'Eine Auswahl ist nicht mehr verfügbar.'],
      ['es', 'Una selección ya no está disponible.'],
      ['pt-BR', 'Uma seleção não está mais disponível.'],
      ['br', 'Uma seleção não está mais disponível.'],
      ['pt', 'Uma seleção não está mais disponível.'],
      ['tr', 'Bir seçim artık mevcut değil.'],
      ['ar', 'أحد الاختيارات لم يعد متاحًا.'],
      ['fr', 'Une sélection n’est plus disponible.'],
      ['fr-BE', 'Une sélection n’est plus disponible.'],
      ['it', 'Una selezione non è più disponibile.'],
      ['pl', 'Jedno ze zdarzeń nie jest już dostępne.'],
      ['he', 'אחת הבחירות כבר אינה זמינה.'],
      ['en-GB', 'A selection is no longer available.'],
      ['xx', 'A selection is no longer available.'],
    ])('writes localized_message in the request locale %s (unknown: English)', async (locale, text) => {
      const bettor = await world.aBettor();
      const error = await refused(
        bettor,
        aSlip('single', [aBet([{ ...m(0).selection(1, '1'), outcome_id: 'gone' }])], { locale }),
      );
      expect(error.bets?.[0]?.localized_message).toBe(text);
    });

    it('writes limit values for the locale', async () => {
      const rich = await world.aBettor({ balances: { EUR: 50_000_000 } });
      const error = await refused(
        rich,
        aSlip('single', [aBet([m(0).selection(1, '1')], 600_000)], { locale: 'de' }),
      );
      expect(error.bets?.[0]?.localized_message).toBe(
        'Der Einsatz liegt über dem Höchstbetrag von 5.000,00\u00a0EUR.',
      );
    });

    it('refuses a French bettor in French, the limit written the French way', async () => {
      const rich = await world.aBettor({ balances: { EUR: 50_000_000 } });
      const error = await refused(
        rich,
        aSlip('single', [aBet([m(0).selection(1, '1')], 600_000)], { locale: 'fr' }),
      );
      expect(error.bets?.[0]).toMatchObject({
        message_key: 'error.validation.bet_limits.max_stake_limit_exceeded',
        localized_message: 'La mise dépasse le maximum de 5\u202f000,00\u00a0EUR.',
      });
    });
  });

  describe('who may bet', () => {
    it('answers 401 without a bearer token or with a bad one, and places nothing', async () => {
      const slip = aSlip('single', [aBet([m(0).selection(1, '1')])]);
      const anonymous = await world.place(null, slip);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().error.code).toBe('unauthorized');
      const forged = await world.place(
        { playerId: 1, sessionId: 1, authorization: 'Bearer not-a-token' },
        slip,
      );
      expect(forged.statusCode).toBe(401);
    });

    it('forbids a pve player with 403, code 114 and its message key', async () => {
      const pve = await world.aBettor({ pve: true });
      const res = await world.place(pve, aSlip('single', [aBet([m(0).selection(1, '1')])]));
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({
        code: 114,
        message_key: 'error.platform.pve_player_bet_forbidden',
      });
      expect(await world.betCount(pve)).toBe(0);
      expect(await world.balance(pve)).toBe(100_000);
    });
  });

  describe('bad input: 400 with a code and message key, nothing placed, no money moved', () => {
    const selection = () => m(0).selection(1, '1');
    const withStake = (value: unknown) => ({
      ...aSlip('single', [aBet([selection()])]),
      bets: [{ stake: { value, currency: 'EUR' }, selections: [selection()] }],
    });
    const withOdds = (odds: unknown) => aSlip('single', [aBet([{ ...selection(), odds } as never])]);
    const cases: [string, () => unknown][] = [
      ['a negative stake', () => withStake(-100)],
      ['a zero stake', () => withStake(0)],
      ['a fractional stake', () => withStake(10.5)],
      ['a huge stake', () => withStake(1e300)],
      ['a stake past the safe integers', () => withStake(2 ** 53)],
      ['a stake as a string', () => withStake('100')],
      ['a stake as null', () => withStake(null)],
      ['odds as a string', () => withOdds('1.5')],
      ['odds of 1', () => withOdds(1)],
      ['negative odds', () => withOdds(-2)],
      ['no selections', () => ({ ...aSlip('single', [aBet([selection()])]), bets: [aBet([])] })],
      ['no bets', () => ({ ...aSlip('single', [aBet([selection()])]), bets: [] })],
      ['500 selections', () => aSlip('combo', [aBet(Array.from({ length: 500 }, () => selection()))])],
      [
        'an unknown bet type',
        () => ({
          ...aSlip('single', [aBet([selection()])]),
          meta: { device_id: 'd', quick: false, type: 'parlay' },
        }),
      ],
      ['an extra field on the body', () => ({ ...aSlip('single', [aBet([selection()])]), admin: true })],
      [
        'an extra field on a selection',
        () => aSlip('single', [aBet([{ ...selection(), price: 9 } as never])]),
      ],
      [
        'selections as an object',
        () => ({ ...aSlip('single', []), bets: [{ stake: { value: 1, currency: 'EUR' }, selections: {} }] }),
      ],
      ['a lower-case currency', () => aSlip('single', [aBet([selection()], 100, { currency: 'eur' })])],
      [
        'a match id as a string',
        () => aSlip('single', [aBet([{ ...selection(), match_id: `${m(0).id}` } as never])]),
      ],
      ['a missing locale', () => ({ meta: aSlip('single', []).meta, bets: [aBet([selection()])] })],
    ];

    it.each(cases)('refuses %s', async (_name, body) => {
      const bettor = await world.aBettor();
      const res = await world.place(bettor, body());
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'validation_failed',
        message_key: 'error.place_bets.invalid_request',
      });
      expect(res.json().error.details.length).toBeGreaterThan(0);
      expect(await world.betCount(bettor)).toBe(0);
      expect(await world.balance(bettor)).toBe(100_000);
    });

    it('refuses a body that is not JSON (NaN) with 400', async () => {
      const bettor = await world.aBettor();
      const res = await world.t.app.inject({
        method: 'POST',
        url: '/api/v3/bets',
        headers: {
          authorization: bettor.authorization,
          'idempotency-key': 'nan-1',
          'content-type': 'application/json',
        },
        payload:
          '{"meta":{"device_id":"d","quick":false,"type":"single"},"bets":[{"stake":{"value":NaN,"currency":"EUR"}}],"locale":"en"}',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'bad_request',
        message_key: 'error.place_bets.invalid_request',
      });
      expect(await world.betCount(bettor)).toBe(0);
    });

    it('refuses a placement without an Idempotency-Key, or with one that is not a key', async () => {
      const bettor = await world.aBettor();
      for (const key of [null, '', 'has space', 'x'.repeat(256)]) {
        const res = await world.place(bettor, aSlip('single', [aBet([selection()])]), { key });
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toMatchObject({
          code: 'idempotency_key_required',
          message_key: 'error.place_bets.idempotency_key_required',
        });
      }
      expect(await world.betCount(bettor)).toBe(0);
    });
  });
});
