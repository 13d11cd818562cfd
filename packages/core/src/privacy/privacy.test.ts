import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AFFILIATE_TAG_NAMES,
  affiliateTagsOf,
  landingTags,
  parseAffiliateCookie,
  sanitizeAffiliateTag,
  serializeAffiliateCookie,
} from './affiliate-tags';
import {
  ACCEPT_ALL,
  consentBannerShown,
  ESSENTIAL_ONLY,
  mayStore,
  parseConsent,
  serializeConsent,
} from './consent';
import {
  COOKIE_DAYS,
  cookieDomainCandidates,
  firstAcceptedDomain,
  isDeviceId,
  readCookieValue,
  readCookieValues,
  serializeCookie,
  uuidFromRandomBytes,
} from './cookies';

describe('cookies (spec §3, §9)', () => {
  it('[CKE1] writes Max-Age from days, Path, SameSite, Domain and Secure', () => {
    expect(COOKIE_DAYS).toEqual({ deviceId: 7300, consent: 365, affiliate: 30, depositReminder: 1 });
    expect(serializeCookie({ name: 'consent', value: 'p1.m1', days: 365, secure: true })).toBe(
      'consent=p1.m1; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    );
    expect(
      serializeCookie({ name: 'deviceId', value: 'a', days: 7300, domain: 'example.com', secure: false }),
    ).toBe('deviceId=a; Max-Age=630720000; Path=/; SameSite=Lax; Domain=example.com');
    expect(serializeCookie({ name: 'x', value: '', days: 0, secure: false })).toBe(
      'x=; Max-Age=0; Path=/; SameSite=Lax',
    );
  });

  it('[CKE1] refuses names and values outside RFC 6265 (no header or attribute injection)', () => {
    expect(serializeCookie({ name: 'a b', value: 'x', days: 1, secure: false })).toBeUndefined();
    expect(
      serializeCookie({ name: 'a', value: 'x; Domain=evil.test', days: 1, secure: false }),
    ).toBeUndefined();
    expect(serializeCookie({ name: 'a', value: '<script>', days: 1, secure: false })).toBe(
      'a=<script>; Max-Age=86400; Path=/; SameSite=Lax',
    );
    expect(
      serializeCookie({ name: 'a', value: 'x\r\nSet-Cookie: b=1', days: 1, secure: false }),
    ).toBeUndefined();
  });

  it('[CKE2] candidate domains broadest first, down to the host; none for an IP, localhost or one label', () => {
    expect(cookieDomainCandidates('sports.example.com')).toEqual(['example.com', 'sports.example.com']);
    expect(cookieDomainCandidates('example.com')).toEqual(['example.com']);
    expect(cookieDomainCandidates('www.example.co.uk')).toEqual([
      'co.uk',
      'example.co.uk',
      'www.example.co.uk',
    ]);
    expect(cookieDomainCandidates('bet.com.br')).toEqual(['com.br', 'bet.com.br']);
    expect(cookieDomainCandidates('Sports.Example.COM.')).toEqual(['example.com', 'sports.example.com']);
    for (const host of ['localhost', '127.0.0.1', '10.0.0.12', '[::1]', '::1', 'intranet', 'a..b', ''])
      expect(cookieDomainCandidates(host)).toEqual([]);
  });

  it('[CKE2] every candidate is a whole-label suffix of the host, of two labels or more, growing', () => {
    const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/);
    fc.assert(
      fc.property(fc.array(label, { minLength: 2, maxLength: 6 }), (labels) => {
        fc.pre(!labels.every((l) => /^\d+$/.test(l)));
        const host = labels.join('.');
        const candidates = cookieDomainCandidates(host);
        expect(candidates).toHaveLength(labels.length - 1);
        expect(candidates.at(-1)).toBe(host);
        candidates.forEach((domain, i) => {
          expect(host === domain || host.endsWith(`.${domain}`)).toBe(true);
          expect(domain.split('.')).toHaveLength(i + 2);
        });
      }),
    );
  });

  it('[CKE6] the shared domain is the broadest one the browser keeps (public suffixes refused)', () => {
    const publicSuffixes = new Set(['co.uk', 'com.br', 'com', 'uk', 'br']);
    const browser = (domain: string) => !publicSuffixes.has(domain);
    expect(firstAcceptedDomain('www.example.co.uk', browser)).toBe('example.co.uk');
    expect(firstAcceptedDomain('bet.com.br', browser)).toBe('bet.com.br');
    expect(firstAcceptedDomain('sports.example.com', browser)).toBe('example.com');
    expect(firstAcceptedDomain('example.com', browser)).toBe('example.com');
    expect(firstAcceptedDomain('127.0.0.1', browser)).toBeUndefined();
    expect(firstAcceptedDomain('localhost', browser)).toBeUndefined();
    // A browser that keeps no domain cookie at all: the host only.
    expect(firstAcceptedDomain('sports.example.com', () => false)).toBeUndefined();
  });

  it('[CKE3] reads a cookie by exact name, decoded; a bad encoding reads as absent', () => {
    const header = 'xdeviceId=1; deviceId=abc%2Fd; consent=p1.m0; bad=%E0%A4%A';
    expect(readCookieValue(header, 'deviceId')).toBe('abc/d');
    expect(readCookieValue(header, 'consent')).toBe('p1.m0');
    expect(readCookieValue(header, 'missing')).toBeUndefined();
    expect(readCookieValue(header, 'bad')).toBeUndefined();
    // A host cookie and a domain cookie of one name are both sent.
    expect(readCookieValues('deviceId=a; consent=p1.m1; deviceId=b; deviceId=%E0', 'deviceId')).toEqual([
      'a',
      'b',
    ]);
  });

  it('[CKE4] a device id is a UUID', () => {
    expect(isDeviceId('0b5a3a8e-4c3d-4f7a-9d2e-1f2a3b4c5d6e')).toBe(true);
    expect(isDeviceId('0b5a3a8e-4c3d-4f7a-9d2e')).toBe(false);
    expect(isDeviceId('<script>alert(1)</script>-0000-0000-000000000000')).toBe(false);
    expect(isDeviceId(undefined)).toBe(false);
  });

  it('[CKE4] builds a version 4 UUID from random bytes (browsers without crypto.randomUUID)', () => {
    expect(uuidFromRandomBytes(new Uint8Array(16))).toBe('00000000-0000-4000-8000-000000000000');
    expect(uuidFromRandomBytes(new Uint8Array(16).fill(255))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 16, maxLength: 16 }), (bytes) => {
        const id = uuidFromRandomBytes(bytes);
        expect(isDeviceId(id)).toBe(true);
        expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      }),
    );
    expect(() => uuidFromRandomBytes(new Uint8Array(8))).toThrow(RangeError);
  });
});

