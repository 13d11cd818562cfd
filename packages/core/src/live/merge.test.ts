import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeMarket, mergeMarkets, mergeMatch, oddsDirection } from './merge';

/** Shapes of the wire contract's Match and Market (packages/contract/src/entities), reduced to what matters. */
interface Score {
  home: number;
  away: number;
}
interface PeriodScore extends Score {
  period_key: string;
  number: number;
}
interface TestMatch {
  id: number;
  status: number;
  clock: { match_time: number | null; stopped: boolean } | null;
  total_score: Score | null;
  game_score: { home: string; away: string } | null;
  period_scores: PeriodScore[];
  home: { id: number; name: string } | null;
}
interface TestOutcome {
  id: string;
  name: string;
  active: boolean;
  odds: number;
}
interface TestMarket {
  match_id: number;
  id: number;
  name: string;
  status: number;
  specifier: string;
  outcomes: TestOutcome[];
  market_groups: string[];
}

const clone = <T>(value: T): T => structuredClone(value);

function match(): TestMatch {
  return {
    id: 7,
    status: 1,
    clock: { match_time: 600, stopped: false },
    total_score: { home: 1, away: 0 },
    game_score: { home: '15', away: '30' },
    period_scores: [
      { home: 1, away: 0, period_key: '1st_half', number: 1 },
      { home: 0, away: 0, period_key: '2nd_half', number: 2 },
    ],
    home: { id: 3, name: 'Home FC' },
  };
}

function market(id: number, specifier = '', odds: readonly number[] = [1.5, 3.2, 6]): TestMarket {
  return {
    match_id: 7,
    id,
    name: `Market ${id}`,
    status: 1,
    specifier,
    outcomes: odds.map((price, index) => ({
      id: String(index + 1),
      name: `O${index + 1}`,
      active: true,
      odds: price,
    })),
    market_groups: ['main'],
  };
}

describe('match merge', () => {
  it('[LIVE1] keeps the previous score objects when they are equal', () => {
    const previous = match();
    const next = clone(previous);
    next.clock = { match_time: 601, stopped: false };
    const merged = mergeMatch(previous, next);
    expect(merged).toEqual(next);
    expect(merged).not.toBe(previous);
    expect(merged.total_score).toBe(previous.total_score);
    expect(merged.game_score).toBe(previous.game_score);
    expect(merged.period_scores).toBe(previous.period_scores);
    expect(merged.home).toBe(previous.home);
    expect(merged.clock).toBe(next.clock);
  });

  it('[LIVE1] replaces a changed score and keeps each unchanged period score', () => {
    const previous = match();
    const next = clone(previous);
    next.total_score = { home: 1, away: 1 };
    const secondHalf = { home: 0, away: 1, period_key: '2nd_half', number: 2 };
    next.period_scores = [clone(previous.period_scores[0] as PeriodScore), secondHalf];
    const merged = mergeMatch(previous, next);
    expect(merged).toEqual(next);
    expect(merged.total_score).toBe(next.total_score);
    expect(merged.game_score).toBe(previous.game_score);
    expect(merged.period_scores).not.toBe(previous.period_scores);
    expect(merged.period_scores[0]).toBe(previous.period_scores[0]);
    expect(merged.period_scores[1]).toBe(secondHalf);
  });

  it('[LIVE1] keeps the earlier period scores when a period starts', () => {
    const previous = match();
    const next = clone(previous);
    next.period_scores.push({ home: 0, away: 0, period_key: 'overtime', number: 3 });
    const merged = mergeMatch(previous, next);
    expect(merged.period_scores).toHaveLength(3);
    expect(merged.period_scores[0]).toBe(previous.period_scores[0]);
    expect(merged.period_scores[1]).toBe(previous.period_scores[1]);
  });

  it('[LIVE1] gives back the previous match itself when nothing changed', () => {
    const previous = match();
    expect(mergeMatch(previous, clone(previous))).toBe(previous);
    expect(mergeMatch(previous, previous)).toBe(previous);
  });

  it('[LIVE1] takes a score that appears or disappears from the update', () => {
    const previous = { ...match(), total_score: null, game_score: null };
    const next = match();
    expect(mergeMatch(previous, next).total_score).toBe(next.total_score);
    expect(mergeMatch(next, previous).total_score).toBeNull();
    const withoutHome: Partial<TestMatch> = clone(next);
    delete withoutHome.home;
    expect(mergeMatch<Partial<TestMatch>>(next, withoutHome)).toEqual(withoutHome);
  });

  const score = fc.record({ home: fc.nat(3), away: fc.nat(3) });
  const testMatch: fc.Arbitrary<TestMatch> = fc.record({
    id: fc.constant(7),
    status: fc.constantFrom(0, 1, 4),
    clock: fc.option(fc.record({ match_time: fc.option(fc.nat(3)), stopped: fc.boolean() })),
    total_score: fc.option(score),
    game_score: fc.option(fc.record({ home: fc.constantFrom('0', '15'), away: fc.constantFrom('0', '15') })),
    period_scores: fc.array(
      fc.record({
        home: fc.nat(2),
        away: fc.nat(2),
        period_key: fc.constantFrom('1st_half', '2nd_half'),
        number: fc.constantFrom(1, 2),
      }),
      { maxLength: 3 },
    ),
    home: fc.option(fc.record({ id: fc.constant(3), name: fc.constantFrom('A', 'B') })),
  });

  it('[LIVE1] always equals the update, keeps every part that is equal, and is idempotent', () => {
    fc.assert(
      fc.property(testMatch, testMatch, (previous, next) => {
        const snapshot = clone(next);
        const merged = mergeMatch(previous, next);
        expect(merged).toEqual(next);
        expect(next).toEqual(snapshot);
        for (const key of Object.keys(next) as (keyof TestMatch)[]) {
          if (JSON.stringify(previous[key]) === JSON.stringify(next[key]))
            expect(merged[key]).toBe(previous[key]);
        }
        next.period_scores.forEach((period, index) => {
          const before = previous.period_scores[index];
          if (before && JSON.stringify(before) === JSON.stringify(period)) {
            expect(merged.period_scores[index]).toBe(before);
          }
        });
        expect(mergeMatch(merged, next)).toBe(merged);
        expect(mergeMatch(merged, clone(next))).toBe(merged);
      }),
    );
  });
});

