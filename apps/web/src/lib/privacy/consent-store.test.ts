import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORED_KEYS } from './stored-keys';

/** A browser's storage and cookie jar, enough for the consent store (node has neither). */
function fakeStorage(items: Map<string, string>): Storage {
  const methods = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
  };
  return new Proxy(methods, {
    ownKeys: () => [...items.keys()],
    getOwnPropertyDescriptor: (_, key) =>
      items.has(String(key))
        ? { enumerable: true, configurable: true, value: items.get(String(key)) }
        : undefined,
  }) as unknown as Storage;
}

function fakeBrowser() {
  const local = new Map<string, string>();
  const session = new Map<string, string>();
  const jar = new Map<string, string>();
  vi.stubGlobal('window', {
    localStorage: fakeStorage(local),
    sessionStorage: fakeStorage(session),
    location: { hostname: 'sports.example.com', protocol: 'https:' },
  });
  vi.stubGlobal('document', {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(written: string) {
      const [pair = '', ...attributes] = written.split('; ');
      const [name = '', value = ''] = pair.split('=');
      if (attributes.includes('Max-Age=0')) jar.delete(name);
      else jar.set(name, value);
    },
  });
  return { local, jar };
}

describe('consent store (spec §3, core CNS rules)', () => {
  beforeEach(() => {
    vi.resetModules();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('defines every key once per place', () => {
    const names = Object.values(STORED_KEYS).map((key) => `${key.in}:${key.name}`);
    expect(new Set(names).size).toBe(names.length);
  });

  it('refuses optional writes before a choice, and purges them on essential only', async () => {
    const browser = fakeBrowser();
    const store = await import('./consent-store');
    store.configureConsent(true);
    store.keptStorage('local')?.setItem('activeOddsType', 'american');
    store.keptStorage('local')?.setItem('quickBet', '{}');
    // Essential: the session client remembers a registered browser before any choice.
    store.keptStorage('local')?.setItem(STORED_KEYS.isRegistered.name, 'true');
    expect(browser.local.has('activeOddsType')).toBe(false);
    expect(browser.local.get('quickBet')).toBe('{}');
    expect(browser.local.get(STORED_KEYS.isRegistered.name)).toBe('true');
    expect(store.writeCookie(STORED_KEYS.affiliateTags, 'btag%3Da', 30)).toBe(false);
    browser.local.set('left-over', '1');
    store.chooseConsent({ preferences: false, marketing: false });
    expect(browser.jar.get('consent')).toBe('p0.m0');
    expect(browser.local.has('left-over')).toBe(false);
    expect(browser.local.get('quickBet')).toBe('{}');
  });

  it('writes every purpose once accepted, and everything when the operator asks no consent', async () => {
    const browser = fakeBrowser();
    const store = await import('./consent-store');
    store.configureConsent(true);
    store.chooseConsent({ preferences: true, marketing: true });
    store.keptStorage('local')?.setItem('activeOddsType', 'american');
    expect(browser.local.get('activeOddsType')).toBe('american');
    expect(store.writeCookie(STORED_KEYS.affiliateTags, 'btag%3Da', 30)).toBe(true);
    vi.resetModules();
    const fresh = fakeBrowser();
    const open = await import('./consent-store');
    open.configureConsent(false);
    open.keptStorage('local')?.setItem('activeOddsType', 'decimal');
    expect(fresh.local.get('activeOddsType')).toBe('decimal');
  });

  it('keeps the language choice (locale cookie, a preference) only with consent, and drops it on essential only', async () => {
    const browser = fakeBrowser();
    const store = await import('./consent-store');
    store.configureConsent(true);
    expect(STORED_KEYS.locale).toMatchObject({ name: 'locale', in: 'cookie', purpose: 'preferences' });
    expect(store.writeCookie(STORED_KEYS.locale, 'de', 365)).toBe(false);
    expect(browser.jar.has('locale')).toBe(false);
    store.chooseConsent({ preferences: true, marketing: false });
    expect(store.writeCookie(STORED_KEYS.locale, 'de', 365)).toBe(true);
    expect(browser.jar.get('locale')).toBe('de');
    store.chooseConsent({ preferences: false, marketing: false });
    expect(browser.jar.has('locale')).toBe(false);
  });
});
