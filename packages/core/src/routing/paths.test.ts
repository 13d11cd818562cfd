import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BASE_PATH,
  configuredLocale,
  isExternalHref,
  type LocaleRouting,
  localeRedirect,
  pageIdForPath,
  splitLocale,
  sportsHref,
  stripBasePath,
} from './paths';

const optional: LocaleRouting = {
  locales: ['en', 'de', 'es', 'pt-BR', 'tr', 'ar', 'nb', 'fil'],
  localeInUrlRequired: false,
};
const required: LocaleRouting = { ...optional, localeInUrlRequired: true };

describe('routing', () => {
  it('[ROUTE1] puts every route under /sports', () => {
    expect(BASE_PATH).toBe('/sports');
  });

  it('[ROUTE2] builds internal links as optional locale, /sports, then the path', () => {
    expect(sportsHref('/football', 'de', optional)).toBe('/de/sports/football');
    expect(sportsHref('/football', 'en', optional)).toBe('/sports/football');
    expect(sportsHref('/football', 'en', required)).toBe('/en/sports/football');
    expect(sportsHref('/football/premier-league', 'ar', optional)).toBe('/ar/sports/football/premier-league');
  });

  it('[ROUTE2] links the home for "" and "/"', () => {
    expect(sportsHref('', 'en', optional)).toBe('/sports');
    expect(sportsHref('/', 'en', optional)).toBe('/sports');
    expect(sportsHref('/', 'de', optional)).toBe('/de/sports');
    expect(sportsHref('', 'en', required)).toBe('/en/sports');
  });

  it('[ROUTE2] normalises slashes and keeps a query or a fragment', () => {
    expect(sportsHref('football', 'en', optional)).toBe('/sports/football');
    expect(sportsHref('/football/', 'en', optional)).toBe('/sports/football');
    expect(sportsHref('/live?sport=tennis#top', 'de', optional)).toBe('/de/sports/live?sport=tennis#top');
    expect(sportsHref('?time=today', 'en', optional)).toBe('/sports?time=today');
    expect(sportsHref('/#betBuilder', 'en', optional)).toBe('/sports#betBuilder');
  });

  it('[ROUTE2] [ROUTE3] writes a locale in its configured spelling, an unknown one as the default', () => {
    expect(sportsHref('/live', 'br', optional)).toBe('/pt-BR/sports/live');
    expect(sportsHref('/live', 'PT-br', optional)).toBe('/pt-BR/sports/live');
    expect(sportsHref('/live', 'no', optional)).toBe('/nb/sports/live');
    expect(sportsHref('/live', 'DE', optional)).toBe('/de/sports/live');
    expect(sportsHref('/live', 'fr', optional)).toBe('/sports/live');
    expect(sportsHref('/live', 'fr', required)).toBe('/en/sports/live');
  });

  it('[ROUTE5] recognises external links and leaves them untouched', () => {
    for (const href of [
      'http://example.com',
      'https://example.com/a?b',
      'HTTPS://EXAMPLE.COM',
      'sms:+4912345',
      'mailto:help@example.com',
    ]) {
      expect(isExternalHref(href)).toBe(true);
      expect(sportsHref(href, 'de', required)).toBe(href);
    }
    for (const href of ['/sports', 'football', 'httpbin', '/http://x', 'javascript:alert(1)', '']) {
      expect(isExternalHref(href)).toBe(false);
    }
  });

  it('[ROUTE5] leaves any external link untouched (property)', () => {
    const external = fc.oneof(
      fc.webUrl(),
      fc.emailAddress().map((email) => `mailto:${email}`),
      fc.stringMatching(/^\+?\d{3,15}$/).map((number) => `sms:${number}`),
    );
    fc.assert(
      fc.property(external, fc.constantFrom(...optional.locales), fc.boolean(), (href, locale, inUrl) => {
        expect(isExternalHref(href)).toBe(true);
        expect(sportsHref(href, locale, { ...optional, localeInUrlRequired: inUrl })).toBe(href);
      }),
      { numRuns: 200 },
    );
  });

  it('[ROUTE3] splits off a configured locale, in its configured spelling', () => {
    expect(splitLocale('/de/sports/football', optional)).toEqual({ locale: 'de', rest: '/sports/football' });
    expect(splitLocale('/sports/football', optional)).toEqual({
      locale: undefined,
      rest: '/sports/football',
    });
    expect(splitLocale('/DE/sports', optional)).toEqual({ locale: 'de', rest: '/sports' });
    expect(splitLocale('/pt-br/sports', optional)).toEqual({ locale: 'pt-BR', rest: '/sports' });
    expect(splitLocale('/de', optional)).toEqual({ locale: 'de', rest: '/' });
    expect(splitLocale('/de/', optional)).toEqual({ locale: 'de', rest: '/' });
    expect(splitLocale('/', optional)).toEqual({ locale: undefined, rest: '/' });
    expect(splitLocale('', optional)).toEqual({ locale: undefined, rest: '/' });
    expect(splitLocale('/fr/sports', optional)).toEqual({ locale: undefined, rest: '/fr/sports' });
    expect(splitLocale('/english/sports', optional)).toEqual({ locale: undefined, rest: '/english/sports' });
  });

  it('[ROUTE3] [LOC1] resolves the aliases no → nb, tl → fil, br → pt-BR in any case', () => {
    expect(splitLocale('/no/sports', optional)).toEqual({ locale: 'nb', rest: '/sports' });
    expect(splitLocale('/TL/sports/live', optional)).toEqual({ locale: 'fil', rest: '/sports/live' });
    expect(splitLocale('/br/sports', optional)).toEqual({ locale: 'pt-BR', rest: '/sports' });
    expect(splitLocale('/Br', optional)).toEqual({ locale: 'pt-BR', rest: '/' });
    // An alias of a locale the site does not configure names nothing.
    expect(splitLocale('/sr/sports', optional)).toEqual({ locale: undefined, rest: '/sr/sports' });
    expect(configuredLocale('no', { locales: ['en'], localeInUrlRequired: false })).toBeUndefined();
  });

  const segment = fc.stringMatching(/^[a-z0-9]{1,8}(?:-[a-z0-9]{1,8}){0,2}$/);
  const targetPath = fc
    .array(segment, { maxLength: 3 })
    .map((segments) => segments.map((s) => `/${s}`).join(''));
  const localeName = fc.constantFrom(...optional.locales, 'no', 'tl', 'br', 'DE', 'Pt-Br');

  it('[ROUTE2] [ROUTE3] round trips: sportsHref then splitLocale gives back the locale and the path', () => {
    fc.assert(
      fc.property(targetPath, localeName, fc.boolean(), (path, name, inUrl) => {
        const routing = { ...optional, localeInUrlRequired: inUrl };
        const locale = configuredLocale(name, routing) as string;
        const href = sportsHref(path, name, routing);
        const split = splitLocale(href, routing);
        expect(split.locale ?? 'en').toBe(locale);
        if (inUrl || locale !== 'en') expect(split.locale).toBe(locale);
        expect(split.rest).toBe(`${BASE_PATH}${path}`);
        expect(stripBasePath(split.rest)).toBe(path === '' ? '/' : path);
        expect(sportsHref(stripBasePath(split.rest) ?? '', split.locale ?? 'en', routing)).toBe(href);
        expect(localeRedirect(href, routing)).toBeUndefined();
      }),
    );
  });

  it('[ROUTE4] a link asked for in a locale the site does not configure is built for the default locale', () => {
    const unconfigured = fc
      .oneof(fc.constantFrom('fr', 'sr', 'pt', 'en-GB', 'EN_us', ''), fc.string({ maxLength: 8 }))
      .filter((name) => configuredLocale(name, optional) === undefined);
    fc.assert(
      fc.property(
        targetPath,
        unconfigured,
        fc.constantFrom(...optional.locales),
        fc.boolean(),
        (path, name, first, inUrl) => {
          // Any configured locale may be the default: the fallback is the site's first, not English.
          const routing = {
            locales: [first, ...optional.locales.filter((locale) => locale !== first)],
            localeInUrlRequired: inUrl,
          };
          expect(sportsHref(path, name, routing)).toBe(sportsHref(path, first, routing));
        },
      ),
    );
  });

  it('[ROUTE6] redirects a path without a locale when the locale is required', () => {
    expect(localeRedirect('/sports/live', required)).toBe('/en/sports/live');
    expect(localeRedirect('/sports', required)).toBe('/en/sports');
    expect(localeRedirect('/', required)).toBe('/en');
    expect(localeRedirect('/en/sports/live', required)).toBeUndefined();
    expect(localeRedirect('/de/sports/live', required)).toBeUndefined();
  });

  it('[ROUTE6] serves paths as they are when the locale is optional, the default prefix included', () => {
    expect(localeRedirect('/sports/live', optional)).toBeUndefined();
    expect(localeRedirect('/en/sports/live', optional)).toBeUndefined();
    expect(localeRedirect('/de/sports', optional)).toBeUndefined();
  });

  it('[ROUTE6] redirects an alias or a locale in another case to its configured spelling', () => {
    expect(localeRedirect('/BR/sports/football', optional)).toBe('/pt-BR/sports/football');
    expect(localeRedirect('/no/sports', required)).toBe('/nb/sports');
    expect(localeRedirect('/DE', optional)).toBe('/de');
    expect(localeRedirect('/De/', optional)).toBe('/de/');
  });

  it('[ROUTE6] never redirects twice', () => {
    const pathname = fc.oneof(
      targetPath.map((path) => `${BASE_PATH}${path}`),
      fc.tuple(localeName, targetPath).map(([locale, path]) => `/${locale}${BASE_PATH}${path}`),
    );
    fc.assert(
      fc.property(pathname, fc.boolean(), (path, inUrl) => {
        const routing = { ...optional, localeInUrlRequired: inUrl };
        const target = localeRedirect(path, routing);
        if (target === undefined) return;
        expect(localeRedirect(target, routing)).toBeUndefined();
        // Only the locale segment is added or respelled: the rest of the path is kept.
        const before = splitLocale(path, routing);
        expect(splitLocale(target, routing).rest).toBe(before.locale ? before.rest : path);
      }),
    );
  });

  it('[ROUTE7] maps the route table of spec §2.1 to page ids', () => {
    expect(pageIdForPath('/sports')).toEqual({ pageId: 'sports' });
    expect(pageIdForPath('/sports/')).toEqual({ pageId: 'sports' });
    expect(pageIdForPath('/sports/football')).toEqual({ pageId: 'sport', sport: 'football' });
    expect(pageIdForPath('/sports/ice-hockey/')).toEqual({ pageId: 'sport', sport: 'ice-hockey' });
    expect(pageIdForPath('/sports/cybersport')).toEqual({ pageId: 'e_sports' });
    expect(pageIdForPath('/sports/live')).toEqual({ pageId: 'in_play' });
    expect(pageIdForPath('/sports/football/england')).toEqual({
      pageId: 'two_segment',
      sport: 'football',
      slug: 'england',
    });
    expect(pageIdForPath('/sports/football/arsenal-chelsea-1234')).toEqual({
      pageId: 'two_segment',
      sport: 'football',
      slug: 'arsenal-chelsea-1234',
    });
  });

  it('[ROUTE7] answers not_found for anything else', () => {
    for (const rest of [
      '/',
      '/football',
      '/sportsbook',
      '/sports/football/england/premier-league',
      '/sports//football',
      '/sports/football//',
      '/sports/Football',
      '/sports/foo%20bar',
      '/sports/live/football',
      '/sports/cybersport/dota-2',
      '/sports/favorites',
      '/sports/users/sign-in',
      '/sports/404',
    ]) {
      expect(pageIdForPath(rest), rest).toEqual({ pageId: 'not_found' });
    }
  });

  it('[ROUTE7] reads any link built by sportsHref back to its segments', () => {
    fc.assert(
      fc.property(targetPath, localeName, (path, name) => {
        const { rest } = splitLocale(sportsHref(path, name, optional), optional);
        const segments = path.split('/').slice(1);
        fc.pre(
          !['live', 'cybersport', 'about', 'results', 'racing', '404', '500'].includes(segments[0] ?? ''),
        );
        const page = pageIdForPath(rest);
        if (segments.length === 0) expect(page.pageId).toBe('sports');
        else if (segments.length === 3) expect(page.pageId).toBe('not_found');
        else if (segments.length === 1) expect(page).toEqual({ pageId: 'sport', sport: segments[0] });
        else expect(page).toEqual({ pageId: 'two_segment', sport: segments[0], slug: segments[1] });
      }),
    );
  });

  it('[ROUTE8] serves the bet history at /sports/bets-history, and nothing below it', () => {
    expect(pageIdForPath('/sports/bets-history')).toEqual({ pageId: 'bets_history' });
    expect(pageIdForPath('/sports/bets-history/x')).toEqual({ pageId: 'not_found' });
  });
});
