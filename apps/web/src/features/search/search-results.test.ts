import type { SearchResponse } from '@sportsbook/contract/sportsbook/catalog-calls';
import { describe, expect, it } from 'vitest';
import { nextFocus, resultCount, searchGroups } from './search-results';
import { closeSearch, isSearchOpen, openSearch } from './search-store';

const sport = { id: 1, urn_id: 'sr:sport:1', key: 'football', name: 'Football', type: 'regular' };
const category = { id: 7, slug: 'england', name: 'England', country_code: 'GB' };
const tournament = {
  id: 17,
  urn_id: 'sr:tournament:17',
  slug: 'premier-league',
  name: 'Premier League',
  priority: 9,
};

function response(parts: Partial<Record<keyof SearchResponse, unknown[]>>): SearchResponse {
  return { matches: [], tournaments: [], categories: [], ...parts } as SearchResponse;
}

const match = {
  id: 42,
  slug: 'arsenal-chelsea-42',
  name: 'Arsenal - Chelsea',
  sport,
  category,
  tournament,
  status: 0,
  start_time: '2026-03-10T18:00:00.000Z',
};

describe('search results', () => {
  it('groups matches, leagues and countries as links to their pages, empty groups left out', () => {
    const groups = searchGroups(
      response({
        matches: [match, { ...match, id: 43, slug: 'x-43', status: 1 }],
        categories: [{ ...category, priority: 1, sport }],
      }),
      '/sports',
    );
    expect(groups.map((group) => group.key)).toEqual(['matches', 'categories']);
    expect(groups[0]?.items[0]).toEqual({
      key: 'm42',
      href: '/sports/football/arsenal-chelsea-42',
      name: 'Arsenal - Chelsea',
      detail: 'Football · England · Premier League',
      start: '2026-03-10T18:00:00.000Z',
      live: false,
    });
    expect(groups[0]?.items[1]?.live).toBe(true);
    expect(groups[1]?.items[0]).toMatchObject({ href: '/sports/football/england', name: 'England' });
    expect(resultCount(groups)).toBe(3);
  });

  it('keeps the locale prefix of the page and encodes what goes into the path', () => {
    const groups = searchGroups(
      response({ tournaments: [{ ...tournament, category, sport: { ...sport, key: 'a/b' } }] }),
      '/de/sports',
    );
    expect(groups[0]?.items[0]?.href).toBe('/de/sports/a%2Fb/premier-league');
  });

  it('has nothing for an empty answer', () => {
    expect(searchGroups(response({}), '/sports')).toEqual([]);
    expect(resultCount([])).toBe(0);
  });
});

describe('search keyboard', () => {
  it('moves from the box (-1) down through the results and back up to the box', () => {
    expect(nextFocus(-1, 'ArrowDown', 3)).toBe(0);
    expect(nextFocus(0, 'ArrowDown', 3)).toBe(1);
    expect(nextFocus(2, 'ArrowDown', 3)).toBe(0);
    expect(nextFocus(1, 'ArrowUp', 3)).toBe(0);
    expect(nextFocus(0, 'ArrowUp', 3)).toBe(-1);
    expect(nextFocus(-1, 'ArrowUp', 3)).toBe(-1);
  });

  it('jumps with Home and End among the results, leaves them to the box, ignores other keys', () => {
    expect(nextFocus(1, 'Home', 3)).toBe(0);
    expect(nextFocus(0, 'End', 3)).toBe(2);
    expect(nextFocus(-1, 'Home', 3)).toBeNull();
    expect(nextFocus(-1, 'End', 3)).toBeNull();
    expect(nextFocus(0, 'a', 3)).toBeNull();
    expect(nextFocus(-1, 'ArrowDown', 0)).toBeNull();
  });
});

describe('search store', () => {
  it('opens and closes', () => {
    expect(isSearchOpen()).toBe(false);
    openSearch();
    openSearch();
    expect(isSearchOpen()).toBe(true);
    closeSearch();
    expect(isSearchOpen()).toBe(false);
  });
});
