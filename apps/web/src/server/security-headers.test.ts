import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  hostNameOf,
  newNonce,
  type RequestFacts,
  readPolicySources,
  securityHeaders,
} from './security-headers';

/** A policy as directive → sources, to read it as a browser does. */
function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

const page: RequestFacts = { nonce: 'bm9uY2Utb2YtdGhlLXRlc3Q=', https: false, host: 'sports.example:3000' };
const demo = readPolicySources({ HOST_ORIGINS: 'http://localhost:4000, http://127.0.0.1:4000' });

describe('the web pages’ content security policy', () => {
  it('runs only the scripts carrying this answer’s nonce and what they load, in browsers old and new', () => {
    const policy = directives(contentSecurityPolicy(demo, page));
    // Next reads the first nonce of script-src; 'strict-dynamic' lets the chunks, the error SDK and the
    // platform's payment-interface script that those scripts add run too. The rest is for old browsers.
    expect(policy.get('script-src')).toEqual([
      `'nonce-${page.nonce}'`,
      "'strict-dynamic'",
      "'self'",
      "'unsafe-inline'",
    ]);
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it('is framed only by the page itself and HOST_ORIGINS, as before (a bad list frames for no one else)', () => {
    expect(directives(contentSecurityPolicy(demo, page)).get('frame-ancestors')).toEqual([
      "'self'",
      'http://localhost:4000',
      'http://127.0.0.1:4000',
    ]);
    const none = readPolicySources({});
    expect(directives(contentSecurityPolicy(none, page)).get('frame-ancestors')).toEqual(["'self'"]);
    const bad = readPolicySources({ HOST_ORIGINS: "https://casino.example, 'unsafe-inline' *" });
    expect(directives(contentSecurityPolicy(bad, page)).get('frame-ancestors')).toEqual(["'self'"]);
  });

  it('connects to its own origin and to the hub on the page’s host at SERVER_PORT, over wss on https', () => {
    const sources = readPolicySources({ SERVER_PORT: '4711' });
    expect(directives(contentSecurityPolicy(sources, page)).get('connect-src')).toEqual([
      "'self'",
      'ws://sports.example:4711',
    ]);
    const secure = { ...page, https: true, host: 'Sports.Example' };
    expect(directives(contentSecurityPolicy(sources, secure)).get('connect-src')).toEqual([
      "'self'",
      'wss://sports.example:4711',
    ]);
    const v6 = { ...page, host: '[::1]:3000' };
    expect(directives(contentSecurityPolicy(sources, v6)).get('connect-src')).toContain('ws://[::1]:4711');
    // The default backend port, as the sports layout's realtime provider uses it.
    expect(directives(contentSecurityPolicy(readPolicySources({}), page)).get('connect-src')).toContain(
      'ws://sports.example:4000',
    );
  });

  it('connects to REALTIME_URL’s origin instead when the push connection is pointed elsewhere', () => {
    const sources = readPolicySources({ REALTIME_URL: 'wss://push.example/connection/websocket' });
    expect(directives(contentSecurityPolicy(sources, page)).get('connect-src')).toEqual([
      "'self'",
      'wss://push.example',
    ]);
  });

  it('names no push host that a request’s Host header made up', () => {
    for (const host of ['evil.example; script-src *', "a.example 'unsafe-eval'", 'a b', '', undefined]) {
      const connect = directives(contentSecurityPolicy(demo, { ...page, host })).get('connect-src');
      expect(connect, String(host)).toEqual(["'self'"]);
    }
    expect(hostNameOf('sports.example:3000')).toBe('sports.example');
    expect(hostNameOf('[2001:db8::1]:443')).toBe('[2001:db8::1]');
    expect(hostNameOf('first.example, second.example')).toBe('first.example');
  });

  it('sends error reports to the DSN’s host, or only to its own origin through the tunnel', () => {
    const dsn = 'https://public@o1.ingest.example.io/42';
    const direct = readPolicySources({ SENTRY_DSN: dsn });
    expect(directives(contentSecurityPolicy(direct, page)).get('connect-src')).toContain(
      'https://o1.ingest.example.io',
    );
    const publicDsn = readPolicySources({ NEXT_PUBLIC_SENTRY_DSN: 'http://k@127.0.0.1:9999/1' });
    expect(directives(contentSecurityPolicy(publicDsn, page)).get('connect-src')).toContain(
      'http://127.0.0.1:9999',
    );
    const tunnelled = readPolicySources({ SENTRY_DSN: dsn, SENTRY_TUNNEL: '1' });
    expect(directives(contentSecurityPolicy(tunnelled, page)).get('connect-src')).toEqual([
      "'self'",
      'ws://sports.example:4000',
    ]);
    const notADsn = readPolicySources({ SENTRY_DSN: 'https://o1.ingest.example.io/' });
    expect(directives(contentSecurityPolicy(notADsn, page)).get('connect-src')).toHaveLength(2);
  });

  it('loads images, fonts and frames from its own origin only (the image proxy, the proxied cashier)', () => {
    const policy = directives(contentSecurityPolicy(demo, page));
    expect(policy.get('img-src')).toEqual(["'self'"]);
    expect(policy.get('font-src')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('frames the pages of FRAME_ORIGINS besides its own (the iframe block), and nothing from a bad entry', () => {
    const framing = readPolicySources({
      FRAME_ORIGINS: 'https://widgets.example.com/path, javascript:alert(1), not a url,http://chat.example',
    });
    expect(directives(contentSecurityPolicy(framing, page)).get('frame-src')).toEqual([
      "'self'",
      'https://widgets.example.com',
      'http://chat.example',
    ]);
  });

  it('upgrades insecure requests on an https page only', () => {
    expect(directives(contentSecurityPolicy(demo, page)).has('upgrade-insecure-requests')).toBe(false);
    expect(
      directives(contentSecurityPolicy(demo, { ...page, https: true })).has('upgrade-insecure-requests'),
    ).toBe(true);
  });
});

describe('the security headers of an answer', () => {
  it('are the policy, nosniff, a Referer of the origin only, and HSTS over https only', () => {
    expect(securityHeaders(demo, page)).toEqual({
      'content-security-policy': contentSecurityPolicy(demo, page),
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin',
    });
    expect(securityHeaders(demo, { ...page, https: true })['strict-transport-security']).toBe(
      'max-age=31536000',
    );
  });

  it('take a fresh nonce of 128 random bits each time', () => {
    const nonces = new Set(Array.from({ length: 100 }, () => newNonce()));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});
