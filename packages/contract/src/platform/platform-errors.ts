import type { PASSWORD_PROBLEMS } from '@sportsbook/core/accounts/password-strength';

/**
 * Error codes of the Platform API's accounts, responsible-gambling and payment calls, each with the catalogue
 * key a client translates (`error.message_key` of the error body, spec §8: a server message key is preferred).
 * Field problems of a form come in `error.details[]` with their own `code` and `message_key` (same table).
 */
export const PLATFORM_MESSAGE_KEYS = {
  // Requests
  validation_failed: 'error.platform.invalid_request',
  rate_limited: 'error.platform.rate_limited',
  /** A state-changing session call without the CSRF header, or from an origin that is not the product's. */
  csrf_failed: 'error.platform.csrf_failed',
  country_blocked: 'error.platform.country_blocked',
  unauthorized: 'error.platform.unauthorized',

  // Sign-in, sign-up, tokens
  invalid_credentials: 'error.auth.invalid_credentials',
  /** Right password, e-mail not confirmed yet: offer "resend confirmation instructions". */
  unconfirmed: 'error.auth.unconfirmed',
  /** Too many failed sign-ins: locked until unlocked by mail or a cool-down passes. */
  locked: 'error.auth.locked',
  token_invalid: 'error.auth.token_invalid',
  token_expired: 'error.auth.token_expired',
  /** The operator turned the user-unlock feature off (spec §6): locks end only by the cool-down. */
  user_unlock_disabled: 'error.auth.user_unlock_disabled',
  /** The current password (password change, confirm password) is not right. */
  password_invalid: 'error.auth.password_invalid',
  /** A sensitive change needs a fresh token from POST /platform/users/password/confirm. */
  password_confirmation_required: 'error.auth.password_confirmation_required',

  // Form fields (details[].code)
  email_invalid: 'error.auth.email_invalid',
  password_too_short: 'error.auth.password_too_short',
  password_too_long: 'error.auth.password_too_long',
  password_too_simple: 'error.auth.password_too_simple',
  password_contains_email: 'error.auth.password_contains_email',
  password_common: 'error.auth.password_common',
  password_mismatch: 'error.auth.password_mismatch',
  currency_not_offered: 'error.platform.currency_not_offered',
  /** POST /player/accounts: the player holds no (active) account in that currency (spec §4: not switched). */
  no_account_in_currency: 'error.platform.no_account_in_currency',
  country_invalid: 'error.auth.country_invalid',
  date_of_birth_invalid: 'error.auth.date_of_birth_invalid',
  underage: 'error.auth.underage',
  terms_not_accepted: 'error.auth.terms_not_accepted',
  locale_not_supported: 'error.platform.locale_not_supported',
  /** PATCH /player: only a missing sign-up field may be set (spec §4 missed auth fields). */
  field_already_set: 'error.auth.field_already_set',

  // Phone verification
  phone_invalid: 'error.phone.invalid',
  phone_not_set: 'error.phone.not_set',
  phone_already_verified: 'error.phone.already_verified',
  /** A new code was asked for before `resend_timeout` ran out. */
  sms_resend_timeout: 'error.phone.resend_timeout',
  sms_limit_reached: 'error.phone.sms_limit_reached',
  phone_code_invalid: 'error.phone.code_invalid',
  phone_code_expired: 'error.phone.code_expired',
  phone_code_attempts_exceeded: 'error.phone.code_attempts_exceeded',
  phone_verification_required: 'error.platform.phone_verification_required',

  // Responsible gambling
  session_limit_reached: 'error.responsible_gambling.session_limit_reached',
  activity_limit_reached: 'error.responsible_gambling.activity_limit_reached',
  self_excluded: 'error.responsible_gambling.self_excluded',
  cooling_off: 'error.responsible_gambling.cooling_off',
  reality_check_not_configured: 'error.responsible_gambling.reality_check_not_configured',
  session_not_started: 'error.responsible_gambling.session_not_started',
  limit_not_found: 'error.responsible_gambling.limit_not_found',
  limit_not_removable: 'error.responsible_gambling.limit_not_removable',
  bet_limit_exceeded: 'error.responsible_gambling.bet_limit_exceeded',
  loss_limit_exceeded: 'error.responsible_gambling.loss_limit_exceeded',
  wager_limit_exceeded: 'error.responsible_gambling.wager_limit_exceeded',
  deposit_limit_exceeded: 'error.responsible_gambling.deposit_limit_exceeded',

  // Payments
  amount_not_positive: 'error.payments.amount_not_positive',
  amount_too_precise: 'error.payments.amount_too_precise',
  amount_too_large: 'error.payments.amount_too_large',
  card_invalid: 'error.payments.card_invalid',
  card_expired: 'error.payments.card_expired',
  cvc_invalid: 'error.payments.cvc_invalid',
  /** The card was declined (a payment with status `failed`). */
  card_declined: 'error.payments.card_declined',
  quick_deposit_unavailable: 'error.payments.quick_deposit_unavailable',
  no_saved_card: 'error.payments.no_saved_card',
  payment_not_found: 'error.payments.not_found',
  return_url_invalid: 'error.payments.return_url_invalid',
} as const satisfies Record<string, string> & Record<(typeof PASSWORD_PROBLEMS)[number], string>;

/** Every code of {@link PLATFORM_MESSAGE_KEYS}. */
export type PlatformErrorCode = keyof typeof PLATFORM_MESSAGE_KEYS;

/** The catalogue key of a Platform API error code. */
export function platformMessageKey(code: PlatformErrorCode): string {
  return PLATFORM_MESSAGE_KEYS[code];
}

/**
 * CSRF protection of the Platform API (docs/adr/0010). Every state-changing call authenticated by the session
 * cookie (POST, PUT, PATCH, DELETE with auth `session`) must carry this header with this value; a cross-site
 * form cannot send a custom header, and a cross-site script cannot either without a CORS preflight the
 * server never grants. The server also refuses such a call when the browser's `Origin` is not the product's
 * web origin (or the origin the request was addressed to). It is the app header of spec §7.1, which the web
 * client sends on every platform call anyway. Refusals: 403 `csrf_failed`.
 */
export const CSRF_HEADER = 'x-app';
export const CSRF_HEADER_VALUE = 'sportsbook';
