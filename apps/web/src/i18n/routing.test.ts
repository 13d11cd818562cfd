import { describe, expect, it } from 'vitest';
import { type LocaleRouting, routeLocale, switchLocaleHref } from './routing';

const routing: LocaleRouting = {
  locales: ['en', 'de', 'es', 'pt-BR', 'tr', 'ar'],
  localeInUrlRequired: false,
};
const required: LocaleRouting = { ...routing, localeInUrlRequired: true };

describe('request locale routing (spec §2.1, §9)', () => {
  it('sends / to the sports home', () => {
    expect(routeLocale('/', routing)).toEqual({ kind: 'redirect', path: '/sports' });
    expect(routeLocale('/', required)).toEqual({ kind: 'redirect', path: '/en/sports' });
  });

  it('serves the default locale without a prefix by an internal rewrite', () => {
    expect(routeLocale('/sports/football', routing)).toEqual({
      kind: 'rewrite',
      locale: 'en',
      path: '/en/sports/football',
    });
  });

  it('serves a configured locale as is', () => {
    expect(routeLocale('/de/sports', routing)).toEqual({ kind: 'serve', locale: 'de' });
    expect(routeLocale('/pt-BR/sports/live', routing)).toEqual({ kind: 'serve', locale: 'pt-BR' });
  });

  it('serves the written default locale as is (ROUTE6; the canonical link names the URL without it)', () => {
    expect(routeLocale('/en/sports/live', routing)).toEqual({ kind: 'serve', locale: 'en' });
    expect(routeLocale('/en/sports/live', required)).toEqual({ kind: 'serve', locale: 'en' });
  });

  it('gives a path without a locale the prefix when the locale is required', () => {
    expect(routeLocale('/sports/live', required)).toEqual({ kind: 'redirect', path: '/en/sports/live' });
  });

  it('resolves aliases and variants: br → pt-BR, pt → pt-BR, de-AT → de', () => {
    expect(routeLocale('/br/sports/live', routing)).toEqual({ kind: 'redirect', path: '/pt-BR/sports/live' });
    expect(routeLocale('/pt/sports', routing)).toEqual({ kind: 'redirect', path: '/pt-BR/sports' });
    expect(routeLocale('/de-AT/sports', routing)).toEqual({ kind: 'redirect', path: '/de/sports' });
    expect(routeLocale('/pt-br/sports', routing)).toEqual({ kind: 'redirect', path: '/pt-BR/sports' });
  });

  it('sends an alias of a locale the site lacks (no → nb) to the default locale', () => {
    expect(routeLocale('/no/sports', routing)).toEqual({ kind: 'redirect', path: '/sports' });
    expect(routeLocale('/no/sports/football', required)).toEqual({
      kind: 'redirect',
      path: '/en/sports/football',
    });
    expect(routeLocale('/no/sports', { ...routing, locales: ['en', 'nb'] })).toEqual({
      kind: 'redirect',
      path: '/nb/sports',
    });
  });

  it('serves other paths as they are, in the default locale (they answer 404)', () => {
    expect(routeLocale('/foo/bar', routing)).toEqual({ kind: 'serve', locale: 'en' });
    expect(routeLocale('/foo/bar', required)).toEqual({ kind: 'serve', locale: 'en' });
    expect(routeLocale('/de', routing)).toEqual({ kind: 'redirect', path: '/de/sports' });
  });
});

describe('locale switch (spec §2.5)', () => {
  it('replaces the locale segment', () => {
    expect(switchLocaleHref('/sports/football', 'de', routing)).toBe('/de/sports/football');
    expect(switchLocaleHref('/de/sports/football', 'en', routing)).toBe('/sports/football');
    expect(switchLocaleHref('/de/sports', 'ar', routing)).toBe('/ar/sports');
    expect(switchLocaleHref('/de/sports/live', 'en', required)).toBe('/en/sports/live');
  });
});
