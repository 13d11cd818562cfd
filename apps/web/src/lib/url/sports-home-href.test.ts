import { describe, expect, it } from 'vitest';
import { sportsHomeHrefFromPath } from './sports-home-href';

describe('sports home of the error pages, from the current path (spec §2.1, §2.3)', () => {
  it('leaves the locale out where the URL has none (the default locale)', () => {
    expect(sportsHomeHrefFromPath('/sports/football/no-such-league', 'en')).toBe('/sports');
    expect(sportsHomeHrefFromPath('/sports', 'de')).toBe('/sports');
  });

  it('keeps the locale segment the URL has, in its configured spelling', () => {
    expect(sportsHomeHrefFromPath('/de/sports/live', 'de')).toBe('/de/sports');
    expect(sportsHomeHrefFromPath('/pt-br/sports', 'pt-BR')).toBe('/pt-BR/sports');
    expect(sportsHomeHrefFromPath('/en/sports/live', 'en')).toBe('/en/sports');
  });

  it('reads only the first segment', () => {
    expect(sportsHomeHrefFromPath('/sports/de', 'de')).toBe('/sports');
    expect(sportsHomeHrefFromPath('', 'en')).toBe('/sports');
  });
});
