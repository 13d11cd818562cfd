import { SESSION_COOKIE } from '@sportsbook/contract/platform/platform-calls';
import { isTrustedProxy } from '@sportsbook/core/network/proxy-list';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/config';
import { DEMO_PASSWORD } from '../../src/platform/demo-players';
import { SIGN_IN_ATTEMPTS_PER_EMAIL } from '../../src/platform/sign-in-rate-limit';
import { useSuiteApp } from '../support/suite-app';
import { DEMO2_EMAIL, SIGN_IN_URL } from './sign-in-helpers';

/*
 * Whose X-Forwarded-For, X-Forwarded-Proto and country header the backend believes (SERVER_TRUSTED_PROXIES,
 * default loopback: the web app's proxy on the same host). Per-IP rate limits, the cookie's Secure flag and
 * the blocked-country checks hang on them, so a client that talks to the backend itself must not set them.
 */
describe('trusted proxies', () => {
  const t = useSuiteApp('pglite', {
    env: { SERVER_TRUSTED_PROXIES: 'loopback,10.20.0.0/16', SIGN_IN_BLOCKED_COUNTRIES: 'KP' },
  });

  const signIn = (remoteAddress: string, headers: Record<string, string>, password = DEMO_PASSWORD) =>
    t.app.inject({
      method: 'POST',
      url: SIGN_IN_URL,
      remoteAddress,
      headers,
      payload: { email: DEMO2_EMAIL, password },
    });
  const secure = (res: Awaited<ReturnType<typeof signIn>>) =>
    res.cookies.find((c) => c.name === SESSION_COOKIE)?.secure ?? false;

  it('believes X-Forwarded-Proto from a trusted proxy only', async () => {
    expect(secure(await signIn('127.0.0.1', { 'x-forwarded-proto': 'https' }))).toBe(true);
    expect(secure(await signIn('10.20.3.4', { 'x-forwarded-proto': 'https' }))).toBe(true);
    expect(secure(await signIn('203.0.113.50', { 'x-forwarded-proto': 'https' }))).toBe(false);
    expect(secure(await signIn('10.21.0.1', { 'x-forwarded-proto': 'https' }))).toBe(false);
  });

  it('counts a client that is not a trusted proxy by its own address, whatever X-Forwarded-For says', async () => {
    for (let i = 0; i < SIGN_IN_ATTEMPTS_PER_EMAIL; i += 1) {
      const res = await signIn('203.0.113.60', { 'x-forwarded-for': `198.51.100.${i}` }, `guess-${i}`);
      expect(res.statusCode).not.toBe(429);
    }
    const spoofed = await signIn('203.0.113.60', { 'x-forwarded-for': '198.51.100.200' });
    expect(spoofed.statusCode).toBe(429);
    // Through a trusted proxy, the client it names is counted apart.
    const proxied = await signIn('10.20.0.9', { 'x-forwarded-for': '198.51.100.201' });
    expect(proxied.statusCode).not.toBe(429);
  });

  it('reads the visitor’s country from a trusted proxy only', async () => {
    // The backend's port is public (realtime WebSocket): a client talking to it directly cannot say where
    // it is, so it cannot claim a country other than the one the proxy saw either.
    const blocked = (remoteAddress: string) =>
      signIn(remoteAddress, { 'x-country-code': 'KP', 'x-forwarded-for': '198.51.100.90' }, 'wrong-Guess-1');
    for (const proxy of ['127.0.0.1', '::ffff:127.0.0.1', '10.20.0.9']) {
      const res = await blocked(proxy);
      expect(res.statusCode, proxy).toBe(403);
      expect(res.json().error.code).toBe('country_blocked');
    }
    for (const client of ['203.0.113.61', '10.21.0.1', '::ffff:192.0.2.1'])
      expect((await blocked(client)).json().error?.code, client).not.toBe('country_blocked');
    const settingsCountry = async (remoteAddress: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v2/settings',
          remoteAddress,
          headers: { 'x-country-code': 'BR' },
        })
      ).json().user_country;
    expect(await settingsCountry('127.0.0.1')).toBe('BR');
    expect(await settingsCountry('203.0.113.62')).toBeNull();
  });

  it('refuses a setting that is not addresses, ranges or proxy-addr keywords', () => {
    const trusts = (setting: string | undefined, address: string) =>
      isTrustedProxy(loadConfig({ SERVER_TRUSTED_PROXIES: setting }).trustedProxies, address);
    expect(trusts(undefined, '127.0.0.1')).toBe(true);
    expect(trusts(undefined, '10.0.0.1')).toBe(false);
    expect(trusts('10.0.0.1, fd00::/8,uniquelocal', 'fd12::1')).toBe(true);
    expect(trusts('10.0.0.1, fd00::/8,uniquelocal', '127.0.0.1')).toBe(false);
    for (const bad of ['everyone', '10.0.0.0/33', '300.1.1.1', '10.0.0.0/8/1', 'fd00::/129', '0.0.0.0/0'])
      expect(() => loadConfig({ SERVER_TRUSTED_PROXIES: bad }), bad).toThrow(ConfigError);
  });
});
