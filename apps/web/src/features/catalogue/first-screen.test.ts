import { describe, expect, it } from 'vitest';
import { firstScreenIds, groupBy } from './first-screen';

const match = (id: number, sport: string, tournament: number) => ({
  id,
  sport: { key: sport },
  tournament: { id: tournament },
});

// In the backend's order: leagues and sports interleaved, as a sort by start time or popularity leaves them.
const listed = [
  match(1, 'football', 10),
  match(2, 'tennis', 20),
  match(3, 'football', 11),
  match(4, 'football', 10),
  match(5, 'tennis', 20),
  match(6, 'basketball', 30),
  match(7, 'football', 11),
];

describe('the first screen of a long listing', () => {
  it('groups in the order of each group’s first item', () => {
    expect(groupBy(listed, (m) => m.sport.key).map((g) => [g.key, g.items.map((m) => m.id)])).toEqual([
      ['football', [1, 3, 4, 7]],
      ['tennis', [2, 5]],
      ['basketball', [6]],
    ]);
  });

  it('takes whole leagues in the order the sport grouping shows them', () => {
    // Shown: football 10 [1, 4], football 11 [3, 7], tennis 20 [2, 5], basketball 30 [6].
    expect([...firstScreenIds(listed, 'sport', 1)]).toEqual([1, 4]);
    expect([...firstScreenIds(listed, 'sport', 3)]).toEqual([1, 4, 3, 7]);
    expect([...firstScreenIds(listed, 'sport', 4)]).toEqual([1, 4, 3, 7]);
    expect([...firstScreenIds(listed, 'sport', 5)]).toEqual([1, 4, 3, 7, 2, 5]);
  });

  it('takes whole leagues in the order the league grouping shows them', () => {
    // Shown: 10 [1, 4], 20 [2, 5], 11 [3, 7], 30 [6].
    expect([...firstScreenIds(listed, 'tournament', 3)]).toEqual([1, 4, 2, 5]);
  });

  it('cuts an ungrouped list at a row', () => {
    expect([...firstScreenIds(listed, 'none', 3)]).toEqual([1, 2, 3]);
  });

  it('takes everything from a list shorter than a screen, and nothing from an empty one', () => {
    expect(firstScreenIds(listed, 'sport', 20).size).toBe(listed.length);
    expect(firstScreenIds([], 'sport', 20).size).toBe(0);
  });

  it('takes nothing when the browser is to draw the whole list', () => {
    expect(firstScreenIds(listed, 'sport', 0).size).toBe(0);
  });

  it('takes the first league whatever its size', () => {
    const big = Array.from({ length: 30 }, (_, i) => match(i + 1, 'football', 10));
    expect(firstScreenIds([...big, match(99, 'football', 11)], 'sport', 20).size).toBe(30);
  });
});
