import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LocaleRouting } from '../routing/paths';
import {
  isTopLevelNavigation,
  type LocaleCookieRequest,
  localeCookieRedirect,
  localeFromCookie,
} from './locale-cookie';

const routing: LocaleRouting = { locales: ['en', 'de', 'pt-BR', 'he'], localeInUrlRequired: false };
const required: LocaleRouting = { ...routing, localeInUrlRequired: true };

function request(overrides: Partial<LocaleCookieRequest>): LocaleCookieRequest {
  return { pathname: '/sports', search: '', cookie: 'de', fetchDest: 'document', ...overrides };
}

describe('locale cookie', () => {
  it('[LOC6] reads only a value written exactly as one of the site locales', () => {
    expect(localeFromCookie('de', routing)).toBe('de');
    expect(localeFromCookie('pt-BR', routing)).toBe('pt-BR');
    expect(localeFromCookie('en', routing)).toBe('en');
  });

  it('[LOC6] ignores absent, unknown, aliased, differently cased and crafted values', () => {
    for (const value of [
      undefined,
      '',
      'fr',
      'xx',
      'DE',
      'pt-br',
      'br',
      ' de',
      'de ',
      'de;',
      'de/../../evil',
      '//evil.example',
      'https://evil.example',
      '<script>alert(1)</script>',
      'de\r\nSet-Cookie: x=1',
      'de\u0000',
      '__proto__',
      'constructor',
      'de'.repeat(1000),
    ]) {
      expect(localeFromCookie(value, routing)).toBeUndefined();
    }
  });

  it('[LOC6] never answers anything but a configured locale, whatever the value', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (value) => {
        const locale = localeFromCookie(value, routing);
        return locale === undefined || (routing.locales.includes(locale) && locale === value);
      }),
    );
  });

  it('[LOC7] takes a document load (or no Fetch Metadata) as a top-level navigation, nothing else', () => {
    expect(isTopLevelNavigation('document')).toBe(true);
    expect(isTopLevelNavigation('Document')).toBe(true);
    expect(isTopLevelNavigation(null)).toBe(true);
    expect(isTopLevelNavigation(undefined)).toBe(true);
    for (const dest of ['iframe', 'frame', 'embed', 'object', 'fencedframe', 'empty', 'script', '', 'x'])
      expect(isTopLevelNavigation(dest)).toBe(false);
  });

  it('[LOC8] sends a top-level navigation without a locale to the cookie locale, query kept', () => {
    expect(localeCookieRedirect(request({}), routing)).toBe('/de/sports');
    expect(localeCookieRedirect(request({ pathname: '/sports/' }), routing)).toBe('/de/sports');
    expect(
      localeCookieRedirect(request({ pathname: '/sports/live', search: '?betcode=AB12' }), routing),
    ).toBe('/de/sports/live?betcode=AB12');
    expect(
      localeCookieRedirect(
        request({ pathname: '/sports/football/premier-league', cookie: 'pt-BR' }),
        routing,
      ),
    ).toBe('/pt-BR/sports/football/premier-league');
    expect(localeCookieRedirect(request({ pathname: '/', cookie: 'he' }), routing)).toBe('/he/sports');
    expect(localeCookieRedirect(request({ fetchDest: null }), routing)).toBe('/de/sports');
    // With the locale required in the URL too: the cookie's locale instead of the first one.
    expect(localeCookieRedirect(request({ pathname: '/sports/live' }), required)).toBe('/de/sports/live');
  });

  it('[LOC8] keeps crafted paths inside the locale’s /sports', () => {
    const crafted = localeCookieRedirect(request({ pathname: '/sports//evil.example/x' }), routing);
    expect(crafted?.startsWith('/de/sports/')).toBe(true);
    expect(localeCookieRedirect(request({ pathname: '/sports/%3Cscript%3E' }), routing)).toBe(
      '/de/sports/%3Cscript%3E',
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (tail) => {
        const target = localeCookieRedirect(request({ pathname: `/sports/${tail}` }), routing);
        return target === undefined || target.startsWith('/de/sports');
      }),
    );
  });

  it('[LOC8] leaves framed loads and client-side data requests to the URL', () => {
    for (const fetchDest of ['iframe', 'frame', 'embed', 'object', 'empty'])
      expect(localeCookieRedirect(request({ fetchDest }), routing)).toBeUndefined();
  });

  it('[LOC8] changes nothing for a crafted or unknown cookie, the first locale, or paths outside /sports', () => {
    for (const cookie of [undefined, 'fr', 'DE', 'br', '<script>', 'de/../x', 'en'])
      expect(localeCookieRedirect(request({ cookie }), routing)).toBeUndefined();
    for (const pathname of [
      '/sitemap.xml',
      '/robots.txt',
      '/sportsx',
      '/bench-minimal',
      '/xx/sports',
      '/fr-CA/sports/500',
    ])
      expect(localeCookieRedirect(request({ pathname }), routing)).toBeUndefined();
  });

  it('[LOC9] lets a locale segment in the URL win over the cookie', () => {
    for (const pathname of [
      '/en/sports',
      '/en/sports/live',
      '/de/sports',
      '/he/sports/live',
      '/br/sports',
      '/EN/sports',
    ])
      expect(localeCookieRedirect(request({ pathname }), routing)).toBeUndefined();
    expect(localeCookieRedirect(request({ pathname: '/en/sports' }), required)).toBeUndefined();
  });
});
