import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MatchModel } from '../../feed/pricing/match-model';
import { bookOdds, customBetPrice, jointProbability, legEvent, quoteCustomBet } from './custom-bet-pricer';
import { type ScoreEvent, scoreEventOf } from './score-events';

const model = (overrides: Partial<MatchModel> = {}): MatchModel => ({
  sportKey: 'football',
  ratings: { home: 1580, away: 1500 },
  tempo: 1,
  live: false,
  progress: 0,
  score: { home: 0, away: 0 },
  periodScores: [],
  server: null,
  corners: { home: 0, away: 0 },
  ...overrides,
});

const event = (key: string, specifier: string, outcome: string): ScoreEvent => {
  const found = scoreEventOf(key, specifier, outcome);
  if (!found) throw new Error(`${key} ${specifier} ${outcome} is not a score event`);
  return found;
};

const p = (events: ScoreEvent[], m = model()) => jointProbability(m, events) ?? Number.NaN;

describe('score events', () => {
  it.each([
    ['1x2', '', '1', [2, 1], true],
    ['1x2', '', 'X', [1, 1], true],
    ['double_chance', '', 'X2', [0, 0], true],
    ['total_goals', 'total=2.5', 'over', [2, 1], true],
    ['total_goals', 'total=2.5', 'under', [2, 1], false],
    ['asian_handicap', 'hcp=-1.5', '1', [2, 0], true],
    ['asian_handicap', 'hcp=-1.5', '2', [2, 1], true],
    ['both_teams_to_score', '', 'yes', [1, 0], false],
    ['correct_score', '', '2:1', [2, 1], true],
    ['exact_goals', '', '6+', [4, 2], true],
    ['home_total', 'total=1.5', 'over', [2, 5], true],
    ['away_clean_sheet', '', 'yes', [0, 3], true],
    ['1x2_and_total', 'total=2.5', '2&over', [1, 2], true],
    ['1x2_and_both_teams_to_score', '', 'X&no', [0, 0], true],
    ['odd_even', '', 'odd', [2, 1], true],
  ] as const)('%s %s %s on %j wins: %s', (key, specifier, outcome, [home, away], wins) => {
    expect(event(key, specifier, outcome).wins(home, away)).toBe(wins);
  });

  it.each([
    ['total_goals', 'total=2', 'over', 'a whole line refunds'],
    ['total_goals', 'total=2.25', 'over', 'a quarter line half refunds'],
    ['asian_handicap', 'hcp=0', '1', 'a level handicap refunds'],
    ['draw_no_bet', '', '1', 'a draw refunds'],
    ['1st_half_1x2', '', '1', 'a period'],
    ['next_goal', 'goalnr=1', '1', 'the order of goals'],
    ['halftime_fulltime', '', '1/1', 'two periods'],
    ['winner_incl_ot', '', '1', 'overtime decides a level score'],
    ['correct_score', '', 'other', 'not a score'],
    ['1x2', '', 'H', 'not an outcome of the market'],
  ])('%s %s %s is not a score event: %s', (key, specifier, outcome) => {
    expect(scoreEventOf(key, specifier, outcome)).toBeUndefined();
  });

  it('knows no score events of set sports (tennis winner)', () => {
    expect(legEvent('tennis', { marketId: 186, specifier: '', outcomeId: '1' })).toBeUndefined();
    expect(legEvent('football', { marketId: 1, specifier: '', outcomeId: '1' })).toBeDefined();
  });
});

