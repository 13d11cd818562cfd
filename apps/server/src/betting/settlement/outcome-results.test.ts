import type { SelectionResult } from '@sportsbook/core/settlement/selection-results';
import { describe, expect, it } from 'vitest';
import { MARKET_TEMPLATES, SPORT_MARKETS } from '../../../src/catalog/market-templates';
import { OUTRIGHT_WINNER_MARKET_ID, outrightOutcomeId } from '../../catalog/more-market-templates';
import { BOOK_DEPTHS, buildMarketBook, type PricedMarket } from '../../feed/pricing/market-book';
import type { MatchModel, Tally } from '../../feed/pricing/match-model';
import type { FinalMatchState } from '../../feed/simulator/final-state';
import { advancePlay, startPlay } from '../../feed/simulator/play/play-engine';
import type { PeriodTally, PlayState } from '../../feed/simulator/play/play-state';
import { playView } from '../../feed/simulator/play/play-view';
import { SimRandom } from '../../feed/simulator/sim-random';
import { outcomeResult, settledTemplateKeys } from './outcome-results';

const W = 'win_entire';
const L = 'lose_entire';
const R = 'refund_entire';
const HW = 'refund_half_win_other';
const HL = 'refund_half_lose_other';
const C = 'canceled';

const regular = (home: number, away: number): PeriodTally => ({ home, away, type: 'regular_period' });

/** A finished match of a sport, its periods in order. */
function aFinal(
  sportKey: string,
  periods: readonly PeriodTally[],
  extra: Partial<FinalMatchState> = {},
): FinalMatchState {
  let home = 0;
  let away = 0;
  for (const p of periods) {
    if (p.type === 'penalties') {
      if (p.home > p.away) home += 1;
      else away += 1;
    } else {
      home += p.home;
      away += p.away;
    }
  }
  return {
    matchId: 1,
    sportKey,
    kind: 'match',
    status: 4,
    completed: true,
    totalScore: { home, away },
    periods,
    corners: { home: 0, away: 0 },
    scorers: null,
    winnerId: null,
    ...extra,
  };
}

const result = (final: FinalMatchState, marketId: number, specifier: string, outcomeId: string) =>
  outcomeResult(final, { marketId, specifier }, outcomeId);

