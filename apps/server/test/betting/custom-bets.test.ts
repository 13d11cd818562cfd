import type { Market } from '@sportsbook/contract/entities/market';
import { combinedOdds } from '@sportsbook/core/ticket/odds-math';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roundOdds } from '../../src/feed/pricing/margin';
import type { MatchModel, Tally } from '../../src/feed/pricing/match-model';
import { SPORT_MODELS, type TallySportModel } from '../../src/feed/pricing/sport-models';
import { TallyQuantities } from '../../src/feed/pricing/tally-quantities';
import { testDatabaseKinds } from '../support/database';
import { BettingWorld, type WorldMatch, type WorldSelection } from './support/betting-world';

const FOOTBALL = SPORT_MODELS.football as TallySportModel;
const RATINGS: Tally = { home: 1600, away: 1450 };

/** The fair chance of `wins` over every final score, summed cell by cell (the brute force the API must match). */
function bruteForce(model: MatchModel, wins: Wins): number {
  const q = new TallyQuantities(FOOTBALL, model);
  const home = q.side('match', 'home');
  const away = q.side('match', 'away');
  let total = 0;
  home.p.forEach((ph, i) => {
    away.p.forEach((pa, j) => {
      if (wins(home.offset + i, away.offset + j)) total += ph * pa;
    });
  });
  return total;
}

/**
 * The price the API must give: the legs' book odds multiplied as a combo's, times their correlation
 * (product of the legs' fair chances over their joint fair chance), 2 decimals.
 */
function priced(model: MatchModel, legs: readonly { odds: number; wins: Wins }[]): number {
  const joint = bruteForce(model, (h, a) => legs.every((leg) => leg.wins(h, a)));
  const combo = legs.reduce((product, leg) => product * leg.odds * bruteForce(model, leg.wins), 1);
  return roundOdds(combo / joint);
}

type Wins = (home: number, away: number) => boolean;

function prematch(ratings: Tally): MatchModel {
  return {
    sportKey: 'football',
    ratings,
    tempo: 1,
    live: false,
    progress: 0,
    score: { home: 0, away: 0 },
    periodScores: [],
    server: null,
    corners: { home: 0, away: 0 },
  };
}

const leg = ({ market_id, specifier, outcome_id }: WorldSelection) => ({ market_id, specifier, outcome_id });

/*
 * The bet builder: GET /bets/custom/markets/{matchId} lists what can be combined, POST /bets/custom/odds
 * prices outcomes of one match together over the model's final-score grid (correlation included).
 */
