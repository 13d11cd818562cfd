import { describe, expect, it } from 'vitest';
import { type LocaleRouting, routeLocale, switchLocaleHref } from './routing';

const routing: LocaleRouting = {
  locales: ['en', 'de', 'es', 'pt-BR', 'tr', 'fr', 'it', 'pl', 'ar', 'he'],
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

describe('error pages in the reduced shell’s locales (spec §2.3, ERRP2)', () => {
  it('serves an error page in a reduced-shell locale the site does not configure', () => {
    expect(routeLocale('/fr-CA/sports/500', routing)).toEqual({ kind: 'serve', locale: 'fr-CA' });
    expect(routeLocale('/de-CH/sports/locked', routing)).toEqual({ kind: 'serve', locale: 'de-CH' });
    expect(routeLocale('/en-AU/sports/404', routing)).toEqual({ kind: 'serve', locale: 'en-AU' });
    expect(routeLocale('/no/sports/blocked', routing)).toEqual({ kind: 'serve', locale: 'no' });
    expect(routeLocale('/fr-ca/sports/500', routing)).toEqual({
      kind: 'redirect',
      path: '/fr-CA/sports/500',
    });
  });

  it('routes every other page of such a locale, and other locales’ error pages, as before', () => {
    expect(routeLocale('/fr-CA/sports/football', routing)).toEqual({
      kind: 'redirect',
      path: '/fr/sports/football',
    });
    expect(routeLocale('/de-CH/sports', routing)).toEqual({ kind: 'redirect', path: '/de/sports' });
    expect(routeLocale('/ja/sports/500', routing)).toEqual({ kind: 'redirect', path: '/sports/500' });
    expect(routeLocale('/de/sports/500', routing)).toEqual({ kind: 'serve', locale: 'de' });
    expect(routeLocale('/xx-YY/sports/404', routing)).toEqual({ kind: 'redirect', path: '/sports/404' });
  });

  it('never serves a crafted segment as a locale', () => {
    const notFound = { kind: 'rewrite', locale: 'en', path: '/en/sports/404' };
    expect(routeLocale('/%3Cscript%3E/sports/500', routing)).toEqual(notFound);
    expect(routeLocale('/..%2F/sports/500', routing)).toEqual(notFound);
    expect(routeLocale('/xx-toolong-tag/sports', routing)).toEqual(notFound);
    expect(routeLocale('/%3Cscript%3E/sports', required)).toEqual(notFound);
  });
});

describe('locale switch (spec §2.5)', () => {
  it('replaces the locale segment', () => {
    expect(switchLocaleHref('/sports/football', 'de', routing)).toBe('/de/sports/football');
    expect(switchLocaleHref('/de/sports/football', 'en', routing)).toBe('/sports/football');
    expect(switchLocaleHref('/de/sports', 'ar', routing)).toBe('/ar/sports');
    expect(switchLocaleHref('/de/sports/live', 'en', required)).toBe('/en/sports/live');
    expect(switchLocaleHref('/sports/football/premier-league', 'he', routing)).toBe(
      '/he/sports/football/premier-league',
    );
    expect(switchLocaleHref('/fr/sports/live', 'it', routing)).toBe('/it/sports/live');
  });

  it('builds the default locale’s link for a locale the site does not serve', () => {
    expect(switchLocaleHref('/de/sports/live', 'xx', routing)).toBe('/sports/live');
    expect(switchLocaleHref('/de/sports/live', '<script>', routing)).toBe('/sports/live');
  });
});
