import { PROVIDERS, type Provider, SPORT_TYPES, type SportType } from '../catalog/providers';

/**
 * Which matches' realtime events a page takes (spec §5: "Realtime match events delivered only if the match's
 * sport type and provider are allowed by feature settings and a cookie"; DLV rules in SPEC.md). The operator's
 * settings name the providers allowed per sport type (`sport_type_providers` of GET /settings, spec §3); a
 * tester's browser may take extra providers the operator is still trying out (the `testProviders` cookie).
 */

/** Providers allowed per sport type (settings `sport_type_providers`). */
export type SportTypeProviders = Readonly<Partial<Record<SportType, readonly Provider[]>>>;

/** The cookie of spec §3 "test providers". */
export const TEST_PROVIDERS_COOKIE = 'testProviders';
/** The query parameter a tester opens a page with to set (or, empty, clear) the cookie. */
export const TEST_PROVIDERS_PARAM = 'test_providers';
/** How long a tester's choice is kept, in days: a testing round, not a lasting preference. */
export const TEST_PROVIDERS_COOKIE_DAYS = 30;
/** Longest value read: three providers and their commas fit many times over. */
const MAX_TEST_PROVIDERS_LENGTH = 200;

const KNOWN = new Set<string>(PROVIDERS);
const isProvider = (value: string): value is Provider => KNOWN.has(value);

/**
 * [DLV1] The test providers of a cookie or query value: provider names of spec §3 separated by commas, in any
 * case, spaces around names ignored; unknown names are dropped, each provider counts once, in the spec's order.
 * A value over 200 characters (or none) names none.
 */
export function parseTestProviders(value: string | null | undefined): readonly Provider[] {
  if (!value || value.length > MAX_TEST_PROVIDERS_LENGTH) return [];
  const named = new Set(
    value
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(isProvider),
  );
  return PROVIDERS.filter((provider) => named.has(provider));
}

/** [DLV1] The cookie value of a set of test providers (the caller percent-encodes the commas). */
export function serializeTestProviders(providers: readonly Provider[]): string {
  return PROVIDERS.filter((provider) => providers.includes(provider)).join(',');
}

export interface DeliveryRule {
  /** Settings' providers per sport type; undefined while the settings could not be read. */
  readonly allowed: SportTypeProviders | undefined;
  /** The tester's extra providers (DLV1). */
  readonly testProviders: readonly Provider[];
}

/** What is known of the match an event is about. */
export interface DeliveredMatch {
  /** The match's sport type; undefined for a market of a match the page has not seen. */
  readonly sportType: SportType | undefined;
  readonly provider: string | null | undefined;
}

/**
 * [DLV2] Whether a match's realtime events are delivered to the page:
 * - a provider of the tester's cookie: yes, for every sport type;
 * - the match's sport type known: only when the settings list its provider for that sport type (a sport type
 *   the settings do not name allows none);
 * - the sport type unknown (a market of a match the page has not seen): when the settings allow its provider
 *   for some sport type;
 * - no provider at all: no.
 * While the settings are unknown (they could not be read), nothing is held back: there is no rule to apply,
 * and a page without live prices would be worse than one that shows a provider the operator hides.
 */
export function matchEventsDelivered(match: DeliveredMatch, rule: DeliveryRule): boolean {
  const provider = match.provider;
  if (rule.allowed === undefined) return true;
  if (!provider || !isProvider(provider)) return false;
  if (rule.testProviders.includes(provider)) return true;
  if (match.sportType !== undefined) return rule.allowed[match.sportType]?.includes(provider) === true;
  return SPORT_TYPES.some((type) => rule.allowed?.[type]?.includes(provider) === true);
}
