/**
 * Storage consent (spec §3 "consent" cookie, §9 365 days; CNS rules in SPEC.md). What a browser keeps falls into
 * three purposes: essential (the service asked for, security, the consent itself), preferences (display choices
 * remembered across visits) and marketing (affiliate attribution). Essential storage needs no consent; the
 * other two need the visitor's yes, unless the operator does not ask (its site has no consent banner).
 */

export const STORAGE_PURPOSES = ['essential', 'preferences', 'marketing'] as const;
export type StoragePurpose = (typeof STORAGE_PURPOSES)[number];
export type OptionalPurpose = Exclude<StoragePurpose, 'essential'>;

/** The visitor's choice: which optional purposes may store. */
export interface Consent {
  readonly preferences: boolean;
  readonly marketing: boolean;
}

export const ACCEPT_ALL: Consent = { preferences: true, marketing: true };
export const ESSENTIAL_ONLY: Consent = { preferences: false, marketing: false };

/**
 * [CNS1] The consent cookie's value: `p1.m0` (preferences yes, marketing no). Exactly this form; anything else
 * (absent, tampered, an older format) reads as no choice made yet.
 */
export function parseConsent(value: string | undefined): Consent | undefined {
  const match = /^p([01])\.m([01])$/.exec(value ?? '');
  if (!match) return undefined;
  return { preferences: match[1] === '1', marketing: match[2] === '1' };
}

export function serializeConsent(consent: Consent): string {
  return `p${consent.preferences ? 1 : 0}.m${consent.marketing ? 1 : 0}`;
}

/**
 * [CNS2] Whether storage of a purpose is allowed: essential always; an optional purpose only with the visitor's
 * yes for it. When the operator asks for no consent (`required` false), everything is allowed. Before a choice
 * is made (consent undefined), optional purposes store nothing.
 */
export function mayStore(purpose: StoragePurpose, consent: Consent | undefined, required: boolean): boolean {
  if (purpose === 'essential' || !required) return true;
  return consent?.[purpose] === true;
}

/** [CNS3] The banner shows while the operator asks for consent and no valid choice is kept. */
export function consentBannerShown(consent: Consent | undefined, required: boolean): boolean {
  return required && consent === undefined;
}
