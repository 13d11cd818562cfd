import { fractionDigits } from '../locale/formats';

/**
 * Deposit rules of the browser (spec §2.2 deposit modal and return URLs, §2.5 quick deposit, §4 deposit
 * reminder, §5 blocked countries, §6 test status group). Rule ids DEP* in `packages/core/SPEC.md`.
 */

/** [DEP1] The query parameter the return URLs carry (spec §2.2) and its values. */
export const DEPOSIT_STATUS_PARAM = 'status';
export const DEPOSIT_RETURN_STATUSES = ['success', 'error', 'pending'] as const;
export type DepositReturnStatus = (typeof DEPOSIT_RETURN_STATUSES)[number];

/**
 * [DEP1] Success, error and pending return URLs: the current page (without an open modal) with the status
 * query parameter (spec §2.2). Absolute, on the page's own origin; the fragment is dropped.
 */
export function depositReturnUrls(href: string): Record<'successUrl' | 'errorUrl' | 'pendingUrl', string> {
  const make = (status: DepositReturnStatus) => {
    const url = new URL(href);
    url.searchParams.delete('modal');
    url.searchParams.set(DEPOSIT_STATUS_PARAM, status);
    url.hash = '';
    return url.toString();
  };
  return { successUrl: make('success'), errorUrl: make('error'), pendingUrl: make('pending') };
}

/** [DEP8] The payment provider's redirect targets of spec §2.2, as paths under /sports. */
export const PAYMENT_REDIRECT_PATHS = {
  termsUrl: '/terms-and-conditions',
  transactionsUrl: '/profile/wallet/transactions',
  helpUrl: '/help-center',
} as const;

/**
 * [DEP8] The redirect targets the deposit flow hands the payment provider (spec §2.2: terms and conditions,
 * wallet transactions, help centre): absolute URLs under the sports home the player is on (`homeUrl`, e.g.
 * `https://bet.example.com/de/sports`, so they keep the player's locale).
 */
export function paymentRedirectUrls(homeUrl: string): Record<keyof typeof PAYMENT_REDIRECT_PATHS, string> {
  const home = new URL(homeUrl);
  const base = home.pathname.replace(/\/+$/, '');
  const at = (path: string) => new URL(`${base}${path}`, home.origin).toString();
  return {
    termsUrl: at(PAYMENT_REDIRECT_PATHS.termsUrl),
    transactionsUrl: at(PAYMENT_REDIRECT_PATHS.transactionsUrl),
    helpUrl: at(PAYMENT_REDIRECT_PATHS.helpUrl),
  };
}

/**
 * [DEP2] The result a return URL brings back, and the same URL without it (path, query and fragment, for
 * `history.replaceState`); null when the URL carries no (or an unknown) status.
 */
export function depositReturnOf(href: string): { status: DepositReturnStatus; cleaned: string } | null {
  const url = new URL(href);
  const status = url.searchParams.get(DEPOSIT_STATUS_PARAM);
  if (!(DEPOSIT_RETURN_STATUSES as readonly (string | null)[]).includes(status)) return null;
  url.searchParams.delete(DEPOSIT_STATUS_PARAM);
  return { status: status as DepositReturnStatus, cleaned: url.pathname + url.search + url.hash };
}

/** The operator's deposit settings (`platform_settings` of the settings call). */
export interface DepositSettings {
  readonly blocked_countries: readonly string[];
  readonly deposit_blocked_countries: readonly string[];
  readonly quick_deposit_enabled?: boolean | undefined;
  readonly quick_deposit_status_group_id?: number | null | undefined;
  readonly deposit_reminder_status_group_id?: number | null | undefined;
  readonly deposit_reminder_delay_seconds?: number | undefined;
}

/** [DEP3] Spec §5: deposits are disallowed for a country on the blocked list or the deposit-blocked list. */
export function depositBlocked(settings: DepositSettings, country: string | null | undefined): boolean {
  if (!country) return false;
  const code = country.toUpperCase();
  return settings.blocked_countries.includes(code) || settings.deposit_blocked_countries.includes(code);
}

/**
 * [DEP4] Spec §2.5, §6: quick deposit is offered when its feature flag is on and the player's statuses contain
 * the test status group.
 */
export function quickDepositAvailable(settings: DepositSettings, statuses: readonly number[]): boolean {
  const group = settings.quick_deposit_status_group_id;
  return (
    settings.quick_deposit_enabled === true &&
    group !== null &&
    group !== undefined &&
    statuses.includes(group)
  );
}

/** [DEP5] Spec §3, §9: the cookie that says the deposit reminder ran today (its 1 day: `COOKIE_DAYS`, privacy). */
export const DEPOSIT_REMINDER_COOKIE = 'depositReminderInvoked';
/** [DEP5] Spec §9: default delay before the reminder shows. */
export const DEPOSIT_REMINDER_DEFAULT_DELAY_S = 10;

/**
 * [DEP5] The deposit reminder (spec §4, §6): once per day (no cookie yet), for players in the configured status
 * group; answers the delay in ms, or null when it should not show.
 */
export function depositReminderDelayMs(
  settings: DepositSettings,
  statuses: readonly number[],
  invokedToday: boolean,
): number | null {
  const group = settings.deposit_reminder_status_group_id;
  if (invokedToday || group === null || group === undefined || !statuses.includes(group)) return null;
  const delay = settings.deposit_reminder_delay_seconds ?? DEPOSIT_REMINDER_DEFAULT_DELAY_S;
  return Math.max(0, Math.min(delay, 3600)) * 1000;
}

/** [DEP6] Quick amounts the deposit form offers, in major units of the player's currency. */
export const DEPOSIT_QUICK_AMOUNTS = [10, 25, 50, 100] as const;

export type DepositAmountProblem = 'missing' | 'invalid' | 'not_positive' | 'too_precise' | 'too_large';

/** Largest amount a person can type (15 integer digits, as the backend's decimal field). */
const MAX_INTEGER_DIGITS = 15;

/**
 * [DEP7] A typed amount ("10", "10,5", " 12.50 ") as the decimal string the backend takes ("10.5"), or why
 * it is not one: empty, not a number, 0, more decimals than the currency has (`subunits` 100 → 2), too large.
 */
export function depositAmount(
  text: string,
  subunits: number,
): { ok: true; amount: string } | { ok: false; problem: DepositAmountProblem } {
  const cleaned = text.trim().replace(/\s/g, '').replace(',', '.');
  if (cleaned === '') return { ok: false, problem: 'missing' };
  const match = /^(\d+)(?:\.(\d*))?$/.exec(cleaned);
  if (!match) return { ok: false, problem: 'invalid' };
  const whole = (match[1] ?? '').replace(/^0+(?=\d)/, '');
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  const digits = fractionDigits(subunits);
  if (whole.length > MAX_INTEGER_DIGITS) return { ok: false, problem: 'too_large' };
  if (fraction.length > digits) return { ok: false, problem: 'too_precise' };
  if (/^0*$/.test(whole) && fraction === '') return { ok: false, problem: 'not_positive' };
  return { ok: true, amount: fraction ? `${whole}.${fraction}` : whole };
}
