import { describe, expect, it } from 'vitest';
import { marketTemplate, SPORT_MARKETS } from '../../catalog/market-templates';
import {
  BOOK_DEPTHS,
  buildMarketBook,
  createPricer,
  MAX_MARKETS_PER_MATCH,
  MIN_MARKETS_PER_MATCH,
  type PricedMarket,
  priceMarketLine,
} from './market-book';
import { type MatchModel, prematchModel } from './match-model';

const even = { home: 1500, away: 1500 };

/** A live model of a sport: score and periods so far, progress through regulation play. */
function liveModel(sportKey: string, overrides: Partial<MatchModel> = {}): MatchModel {
  return { ...prematchModel(sportKey, even), live: true, ...overrides };
}

function template(id: number) {
  const found = marketTemplate(id);
  if (!found) throw new Error(`no market template ${id}`);
  return found;
}

const market = (book: readonly PricedMarket[], id: number, specifier = '') =>
  book.find((m) => m.marketId === id && m.specifier === specifier);
const odds = (m: PricedMarket | undefined, outcome: string) =>
  m?.outcomes.find((o) => o.id === outcome)?.odds ?? 0;
const chance = (m: PricedMarket | undefined, outcome: string) =>
  m?.outcomes.find((o) => o.id === outcome)?.probability ?? 0;

const liveStates: readonly MatchModel[] = [
  liveModel('football', {
    progress: 0.6,
    score: { home: 1, away: 0 },
    periodScores: [
      { home: 1, away: 0 },
      { home: 0, away: 0 },
    ],
  }),
  liveModel('basketball', {
    progress: 0.4,
    score: { home: 40, away: 36 },
    periodScores: [
      { home: 22, away: 20 },
      { home: 18, away: 16 },
    ],
  }),
  liveModel('cricket', {
    progress: 0.7,
    score: { home: 171, away: 60 },
    periodScores: [
      { home: 171, away: 0 },
      { home: 0, away: 60 },
    ],
  }),
  liveModel('tennis', {
    score: { home: 1, away: 0 },
    periodScores: [
      { home: 6, away: 4 },
      { home: 3, away: 2 },
    ],
    server: 'away',
  }),
  liveModel('volleyball', {
    score: { home: 1, away: 1 },
    periodScores: [
      { home: 25, away: 20 },
      { home: 23, away: 25 },
      { home: 10, away: 12 },
    ],
  }),
  liveModel('dota2', {
    progress: 0.5,
    score: { home: 0, away: 1 },
    periodScores: [
      { home: 20, away: 31 },
      { home: 14, away: 9 },
    ],
  }),
];
const prematch = Object.keys(SPORT_MARKETS).map((sport) => prematchModel(sport, { home: 1580, away: 1500 }));

