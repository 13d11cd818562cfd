import { BetSchema } from '@sportsbook/contract/entities/bet';
import type { Market } from '@sportsbook/contract/entities/market';
import { PlaceBetsErrorSchema } from '@sportsbook/contract/sportsbook/bet-calls';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { betSelections } from '../../src/db/schema';
import { testDatabaseKinds } from '../support/database';
import { aBet, aSlip, BettingWorld, type Bettor, type WorldSelection } from './support/betting-world';

/*
 * Odds that move between the moment a client reads them and the moment it places (spec §4 acceptance
 * modes none / higher / any, and tampered prices): the client reads the book through the catalogue call,
 * the book moves in the database, then the client places at the odds it read.
 */
describe.each(testDatabaseKinds())('odds acceptance on %s', (kind) => {
  let world: BettingWorld;

  beforeAll(async () => {
    world = await BettingWorld.open(kind);
  });
  afterAll(async () => world.close());

  /** What a client shows for the home win of a fresh match, read through GET /matches/{id}/markets. */
  async function clientReadsHomeWin(): Promise<WorldSelection> {
    const match = await world.aMatch();
    const res = await world.call('GET', `/api/v2/matches/${match.id}/markets?market_id=1`, null);
    expect(res.statusCode).toBe(200);
    const [market] = res.json<{ data: Market[] }>().data;
    const odds = market?.outcomes.find((o) => o.id === '1')?.odds;
    if (odds === undefined) throw new Error('no home win on the board');
    return { match_id: match.id, market_id: 1, specifier: '', outcome_id: '1', odds };
  }

  async function placeAfterMove(bettor: Bettor, factor: number) {
    const read = await clientReadsHomeWin();
    const moved = Math.round(read.odds * factor * 100) / 100;
    await world.setOdds(read, moved);
    const res = await world.place(bettor, aSlip('single', [aBet([read], 1_000)]));
    return { res, read, moved };
  }

  async function storedOdds(betId: number) {
    const [row] = await world.db
      .select({ requested: betSelections.requestedOdds, accepted: betSelections.acceptedOdds })
      .from(betSelections)
      .where(eq(betSelections.betId, betId));
    return row;
  }

  const placedBet = (body: unknown) => z.array(BetSchema).parse(body)[0];

  it('places at unchanged odds in every mode', async () => {
    for (const mode of ['none', 'higher', 'any']) {
      const bettor = await world.aBettor({ oddsAcceptMode: mode });
      const read = await clientReadsHomeWin();
      const res = await world.place(bettor, aSlip('single', [aBet([read])]));
      expect(res.statusCode).toBe(201);
      expect(placedBet(res.json())?.odds).toBe(read.odds);
    }
  });

  describe('mode none (the operator default)', () => {
    it.each([
      ['risen', 1.1],
      ['dropped', 0.9],
    ])(
      'refuses odds that have %s with odds_different_than_bookmaker and the current odds',
      async (_, factor) => {
        const bettor = await world.aBettor();
        const { res, read, moved } = await placeAfterMove(bettor, factor);
        expect(res.statusCode).toBe(422);
        const error = PlaceBetsErrorSchema.parse(res.json()).error;
        expect(error).toMatchObject({
          code: 'odds_different_than_bookmaker',
          message_key: 'error.risk_validation.odds_different_than_bookmaker',
        });
        expect(error.bets?.[0]?.current_odds).toEqual([{ ...read, odds: moved }]);
        expect(await world.betCount(bettor)).toBe(0);
        expect(await world.balance(bettor)).toBe(100_000);
      },
    );
  });

  describe('mode higher', () => {
    it('places at the risen odds, keeping the requested ones', async () => {
      const bettor = await world.aBettor({ oddsAcceptMode: 'higher' });
      const { res, read, moved } = await placeAfterMove(bettor, 1.2);
      expect(res.statusCode).toBe(201);
      const bet = placedBet(res.json());
      expect(bet?.odds).toBe(moved);
      expect(bet?.potential_win).toBe(Math.floor(1_000 * moved + 1e-6));
      expect(await storedOdds(bet?.id ?? 0)).toEqual({ requested: read.odds, accepted: moved });
    });

    it('refuses dropped odds with odds_higher_than_bookmakers_current_odds', async () => {
      const bettor = await world.aBettor({ oddsAcceptMode: 'higher' });
      const { res } = await placeAfterMove(bettor, 0.8);
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toMatchObject({
        code: 'odds_higher_than_bookmakers_current_odds',
        message_key: 'error.risk_validation.odds_higher_than_bookmakers_current_odds',
      });
      expect(await world.betCount(bettor)).toBe(0);
    });
  });

  describe('mode any', () => {
    it.each([
      ['risen', 1.3],
      ['dropped', 0.85],
    ])('places at odds that have %s, at the current price', async (_, factor) => {
      const bettor = await world.aBettor({ oddsAcceptMode: 'any' });
      const { res, read, moved } = await placeAfterMove(bettor, factor);
      expect(res.statusCode).toBe(201);
      const bet = placedBet(res.json());
      expect(bet?.odds).toBe(moved);
      expect(await storedOdds(bet?.id ?? 0)).toEqual({ requested: read.odds, accepted: moved });
      expect(await world.balance(bettor)).toBe(100_000 - 1_000);
    });
  });

  describe('a tampered price (more than 1.5 × the current odds)', () => {
    it.each(['none', 'higher'])('is refused in mode %s with odds_higher_than_bookmakers', async (mode) => {
      const bettor = await world.aBettor({ oddsAcceptMode: mode });
      const read = await clientReadsHomeWin();
      const res = await world.place(
        bettor,
        aSlip('single', [aBet([{ ...read, odds: Math.round(read.odds * 300) / 100 }])]),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toMatchObject({
        code: 'odds_higher_than_bookmakers',
        message_key: 'error.risk_validation.odds_higher_than_bookmakers',
      });
    });

    it('is placed at the current price in mode any', async () => {
      const bettor = await world.aBettor({ oddsAcceptMode: 'any' });
      const read = await clientReadsHomeWin();
      const res = await world.place(bettor, aSlip('single', [aBet([{ ...read, odds: 50 }])]));
      expect(res.statusCode).toBe(201);
      expect(placedBet(res.json())?.odds).toBe(read.odds);
    });
  });

  it('judges every selection of a combo and lists every moved one', async () => {
    const bettor = await world.aBettor({ oddsAcceptMode: 'higher' });
    const first = await clientReadsHomeWin();
    const second = await clientReadsHomeWin();
    await world.setOdds(first, first.odds + 0.2);
    await world.setOdds(second, second.odds - 0.05);
    const res = await world.place(bettor, aSlip('combo', [aBet([first, second])]));
    expect(res.statusCode).toBe(422);
    const error = PlaceBetsErrorSchema.parse(res.json()).error;
    expect(error.code).toBe('odds_higher_than_bookmakers_current_odds');
    expect(error.bets?.[0]?.current_odds?.map((o) => o.match_id)).toEqual([first.match_id, second.match_id]);
  });

  it('follows the mode the player saves with POST /settings', async () => {
    const bettor = await world.aBettor();
    const saved = await world.call('POST', '/api/v2/settings', bettor, { auto_accept_odds_change: 'any' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().odds_accept_mode).toBe('any');
    const { res } = await placeAfterMove(bettor, 0.9);
    expect(res.statusCode).toBe(201);
  });

  describe('a custom bet whose price moved (code 120)', () => {
    async function quotedCustomBet() {
      const match = await world.aMatch({ ratings: { home: 1650, away: 1450 } });
      const legs = [match.selection(1, '1'), match.selection(18, 'over', 'total=2.5')];
      const res = await world.call('POST', '/api/v3/bets/custom/odds', null, {
        match_id: match.id,
        selections: legs.map(({ market_id, specifier, outcome_id }) => ({
          market_id,
          specifier,
          outcome_id,
        })),
      });
      expect(res.statusCode).toBe(200);
      // The home side weakens: the same builder is now less likely, so it pays more.
      await world.setRatings(match.id, { home: 1450, away: 1650 });
      return { match, legs, quoted: res.json<{ odds: number }>().odds };
    }

    it('is refused in mode none with the price now', async () => {
      const bettor = await world.aBettor();
      const { legs, quoted } = await quotedCustomBet();
      const res = await world.place(
        bettor,
        aSlip('custom_bet', [aBet(legs, 1_000, { custom_odds: quoted })]),
      );
      expect(res.statusCode).toBe(422);
      const error = PlaceBetsErrorSchema.parse(res.json()).error;
      expect(error).toMatchObject({ code: 120, message_key: 'error.place_bets.invalid_odds_custom_bet' });
      expect(error.bets?.[0]?.current_custom_odds).toBeGreaterThan(quoted);
    });

    it('is placed at the new price in mode higher when it rose', async () => {
      const bettor = await world.aBettor({ oddsAcceptMode: 'higher' });
      const { legs, quoted } = await quotedCustomBet();
      const res = await world.place(
        bettor,
        aSlip('custom_bet', [aBet(legs, 1_000, { custom_odds: quoted })]),
      );
      expect(res.statusCode).toBe(201);
      expect(placedBet(res.json())?.odds).toBeGreaterThan(quoted);
    });
  });
});
