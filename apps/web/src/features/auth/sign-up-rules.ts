import type { PasswordProblem } from '@sportsbook/core/accounts/password-strength';

/*
 * The sign-up form's own checks before anything is sent (the server checks the same and more; its answer
 * wins). Problems are the Platform API's codes (PLATFORM_MESSAGE_KEYS), per field of SignUpRequest.
 */

/** Age a player must have reached to sign up. */
export const MINIMUM_AGE = 18;

/** A plausible e-mail: something@something.tld, no spaces (the server decides the rest). */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The latest date of birth of someone who is {@link MINIMUM_AGE} on `today` (UTC), `YYYY-MM-DD`. */
export function adultOn(today: Date): string {
  const date = new Date(
    Date.UTC(today.getUTCFullYear() - MINIMUM_AGE, today.getUTCMonth(), today.getUTCDate()),
  );
  // 29 February of a leap year: the birthday is 1 March in other years, which Date.UTC rolls to.
  return isoDate(date);
}

/** Whether `value` is a real calendar date written `YYYY-MM-DD`. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && isoDate(date) === value;
}

export interface SignUpCheckContext {
  /** core passwordProblems of the password with the e-mail and the confirmation. */
  readonly passwordProblems: readonly PasswordProblem[];
  readonly today: Date;
}

/**
 * Problem code per field (null: fine) of a sign-up about to be sent. Names are optional here (docs/adr/0010:
 * a short form; the operator's `player_fields` are asked for later by the missed-auth-fields dialog).
 */
export function signUpProblems(
  request: {
    readonly email: string;
    readonly password: string;
    readonly currency: string;
    readonly country: string;
    readonly date_of_birth: string;
    readonly terms_accepted: boolean;
  },
  context: SignUpCheckContext,
): Record<string, string | null> {
  const passwordOwn = context.passwordProblems.find((problem) => problem !== 'password_mismatch');
  const mismatch = context.passwordProblems.includes('password_mismatch');
  let dateOfBirth: string | null = null;
  if (!request.date_of_birth) dateOfBirth = 'required';
  else if (!isCalendarDate(request.date_of_birth)) dateOfBirth = 'date_of_birth_invalid';
  else if (request.date_of_birth > adultOn(context.today)) dateOfBirth = 'underage';
  return {
    email: !request.email ? 'required' : looksLikeEmail(request.email) ? null : 'email_invalid',
    password: !request.password ? 'required' : (passwordOwn ?? null),
    password_confirmation: request.password && mismatch ? 'password_mismatch' : null,
    currency: request.currency ? null : 'required',
    country: request.country ? null : 'required',
    date_of_birth: dateOfBirth,
    terms_accepted: request.terms_accepted ? null : 'terms_not_accepted',
  };
}
