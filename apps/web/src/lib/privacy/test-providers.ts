import type { Provider } from '@sportsbook/core/catalog/providers';
import {
  parseTestProviders,
  serializeTestProviders,
  TEST_PROVIDERS_COOKIE_DAYS,
  TEST_PROVIDERS_PARAM,
} from '@sportsbook/core/live/match-delivery';
import { encodeCookieValue } from '@sportsbook/core/privacy/cookies';
import { readCookie, removeCookie, writeCookie } from './consent-store';
import { STORED_KEYS } from './stored-keys';

/**
 * The `testProviders` cookie of spec §3 (core DLV1): data providers an operator's tester sees live on this
 * browser although the settings do not allow them yet (spec §5). A tester turns it on by opening any page with
 * `?test_providers=oddin,betradar` and off with `?test_providers=` (docs/operators.md).
 */

let current: readonly Provider[] | undefined;

/** The tester's providers (none for everyone else), read from the cookie once per page. */
export function testProviders(): readonly Provider[] {
  current ??= parseTestProviders(readCookie(STORED_KEYS.testProviders.name));
  return current;
}

/** Takes `?test_providers=` of a landing URL: keeps the named providers for 30 days, or clears them when empty. */
export function captureTestProviders(search: string): void {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return;
  }
  const value = params.get(TEST_PROVIDERS_PARAM);
  if (value === null) return;
  const chosen = parseTestProviders(value);
  current = chosen;
  if (chosen.length === 0) {
    removeCookie(STORED_KEYS.testProviders.name);
    return;
  }
  writeCookie(
    STORED_KEYS.testProviders,
    encodeCookieValue(serializeTestProviders(chosen)),
    TEST_PROVIDERS_COOKIE_DAYS,
  );
}
