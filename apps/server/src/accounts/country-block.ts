import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config/config';
import { requestCountry } from '../settings/user-country';
import { platformError } from './field-problems';

/** What a blocked-country list can refuse (spec §5): sign-in, sign-up, deposit. */
export type BlockedAction = 'signIn' | 'signUp' | 'deposit';

/** Whether `country` is blocked for `action`: on the list of every action (BLOCKED_COUNTRIES) or its own. */
export function isCountryBlocked(
  config: ServerConfig,
  action: BlockedAction,
  country: string | null,
): boolean {
  if (!country) return false;
  const lists = config.blockedCountries;
  return lists.all.includes(country) || lists[action].includes(country);
}

/**
 * Throws 403 country_blocked when the visitor's country (COUNTRY_HEADER, set by a trusted proxy:
 * `requestCountry`) or any of `declared` (e.g. the country given at sign-up) is blocked for `action`.
 */
export function refuseBlockedCountry(
  config: ServerConfig,
  request: FastifyRequest,
  action: BlockedAction,
  declared: readonly (string | null)[] = [],
): void {
  const visitor = requestCountry(request, config);
  const blocked = [visitor, ...declared].find((country) => isCountryBlocked(config, action, country));
  if (blocked)
    throw platformError(403, 'country_blocked', `this is not available in your country (${blocked})`);
}
