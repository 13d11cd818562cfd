import type { ErrorDetail } from '@sportsbook/contract/http/errors';
import { PLATFORM_MESSAGE_KEYS, type PlatformErrorCode } from '@sportsbook/contract/platform/platform-errors';
import type { PasswordProblem } from '@sportsbook/core/accounts/password-strength';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@sportsbook/core/accounts/password-strength';
import { type CalendarDate, isOfAge, parseDateOfBirth } from '@sportsbook/core/accounts/sign-up-rules';
import { ApiError } from '../http/api-error';

/** One problem of a form field, with its code and catalogue key (spec §8: the client translates the key). */
export function fieldProblem(path: string, code: PlatformErrorCode, message: string): ErrorDetail {
  return { path, message, code, message_key: PLATFORM_MESSAGE_KEYS[code] };
}

const PASSWORD_MESSAGES: Readonly<Record<PasswordProblem, string>> = {
  password_too_short: `the password needs at least ${PASSWORD_MIN_LENGTH} characters`,
  password_too_long: `the password may have at most ${PASSWORD_MAX_LENGTH} characters`,
  password_too_simple: 'the password needs at least two kinds of character (letters, digits, others)',
  password_contains_email: 'the password may not contain the e-mail address',
  password_common: 'the password is too well known; choose another',
  password_mismatch: 'the password and its confirmation differ',
};

/** The field problems of a new password (core PWD rules); a mismatch sits on the confirmation field. */
export function passwordFieldProblems(problems: readonly PasswordProblem[]): ErrorDetail[] {
  return problems.map((problem) =>
    fieldProblem(
      problem === 'password_mismatch' ? 'body.password_confirmation' : 'body.password',
      problem,
      PASSWORD_MESSAGES[problem],
    ),
  );
}

/** The problem of a date of birth on `today` (a past YYYY-MM-DD, 18 or older), if it has one. */
export function dateOfBirthProblem(
  text: string,
  today: CalendarDate,
  underageMessage: string,
): ErrorDetail | undefined {
  const birth = parseDateOfBirth(text, today);
  if (!birth)
    return fieldProblem(
      'body.date_of_birth',
      'date_of_birth_invalid',
      'the date of birth must be a past date as YYYY-MM-DD',
    );
  if (!isOfAge(birth, today)) return fieldProblem('body.date_of_birth', 'underage', underageMessage);
  return undefined;
}

/** 400 validation_failed with every field problem in `details`. */
export function invalidFields(details: readonly ErrorDetail[]): ApiError {
  return new ApiError(
    400,
    'validation_failed',
    `invalid request: ${details.map((d) => `${d.path}: ${d.message}`).join('; ')}`,
    details,
    PLATFORM_MESSAGE_KEYS.validation_failed,
  );
}

/** An error of the Platform API's accounts calls with its catalogue key. */
export function platformError(status: number, code: PlatformErrorCode, message: string): ApiError {
  return new ApiError(status, code, message, undefined, PLATFORM_MESSAGE_KEYS[code]);
}
