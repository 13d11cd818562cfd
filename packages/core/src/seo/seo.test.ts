import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MATCH_STATUS } from '../catalog/match-status';
import type { LocaleRouting } from '../routing/paths';
import {
  absoluteUrl,
  alternateLinks,
  bodyPageId,
  eventStatusOf,
  isNoIndexOrigin,
  keywordList,
  MAX_KEYWORDS,
  organizationJsonLd,
  robotsDirective,
  robotsTxt,
  seoOrigins,
  serializeJsonLd,
  serverBodyDefaults,
  sitemapEntries,
  sportsEventJsonLd,
} from './seo';

const optional: LocaleRouting = { locales: ['en', 'de', 'pt-BR', 'ar'], localeInUrlRequired: false };
const required: LocaleRouting = { ...optional, localeInUrlRequired: true };

describe('robots decision', () => {
  const base = {
    siteIndexable: true,
    pageIndexable: true,
    origin: 'https://bet.example',
    noIndexOrigins: [],
  };

  it('[SEO1] indexes a page of an indexable site on a normal origin', () => {
    expect(robotsDirective(base)).toEqual({ index: true, follow: true });
  });

  it('[SEO1] noindex, nofollow when the site is not indexable', () => {
    expect(robotsDirective({ ...base, siteIndexable: false })).toEqual({ index: false, follow: false });
  });

  it('[SEO1] noindex, follow when the page index flag is false', () => {
    expect(robotsDirective({ ...base, pageIndexable: false })).toEqual({ index: false, follow: true });
  });

  it('[SEO1] noindex, nofollow when the origin is on the no-index list (compared normalised)', () => {
    const list = ['https://STAGING.example:443/', 'not a url', 'javascript:alert(1)'];
    expect(robotsDirective({ ...base, origin: 'https://staging.example', noIndexOrigins: list })).toEqual({
      index: false,
      follow: false,
    });
    expect(isNoIndexOrigin('https://staging.example:8443', list)).toBe(false);
    expect(isNoIndexOrigin('http://staging.example', list)).toBe(false);
    expect(isNoIndexOrigin(undefined, list)).toBe(false);
    expect(isNoIndexOrigin('not a url', list)).toBe(false);
  });
});

