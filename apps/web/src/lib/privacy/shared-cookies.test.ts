import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORED_KEYS } from './stored-keys';

/** A cookie jar that, like a browser, refuses cookies for public suffixes and remembers each write. */
function fakeBrowser(hostname: string) {
  const publicSuffixes = new Set(['co.uk', 'com.br', 'com', 'uk', 'br']);
  const jar = new Map<string, string>();
  const writes: string[] = [];
  vi.stubGlobal('window', { location: { hostname, protocol: 'https:' }, localStorage: undefined });
  vi.stubGlobal('document', {
    get cookie() {
      return [...jar.values()].join('; ');
    },
    set cookie(written: string) {
      writes.push(written);
      const [pair = '', ...attributes] = written.split('; ');
      const name = pair.split('=')[0] ?? '';
      const domain = attributes.find((a) => a.startsWith('Domain='))?.slice('Domain='.length);
      if (domain && (publicSuffixes.has(domain) || !`.${hostname}`.endsWith(`.${domain}`))) return;
      const key = `${name}|${domain ?? hostname}`;
      if (attributes.includes('Max-Age=0')) jar.delete(key);
      else jar.set(key, pair);
    },
  });
  return { jar, writes };
}

describe('shared cookies on the parent domain (core CKE2, CKE6)', () => {
  beforeEach(() => {
    vi.resetModules();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  for (const [host, domain] of [
    ['example.co.uk', 'example.co.uk'],
    ['www.example.co.uk', 'example.co.uk'],
    ['bet.com.br', 'bet.com.br'],
    ['sports.example.com', 'example.com'],
    ['example.com', 'example.com'],
  ] as const) {
    it(`writes the deviceId of ${host} on ${domain}, the broadest domain kept, and leaves no probe`, async () => {
      const { jar, writes } = fakeBrowser(host);
      const { writeCookie } = await import('./consent-store');
      expect(writeCookie(STORED_KEYS.deviceId, 'id-1', 7300, { shared: true })).toBe(true);
      expect(writes.at(-1)).toContain(`; Domain=${domain}`);
      expect([...jar.keys()]).toEqual([`deviceId|${domain}`]);
      // The answer is kept for the page: a second write probes nothing.
      const probes = writes.length;
      writeCookie(STORED_KEYS.deviceId, 'id-1', 7300, { shared: true });
      expect(writes.length).toBe(probes + 1);
    });
  }

  for (const host of ['127.0.0.1', 'localhost']) {
    it(`keeps the cookie on the host ${host}, without probing`, async () => {
      const { writes } = fakeBrowser(host);
      const { writeCookie } = await import('./consent-store');
      writeCookie(STORED_KEYS.deviceId, 'id-1', 7300, { shared: true });
      expect(writes).toEqual(['deviceId=id-1; Max-Age=630720000; Path=/; SameSite=Lax; Secure']);
    });
  }
});

describe("a tester's providers (spec §3 test providers, core DLV1)", () => {
  beforeEach(() => {
    vi.resetModules();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps ?test_providers= 30 days, reads it back, and clears it with an empty value', async () => {
    const { jar, writes } = fakeBrowser('sports.example.com');
    const { captureTestProviders, testProviders } = await import('./test-providers');
    captureTestProviders('?test_providers=Oddin,nope,betradar');
    expect(testProviders()).toEqual(['betradar', 'oddin']);
    expect(writes.at(-1)).toBe(
      'testProviders=betradar%2Coddin; Max-Age=2592000; Path=/; SameSite=Lax; Secure',
    );
    captureTestProviders('?betcode=ABC123');
    expect(testProviders()).toEqual(['betradar', 'oddin']);
    captureTestProviders('?test_providers=');
    expect(testProviders()).toEqual([]);
    expect([...jar.keys()].some((key) => key.startsWith('testProviders'))).toBe(false);
  });

  it('reads the cookie of an earlier visit', async () => {
    const { jar } = fakeBrowser('sports.example.com');
    jar.set('testProviders|sports.example.com', 'testProviders=oddin');
    const { testProviders } = await import('./test-providers');
    expect(testProviders()).toEqual(['oddin']);
  });
});
