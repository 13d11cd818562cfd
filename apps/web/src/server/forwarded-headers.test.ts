import type { IncomingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  clientAddress,
  rewriteForwardedHeaders,
  TrustedProxiesError,
  trustedProxies,
} from './forwarded-headers';

describe('the client address the web app passes on', () => {
  const nobody = trustedProxies(undefined);
  const edge = trustedProxies('203.0.113.10, 10.0.0.0/8');

  it('is the connection’s own address when no proxy is trusted, whatever the client claims', () => {
    expect(clientAddress('198.51.100.7', undefined, nobody)).toBe('198.51.100.7');
    expect(clientAddress('198.51.100.7', '203.0.113.99', nobody)).toBe('198.51.100.7');
    expect(clientAddress('::ffff:127.0.0.2', '10.1.1.1, 203.0.113.99', nobody)).toBe('127.0.0.2');
  });

  it('is the first address, from the nearest hop back, that is not a trusted proxy', () => {
    expect(clientAddress('203.0.113.10', '198.51.100.7', edge)).toBe('198.51.100.7');
    // The client made up the first entry; the trusted proxy appended the address it saw.
    expect(clientAddress('203.0.113.10', '192.0.2.1, 198.51.100.7', edge)).toBe('198.51.100.7');
    // Two trusted hops (edge, then an internal balancer) and header lines split by a proxy.
    expect(clientAddress('10.0.0.5', ['192.0.2.1', '198.51.100.7, 203.0.113.10'], edge)).toBe('198.51.100.7');
    expect(clientAddress('203.0.113.10', '[2001:db8::7]:51000', edge)).toBe('2001:db8::7');
    expect(clientAddress('203.0.113.10', '198.51.100.7:51000', edge)).toBe('198.51.100.7');
  });

  it('stops at the proxy when what it forwarded is not an address, or nothing', () => {
    expect(clientAddress('203.0.113.10', 'unknown', edge)).toBe('203.0.113.10');
    expect(clientAddress('203.0.113.10', undefined, edge)).toBe('203.0.113.10');
  });

  it('reads keywords, ranges and single addresses, and refuses anything else', () => {
    const local = trustedProxies('loopback,uniquelocal, linklocal ,2001:db8::/32');
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.9', '192.168.1.1', 'fd12::1', '169.254.1.1'])
      expect(local.trusts(address), address).toBe(true);
    expect(local.trusts('2001:db8:1::5')).toBe(true);
    expect(local.trusts('8.8.8.8')).toBe(false);
    expect(local.trusts('not an address')).toBe(false);
    expect(trustedProxies('').trusts('127.0.0.1')).toBe(false);
    for (const bad of ['everyone', '10.0.0.0/33', '300.0.0.1', '10.0.0.0/8/2', 'fd00::/129', '0.0.0.0/0'])
      expect(() => trustedProxies(bad), bad).toThrow(TrustedProxiesError);
  });
});

describe('the forwarding headers Next passes on to the backend', () => {
  const loopbackProxy = trustedProxies('loopback');

  function rewritten(
    headers: IncomingHttpHeaders,
    remoteAddress: string,
    trusted = trustedProxies(undefined),
    countryHeader: string | undefined = undefined,
  ): IncomingHttpHeaders {
    const copy = { ...headers };
    rewriteForwardedHeaders(copy, { remoteAddress, encrypted: false }, trusted, countryHeader);
    return copy;
  }

  it('replaces what a client sent with what the connection says', () => {
    const headers = rewritten(
      {
        host: 'bet.example.com',
        'x-forwarded-for': '203.0.113.99',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-port': '443',
        forwarded: 'for=203.0.113.99;proto=https',
        'x-country-code': 'DE',
        cookie: 'sb_session=abc',
      },
      '::ffff:198.51.100.7',
    );
    expect(headers).toEqual({
      host: 'bet.example.com',
      'x-forwarded-for': '198.51.100.7',
      'x-forwarded-proto': 'http',
      cookie: 'sb_session=abc',
    });
  });

  it('keeps a trusted proxy’s scheme and host, and names the client it forwarded', () => {
    const headers = rewritten(
      {
        'x-forwarded-for': '192.0.2.1, 198.51.100.7',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'bet.example.com',
      },
      '127.0.0.1',
      loopbackProxy,
    );
    expect(headers).toEqual({
      'x-forwarded-for': '198.51.100.7',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'bet.example.com',
    });
    expect(
      rewritten({ 'x-forwarded-proto': 'gopher' }, '127.0.0.1', loopbackProxy)['x-forwarded-proto'],
    ).toBe('http');
  });

  it('passes the visitor’s country on only from a trusted proxy, in the header COUNTRY_HEADER names', () => {
    // A client reaching the web app itself cannot choose its country: the blocked-country checks read it.
    expect(rewritten({ 'x-country-code': 'DE' }, '198.51.100.7')).not.toHaveProperty('x-country-code');
    expect(
      rewritten({ 'cf-ipcountry': 'DE' }, '198.51.100.7', loopbackProxy, 'CF-IPCountry'),
    ).not.toHaveProperty('cf-ipcountry');
    expect(
      rewritten({ 'cf-ipcountry': 'KP' }, '::ffff:127.0.0.1', loopbackProxy, 'cf-ipcountry'),
    ).toMatchObject({
      'cf-ipcountry': 'KP',
    });
    expect(rewritten({ 'x-country-code': 'KP' }, '127.0.0.1', loopbackProxy)).toMatchObject({
      'x-country-code': 'KP',
    });
  });
});