describe('joint probability over the final score', () => {
  const home = event('1x2', '', '1');
  const draw = event('1x2', '', 'X');
  const away = event('1x2', '', '2');
  const over = event('total_goals', 'total=2.5', 'over');

  it('sums the results of a partition to the chance of the other leg', () => {
    expect(p([home, over]) + p([draw, over]) + p([away, over])).toBeCloseTo(p([over]), 12);
    expect(p([home]) + p([draw]) + p([away])).toBeCloseTo(1, 12);
  });

  it('is the smaller leg when one implies the other (home win implies "home or draw")', () => {
    expect(p([home, event('double_chance', '', '1X')])).toBeCloseTo(p([home]), 12);
  });

  it('is zero for contradictions', () => {
    expect(p([home, away])).toBe(0);
    expect(p([event('correct_score', '', '0:0'), over])).toBe(0);
    expect(
      quoteCustomBet(model(), [
        { marketId: 1, specifier: '', outcomeId: '1' },
        { marketId: 1, specifier: '', outcomeId: '2' },
      ]),
    ).toEqual({ kind: 'contradictory' });
  });

  it('treats corners as independent of goals, as the model does', () => {
    const corners = event('total_corners', 'total=9.5', 'over');
    expect(p([home, corners])).toBeCloseTo(p([home]) * p([corners]), 12);
  });

  it('reads a live match from its score: an over already reached is certain', () => {
    const live = model({
      live: true,
      progress: 0.7,
      score: { home: 2, away: 1 },
      periodScores: [{ home: 2, away: 1 }],
    });
    expect(p([over], live)).toBeCloseTo(1, 12);
    expect(p([home, over], live)).toBeCloseTo(p([home], live), 12);
  });

  it('cannot price a match that is over', () => {
    expect(jointProbability(model({ live: true, progress: 1 }), [home])).toBeUndefined();
  });

  it('never goes above any single leg, nor below zero (property)', () => {
    const pool = [
      home,
      draw,
      away,
      over,
      event('both_teams_to_score', '', 'yes'),
      event('home_total', 'total=1.5', 'under'),
      event('asian_handicap', 'hcp=1.5', '2'),
      event('odd_even', '', 'even'),
    ];
    fc.assert(
      fc.property(
        fc.subarray(pool, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 1300, max: 1700 }),
        (legs, rating) => {
          const m = model({ ratings: { home: rating, away: 1500 } });
          const joint = p(legs, m);
          expect(joint).toBeGreaterThanOrEqual(0);
          for (const one of legs) expect(joint).toBeLessThanOrEqual(p([one], m) + 1e-12);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('the bet builder price', () => {
  const legs = [
    { marketId: 1, specifier: '', outcomeId: '1' },
    { marketId: 18, specifier: 'total=2.5', outcomeId: 'over' },
  ];

  it('is the combo of the legs book prices times their correlation', () => {
    const m = model();
    const quote = quoteCustomBet(m, legs);
    if (quote.kind !== 'priced') throw new Error(`not priced: ${quote.kind}`);
    const [home = 0, over = 0] = legs.map((leg) => bookOdds(m, leg) ?? 0);
    const joint = p([event('1x2', '', '1'), event('total_goals', 'total=2.5', 'over')]);
    const correlation = (p([event('1x2', '', '1')]) * p([event('total_goals', 'total=2.5', 'over')])) / joint;
    expect(quote.probability).toBeCloseTo(joint, 12);
    expect(quote.odds).toBe(Math.round(home * over * correlation * 100) / 100);
    expect(correlation).toBeLessThan(1);
  });

  it('keeps each leg s margin: a leg added that the others imply lowers the price by that margin only', () => {
    const m = model();
    const home = bookOdds(m, legs[0] as (typeof legs)[number]) ?? 0;
    const quote = quoteCustomBet(m, [
      legs[0] as (typeof legs)[number],
      { marketId: 10, specifier: '', outcomeId: '1X' },
    ]);
    if (quote.kind !== 'priced') throw new Error('not priced');
    expect(quote.odds).toBeLessThan(home);
    expect(quote.odds).toBeGreaterThan(home * 0.9);
  });

  it('stays a price: 2 decimals, within 1.01 and 500', () => {
    for (const [bookOdds, probability, joint] of [
      [1.02, 0.99, 0.99],
      [400, 0.002, 0.0000001],
      [2, 0.5, 0.25],
    ] as const) {
      const odds = customBetPrice([{ bookOdds, probability }], joint);
      expect(odds).toBeGreaterThanOrEqual(1.01);
      expect(odds).toBeLessThanOrEqual(500);
      expect(Math.round(odds * 100) / 100).toBe(odds);
    }
  });
});