describe('consent (spec §3)', () => {
  it('[CNS1] reads exactly p0|1.m0|1; anything else is no choice', () => {
    expect(parseConsent('p1.m1')).toEqual(ACCEPT_ALL);
    expect(parseConsent('p0.m0')).toEqual(ESSENTIAL_ONLY);
    expect(parseConsent('p1.m0')).toEqual({ preferences: true, marketing: false });
    for (const bad of [undefined, '', 'all', 'p1.m1 ', 'p2.m0', 'p1.m1.x'])
      expect(parseConsent(bad)).toBeUndefined();
    expect(parseConsent(serializeConsent({ preferences: false, marketing: true }))).toEqual({
      preferences: false,
      marketing: true,
    });
  });

  it('[CNS2] essential always; optional purposes only with a yes, or when consent is not asked', () => {
    expect(mayStore('essential', undefined, true)).toBe(true);
    expect(mayStore('preferences', undefined, true)).toBe(false);
    expect(mayStore('marketing', ESSENTIAL_ONLY, true)).toBe(false);
    expect(mayStore('marketing', ACCEPT_ALL, true)).toBe(true);
    expect(mayStore('preferences', { preferences: true, marketing: false }, true)).toBe(true);
    expect(mayStore('marketing', undefined, false)).toBe(true);
  });

  it('[CNS3] the banner shows while consent is asked and no choice is kept', () => {
    expect(consentBannerShown(undefined, true)).toBe(true);
    expect(consentBannerShown(ESSENTIAL_ONLY, true)).toBe(false);
    expect(consentBannerShown(undefined, false)).toBe(false);
  });
});

describe('affiliate tags (spec §9)', () => {
  it('[AFF1] takes the five tags from the query and nothing else', () => {
    expect(AFFILIATE_TAG_NAMES).toEqual(['ctag', 'btag', 'stag', 'qtag', 'gclid']);
    expect(affiliateTagsOf('?btag=aff-1&ctag=%20c%20&x=1&gclid=Cj0KCQ_w-x&stag=&qtag=q')).toEqual({
      btag: 'aff-1',
      ctag: 'c',
      gclid: 'Cj0KCQ_w-x',
      qtag: 'q',
    });
    expect(affiliateTagsOf('')).toEqual({});
  });

  it('[AFF2] drops script, markup, quotes, spaces, control characters, active schemes and overlong values', () => {
    for (const bad of [
      '<script>alert(1)</script>',
      '"><img src=x onerror=alert(1)>',
      "a'b",
      'a b',
      'a\u0000b',
      'a\nb',
      'javascript:alert(1)',
      'JavaScript:x',
      'data:text/html,x',
      'x'.repeat(201),
      '   ',
    ]) {
      expect(sanitizeAffiliateTag(bad)).toBeUndefined();
    }
    expect(sanitizeAffiliateTag('x'.repeat(200))).toBe('x'.repeat(200));
    expect(sanitizeAffiliateTag('a_123b_456:c=1|d/e')).toBe('a_123b_456:c=1|d/e');
    expect(sanitizeAffiliateTag('partner-ü-7')).toBe('partner-ü-7');
    expect(affiliateTagsOf('?btag=%3Cscript%3Ealert(1)%3C/script%3E&stag=ok')).toEqual({ stag: 'ok' });
  });

  it('[AFF3] keeps tags in a cookie value and reads them back sanitised', () => {
    const value = serializeAffiliateCookie({ btag: 'a+b', gclid: 'g/1' });
    expect(value).toBe('btag=a%2Bb&gclid=g%2F1');
    expect(parseAffiliateCookie(value)).toEqual({ btag: 'a+b', gclid: 'g/1' });
    expect(parseAffiliateCookie('btag=%3Cb%3E&ctag=ok')).toEqual({ ctag: 'ok' });
    expect(parseAffiliateCookie(undefined)).toEqual({});
    expect(parseAffiliateCookie(`btag=${'a'.repeat(3000)}`)).toEqual({});
  });

  it('[AFF4] last click wins: a tagged landing replaces every kept tag', () => {
    expect(landingTags({ btag: 'old', gclid: 'g' }, { stag: 'new' })).toEqual({ stag: 'new' });
    expect(landingTags({ btag: 'old' }, {})).toEqual({ btag: 'old' });
  });
});
