import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { handsToHost, hostNavPage } from './host-hand-over';
import {
  acceptsHostMessage,
  DEFAULT_HOST_MESSAGE_TAG,
  fitsHostMessageLimits,
  HOST_MESSAGE_MAX_CHARS,
  type HostCommand,
  type HostCommandContext,
  hostCommandAction,
  hostPagePath,
  hostTargetOrigins,
  isBetCode,
  isValidHostTag,
  outgoingHostType,
  parseHostOrigins,
  SIZE_REPORT_THROTTLE_MS,
  sizeReport,
} from './host-messaging';

const HOST = 'http://127.0.0.1:4000';

describe('host messaging', () => {
  it('[HOST1] reads HOST_ORIGINS: valid origins normalised, the rest listed as invalid', () => {
    expect(
      parseHostOrigins(' http://127.0.0.1:4000, https://Casino.Example:443/ ,http://127.0.0.1:4000,,'),
    ).toEqual({ origins: ['http://127.0.0.1:4000', 'https://casino.example'], invalid: [] });
    const bad = [
      '*',
      'null',
      'casino.example',
      'ftp://casino.example',
      'https://casino.example/path',
      'https://casino.example?x=1',
      'https://casino.example#x',
      'https://user:pw@casino.example',
      'https://*.casino.example',
      'javascript:alert(1)',
      'https://casino.example\\evil',
    ];
    expect(parseHostOrigins(bad.join(','))).toEqual({ origins: [], invalid: bad });
    expect(parseHostOrigins(undefined)).toEqual({ origins: [], invalid: [] });
  });

  it('[HOST2] prefixes outgoing types with a valid product tag', () => {
    expect(DEFAULT_HOST_MESSAGE_TAG).toBe('sportsbook');
    expect(outgoingHostType('sportsbook', 'page-loaded')).toBe('sportsbook:page-loaded');
    expect(['sportsbook', 'acme_sb', 'A-1'].every(isValidHostTag)).toBe(true);
    expect(['', '1abc', 'a:b', 'a b', 'x'.repeat(33), '<script>'].some(isValidHostTag)).toBe(false);
  });

  it('[HOST3] takes messages only from the framing parent on an allowed origin', () => {
    const base = { framed: true, fromParent: true, origin: HOST, allowedOrigins: [HOST] };
    expect(acceptsHostMessage(base)).toBe(true);
    expect(acceptsHostMessage({ ...base, framed: false })).toBe(false);
    expect(acceptsHostMessage({ ...base, fromParent: false })).toBe(false);
    expect(acceptsHostMessage({ ...base, origin: 'http://127.0.0.1:5000' })).toBe(false);
    expect(acceptsHostMessage({ ...base, origin: 'http://127.0.0.1:4000/' })).toBe(false);
    expect(acceptsHostMessage({ ...base, origin: 'null', allowedOrigins: ['null'] })).toBe(false);
    expect(acceptsHostMessage({ ...base, origin: '*', allowedOrigins: ['*'] })).toBe(false);
    expect(acceptsHostMessage({ ...base, allowedOrigins: [] })).toBe(false);
  });

  it('[HOST3] posts to the confirmed or parent origin when allowed, never to "*"', () => {
    const allowed = [HOST, 'https://casino.example'];
    expect(
      hostTargetOrigins(allowed, { confirmedOrigin: HOST, ancestorOrigin: 'https://x.example' }),
    ).toEqual([HOST]);
    expect(hostTargetOrigins(allowed, { ancestorOrigin: 'https://casino.example' })).toEqual([
      'https://casino.example',
    ]);
    expect(hostTargetOrigins(allowed, { ancestorOrigin: 'https://evil.example' })).toEqual([]);
    expect(hostTargetOrigins(allowed, { referrerOrigin: HOST })).toEqual([HOST]);
    expect(hostTargetOrigins(allowed, {})).toEqual(allowed);
    expect(hostTargetOrigins([], { ancestorOrigin: HOST })).toEqual([]);
  });

  it('[HOST4] refuses messages over the size or depth limits, and values that are not JSON', () => {
    expect(fitsHostMessageLimits({ type: 'open_bet_slip', payload: { tab: 'MY_BETS' } })).toBe(true);
    expect(fitsHostMessageLimits({ type: 'x', payload: { s: 'a'.repeat(HOST_MESSAGE_MAX_CHARS) } })).toBe(
      false,
    );
    expect(fitsHostMessageLimits({ type: 'x', payload: new Array(HOST_MESSAGE_MAX_CHARS).fill(0) })).toBe(
      false,
    );
    expect(fitsHostMessageLimits({ a: { b: { c: { d: { e: {} } } } } })).toBe(false);
    expect(fitsHostMessageLimits({ a: { b: { c: { d: 1 } } } })).toBe(true);
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(fitsHostMessageLimits(cycle)).toBe(false);
    expect(fitsHostMessageLimits({ when: new Date() })).toBe(false);
    expect(fitsHostMessageLimits({ n: Number.NaN })).toBe(false);
    expect(fitsHostMessageLimits(() => 1)).toBe(false);
    // Whatever fits has JSON text within the limit.
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (value) => {
        if (fitsHostMessageLimits(value))
          expect(JSON.stringify(value).length).toBeLessThanOrEqual(HOST_MESSAGE_MAX_CHARS);
      }),
    );
  });

  it('[HOST5] takes only safe relative /sports paths', () => {
    expect(hostPagePath('/sports')).toBe('/');
    expect(hostPagePath('/sports/')).toBe('/');
    expect(hostPagePath('/sports/live')).toBe('/live');
    expect(hostPagePath('/sports/football/premier-league')).toBe('/football/premier-league');
    expect(hostPagePath('/sports/live?time=3&sortBy=start')).toBe('/live?time=3&sortBy=start');
    const unsafe = [
      '',
      'sports/live',
      '/live',
      '/de/sports/live',
      '/sportsbook',
      'https://evil.example/sports',
      'javascript:alert(1)',
      '//evil.example/sports',
      '/sports//evil.example',
      '/sports/\\evil.example',
      '/sports/../api/v2/bets',
      '/sports/./live',
      '/sports/%2e%2e/api',
      '/sports/%2F%2Fevil',
      '/sports/%5cevil',
      '/sports/live%0d%0aSet-Cookie:x',
      '/sports/live#frag',
      '/sports/live?q=<script>',
      '/sports/live?q="x"',
      '/sports/ live',
      `/sports/${'a'.repeat(520)}`,
    ];
    for (const path of unsafe) expect(hostPagePath(path), path).toBeUndefined();
    // Whatever is taken stays a relative path under the product's own /sports.
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (tail) => {
        const path = hostPagePath(`/sports/${tail}`);
        if (path !== undefined) {
          expect(path.startsWith('/')).toBe(true);
          expect(path).not.toMatch(/\/\/|\\|(^|\/)\.\.?(\/|$|\?)|#/);
        }
      }),
    );
  });

  it('[HOST6] accepts bet codes shaped like share codes only', () => {
    expect(['ABC123', 'abcdef', 'A1b2C3d4E5f6G7h8'].every(isBetCode)).toBe(true);
    expect(
      ['', 'abc', 'A1b2C3d4E5f6G7h8X', 'abc-123', 'abc 123', '<script>', '../../x'].some(isBetCode),
    ).toBe(false);
  });

  describe('[HOST7] command effects', () => {
    const context: HostCommandContext = {
      locale: 'en',
      routing: { locales: ['en', 'de', 'pt-BR', 'ar'], localeInUrlRequired: false },
      signedIn: true,
      currency: 'EUR',
      currencies: ['EUR', 'USD'],
      shareBetEnabled: true,
    };
    const act = (command: HostCommand, over: Partial<HostCommandContext> = {}) =>
      hostCommandAction(command, { ...context, ...over });

    it('sets the odds display, opens the slip, the search, and records the viewport', () => {
      expect(act({ type: 'odds_changed', payload: { odds_type: 'american' } })).toEqual({
        kind: 'setOddsType',
        oddsType: 'american',
      });
      expect(act({ type: 'open_bet_slip', payload: {} })).toEqual({ kind: 'openSlip', tab: 'BET_SLIP' });
      expect(act({ type: 'open_bet_slip', payload: { tab: 'MY_BETS' } })).toEqual({
        kind: 'openSlip',
        tab: 'MY_BETS',
      });
      expect(act({ type: 'search_modal', payload: { open: true } })).toEqual({
        kind: 'searchModal',
        open: true,
      });
      expect(act({ type: 'viewport', payload: { width: 390.4, height: -5, offset_top: 1e9 } })).toEqual({
        kind: 'setViewport',
        width: 390,
        height: 0,
        offsetTop: 100_000,
      });
    });

    it('navigates only to safe paths', () => {
      expect(act({ type: 'page_changed', payload: { path: '/sports/live' } })).toEqual({
        kind: 'navigate',
        path: '/live',
      });
      expect(act({ type: 'page_changed', payload: { path: '//evil.example' } }).kind).toBe('ignore');
    });

    it('records the nav actions the host takes over', () => {
      expect(
        act({ type: 'iframe_integration', payload: { listeners: ['deposit', 'sign-in', 'deposit'] } }),
      ).toEqual({ kind: 'setHostListeners', listeners: ['sign-in', 'deposit'] });
    });

    it('applies well-formed bet codes when sharing is on', () => {
      expect(act({ type: 'apply_bet_code', payload: { code: 'ABC123' } })).toEqual({
        kind: 'applyBetCode',
        code: 'ABC123',
      });
      expect(act({ type: 'apply_bet_code', payload: { code: '../x' } }).kind).toBe('ignore');
      expect(
        act({ type: 'apply_bet_code', payload: { code: 'ABC123' } }, { shareBetEnabled: false }).kind,
      ).toBe('ignore');
    });

    it('switches to configured locales only', () => {
      expect(act({ type: 'change_locale', payload: { locale: 'de' } })).toEqual({
        kind: 'switchLocale',
        locale: 'de',
      });
      expect(act({ type: 'change_locale', payload: { locale: 'br' } })).toEqual({
        kind: 'switchLocale',
        locale: 'pt-BR',
      });
      expect(act({ type: 'change_locale', payload: { locale: 'en' } }).kind).toBe('ignore');
      expect(act({ type: 'change_locale', payload: { locale: 'xx' } }).kind).toBe('ignore');
      expect(act({ type: 'change_locale', payload: { locale: '../../etc' } }).kind).toBe('ignore');
    });

    it('changes the currency of a signed-in player to another currency they hold', () => {
      expect(act({ type: 'change_currency', payload: { currency: 'USD' } })).toEqual({
        kind: 'changeCurrency',
        currency: 'USD',
      });
      expect(act({ type: 'change_currency', payload: { currency: 'EUR' } }).kind).toBe('ignore');
      expect(act({ type: 'change_currency', payload: { currency: 'GBP' } }).kind).toBe('ignore');
      expect(act({ type: 'change_currency', payload: { currency: 'USD' } }, { signedIn: false }).kind).toBe(
        'ignore',
      );
    });

    it('ignores a command it does not know', () => {
      expect(act({ type: 'self_destruct', payload: {} } as unknown as HostCommand).kind).toBe('ignore');
    });
  });

  it('[HOST8] hands sign-in, sign-up and deposit to a framing host that listens for them', () => {
    expect(handsToHost('sign-in', { framed: true, hostListeners: ['sign-in'] })).toBe(true);
    expect(handsToHost('sign-up', { framed: true, hostListeners: ['sign-in'] })).toBe(false);
    expect(handsToHost('sign-in', { framed: false, hostListeners: ['sign-in'] })).toBe(false);
    expect(handsToHost('unlock', { framed: true, hostListeners: ['sign-in', 'sign-up', 'deposit'] })).toBe(
      false,
    );
  });

  it('[HOST8] knows the pages of those actions, but not a mailed token’s or a cashier return’s', () => {
    expect(hostNavPage('/sports/users/sign-in', '')).toEqual({ action: 'sign-in', sportsHome: '/sports' });
    expect(hostNavPage('/de/sports/users/sign-up/', '?btag=1')).toEqual({
      action: 'sign-up',
      sportsHome: '/de/sports',
    });
    expect(hostNavPage('/pt-BR/sports/profile/wallet/deposit', '')).toEqual({
      action: 'deposit',
      sportsHome: '/pt-BR/sports',
    });
    expect(hostNavPage('/sports/users/sign-in', '?unlock_token=abc')).toBeUndefined();
    expect(hostNavPage('/sports/users/sign-in', '?reset_password_token=abc')).toBeUndefined();
    expect(hostNavPage('/sports/profile/wallet/deposit', '?status=success')).toBeUndefined();
    for (const path of [
      '/sports',
      '/sports/users/password/new',
      '/sports/users/confirmation',
      '/sports/football/users/sign-in',
      '/evil/path/sports/users/sign-in',
      '/sports/users/sign-in/more',
      '/sports/users/constructor',
      '/sports/users/__proto__',
    ]) {
      expect(hostNavPage(path, ''), path).toBeUndefined();
    }
  });

  it('[HOST9] reports sizes in whole pixels, on change, at most once per 100 ms', () => {
    expect(SIZE_REPORT_THROTTLE_MS).toBe(100);
    const first = sizeReport(null, { width: 800.2, height: 1200 }, 1000);
    expect(first).toEqual({ size: { width: 801, height: 1200 }, changed: true, wait: 0 });
    const last = { size: first.size, at: 1000 };
    expect(sizeReport(last, { width: 801, height: 1200 }, 1010)).toMatchObject({ changed: false });
    expect(sizeReport(last, { width: 801, height: 1300 }, 1040)).toEqual({
      size: { width: 801, height: 1300 },
      changed: true,
      wait: 60,
    });
    expect(sizeReport(last, { width: 801, height: 1300 }, 1200).wait).toBe(0);
  });
});
