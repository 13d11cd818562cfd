import { COLLAPSED_MARKETS_COOKIE } from '@sportsbook/core/catalog/market-view';
import { TEST_PROVIDERS_COOKIE } from '@sportsbook/core/live/match-delivery';
import { LOCALE_COOKIE } from '@sportsbook/core/locale/locale-cookie';
import { DEPOSIT_REMINDER_COOKIE } from '@sportsbook/core/payments/deposit';
import type { StoragePurpose } from '@sportsbook/core/privacy/consent';
import { LEFT_SIDEBAR_COOKIE } from '@sportsbook/core/privacy/left-sidebar';
import { THEME_COOKIE } from '@sportsbook/core/privacy/theme';

/**
 * Every key the product keeps in the browser (spec §3 "stored locally" and "cookies"), defined once: its name,
 * where it lives and its purpose, which decides whether it needs the visitor's consent (core CNS2; the reasoning
 * is in docs/architecture.md "Cookies and stored keys"). Code reads and writes a key by this registry's name only.
 *
 * Spec §3 also names locally stored keys of features this product does not have yet (match preview, welcoming
 * popup, customizer settings, video streaming enabled, terms and conditions accepted, odds-settings-on-error
 * shown, floating button): they get their entry when their feature lands (docs/architecture.md lists them).
 */
export interface StoredKey {
  /** The key or cookie name, as kept (existing names are not changed: browsers keep them). */
  readonly name: string;
  readonly in: 'local' | 'session' | 'cookie';
  readonly purpose: StoragePurpose;
  /** What it is for (docs/architecture.md lists them). */
  readonly about: string;
}

export const STORED_KEYS = {
  /** Cookie of spec §3: a random UUID (7300 days, parent domain), the device of a placement. */
  deviceId: {
    name: 'deviceId',
    in: 'cookie',
    purpose: 'essential',
    about: 'identifies the browser in bet placements (security, fraud prevention)',
  },
  /** The visitor's storage choice (365 days). */
  consent: { name: 'consent', in: 'cookie', purpose: 'essential', about: 'remembers the storage choice' },
  /**
   * The language the bettor chose with the language switch (1 year; core LOC6-LOC9): a later visit to a path
   * without a locale lands in it. A preference, not essential: the URL carries the locale of every page (the
   * site works fully without the cookie, and inside an iframe the URL alone decides), and remembering the
   * choice for a year goes beyond the short-lived user-interface choice the ePrivacy exemption covers. So it
   * is written only with consent for preferences and removed with "essential only".
   */
  locale: {
    name: LOCALE_COOKIE,
    in: 'cookie',
    purpose: 'preferences',
    about: 'opens pages without a locale in the language chosen with the language switch',
  },
  /** The affiliate tags of the landing page (30 days), sent with the sign-up. */
  affiliateTags: {
    name: 'affiliateTags',
    in: 'cookie',
    purpose: 'marketing',
    about: 'credits the partner who sent the visitor when they sign up',
  },
  /** The deposit reminder was shown (1 day): the reminder comes at most once a day. */
  depositReminderInvoked: {
    name: DEPOSIT_REMINDER_COOKIE,
    in: 'cookie',
    purpose: 'essential',
    about: 'limits the deposit reminder to once a day',
  },
  /**
   * Data providers a tester sees live although the operator's settings do not allow them yet (30 days; core
   * DLV1-2, spec §3 "test providers", §5). Essential: it is written only when the visitor asks for it with
   * `?test_providers=` (an operator's tester turning the feature on), so it is the service requested, not a
   * preference the product remembers for itself; it never tracks anyone.
   */
  testProviders: {
    name: TEST_PROVIDERS_COOKIE,
    in: 'cookie',
    purpose: 'essential',
    about:
      "shows a tester the live updates of the providers they test (the operator's settings hold them back)",
  },
  /** The desktop left sidebar is collapsed (1 year; core CKE5): a display choice, kept only with consent. */
  leftSidebarCollapsed: {
    name: LEFT_SIDEBAR_COOKIE,
    in: 'cookie',
    purpose: 'preferences',
    about: 'keeps the sports menu collapsed or expanded across visits',
  },
  /**
   * The market types the bettor collapsed on match pages (1 year; core MKV6): a display choice, kept only with
   * consent, read by the server so a collapsed market renders collapsed from the first paint.
   */
  collapsedMarkets: {
    name: COLLAPSED_MARKETS_COOKIE,
    in: 'cookie',
    purpose: 'preferences',
    about: 'keeps the markets collapsed on match pages collapsed across visits',
  },
  /**
   * The colour theme chosen with the theme switch (core CKE7): the server reads it to render `<html
   * data-theme>`, so the first paint is in that theme. Without it (or without consent) the system's theme.
   */
  theme: {
    name: THEME_COOKIE,
    in: 'cookie',
    purpose: 'preferences',
    about: 'shows the site in the light or dark theme chosen with the theme switch',
  },
  /** The ticket: selections, stakes, bets (session storage, spec §9 "session storage keeps bets and ticket state"). */
  ticketState: {
    name: 'ticketState',
    in: 'session',
    purpose: 'essential',
    about: 'the bet slip the visitor is filling',
  },
  /** Whether the bet slip panel is open (session storage). */
  betslipToggleState: {
    name: 'betslipToggleState',
    in: 'session',
    purpose: 'essential',
    about: 'keeps the bet slip open across pages of the visit',
  },
  /** The quick-bet switch and its pending bet. */
  quickBet: {
    name: 'quickBet',
    in: 'local',
    purpose: 'essential',
    about: 'the quick bet the visitor set up',
  },
  /** The odds display the visitor chose (spec §3 "activeOddsType (kept locally)"). */
  activeOddsType: {
    name: 'activeOddsType',
    in: 'local',
    purpose: 'preferences',
    about: 'remembers the chosen odds display across visits',
  },
  /**
   * This browser signed up or in before (spec §4: stored once logged in; the sign-up reminder reads it).
   * Essential like `signUpReminderInvoked`: it only limits how often a notice is shown, and without it a
   * registered player would be asked to sign up.
   */
  isRegistered: {
    name: 'isRegistered',
    in: 'local',
    purpose: 'essential',
    about: 'skips the sign-up reminder for visitors who have an account',
  },
  /**
   * A signed-in player's language switch could not save the language to the account (spec §8): set just
   * before the switch reloads the page, read and removed by the reloaded page, which says so.
   */
  localeNotSaved: {
    name: 'localeNotSaved',
    in: 'session',
    purpose: 'essential',
    about: 'tells, after a language switch reloads the page, that the account kept its language',
  },
  /** The sign-up reminder was shown: it comes once. */
  signUpReminderInvoked: {
    name: 'signUpReminderInvoked',
    in: 'local',
    purpose: 'essential',
    about: 'shows the sign-up reminder only once',
  },
} as const satisfies Record<string, StoredKey>;

export type StoredKeyId = keyof typeof STORED_KEYS;

const BY_NAME = new Map<string, StoredKey>(
  Object.values(STORED_KEYS).map((key): [string, StoredKey] => [`${key.in}:${key.name}`, key]),
);

/** The registry entry of a kept name; undefined for a name the product does not keep. */
export function storedKey(where: StoredKey['in'], name: string): StoredKey | undefined {
  return BY_NAME.get(`${where}:${name}`);
}

/** Purpose of a kept name; a name missing from the registry is treated as needing consent (preferences). */
export function purposeOf(where: StoredKey['in'], name: string): StoragePurpose {
  return storedKey(where, name)?.purpose ?? 'preferences';
}