describe.each(testDatabaseKinds())('custom bets on %s', (kind) => {
  let world: BettingWorld;
  let match: WorldMatch;

  beforeAll(async () => {
    world = await BettingWorld.open(kind);
    match = await world.aMatch({ ratings: RATINGS });
  });
  afterAll(async () => world.close());

  const quote = (body: unknown) => world.call('POST', '/api/v3/bets/custom/odds', null, body);

  describe('GET /bets/custom/markets/{matchId}', () => {
    it('lists the lines whose outcomes the model prices jointly, in book order, in the bet builder group', async () => {
      const res = await world.call('GET', `/api/v3/bets/custom/markets/${match.id}`, null);
      expect(res.statusCode).toBe(200);
      const markets = res.json<{ data: Market[] }>().data;
      const ids = new Set(markets.map((m) => m.id));
      for (const id of [1, 10, 18, 29, 19, 20, 45, 21, 26]) expect(ids.has(id), `market ${id}`).toBe(true);
      // Refunds (draw no bet), periods, goal order and quarter or whole lines cannot be priced on the final score.
      for (const id of [11, 60, 68, 83, 47, 8]) expect(ids.has(id), `market ${id}`).toBe(false);
      for (const market of markets) {
        expect(market.custom_bet_groups).toEqual(['betbuilder']);
        const line = Number(market.specifier.split('=')[1] ?? '0.5');
        expect(Number.isInteger(line * 2) && !Number.isInteger(line), market.specifier || 'none').toBe(true);
      }
      const priorities = markets.map((m) => m.priority);
      expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
    });

    it('names the markets in the request locale', async () => {
      const res = await world.call('GET', `/api/v3/bets/custom/markets/${match.id}`, null, undefined, {
        'accept-language': 'de',
      });
      const oneXTwo = res.json<{ data: Market[] }>().data.find((m) => m.id === 1);
      expect(oneXTwo?.outcomes.map((o) => o.name)).toEqual([
        `Heim ${match.id}`,
        'Unentschieden',
        `Gast ${match.id}`,
      ]);
    });

    it('lists nothing for a finished match or a sport the model does not tally', async () => {
      const finished = await world.aMatch();
      await world.setMatchStatus(finished.id, 4);
      const tennis = await world.aMatch({ sport: 'tennis' });
      for (const id of [finished.id, tennis.id]) {
        const res = await world.call('GET', `/api/v3/bets/custom/markets/${id}`, null);
        expect(res.statusCode).toBe(200);
        expect(res.json().data).toEqual([]);
      }
    });

    it('answers 404 for an unknown match and 400 for an id that is not one', async () => {
      expect((await world.call('GET', '/api/v3/bets/custom/markets/987654', null)).statusCode).toBe(404);
      expect((await world.call('GET', '/api/v3/bets/custom/markets/abc', null)).statusCode).toBe(400);
    });
  });

  describe('POST /bets/custom/odds', () => {
    it('prices "home win and over 2.5" on the score grid, not as the product of its odds', async () => {
      const home = match.selection(1, '1');
      const over = match.selection(18, 'over', 'total=2.5');
      const res = await quote({ match_id: match.id, selections: [leg(home), leg(over)] });
      expect(res.statusCode).toBe(200);
      const { odds, independent_odds } = res.json<{ odds: number; independent_odds: number }>();
      const model = prematch(RATINGS);
      const homeWins: Wins = (h, a) => h > a;
      const goals: Wins = (h, a) => h + a > 2.5;
      expect(odds).toBe(
        priced(model, [
          { odds: home.odds, wins: homeWins },
          { odds: over.odds, wins: goals },
        ]),
      );
      expect(independent_odds).toBe(combinedOdds([home.odds, over.odds]));
      // Winning and scoring go together: the joint chance is above the product, so it pays less than a combo.
      const joint = bruteForce(model, (h, a) => homeWins(h, a) && goals(h, a));
      expect(joint).toBeGreaterThan(bruteForce(model, homeWins) * bruteForce(model, goals) * 1.05);
      expect(odds).toBeLessThan(independent_odds * 0.95);
    });

    it('prices three legs the same way, and refuses three that contradict each other', async () => {
      const contradiction = [
        match.selection(10, 'X2'),
        match.selection(29, 'yes'),
        match.selection(20, 'under', 'total=0.5'),
      ];
      const res = await quote({ match_id: match.id, selections: contradiction.map(leg) });
      // Both teams to score and the away side scoring under 0.5 cannot both win.
      expect(res.statusCode).toBe(422);
      expect(res.json().error.code).toBe('not_combinable');

      const legs = [match.selection(10, '1X'), match.selection(29, 'no'), match.selection(21, '2')];
      const ok = await quote({ match_id: match.id, selections: legs.map(leg) });
      expect(ok.statusCode).toBe(200);
      const wins: Wins[] = [(h, a) => h >= a, (h, a) => !(h > 0 && a > 0), (h, a) => h + a === 2];
      expect(ok.json().odds).toBe(
        priced(
          prematch(RATINGS),
          legs.map((l, i) => ({ odds: l.odds, wins: wins[i] as Wins })),
        ),
      );
    });

    it('pays what a combo pays for legs the model makes independent (goals and corners)', async () => {
      const legs = [match.selection(1, '1'), match.selection(166, 'over', 'total=10.5')];
      const res = await quote({ match_id: match.id, selections: legs.map(leg) });
      expect(res.statusCode).toBe(200);
      const { odds, independent_odds } = res.json<{ odds: number; independent_odds: number }>();
      expect(Math.abs(odds - independent_odds)).toBeLessThanOrEqual(0.01);
    });

    it('prices a live match from its current score and progress', async () => {
      const score = { home: 2, away: 0 };
      const live = await world.aMatch({ status: 1, score, progress: 0.8, ratings: RATINGS });
      const legs = [live.selection(1, '1'), live.selection(29, 'no')];
      const res = await quote({ match_id: live.id, selections: legs.map(leg) });
      expect(res.statusCode).toBe(200);
      const model: MatchModel = {
        ...prematch(RATINGS),
        live: true,
        progress: 0.8,
        score,
        periodScores: [score],
      };
      expect(res.json().odds).toBe(
        priced(model, [
          { odds: legs[0]?.odds ?? 0, wins: (h, a) => h > a },
          { odds: legs[1]?.odds ?? 0, wins: (h, a) => !(h > 0 && a > 0) },
        ]),
      );
    });

    it('refuses outcomes that cannot all win (home win and away win) with 422 not_combinable', async () => {
      const res = await quote({
        match_id: match.id,
        selections: [leg(match.selection(1, '1')), leg(match.selection(1, '2'))],
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toMatchObject({
        code: 'not_combinable',
        message_key: 'error.place_bets.not_combinable',
      });
    });

    it('refuses a market outside the model, an outcome not on offer, the same outcome twice', async () => {
      const quarter = await quote({
        match_id: match.id,
        selections: [leg(match.selection(1, '1')), leg(match.selection(18, 'over', 'total=2.75'))],
      });
      expect(quarter.statusCode).toBe(422);
      expect(quarter.json().error).toMatchObject({
        code: 'not_combinable',
        message_key: 'error.custom_bet.market_not_eligible',
      });
      const missing = await quote({
        match_id: match.id,
        selections: [leg(match.selection(1, '1')), { market_id: 29, specifier: '', outcome_id: 'maybe' }],
      });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().error.code).toBe('selection_unavailable');
      const twice = await quote({
        match_id: match.id,
        selections: [leg(match.selection(1, '1')), leg(match.selection(1, '1'))],
      });
      expect(twice.statusCode).toBe(422);
      expect(twice.json().error.code).toBe('duplicate_selection');
    });

    it('refuses a match that takes no bets (422), an unknown match (404), and bad input (400)', async () => {
      const finished = await world.aMatch();
      await world.setMatchStatus(finished.id, 4);
      const closed = await quote({
        match_id: finished.id,
        selections: [leg(finished.selection(1, '1')), leg(finished.selection(29, 'yes'))],
      });
      expect(closed.statusCode).toBe(422);
      expect(closed.json().error.code).toBe('selection_unavailable');
      const unknown = await quote({
        match_id: 987_654,
        selections: [leg(match.selection(1, '1')), leg(match.selection(29, 'yes'))],
      });
      expect(unknown.statusCode).toBe(404);
      for (const body of [
        { match_id: match.id, selections: [leg(match.selection(1, '1'))] },
        { match_id: match.id, selections: Array.from({ length: 13 }, () => leg(match.selection(1, '1'))) },
        { match_id: 'x', selections: [] },
        {
          match_id: match.id,
          selections: [leg(match.selection(1, '1')), { ...leg(match.selection(29, 'yes')), odds: 2 }],
        },
      ]) {
        const res = await quote(body);
        expect(res.statusCode).toBe(400);
        expect(res.json().error.message_key).toBe('error.place_bets.invalid_request');
      }
    });
  });
});