describe('alternate links', () => {
  it('[SEO2] gives every locale and x-default; the first locale has no segment unless required', () => {
    expect(alternateLinks('/sports/football', 'de', optional)).toEqual({
      canonical: '/de/sports/football',
      languages: {
        en: '/sports/football',
        de: '/de/sports/football',
        'pt-BR': '/pt-BR/sports/football',
        ar: '/ar/sports/football',
        'x-default': '/sports/football',
      },
    });
    const withSegment = alternateLinks('/sports', 'en', required);
    expect(withSegment.canonical).toBe('/en/sports');
    expect(withSegment.languages['x-default']).toBe('/en/sports');
    expect(withSegment.languages.en).toBe('/en/sports');
  });

  it('[SEO2] drops the query and the fragment, and trailing slashes', () => {
    const links = alternateLinks('/sports/live/?betcode=x<script>#betBuilder', 'en', optional);
    expect(links.canonical).toBe('/sports/live');
    expect(Object.values(links.languages).every((href) => !/[?#<]/.test(href))).toBe(true);
  });

  it('[SEO2] an unknown locale gets the default canonical; a path outside /sports links the home', () => {
    expect(alternateLinks('/sports/tennis', 'xx', optional).canonical).toBe('/sports/tennis');
    expect(alternateLinks('/elsewhere', 'de', optional).canonical).toBe('/de/sports');
  });
});

describe('JSON-LD', () => {
  it('[SEO3] cannot close its script element and parses back to the same value', () => {
    const value = { name: '</script><script>alert(1)</script> & <!-- \u2028\u2029' };
    const text = serializeJsonLd(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });

  it('[SEO3] round-trips any JSON value without raw < > &', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = serializeJsonLd(value);
        expect(text).not.toMatch(/[<>&]/);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it('[SEO4] describes the operator as an Organization', () => {
    expect(organizationJsonLd({ name: 'Demo', url: 'https://bet.example/sports' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Demo',
      url: 'https://bet.example/sports',
    });
    expect(organizationJsonLd({ name: 'D', url: 'https://x', logo: 'https://x/l.png' }).logo).toBe(
      'https://x/l.png',
    );
  });

  const match = {
    name: 'Arsenal - Chelsea',
    url: 'https://bet.example/sports/football/arsenal-chelsea-1',
    sport: 'Football',
    league: 'Premier League',
    startTime: '2030-01-01T15:00:00.000Z',
    status: MATCH_STATUS.prematch,
    home: { name: 'Arsenal' },
    away: { name: 'Chelsea' },
    competitors: [],
    stadium: 'Emirates Stadium',
    city: 'London',
  };

  it('[SEO5] describes a match as SportsEvent with teams, start time, location and status', () => {
    expect(sportsEventJsonLd(match)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'SportsEvent',
      name: 'Arsenal - Chelsea',
      url: match.url,
      sport: 'Football',
      startDate: '2030-01-01T15:00:00.000Z',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      superEvent: { '@type': 'SportsEvent', name: 'Premier League' },
      homeTeam: { '@type': 'SportsTeam', name: 'Arsenal' },
      awayTeam: { '@type': 'SportsTeam', name: 'Chelsea' },
      competitor: [
        { '@type': 'SportsTeam', name: 'Arsenal' },
        { '@type': 'SportsTeam', name: 'Chelsea' },
      ],
      location: {
        '@type': 'Place',
        name: 'Emirates Stadium',
        address: { '@type': 'PostalAddress', addressLocality: 'London' },
      },
    });
  });

  it('[SEO5] leaves out an unknown location; an outright lists its competitors', () => {
    const outright = sportsEventJsonLd({
      ...match,
      name: 'Winner 2030',
      home: null,
      away: null,
      competitors: [{ name: 'A' }, { name: ' ' }, { name: 'B' }],
      stadium: null,
      city: ' ',
      endTime: '2030-06-01T00:00:00.000Z',
    });
    expect(outright.location).toBeUndefined();
    expect(outright.homeTeam).toBeUndefined();
    expect(outright.endDate).toBe('2030-06-01T00:00:00.000Z');
    expect(outright.competitor).toEqual([
      { '@type': 'SportsTeam', name: 'A' },
      { '@type': 'SportsTeam', name: 'B' },
    ]);
  });

  it('[SEO5] maps a stopped match to postponed, every other status to scheduled', () => {
    expect(eventStatusOf(MATCH_STATUS.stopped)).toBe('https://schema.org/EventPostponed');
    for (const status of [0, 1, 3, 4, 5] as const) {
      expect(eventStatusOf(status)).toBe('https://schema.org/EventScheduled');
    }
  });
});

describe('page identifier of a path', () => {
  it('[SEO6] names every page type', () => {
    const table: [string, string][] = [
      ['/sports', 'sports'],
      ['/sports/', 'sports'],
      ['/sports/football', 'sport'],
      ['/sports/cybersport', 'e_sports'],
      ['/sports/live?x=1', 'in_play'],
      ['/sports/football/premier-league', 'two_segment'],
      ['/sports/bets-history', 'bets_history'],
      ['/sports/users/sign-in', 'sign_in'],
      ['/sports/users/sign-up/', 'sign_up'],
      ['/sports/users/password/new', 'password_new'],
      ['/sports/users/password/edit', 'password_edit'],
      ['/sports/users/confirmation', 'confirmation'],
      ['/sports/responsible-gambling', 'responsible_gambling'],
      ['/sports/profile/wallet/deposit', 'deposit'],
      ['/sports/profile/wallet/transactions?page=2', 'transactions'],
      ['/sports/general-rules', 'general_rules'],
      ['/sports/about/', 'about'],
      ['/sports/terms-and-conditions', 'terms_and_conditions'],
      ['/sports/help-center#deposits', 'help_center'],
      ['/sports/about/us', 'not_found'],
      ['/sports/404', 'not_found'],
      ['/sports/500', 'error'],
      ['/sports/blocked', 'blocked'],
      ['/sports/locked', 'locked'],
      ['/elsewhere', 'not_found'],
      ['/sports/users/constructor', 'not_found'],
      ['/sports/<script>', 'not_found'],
      ['/sports/__proto__', 'not_found'],
    ];
    for (const [path, id] of table) expect(bodyPageId(path), path).toBe(id);
  });
});

describe('sitemap', () => {
  it('[SEO7] lists each page in every locale with its alternates, on the origin', () => {
    const entries = sitemapEntries(
      [{ path: '/' }, { path: '/football', priority: 0.8 }, { path: '/' }],
      'https://bet.example/ignored',
      optional,
    );
    expect(entries.map((entry) => entry.url)).toEqual([
      'https://bet.example/sports',
      'https://bet.example/de/sports',
      'https://bet.example/pt-BR/sports',
      'https://bet.example/ar/sports',
      'https://bet.example/sports/football',
      'https://bet.example/de/sports/football',
      'https://bet.example/pt-BR/sports/football',
      'https://bet.example/ar/sports/football',
    ]);
    expect(entries[5]?.alternates.languages).toEqual({
      en: 'https://bet.example/sports/football',
      de: 'https://bet.example/de/sports/football',
      'pt-BR': 'https://bet.example/pt-BR/sports/football',
      ar: 'https://bet.example/ar/sports/football',
      'x-default': 'https://bet.example/sports/football',
    });
    expect(entries[5]?.priority).toBe(0.8);
  });

  it('[SEO7] is empty when the site is not indexable or the origin is not http(s)', () => {
    expect(sitemapEntries([{ path: '/' }], 'https://bet.example', optional, false)).toEqual([]);
    expect(sitemapEntries([{ path: '/' }], 'javascript:alert(1)', optional)).toEqual([]);
  });
});

describe('robots.txt', () => {
  const input = {
    siteIndexable: true,
    requestOrigin: 'https://bet.example',
    publicOrigin: 'https://bet.example',
    noIndexOrigins: [],
    routing: optional,
  };

  it('[SEO8] allows /sports in every locale, disallows private pages and the API, names the sitemap', () => {
    const txt = robotsTxt(input);
    expect(txt.sitemap).toBe('https://bet.example/sitemap.xml');
    expect(txt.rules.allow).toEqual(['/sports', '/de/sports', '/pt-BR/sports', '/ar/sports']);
    expect(txt.rules.disallow).toEqual(
      expect.arrayContaining([
        '/api/',
        '/sports/users/',
        '/sports/bets-history',
        '/de/sports/profile/',
        '/ar/sports/responsible-gambling',
        '/pt-BR/sports/404',
      ]),
    );
    expect(robotsTxt({ ...input, routing: required }).rules.allow).toContain('/en/sports');
  });

  it('[SEO8] disallows everything when the site is not indexable or the origin is on the no-index list', () => {
    for (const txt of [
      robotsTxt({ ...input, siteIndexable: false }),
      robotsTxt({ ...input, noIndexOrigins: ['https://bet.example'] }),
    ]) {
      expect(txt).toEqual({ rules: { userAgent: '*', disallow: ['/'] } });
    }
  });

  it('[SEO8][SEO10] names the sitemap on the public origin, closes by the request origin', () => {
    const mirror = { ...input, requestOrigin: 'http://10.0.0.7:3000', publicOrigin: 'https://bet.example' };
    expect(robotsTxt(mirror).sitemap).toBe('https://bet.example/sitemap.xml');
    expect(
      robotsTxt({
        ...mirror,
        requestOrigin: 'https://staging.example',
        noIndexOrigins: ['https://staging.example'],
      }).rules.disallow,
    ).toEqual(['/']);
    expect(robotsTxt({ ...input, publicOrigin: undefined }).sitemap).toBeUndefined();
  });
});

describe('server body attributes', () => {
  it('[SEO11] renders scroll top, and iframe true only for a framed document request', () => {
    expect(serverBodyDefaults('document')).toEqual({ scroll: 'top', iframe: 'false' });
    expect(serverBodyDefaults(undefined)).toEqual({ scroll: 'top', iframe: 'false' });
    for (const framed of ['iframe', 'IFRAME', ' frame', 'embed', 'object', 'fencedframe'])
      expect(serverBodyDefaults(framed).iframe).toBe('true');
    for (const other of ['empty', 'script', 'iframe-ish', ''])
      expect(serverBodyDefaults(other).iframe).toBe('false');
  });
});

describe('SEO origins', () => {
  const input = {
    siteIndexable: true,
    requestOrigin: 'http://internal:3000',
    publicOrigin: 'https://Bet.Example:443',
    noIndexOrigins: ['https://staging.example'],
  };

  it('[SEO10] writes site paths on the public origin, keeps absolute URLs, refuses the rest', () => {
    expect(absoluteUrl('/site-assets/card.png', 'https://bet.example')).toBe(
      'https://bet.example/site-assets/card.png',
    );
    expect(absoluteUrl('https://cdn.example/logo.png', 'https://bet.example')).toBe(
      'https://cdn.example/logo.png',
    );
    expect(absoluteUrl('/site-assets/card.png', undefined)).toBeUndefined();
    for (const bad of ['//evil.example/x.png', 'javascript:alert(1)', 'card.png', '', undefined])
      expect(absoluteUrl(bad, 'https://bet.example')).toBeUndefined();
  });

  it('[SEO10] links on the public origin whatever host the request came through', () => {
    expect(seoOrigins(input)).toEqual({ linkOrigin: 'https://bet.example', closed: false });
    expect(seoOrigins({ ...input, publicOrigin: undefined }).linkOrigin).toBeUndefined();
    expect(seoOrigins({ ...input, publicOrigin: 'javascript:alert(1)' }).linkOrigin).toBeUndefined();
  });

  it('[SEO10] closed when the site is not indexable or the request came to a no-index origin', () => {
    expect(seoOrigins({ ...input, siteIndexable: false }).closed).toBe(true);
    expect(seoOrigins({ ...input, requestOrigin: 'https://staging.example' }).closed).toBe(true);
    // The public origin on the list does not close a request that came elsewhere.
    expect(seoOrigins({ ...input, noIndexOrigins: ['https://bet.example'] }).closed).toBe(false);
  });
});

describe('keywords', () => {
  it('[SEO9] splits, trims, de-duplicates in any case and caps the list', () => {
    expect(keywordList('Arsenal', undefined, ' sports betting,  live  odds ,,', 'ARSENAL', null, '')).toEqual(
      ['Arsenal', 'sports betting', 'live odds'],
    );
    const many = Array.from({ length: 50 }, (_, index) => `k${index}`).join(',');
    expect(keywordList(many)).toHaveLength(MAX_KEYWORDS);
    expect(keywordList('x'.repeat(500))[0]).toHaveLength(80);
  });
});
