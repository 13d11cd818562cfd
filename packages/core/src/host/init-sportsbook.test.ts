import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostPagePath } from './host-messaging';
import { initSportsbookTarget } from './init-sportsbook';

describe('/init-sportsbook', () => {
  it('[INIT1] opens the page asked for, with the affiliate tags and a share code passed on', () => {
    expect(initSportsbookTarget({})).toBe('/');
    expect(initSportsbookTarget({ page: '/sports/live' })).toBe('/live');
    expect(initSportsbookTarget({ page: '/sports/football?time=3', btag: 'a1', betcode: 'ABC123' })).toBe(
      '/football?time=3&btag=a1&betcode=ABC123',
    );
    expect(initSportsbookTarget({ page: ['/sports/live', '/sports/tennis'], ctag: ['x', 'y'] })).toBe(
      '/live?ctag=x',
    );
  });

  it('[INIT1] drops a page outside /sports, a crafted code, and anything not passed on', () => {
    for (const page of [
      'https://evil.example/sports',
      '//evil.example',
      '/sports/../admin',
      '/other',
      '/sports/%2e%2e',
    ])
      expect(initSportsbookTarget({ page })).toBe('/');
    expect(initSportsbookTarget({ betcode: '<script>' })).toBe('/');
    expect(initSportsbookTarget({ token: 'secret', modal: 'deposit' })).toBe('/');
    expect(initSportsbookTarget({ btag: 'x'.repeat(201) })).toBe('/');
  });

  it('[INIT1] whatever it is given, it answers a safe path inside /sports with a plain query', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('page', 'btag', 'betcode', 'gclid', 'x'), fc.string({ maxLength: 80 })),
        (query) => {
          const target = initSportsbookTarget(query);
          const [path = '', search] = target.split('?');
          expect(hostPagePath(`/sports${path === '/' ? '' : path}`)).toBe(path);
          // Encoded as a URL query: nothing that ends it or escapes it.
          const plain = [...(search ?? '')].every(
            (ch) => ch.charCodeAt(0) > 0x20 && !'#\\<>"\''.includes(ch),
          );
          expect(plain).toBe(true);
        },
      ),
    );
  });
});
