/**
 * Password rules of sign-up, reset and change (rule ids PWD* in `packages/core/SPEC.md`). The spec does not
 * show the form's rules; these follow NIST SP 800-63B in spirit: length first, no composition theatre beyond
 * "not one kind of character", and no password that is the account's own e-mail or a well-known one.
 */

/** [PWD1] Fewest characters a password may have. */
export const PASSWORD_MIN_LENGTH = 10;
/** [PWD1] Most characters a password may have (argon2 takes any length; this bounds the work per request). */
export const PASSWORD_MAX_LENGTH = 128;

/** Why a password is refused. */
export const PASSWORD_PROBLEMS = [
  'password_too_short',
  'password_too_long',
  'password_too_simple',
  'password_contains_email',
  'password_common',
  'password_mismatch',
] as const;
export type PasswordProblem = (typeof PASSWORD_PROBLEMS)[number];

/*
 * The most used passwords of public breach corpora that are 10 characters or longer (shorter ones fail the
 * length rule anyway). A short list: a deployment that wants more checks a breach corpus in its own backend.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '1234567890',
  '0123456789',
  '0987654321',
  'qwertyuiop',
  'password123',
  'password1234',
  'password12345',
  'passw0rd123',
  '1q2w3e4r5t',
  'q1w2e3r4t5',
  '1qaz2wsx3edc',
  'qwerty12345',
  'qwerty123456',
  'iloveyou123',
  'football123',
  'basketball',
  'sunshine123',
  'princess123',
  'welcome123',
  'abcdefghij',
  'abc1234567',
  'letmein123',
  'trustno1234',
  '123qweasdzxc',
  'zaq12wsxcde3',
]);

/** [PWD2] Character classes: lower-case letters, upper-case letters, digits, everything else. */
function characterClasses(password: string): number {
  const classes = new Set<string>();
  for (const char of password) {
    if (/\p{Ll}/u.test(char)) classes.add('lower');
    else if (/\p{Lu}/u.test(char)) classes.add('upper');
    else if (/\p{Nd}/u.test(char)) classes.add('digit');
    else classes.add('other');
  }
  return classes.size;
}

/**
 * [PWD1] [PWD2] [PWD3] [PWD4] [PWD5] Every problem of a new password, in a fixed order (empty when it is
 * fine): at least {@link PASSWORD_MIN_LENGTH} and at most {@link PASSWORD_MAX_LENGTH} characters (code points);
 * not all of one character class; not containing the e-mail or its local part (when that has 3 or more
 * characters), case-insensitively; not a well-known password; equal to its confirmation.
 */
export function passwordProblems(
  password: string,
  context: { readonly email?: string | null; readonly confirmation?: string },
): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) problems.push('password_too_short');
  if (length > PASSWORD_MAX_LENGTH) problems.push('password_too_long');
  if (length > 0 && characterClasses(password) < 2) problems.push('password_too_simple');
  const lower = password.toLowerCase();
  const email = context.email?.trim().toLowerCase();
  if (email) {
    const local = email.split('@')[0] ?? '';
    if (lower.includes(email) || (local.length >= 3 && lower.includes(local)))
      problems.push('password_contains_email');
  }
  if (COMMON_PASSWORDS.has(lower)) problems.push('password_common');
  if (context.confirmation !== undefined && context.confirmation !== password)
    problems.push('password_mismatch');
  return problems;
}