describe('match books', () => {
  it.each(
    [...prematch, ...liveStates].map((m) => [`${m.sportKey} ${m.live ? 'live' : 'prematch'}`, m] as const),
  )(
    'prices %s with fair probabilities summing to one (two for double chance) and odds of at least 1.01',
    (_, model) => {
      for (const depth of Object.values(BOOK_DEPTHS)) {
        const book = buildMarketBook(model, depth);
        expect(book.length).toBeGreaterThanOrEqual(MIN_MARKETS_PER_MATCH);
        expect(book.length).toBeLessThanOrEqual(MAX_MARKETS_PER_MATCH);
        for (const line of book) {
          const winners = line.marketId === 10 || line.marketId === 63 ? 2 : 1;
          const fair = line.outcomes.reduce((acc, o) => acc + o.probability, 0);
          expect(fair, `${line.marketId} ${line.specifier}`).toBeCloseTo(winners, 9);
          for (const o of line.outcomes) expect(o.odds).toBeGreaterThanOrEqual(1.01);
        }
        const perType = new Map<number, number>();
        for (const line of book)
          perType.set(line.marketId, (perType.get(line.marketId) ?? 0) + (line.mostBalanced ? 1 : 0));
        for (const [id, balanced] of perType) expect(balanced, `market ${id}`).toBe(1);
      }
    },
  );

  it('offers the top football matches close to 200 markets, Asian quarter lines included', () => {
    const book = buildMarketBook(prematchModel('football', { home: 1650, away: 1600 }), BOOK_DEPTHS.top);
    expect(book.length).toBeGreaterThan(170);
    expect(market(book, 18, 'total=2.25')).toBeDefined();
    expect(market(book, 16, 'hcp=-0.75') ?? market(book, 16, 'hcp=0.75')).toBeDefined();
  });

  it('keeps live-only markets to live matches and prematch-only ones to prematch', () => {
    const before = buildMarketBook(prematchModel('football', even), BOOK_DEPTHS.major);
    const during = buildMarketBook(liveStates[0] as MatchModel, BOOK_DEPTHS.major);
    expect(before.some((m) => marketTemplate(m.marketId)?.phase === 'live')).toBe(false);
    expect(during.some((m) => marketTemplate(m.marketId)?.phase === 'prematch')).toBe(false);
    // One goal in: the next one is the second.
    expect(market(during, 8, 'goalnr=2')).toBeDefined();
    // The first half is over: its markets are gone.
    expect(during.some((m) => m.marketId === 60)).toBe(false);
  });

  it('makes the stronger side the favourite', () => {
    const book = buildMarketBook(prematchModel('football', { home: 1700, away: 1450 }), BOOK_DEPTHS.minor);
    expect(odds(market(book, 1), '1')).toBeLessThan(odds(market(book, 1), '2'));
    const tennis = buildMarketBook(prematchModel('tennis', { home: 1400, away: 1650 }), BOOK_DEPTHS.minor);
    expect(odds(market(tennis, 186), '2')).toBeLessThan(odds(market(tennis, 186), '1'));
  });

  it('makes overs less likely as the line rises', () => {
    const pricer = createPricer(prematchModel('football', even));
    const overs = [0.5, 1.5, 2.25, 2.5, 3, 3.5, 4.5].map((line) =>
      chance(priceMarketLine(pricer, template(18), { total: String(line) }, false), 'over'),
    );
    for (let i = 1; i < overs.length; i += 1) expect(overs[i]).toBeLessThan(overs[i - 1] as number);
  });

  it('balances the most balanced handicap line near even money', () => {
    const handicaps: Record<string, number> = {
      football: 16,
      'ice-hockey': 16,
      handball: 16,
      basketball: 223,
      'american-football': 223,
      baseball: 256,
      tennis: 187,
      volleyball: 237,
      'table-tennis': 237,
    };
    for (const [sport, id] of Object.entries(handicaps)) {
      const book = buildMarketBook(prematchModel(sport, { home: 1620, away: 1500 }), BOOK_DEPTHS.top);
      const lines = book.filter((m) => m.marketId === id);
      const balanced = lines.find((m) => m.mostBalanced);
      expect(lines.length, sport).toBeGreaterThan(3);
      expect(Math.abs(chance(balanced, '1') - 0.5), `${sport} ${balanced?.specifier}`).toBeLessThan(0.12);
      for (const other of lines) {
        expect(Math.abs(chance(other, '1') - 0.5)).toBeGreaterThanOrEqual(
          Math.abs(chance(balanced, '1') - 0.5),
        );
      }
    }
  });

  it('shortens the home side when it scores, and as the clock runs down on its lead', () => {
    const level = liveModel('football', { progress: 0.3, periodScores: [{ home: 0, away: 0 }] });
    const ahead = { ...level, score: { home: 1, away: 0 }, periodScores: [{ home: 1, away: 0 }] };
    const later = {
      ...ahead,
      progress: 0.85,
      periodScores: [
        { home: 1, away: 0 },
        { home: 0, away: 0 },
      ],
    };
    const home = (model: MatchModel) => odds(market(buildMarketBook(model, BOOK_DEPTHS.minor), 1), '1');
    expect(home(ahead)).toBeLessThan(home(level));
    expect(home(later)).toBeLessThan(home(ahead));
  });

  it('moves tennis prices with sets and games won', () => {
    const start = liveModel('tennis', { periodScores: [{ home: 0, away: 0 }] });
    const setUp = liveModel('tennis', { score: { home: 1, away: 0 }, periodScores: [{ home: 6, away: 3 }] });
    const breakDown = liveModel('tennis', { periodScores: [{ home: 1, away: 4 }] });
    const home = (model: MatchModel) => chance(market(buildMarketBook(model, BOOK_DEPTHS.minor), 186), '1');
    expect(home(setUp)).toBeGreaterThan(home(start));
    expect(home(breakDown)).toBeLessThan(home(start));
  });

  it('offers nothing once a match is decided', () => {
    const over = liveModel('tennis', {
      score: { home: 2, away: 0 },
      periodScores: [
        { home: 6, away: 1 },
        { home: 6, away: 2 },
      ],
    });
    expect(createPricer(over).quote(template(186), {})).toBeUndefined();
  });
});