describe('outcome results', () => {
  // Football 2:1 (1:1 at half time), 9 corners to 4, goals home, away, home.
  const football = aFinal('football', [regular(1, 1), regular(1, 0)], {
    corners: { home: 9, away: 4 },
    scorers: 'hah',
  });

  it.each<[string, number, string, string, SelectionResult]>([
    ['1x2 home', 1, '', '1', W],
    ['1x2 draw', 1, '', 'X', L],
    ['double chance 1X', 10, '', '1X', W],
    ['double chance X2', 10, '', 'X2', L],
    ['draw no bet home', 11, '', '1', W],
    ['total over 2.5', 18, 'total=2.5', 'over', W],
    ['total under 3 (level)', 18, 'total=3', 'under', R],
    ['total over 3.25', 18, 'total=3.25', 'over', HL],
    ['total under 2.75', 18, 'total=2.75', 'under', HL],
    ['total over 2.75', 18, 'total=2.75', 'over', HW],
    ['handicap home -1 (level)', 16, 'hcp=-1', '1', R],
    ['handicap home -0.75', 16, 'hcp=-0.75', '1', HW],
    ['handicap away +0.75', 16, 'hcp=-0.75', '2', HL],
    ['handicap home -1.25', 16, 'hcp=-1.25', '1', HL],
    ['handicap away -0.25 (home +0.25)', 16, 'hcp=0.25', '2', L],
    ['both teams to score', 29, '', 'yes', W],
    ['correct score 2:1', 45, '', '2:1', W],
    ['correct score 1:1', 45, '', '1:1', L],
    ['1st half 1x2 draw', 60, '', 'X', W],
    ['1st half total under 1.5', 68, 'total=1.5', 'under', L],
    ['2nd half 1x2 home', 83, '', '1', W],
    ['2nd half total under 1.5', 90, 'total=1.5', 'under', W],
    ['odd', 26, '', 'odd', W],
    ['1st goal home', 8, 'goalnr=1', '1', W],
    ['2nd goal away', 8, 'goalnr=2', '2', W],
    ['3rd goal none', 8, 'goalnr=3', 'none', L],
    ['4th goal none', 8, 'goalnr=4', 'none', W],
    ['halftime/fulltime X/1', 47, '', 'X/1', W],
    ['halftime/fulltime 1/1', 47, '', '1/1', L],
    ['1 & over 2.5', 37, 'total=2.5', '1&over', W],
    ['1 & under 2.5', 37, 'total=2.5', '1&under', L],
    ['X & over 2.5', 37, 'total=2.5', 'X&over', L],
    ['exact goals 3', 21, '', '3', W],
    ['exact goals 6+', 21, '', '6+', L],
    ['home total over 1.5', 19, 'total=1.5', 'over', W],
    ['away total over 0.5', 20, 'total=0.5', 'over', W],
    ['total corners over 12.5', 166, 'total=12.5', 'over', W],
    ['1st half double chance 12', 63, '', '12', L],
    ['1st half handicap home 0', 66, 'hcp=0', '1', R],
    ['1st half both teams to score', 75, '', 'yes', W],
    ['2nd half handicap away +0.5', 88, 'hcp=-0.5', '2', L],
    ['1st half correct score 1:1', 81, '', '1:1', W],
    ['home clean sheet', 31, '', 'no', W],
    ['away clean sheet', 32, '', 'yes', L],
    ['1 & both score', 35, '', '1&yes', W],
    ['corner handicap home -4.5', 165, 'hcp=-4.5', '1', W],
    ['corner handicap home -5', 165, 'hcp=-5', '1', R],
  ])('football 2:1 (1:1, corners 9:4): %s is %s', (_name, marketId, specifier, outcomeId, expected) => {
    expect(result(football, marketId, specifier, outcomeId)).toBe(expected);
  });

  it('ice hockey: regular time markets leave overtime and the shoot-out out; winner markets count them', () => {
    const hockey = aFinal('ice-hockey', [
      regular(1, 0),
      regular(0, 1),
      regular(1, 1),
      { home: 0, away: 0, type: 'overtime' },
      { home: 2, away: 3, type: 'penalties' },
    ]);
    expect(result(hockey, 1, '', 'X')).toBe(W);
    expect(result(hockey, 406, '', '2')).toBe(W);
    expect(result(hockey, 18, 'total=4.5', 'under')).toBe(W);
    expect(result(hockey, 446, 'periodnr=2', '2')).toBe(W);
    expect(result(hockey, 446, 'periodnr=4', '2')).toBe(C);
  });

  it('basketball: incl. overtime markets count overtime; quarters are regular periods', () => {
    const basketball = aFinal('basketball', [
      regular(20, 22),
      regular(25, 20),
      regular(18, 21),
      regular(20, 20),
      { home: 10, away: 8, type: 'overtime' },
    ]);
    expect(result(basketball, 219, '', '1')).toBe(W);
    expect(result(basketball, 225, 'total=183.5', 'over')).toBe(W);
    expect(result(basketball, 223, 'hcp=-2', '1')).toBe(R);
    expect(result(basketball, 227, 'total=93', 'over')).toBe(R);
    expect(result(basketball, 229, '', 'even')).toBe(W);
    expect(result(basketball, 235, 'quarternr=2', '1')).toBe(W);
    expect(result(basketball, 236, 'quarternr=4', 'total=40')).toBe(C);
    expect(result(basketball, 236, 'quarternr=4|total=40', 'over')).toBe(R);
  });

  it('two-way winners that end level refund', () => {
    const americanFootball = aFinal('american-football', [
      regular(7, 7),
      regular(3, 3),
      regular(0, 0),
      regular(7, 7),
      { home: 0, away: 0, type: 'overtime' },
    ]);
    expect(result(americanFootball, 219, '', '1')).toBe(R);
    expect(result(aFinal('football', [regular(0, 0), regular(1, 1)]), 11, '', '2')).toBe(R);
  });

  it('tennis 2:1 in sets: sets, games and per-set markets; a set never played is cancelled', () => {
    const tennis: FinalMatchState = {
      ...aFinal('tennis', [regular(6, 4), regular(6, 7), regular(7, 5)]),
      totalScore: { home: 2, away: 1 },
    };
    expect(result(tennis, 186, '', '1')).toBe(W);
    expect(result(tennis, 199, '', '2:1')).toBe(W);
    expect(result(tennis, 188, 'hcp=-1.5', '1')).toBe(L);
    expect(result(tennis, 189, 'total=35', 'over')).toBe(R);
    // Games 6-4, 6-7, 7-5: the home side won 3 more.
    expect(result(tennis, 187, 'hcp=-3.5', '1')).toBe(L);
    expect(result(tennis, 187, 'hcp=-3', '1')).toBe(R);
    expect(result(tennis, 187, 'hcp=-2.5', '1')).toBe(W);
    expect(result(tennis, 202, 'setnr=2', '2')).toBe(W);
    expect(result(tennis, 204, 'setnr=2|total=12.5', 'over')).toBe(W);
    expect(result(tennis, 202, 'setnr=4', '1')).toBe(C);
  });

  it('e-sports maps, cricket innings and baseball extra innings', () => {
    const cs2: FinalMatchState = {
      ...aFinal('cs2', [regular(13, 9), regular(11, 13), regular(13, 11)]),
      totalScore: { home: 2, away: 1 },
    };
    expect(result(cs2, 327, 'hcp=-1.5', '2')).toBe(W);
    expect(result(cs2, 328, 'total=2.5', 'over')).toBe(W);
    expect(result(cs2, 330, 'mapnr=2', '2')).toBe(W);
    expect(result(cs2, 334, 'mapnr=1|total=21.5', 'over')).toBe(W);
    const cricket = aFinal('cricket', [regular(180, 0), regular(0, 175)]);
    expect(result(cricket, 340, '', '1')).toBe(W);
    expect(result(cricket, 612, 'total=355.5', 'under')).toBe(W);
    expect(result(cricket, 605, 'inningnr=1|total=170.5', 'over')).toBe(W);
    const baseball = aFinal('baseball', [
      ...Array.from({ length: 9 }, (_, i) => regular(i === 0 ? 2 : 0, i === 8 ? 2 : 0)),
      { home: 1, away: 0, type: 'overtime' },
    ]);
    expect(result(baseball, 251, '', '1')).toBe(W);
    expect(result(baseball, 258, 'total=5', 'under')).toBe(R);
    expect(result(baseball, 256, 'hcp=-1.5', '1')).toBe(L);
  });

  it('next goal without the order of goals: told by the periods when one side alone scored there', () => {
    const unknownOrder = aFinal('football', [regular(2, 0), regular(1, 1)]);
    expect(result(unknownOrder, 8, 'goalnr=2', '1')).toBe(W);
    expect(result(unknownOrder, 8, 'goalnr=3', '1')).toBe(C);
    expect(result(unknownOrder, 8, 'goalnr=5', 'none')).toBe(W);
  });

  it('an abandoned match, an unknown market or a malformed outcome is cancelled', () => {
    const abandoned = { ...football, status: 3, completed: false };
    expect(result(abandoned, 1, '', '1')).toBe(C);
    expect(result(football, 99_999, '', '1')).toBe(C);
    expect(result(football, 1, '', 'home')).toBe(C);
    expect(result(football, 18, '', 'over')).toBe(C);
    expect(result(football, 45, '', '2-1')).toBe(C);
  });

  it('an outright settles on its recorded winner; without one it is cancelled', () => {
    const outright: FinalMatchState = { ...aFinal('football', []), kind: 'outright', winnerId: 42 };
    expect(result(outright, OUTRIGHT_WINNER_MARKET_ID, '', outrightOutcomeId(42))).toBe(W);
    expect(result(outright, OUTRIGHT_WINNER_MARKET_ID, '', outrightOutcomeId(43))).toBe(L);
    expect(
      result({ ...outright, winnerId: null }, OUTRIGHT_WINNER_MARKET_ID, '', outrightOutcomeId(42)),
    ).toBe(C);
  });

  it('settles every market type of the catalogue', () => {
    const offered = new Set(Object.values(SPORT_MARKETS).flatMap((sport) => sport.markets));
    offered.add(OUTRIGHT_WINNER_MARKET_ID);
    const settled = new Set(settledTemplateKeys());
    for (const id of offered) expect(settled, `market ${id}`).toContain(MARKET_TEMPLATES[id]?.key);
  });
});

