import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COLLAPSED_MARKETS_LIMIT,
  lineTable,
  listingLabel,
  type MarketLine,
  mainLineIndex,
  outcomeLayout,
  parseCollapsedMarkets,
  serializeCollapsedMarkets,
  specifierLabel,
} from './market-view';

const line = (specifier: string, outcomes: [string, string, number][], mostBalanced = false): MarketLine => ({
  specifier,
  most_balanced: mostBalanced,
  outcomes: outcomes.map(([id, name, odds]) => ({ id, name, odds })),
});

const total = (value: string, over: number, under: number, mostBalanced = false) =>
  line(
    `total=${value}`,
    [
      ['over', `Over ${value}`, over],
      ['under', `Under ${value}`, under],
    ],
    mostBalanced,
  );

const handicap = (home: string, away: string, homeOdds: number, awayOdds: number) =>
  line(`hcp=${home}`, [
    ['1', `Wigan City (${home})`, homeOdds],
    ['2', `Leicester Rovers (${away})`, awayOdds],
  ]);

describe('market view', () => {
  it('[MKV1] takes the line the feed marks most balanced as the main line', () => {
    const lines = [total('0.5', 1.05, 9), total('1.5', 1.4, 2.9), total('2.5', 1.95, 1.85, true)];
    expect(mainLineIndex(lines)).toBe(2);
    expect(mainLineIndex([total('1.5', 1.4, 2.9, true), total('2.5', 1.9, 1.9, true)])).toBe(0);
  });

  it('[MKV1] without a mark, takes the line with the closest implied probabilities', () => {
    const lines = [total('0.5', 1.05, 9), total('2.5', 1.95, 1.85), total('3.5', 2.9, 1.4)];
    expect(mainLineIndex(lines)).toBe(1);
    expect(mainLineIndex([total('1.5', 1.9, 1.9), total('2.5', 1.9, 1.9)])).toBe(0);
    expect(mainLineIndex([total('1.5', 1, 1)])).toBe(0);
    expect(mainLineIndex([])).toBe(-1);
  });

  it('[MKV1] always names one of the lines', () => {
    const anyLine = fc.record({
      specifier: fc.string(),
      most_balanced: fc.boolean(),
      outcomes: fc.array(
        fc.record({ id: fc.string(), name: fc.string(), odds: fc.double({ noDefaultInfinity: false }) }),
        { maxLength: 4 },
      ),
    });
    fc.assert(
      fc.property(fc.array(anyLine, { minLength: 1, maxLength: 20 }), (lines) => {
        const index = mainLineIndex(lines);
        expect(index).toBeGreaterThanOrEqual(0);
        expect(index).toBeLessThan(lines.length);
        if (lines.some((l) => l.most_balanced)) expect(lines[index]?.most_balanced).toBe(true);
      }),
    );
  });

  it('[MKV2] writes a specifier as its values', () => {
    expect(specifierLabel('total=2.5')).toBe('2.5');
    expect(specifierLabel('hcp=-1|variant=x')).toBe('-1 · x');
    expect(specifierLabel('')).toBe('');
    expect(specifierLabel('weird')).toBe('weird');
  });

  it('[MKV3] reads totals as a table: the line as row label, Over and Under as columns, prices in cells', () => {
    expect(lineTable([total('0.5', 1.05, 9), total('2.5', 1.95, 1.85)])).toEqual({
      columns: ['Over', 'Under'],
      rows: [
        { label: '0.5', cells: ['', ''] },
        { label: '2.5', cells: ['', ''] },
      ],
    });
    // One line is no table.
    expect(lineTable([total('2.5', 1.95, 1.85)])).toBeNull();
  });

  it('[MKV3] reads handicaps as a table: the teams as columns, each cell with its own line', () => {
    expect(lineTable([handicap('-0.5', '+0.5', 1.9, 1.95), handicap('+1', '-1', 1.3, 3.2)])).toEqual({
      columns: ['Wigan City', 'Leicester Rovers'],
      rows: [
        { label: '', cells: ['-0.5', '+0.5'] },
        { label: '', cells: ['+1', '-1'] },
      ],
    });
    // A zero handicap among others: its cells carry their line too, as every row's do.
    expect(lineTable([handicap('0', '0', 1.9, 1.9), handicap('-1', '+1', 2.9, 1.4)])?.rows).toEqual([
      { label: '', cells: ['0', '0'] },
      { label: '', cells: ['-1', '+1'] },
    ]);
  });

  it('[MKV3] does not take a number that is part of another one', () => {
    const lines = [
      line('total=5', [
        ['over', 'Over 5', 2],
        ['under', 'Under 5', 2],
      ]),
      line('total=2.5', [
        ['over', 'Over 2.5', 2],
        ['under', 'Under 2.5', 2],
      ]),
    ];
    expect(lineTable(lines)?.columns).toEqual(['Over', 'Under']);
    const inside = line('total=5', [
      ['over', 'Over 2.5', 2],
      ['under', 'Under 2.5', 2],
    ]);
    const inside6 = line('total=6', [
      ['over', 'Over 2.5', 2],
      ['under', 'Under 2.5', 2],
    ]);
    expect(lineTable([inside, inside6])).toEqual({
      columns: ['Over 2.5', 'Under 2.5'],
      rows: [
        { label: '5', cells: ['', ''] },
        { label: '6', cells: ['', ''] },
      ],
    });
  });

  it('[MKV3] is no table for markets without a line, with more than three outcomes, or that do not line up', () => {
    const oneXTwo = line('', [
      ['1', 'Wigan City', 2],
      ['X', 'Draw', 3],
      ['2', 'Leicester Rovers', 4],
    ]);
    expect(lineTable([oneXTwo])).toBeNull();
    expect(lineTable([])).toBeNull();
    const six = line(
      'total=1.5',
      ['1', '2', '3', '4', '5', '6'].map(
        (id) => [id, `Pick ${id} & Over 1.5`, 2] as [string, string, number],
      ),
    );
    expect(lineTable([six, six])).toBeNull();
    // Different outcomes on two lines, or the same heading twice.
    const other = line('total=3.5', [
      ['yes', 'Yes 3.5', 2],
      ['no', 'No 3.5', 2],
    ]);
    expect(lineTable([total('2.5', 2, 2), other])).toBeNull();
    const same = line('total=2.5', [
      ['a', 'Goals 2.5', 2],
      ['b', 'Goals 2.5', 2],
    ]);
    expect(lineTable([same, same])).toBeNull();
    expect(lineTable([total('2.5', 2, 2), oneXTwo])).toBeNull();
  });

  it('[MKV4] lays two and three outcomes side by side, more in a wrapping grid', () => {
    expect([0, 1, 2, 3, 4, 13].map(outcomeLayout)).toEqual(['one', 'one', 'two', 'three', 'grid', 'grid']);
  });

  it('[MKV5] labels result prices of a listing 1, X, 2 and everything else by name', () => {
    const plain = { specifier: '' };
    expect(listingLabel(plain, { id: '1', name: 'Wigan City' })).toBe('1');
    expect(listingLabel(plain, { id: 'X', name: 'Draw' })).toBe('X');
    expect(listingLabel(plain, { id: '2', name: 'Leicester Rovers' })).toBe('2');
    expect(listingLabel(plain, { id: '1X', name: 'Wigan City / Draw' })).toBe('1X');
    expect(listingLabel({ specifier: 'total=2.5' }, { id: 'over', name: 'Over 2.5' })).toBe('Over 2.5');
    expect(listingLabel({ specifier: 'hcp=-0.5' }, { id: '1', name: 'Wigan City (-0.5)' })).toBe(
      'Wigan City (-0.5)',
    );
    expect(listingLabel(plain, { id: 'sr:competitor:1', name: 'Wigan City' })).toBe('Wigan City');
  });

  it('[MKV6] reads the collapsed markets cookie, and a bad value as nothing collapsed', () => {
    expect([...parseCollapsedMarkets('18.16.165')]).toEqual([18, 16, 165]);
    expect([...parseCollapsedMarkets('18.18')]).toEqual([18]);
    for (const bad of [
      undefined,
      '',
      '0',
      '18.',
      '.18',
      '18..16',
      '-18',
      '18.x',
      ' 18',
      '1e3',
      '1234567890',
    ]) {
      expect(parseCollapsedMarkets(bad).size, String(bad)).toBe(0);
    }
  });

  it('[MKV6] keeps the latest collapsed market types, at most the limit, and reads back what it writes', () => {
    const many = Array.from({ length: COLLAPSED_MARKETS_LIMIT + 20 }, (_, i) => i + 1);
    const kept = parseCollapsedMarkets(serializeCollapsedMarkets(many));
    expect(kept.size).toBe(COLLAPSED_MARKETS_LIMIT);
    expect(kept.has(1)).toBe(false);
    expect(kept.has(COLLAPSED_MARKETS_LIMIT + 20)).toBe(true);
    expect(serializeCollapsedMarkets([0, -1, 1.5, 7])).toBe('7');
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 999_999_999 }), { maxLength: 100 }), (ids) => {
        expect([...parseCollapsedMarkets(serializeCollapsedMarkets(ids))]).toEqual(ids);
      }),
    );
  });
});
