import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPrivateChannel, matchChannel, parseChannel, publicChannel, userChannel } from './channels';

describe('realtime channel names (spec §7.3)', () => {
  it('names the public, match and private channels per locale', () => {
    expect(publicChannel('en')).toBe('public:en');
    expect(matchChannel('de', 42)).toBe('match:de:42');
    expect(userChannel('en', 7)).toBe('$user:en:7');
  });

  it('maps br and pt-BR to pt in channel names (spec §7.2)', () => {
    expect(publicChannel('br')).toBe('public:pt');
    expect(matchChannel('pt-BR', 1)).toBe('match:pt:1');
    expect(userChannel('br', 3)).toBe('$user:pt:3');
  });

  it('marks only the user channel as private', () => {
    expect(isPrivateChannel(userChannel('en', 1))).toBe(true);
    expect(isPrivateChannel(publicChannel('en'))).toBe(false);
    expect(isPrivateChannel(matchChannel('en', 1))).toBe(false);
  });

  it('reads back every name it writes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('en', 'de', 'pt', 'ar', 'br'),
        fc.integer({ min: 1, max: 2_000_000_000 }),
        (locale, id) => {
          const loc = locale === 'br' ? 'pt' : locale;
          expect(parseChannel(publicChannel(locale))).toEqual({ kind: 'public', locale: loc });
          expect(parseChannel(matchChannel(locale, id))).toEqual({ kind: 'match', locale: loc, matchId: id });
          expect(parseChannel(userChannel(locale, id))).toEqual({ kind: 'user', locale: loc, userId: id });
        },
      ),
    );
  });

  it('refuses anything else, including look-alikes', () => {
    for (const name of [
      '',
      'public',
      'public:',
      'public:EN',
      'public:en:1',
      'match:en:0',
      'match:en:01',
      'match:en:-1',
      'match:en:1:2',
      'user:en:1',
      '$user:en:abc',
      '$user:en:1\n',
      '$$user:en:1',
      'news',
      '$user:en:99999999999',
    ]) {
      expect(parseChannel(name), JSON.stringify(name)).toBeNull();
    }
  });
});