/*
 * Every line of real books against real finished matches: each sport's prematch book and its live book at
 * kick-off (next goal), settled on matches the play engines play to the end. Backing every outcome of a
 * line at its fair price (1 / p) must return exactly what a line pays out in total: 1 for a market where
 * one outcome wins (2 for double chance), whatever pushes and half results come (STL2), and 0 or 1 for a
 * correct score (the final score may not be among the offered ones).
 */
describe('outcome results on played matches', () => {
  const random = new SimRandom(7);
  const ratings: readonly Tally[] = [
    { home: 1500, away: 1500 },
    { home: 1650, away: 1420 },
    { home: 1430, away: 1610 },
  ];

  function playOut(sportKey: string, id: number, matchRatings: Tally): PlayState {
    const ctx = {
      sportKey,
      ratings: matchRatings,
      tempo: 1,
      speed: 1,
      random: (step: number) => random.play(id, step),
    };
    let state = startPlay(sportKey, 0, random.kickOff(id));
    for (let t = 60_000; state.phase !== 'over' && t < 10 * 3_600_000; t += 60_000)
      state = advancePlay(state, t, ctx).state;
    return state;
  }

  function finalOf(state: PlayState, sportKey: string): FinalMatchState {
    const view = playView(state, sportKey);
    return {
      matchId: 1,
      sportKey,
      kind: 'match',
      status: 4,
      completed: state.phase === 'over',
      totalScore: view.totalScore,
      periods: view.periodScores.map((p) => ({ home: p.home, away: p.away, type: p.type })),
      corners: view.corners,
      scorers: state.kind === 'clock' ? (state.scorers ?? null) : null,
      winnerId: null,
    };
  }

  /** What backing every outcome at its fair price returns in total, per unit of probability. */
  function fairReturn(line: PricedMarket, results: readonly SelectionResult[]): number {
    return line.outcomes.reduce((sum, outcome, i) => {
      const p = outcome.probability;
      switch (results[i]) {
        case W:
          return sum + 1;
        case HW:
          return sum + (1 + p) / 2;
        case R:
        case C:
          return sum + p;
        case HL:
          return sum + p / 2;
        default:
          return sum;
      }
    }, 0);
  }

  it.each(Object.keys(SPORT_MARKETS))('settles every line of %s books consistently', (sportKey) => {
    let settledLines = 0;
    ratings.forEach((matchRatings, n) => {
      const id = 100 + n;
      const state = playOut(sportKey, id, matchRatings);
      expect(state.phase).toBe('over');
      const final = finalOf(state, sportKey);
      const prematch: MatchModel = {
        sportKey,
        ratings: matchRatings,
        tempo: 1,
        live: false,
        progress: 0,
        score: { home: 0, away: 0 },
        periodScores: [],
        server: null,
        corners: { home: 0, away: 0 },
      };
      const books = [
        buildMarketBook(prematch, BOOK_DEPTHS.top),
        buildMarketBook({ ...prematch, live: true }, BOOK_DEPTHS.minor),
      ];
      for (const line of books.flat()) {
        const results = line.outcomes.map((o) => outcomeResult(final, line, o.id));
        const where = `${sportKey} ${line.marketId} ${line.specifier} on ${JSON.stringify(final.periods)}`;
        const key = MARKET_TEMPLATES[line.marketId]?.key ?? '';
        if (results.includes(C)) {
          // Only a per-period market of a period never played is cancelled, and wholly.
          expect(
            results.every((r) => r === C),
            where,
          ).toBe(true);
          expect(line.specifier, where).toMatch(/(setnr|mapnr|quarternr|periodnr|inningnr)=/);
          continue;
        }
        const total = fairReturn(line, results);
        const winners = key.includes('double_chance') ? 2 : 1;
        if (MARKET_TEMPLATES[line.marketId]?.outcomes === 'scores') {
          expect([0, 1], where).toContain(Math.round(total * 1e9) / 1e9);
        } else {
          expect(total, where).toBeCloseTo(winners, 9);
        }
        settledLines += 1;
      }
    });
    // Every market type of the sport, most with several lines, on each of the matches.
    expect(settledLines).toBeGreaterThan(ratings.length * (SPORT_MARKETS[sportKey]?.markets.length ?? 0));
  });
});
