import {
  type Consent,
  mayStore,
  type OptionalPurpose,
  parseConsent,
  type StoragePurpose,
  serializeConsent,
} from '@sportsbook/core/privacy/consent';
import {
  COOKIE_DAYS,
  cookieDomainCandidates,
  DOMAIN_PROBE_COOKIE,
  firstAcceptedDomain,
  readCookieValue,
  readCookieValues,
  serializeCookie,
} from '@sportsbook/core/privacy/cookies';
import { purposeOf, STORED_KEYS, type StoredKey } from './stored-keys';

/**
 * The visitor's storage consent in the browser (core CNS rules) and the one way the product writes to cookies,
 * local and session storage: every write names a registered key (`stored-keys.ts`) and is refused when its
 * purpose has no consent. Choosing "essential only" also removes what optional purposes kept before.
 */

let required = false;
let cached: Consent | undefined;
let read = false;
const listeners = new Set<() => void>();

/** Whether the operator asks for consent (site `features.consentBanner`); set by `PrivacyHost` as it renders. */
export function configureConsent(asked: boolean): void {
  required = asked;
}

export function consentRequired(): boolean {
  return required;
}

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return readCookieValue(document.cookie, name);
}

/** The kept choice (the consent cookie), undefined before one is made. */
export function currentConsent(): Consent | undefined {
  if (!read && typeof document !== 'undefined') {
    cached = parseConsent(readCookie(STORED_KEYS.consent.name));
    read = true;
  }
  return cached;
}

export function mayStorePurpose(purpose: StoragePurpose): boolean {
  return mayStore(purpose, currentConsent(), required);
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setCookieString(value: string | undefined): boolean {
  if (!value) return false;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the product serves
  document.cookie = value;
  return true;
}

let sharedDomain: { readonly host: string; readonly domain: string | undefined } | undefined;

/**
 * The domain shared cookies go on (core CKE6): the broadest candidate of the host the browser accepts, found by
 * writing a probe cookie on each, broadest first, and reading it back (a public suffix such as `co.uk` is
 * refused by the browser and reads back as absent). The probe is removed at once; the answer is kept for the
 * page's life.
 */
function sharedCookieDomain(): string | undefined {
  const host = window.location.hostname;
  if (sharedDomain?.host === host) return sharedDomain.domain;
  const secure = window.location.protocol === 'https:';
  const nonce = Math.random().toString(36).slice(2, 12) || 'probe';
  const domain = firstAcceptedDomain(host, (candidate) => {
    const probe = { name: DOMAIN_PROBE_COOKIE, domain: candidate, secure };
    if (!setCookieString(serializeCookie({ ...probe, value: nonce, days: 1 / 86_400 }))) return false;
    const kept = readCookieValues(document.cookie, DOMAIN_PROBE_COOKIE).includes(nonce);
    if (kept) setCookieString(serializeCookie({ ...probe, value: '', days: 0 }));
    return kept;
  });
  sharedDomain = { host, domain };
  return domain;
}

/**
 * Writes a registered cookie for `days` (core CKE1), on the broadest domain the browser accepts when `shared`
 * (CKE6). Refused (false) when its purpose has no consent, outside a browser, or when the value is not a
 * cookie value.
 */
export function writeCookie(
  key: StoredKey & { in: 'cookie' },
  value: string,
  days: number,
  options: { shared?: boolean } = {},
): boolean {
  if (typeof document === 'undefined' || !mayStorePurpose(key.purpose)) return false;
  return setCookieString(
    serializeCookie({
      name: key.name,
      value,
      days,
      domain: options.shared ? sharedCookieDomain() : undefined,
      secure: window.location.protocol === 'https:',
    }),
  );
}

/** Expires a cookie on this host and on every domain it may have been shared on (CKE2). */
export function removeCookie(name: string): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:';
  setCookieString(serializeCookie({ name, value: '', days: 0, secure }));
  for (const domain of cookieDomainCandidates(window.location.hostname)) {
    setCookieString(serializeCookie({ name, value: '', days: 0, domain, secure }));
  }
}

/** A Storage whose writes are refused for keys whose purpose has no consent (reads and removals pass). */
export function keptStorage(where: 'local' | 'session'): Storage | undefined {
  if (typeof window === 'undefined') return undefined;
  let storage: Storage;
  try {
    storage = where === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
  return new Proxy(storage, {
    get(target, property) {
      if (property === 'setItem') {
        return (key: string, value: string) => {
          if (mayStorePurpose(purposeOf(where, key))) target.setItem(key, value);
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Removes what the purposes without consent kept: registered keys and unknown keys of both storages. */
function purgeRefused(): void {
  for (const where of ['local', 'session'] as const) {
    let storage: Storage;
    try {
      storage = where === 'local' ? window.localStorage : window.sessionStorage;
    } catch {
      continue;
    }
    for (const key of Object.keys(storage)) {
      if (!mayStorePurpose(purposeOf(where, key))) storage.removeItem(key);
    }
  }
  for (const key of Object.values(STORED_KEYS)) {
    if (key.in === 'cookie' && !mayStorePurpose(key.purpose)) removeCookie(key.name);
  }
}

/** Keeps the visitor's choice (365 days) and applies it: refused purposes lose what they kept. */
export function chooseConsent(consent: Consent): void {
  cached = consent;
  read = true;
  writeCookie(STORED_KEYS.consent, serializeConsent(consent), COOKIE_DAYS.consent);
  purgeRefused();
  for (const listener of listeners) listener();
}

export type { Consent, OptionalPurpose };
