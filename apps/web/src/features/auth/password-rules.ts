import { passwordProblems } from '@sportsbook/core/accounts/password-strength';

export type PasswordRuleKey = 'length' | 'kinds' | 'email' | 'common' | 'match';

/**
 * The rules of a new password the strength hint lists, each met or not yet (core's password rules). An
 * empty password meets none.
 */
export function passwordRules(
  password: string,
  email: string,
  confirmation: string,
): readonly { readonly key: PasswordRuleKey; readonly met: boolean }[] {
  const problems = new Set(passwordProblems(password, { email, confirmation }));
  const some = password.length > 0;
  return [
    { key: 'length', met: !problems.has('password_too_short') && !problems.has('password_too_long') },
    { key: 'kinds', met: some && !problems.has('password_too_simple') },
    { key: 'email', met: some && !problems.has('password_contains_email') },
    { key: 'common', met: some && !problems.has('password_common') },
    { key: 'match', met: some && !problems.has('password_mismatch') },
  ];
}