describe('market merge', () => {
  it('[LIVE2] keeps unchanged outcomes and replaces the one whose odds moved', () => {
    const previous = [market(1)];
    const next = clone(previous);
    const moved = { id: '2', name: 'O2', active: true, odds: 3.4 };
    (next[0] as TestMarket).outcomes[1] = moved;
    const [merged] = mergeMarkets(previous, next);
    const [before] = previous;
    expect(merged).toEqual(next[0]);
    expect(merged).not.toBe(before);
    expect(merged?.outcomes[0]).toBe(before?.outcomes[0]);
    expect(merged?.outcomes[1]).toBe(moved);
    expect(merged?.outcomes[2]).toBe(before?.outcomes[2]);
    expect(merged?.market_groups).toBe(before?.market_groups);
  });

  it('[LIVE2] replaces an outcome whose active flag changed', () => {
    const previous = market(1);
    const next = clone(previous);
    (next.outcomes[0] as TestOutcome).active = false;
    const merged = mergeMarket(previous, next);
    expect(merged.outcomes[0]).toBe(next.outcomes[0]);
    expect(merged.outcomes[1]).toBe(previous.outcomes[1]);
  });

  it('[LIVE2] matches outcomes by id, not by position', () => {
    const previous = market(1);
    const next = clone(previous);
    next.outcomes.reverse();
    const merged = mergeMarket(previous, next);
    expect(merged.outcomes.map((outcome) => outcome.id)).toEqual(['3', '2', '1']);
    expect(merged.outcomes[0]).toBe(previous.outcomes[2]);
    expect(merged.outcomes[2]).toBe(previous.outcomes[0]);
  });

  it('[LIVE2] keeps the outcomes of a market that was only suspended', () => {
    const previous = market(1);
    const next = { ...clone(previous), status: -1 };
    const merged = mergeMarket(previous, next);
    expect(merged.status).toBe(-1);
    expect(merged.outcomes).toBe(previous.outcomes);
  });

  it('[LIVE2] keeps a market whose contents did not change, and tells markets apart by specifier', () => {
    const previous = [market(18, 'total=2.5'), market(18, 'total=3.5')];
    const next = clone(previous);
    (next[1] as TestMarket).outcomes[0] = { id: '1', name: 'O1', active: true, odds: 1.6 };
    const merged = mergeMarkets(previous, next);
    expect(merged[0]).toBe(previous[0]);
    expect(merged[1]).not.toBe(previous[1]);
    expect(merged[1]?.outcomes[1]).toBe(previous[1]?.outcomes[1]);
  });

  it('[LIVE2] does not mix up markets of different matches', () => {
    const ofMatch7 = market(1);
    const ofMatch8 = { ...clone(ofMatch7), match_id: 8 };
    expect(mergeMarkets([ofMatch7], [ofMatch8])[0]).toBe(ofMatch8);
  });

  it('[LIVE3] [CAT1] drops status 0 markets, follows the order of the update, forgets absent markets', () => {
    const previous = [market(1), market(2), market(3)];
    const fresh = market(4);
    const next = [
      clone(previous[2] as TestMarket),
      { ...market(1), status: 0 },
      fresh,
      clone(previous[1] as TestMarket),
    ];
    const merged = mergeMarkets(previous, next);
    expect(merged.map((m) => m.id)).toEqual([3, 4, 2]);
    expect(merged[0]).toBe(previous[2]);
    expect(merged[1]).toBe(fresh);
    expect(merged[2]).toBe(previous[1]);
  });

  it('[LIVE4] gives back the previous array itself when nothing changed', () => {
    const previous = [market(1), market(2, 'hcp=-1')];
    expect(mergeMarkets(previous, clone(previous))).toBe(previous);
    expect(mergeMarkets(previous, previous)).toBe(previous);
    expect(mergeMarkets([], [])).toEqual([]);
    // A status 0 market in the update is not a change once dropped.
    expect(mergeMarkets(previous, [...clone(previous), { ...market(9), status: 0 }])).toBe(previous);
  });

  it('[LIVE4] gives a new array when only the order changed', () => {
    const previous = [market(1), market(2)];
    const merged = mergeMarkets(previous, clone(previous).reverse());
    expect(merged).not.toBe(previous);
    expect(merged[0]).toBe(previous[1]);
    expect(merged[1]).toBe(previous[0]);
  });

  const outcome = fc.record({
    id: fc.constantFrom('1', '2', '3'),
    name: fc.constantFrom('Home', 'Away'),
    active: fc.boolean(),
    odds: fc.constantFrom(1.5, 2, 3.1),
  });
  const testMarket: fc.Arbitrary<TestMarket> = fc.record({
    match_id: fc.constantFrom(7, 8),
    id: fc.integer({ min: 1, max: 3 }),
    name: fc.constant('1x2'),
    status: fc.constantFrom(1, 1, -1, 0, -3),
    specifier: fc.constantFrom('', 'total=2.5'),
    outcomes: fc.uniqueArray(outcome, { selector: (o) => o.id, maxLength: 3 }),
    market_groups: fc.constantFrom(['main'], ['main', 'goals']),
  });
  const marketList = fc.uniqueArray(testMarket, {
    selector: (m) => `${m.match_id}|${m.id}|${m.specifier}`,
    maxLength: 8,
  });
  const key = (m: TestMarket) => `${m.match_id}|${m.id}|${m.specifier}`;
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

  /** A list and an update of it: some markets copied, some with one outcome repriced, some new, some gone. */
  const listAndUpdate = marketList.chain((previous) =>
    fc
      .tuple(
        fc.array(fc.constantFrom('copy', 'reprice', 'drop'), {
          minLength: previous.length,
          maxLength: previous.length,
        }),
        marketList,
      )
      .map(([actions, extra]) => {
        const next: TestMarket[] = [];
        previous.forEach((m, index) => {
          const action = actions[index];
          if (action === 'drop') return;
          const copy = clone(m);
          if (action === 'reprice' && copy.outcomes[0]) copy.outcomes[0].odds += 0.1;
          next.push(copy);
        });
        const keys = new Set(next.map(key));
        for (const m of extra) if (!keys.has(key(m))) next.push(m);
        return [previous, next] as const;
      }),
  );

  it('[LIVE2] [LIVE3] always equals the served markets of the update and keeps every equal part', () => {
    fc.assert(
      fc.property(fc.oneof(listAndUpdate, fc.tuple(marketList, marketList)), ([previous, next]) => {
        const merged = mergeMarkets(previous, next);
        expect(merged).toEqual(next.filter((m) => m.status !== 0));
        for (const m of merged) {
          const before = previous.find((p) => key(p) === key(m));
          if (!before) continue;
          if (same(before, m)) expect(m).toBe(before);
          for (const o of m.outcomes) {
            const old = before.outcomes.find((p) => p.id === o.id);
            if (old && same(old, o)) expect(o).toBe(old);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('[LIVE5] is idempotent: merging the same update again gives the same array back', () => {
    fc.assert(
      fc.property(fc.oneof(listAndUpdate, fc.tuple(marketList, marketList)), ([previous, next]) => {
        const once = mergeMarkets(previous, next);
        expect(mergeMarkets(once, next)).toBe(once);
        expect(mergeMarkets(once, clone(next))).toBe(once);
      }),
      { numRuns: 500 },
    );
  });

  it('[LIVE4] never changes its inputs', () => {
    fc.assert(
      fc.property(listAndUpdate, ([previous, next]) => {
        const before = clone([previous, next]);
        mergeMarkets(previous, next);
        expect([previous, next]).toEqual(before);
      }),
    );
  });
});

describe('odds direction', () => {
  it('[LIVE6] says up, down or same', () => {
    expect(oddsDirection(1.5, 1.6)).toBe('up');
    expect(oddsDirection(1.6, 1.5)).toBe('down');
    expect(oddsDirection(2, 2)).toBe('same');
    expect(oddsDirection(Number.NaN, 2)).toBe('same');
    expect(oddsDirection(2, Number.POSITIVE_INFINITY)).toBe('same');
  });

  it('[LIVE6] is antisymmetric', () => {
    const price = fc.double({ min: 1.01, max: 1000, noNaN: true });
    fc.assert(
      fc.property(price, price, (a, b) => {
        const forward = oddsDirection(a, b);
        const backward = oddsDirection(b, a);
        expect(forward === 'same' ? backward === 'same' : forward !== backward).toBe(true);
        expect(forward === 'up').toBe(b > a);
      }),
    );
  });
});
