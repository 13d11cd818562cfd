/**
 * Rules of the player's session in the browser (spec §3 User, §4 auth status, currency change, reminders,
 * §5 phone verification). Rule ids PSN* in `packages/core/SPEC.md`.
 */

/**
 * [PSN1] Spec §4 account currency change: ignored when the target is the current currency or the player has
 * no account in it; otherwise it is sent (and the profile currency follows the answer).
 */
export function shouldSwitchCurrency(
  current: string | null | undefined,
  target: string,
  accountCurrencies: readonly string[],
): boolean {
  if (!target || target === current) return false;
  return accountCurrencies.includes(target);
}

/** What the sign-up reminder needs to know about the visitor and the deployment. */
export interface SignUpReminderContext {
  /** Auth status is known and the visitor is not signed in (NOT_LOGGED_IN). */
  readonly visitor: boolean;
  /** The browser has seen a signed-in player before (spec §3 "is registered"). */
  readonly registered: boolean;
  /** The reminder was shown in this browser already (spec §3 "sign-up reminder invoked"). */
  readonly invoked: boolean;
  /** The deployment's delay in seconds; null or not positive: no reminder. */
  readonly delaySeconds: number | null;
}

/**
 * [PSN2] Spec §4 reminders: the sign-up reminder is due (after its delay) only for a visitor who is not
 * signed in, has never been registered in this browser and has not been reminded already; a deployment
 * without a delay has no reminder.
 */
export function signUpReminderDue(context: SignUpReminderContext): boolean {
  return (
    context.visitor &&
    !context.registered &&
    !context.invoked &&
    context.delaySeconds !== null &&
    context.delaySeconds > 0
  );
}

/** The forced (non-closable) dialog a signed-in player must go through first, if any. */
export type ForcedStep = 'missed-auth-fields' | 'phone-verification';

/**
 * [PSN3] Spec §4, §5: a signed-in player with missing sign-up fields gets the missed-auth-fields dialog
 * first; then, when the operator requires phone verification and the player's phone is not verified, the
 * phone-verification dialog. Neither can be closed; a visitor gets neither.
 */
export function forcedStep(
  player: { readonly auth_fields_missed: readonly string[]; readonly phone_verified: boolean } | null,
  phoneVerificationRequired: boolean,
): ForcedStep | null {
  if (!player) return null;
  if (player.auth_fields_missed.length > 0) return 'missed-auth-fields';
  if (phoneVerificationRequired && !player.phone_verified) return 'phone-verification';
  return null;
}

/**
 * [PSN4] Seconds left of a countdown that started at `startedAt` (ms) with `seconds`, at `now` (ms): whole
 * seconds rounded up, never below 0 (the phone code's resend timeout).
 */
export function secondsLeft(startedAt: number, seconds: number, now: number): number {
  return Math.max(0, Math.ceil(seconds - (now - startedAt) / 1000));
}

/** The actions spec §5 may refuse by the visitor's country. */
export type CountryGatedAction = 'sign-in' | 'sign-up' | 'deposit';

/** The blocked-country lists of the operator's settings (`platform_settings`). */
export interface BlockedCountryLists {
  readonly blocked_countries: readonly string[];
  readonly sign_in_blocked_countries: readonly string[];
  readonly sign_up_blocked_countries: readonly string[];
  readonly deposit_blocked_countries: readonly string[];
}

/**
 * [PSN5] Spec §5: sign-in, sign-up and deposit are disallowed for a visitor whose country is on the general
 * blocked list or on that action's own list; an unknown country is not blocked here (the server decides).
 */
export function countryBlocks(
  action: CountryGatedAction,
  country: string | null | undefined,
  lists: BlockedCountryLists,
): boolean {
  if (!country) return false;
  const own =
    action === 'sign-in'
      ? lists.sign_in_blocked_countries
      : action === 'sign-up'
        ? lists.sign_up_blocked_countries
        : lists.deposit_blocked_countries;
  return lists.blocked_countries.includes(country) || own.includes(country);
}

/** The operator's user-group check (spec §6): only members of this status group use the sportsbook. */
export interface UserGroupCheck {
  readonly statusGroupId: number;
  /** The platform front end (absolute http(s) URL) where players outside the group are sent. */
  readonly redirectUrl: string;
}

/**
 * [PSN6] Spec §6 user-group checker: with a check configured, a signed-in player whose statuses lack the
 * required group is sent to the platform front end; visitors, players still loading and members stay.
 * Answers where to go, or null to stay.
 */
export function userGroupRedirect(
  statuses: readonly number[] | null,
  check: UserGroupCheck | null | undefined,
): string | null {
  if (!check || statuses === null) return null;
  return statuses.includes(check.statusGroupId) ? null : check.redirectUrl;
}

/** Auth status of spec §4: unknown until asked, pending while the player loads. */
export type AuthStatus = 'UNKNOWN' | 'PENDING' | 'LOGGED_IN' | 'NOT_LOGGED_IN';

/** What moves the auth status. */
export type AuthEvent =
  /** Loading the player began (page start, sign-in). */
  | 'loadStarted'
  /** The player loaded, signed in. */
  | 'playerLoaded'
  /** There is no signed-in player (no session, or one without an e-mail or auth phone). */
  | 'noPlayer'
  /** The player signed out, or the session ended (expired, a limit reached). */
  | 'signedOut';

/**
 * [PSN7] Spec §4 auth status: UNKNOWN until the player is asked for; loading (from any status) is PENDING;
 * a load ends LOGGED_IN or NOT_LOGGED_IN, but only the load that is still pending: a sign-out meanwhile
 * wins, and a load's result never arrives in a status it did not start from. Signing out is NOT_LOGGED_IN
 * from anywhere.
 */
export function nextAuthStatus(status: AuthStatus, event: AuthEvent): AuthStatus {
  switch (event) {
    case 'loadStarted':
      return 'PENDING';
    case 'playerLoaded':
      return status === 'PENDING' ? 'LOGGED_IN' : status;
    case 'noPlayer':
      return status === 'PENDING' ? 'NOT_LOGGED_IN' : status;
    case 'signedOut':
      return 'NOT_LOGGED_IN';
  }
}

/** The parts of a player (spec §3 User) the rules below read; the contract's Player has them all. */
export interface PlayerIdentity {
  readonly email: string | null;
  readonly auth_phone_number: string | null;
  readonly first_name?: string | null;
  readonly last_name?: string | null;
  readonly nickname?: string | null;
}

/** [PSN8] Spec §3: a player is logged in when an e-mail or an auth phone number is present. */
export function isLoggedIn(player: PlayerIdentity | null | undefined): boolean {
  return Boolean(player && (player.email || player.auth_phone_number));
}

/**
 * [PSN9] Spec §3: the display name falls back from the full name (first and last, either alone when the
 * other is missing) to the nickname, the e-mail, then the phone; blank parts count as missing.
 */
export function displayName(player: PlayerIdentity): string {
  const part = (value: string | null | undefined) => value?.trim() ?? '';
  const full = [part(player.first_name), part(player.last_name)].filter(Boolean).join(' ');
  return full || part(player.nickname) || part(player.email) || part(player.auth_phone_number);
}
