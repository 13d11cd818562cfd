import { describe, expect, it } from 'vitest';
import { malformedPathTarget } from './request-target';

describe('paths no page can have', () => {
  it('are served the not-found page, in the locale the path names', () => {
    expect(malformedPathTarget('/sports/%ff')).toBe('/sports/404');
    expect(malformedPathTarget('/de/sports/%ff/x')).toBe('/de/sports/404');
    expect(malformedPathTarget('/pt-BR/sports/live/%E0%A4%A')).toBe('/pt-BR/sports/404');
    expect(malformedPathTarget('/%')).toBe('/sports/404');
    expect(malformedPathTarget('/%c0%af')).toBe('/sports/404');
    expect(malformedPathTarget('/%ff/sports/live')).toBe('/sports/404');
  });

  it('include a NUL byte, encoded anywhere in the path', () => {
    expect(malformedPathTarget('/sports/%00')).toBe('/sports/404');
    expect(malformedPathTarget('/fr/sports/a%00b')).toBe('/fr/sports/404');
  });

  it('keep their query (client navigations key their requests on it)', () => {
    expect(malformedPathTarget('/sports/%ff?_rsc=abc')).toBe('/sports/404?_rsc=abc');
  });

  it('leave every well-formed path and its query alone, whatever the query holds', () => {
    for (const target of [
      '/sports',
      '/de/sports/football/premier-league-1',
      '/sports/a%2Fb',
      '/sports/caf%C3%A9',
      '/sports?q=%ff',
      '/sports?q=%00',
      '/_next/static/chunks/a.js',
      '*',
      'http://example.com/sports/%ff',
    ]) {
      expect(malformedPathTarget(target), target).toBeUndefined();
    }
  });
});
