import { passwordProblems } from '@sportsbook/core/accounts/password-strength';
import { describe, expect, it } from 'vitest';
import { adultOn, isCalendarDate, looksLikeEmail, signUpProblems } from './sign-up-rules';

const TODAY = new Date('2026-11-25T12:00:00Z');
const GOOD = {
  email: 'new@example.com',
  password: 'Correct-horse-7',
  currency: 'EUR',
  country: 'DE',
  date_of_birth: '1990-05-01',
  terms_accepted: true,
};

function check(request: typeof GOOD, confirmation = request.password) {
  return signUpProblems(request, {
    passwordProblems: passwordProblems(request.password, { email: request.email, confirmation }),
    today: TODAY,
  });
}

function problemsOf(result: Record<string, string | null>) {
  return Object.fromEntries(Object.entries(result).filter(([, code]) => code));
}

describe('sign-up checks before sending', () => {
  it('passes a complete, sound sign-up (names are optional)', () => {
    expect(problemsOf(check(GOOD))).toEqual({});
  });

  it('puts a mismatch on the confirmation and a weak password on the password', () => {
    expect(problemsOf(check(GOOD, 'something-else-1'))).toEqual({
      password_confirmation: 'password_mismatch',
    });
    expect(problemsOf(check({ ...GOOD, password: 'short1' }, 'short1'))).toEqual({
      password: 'password_too_short',
    });
    expect(problemsOf(check({ ...GOOD, password: 'abcdefghijkl' }, 'abcdefghijkl'))).toEqual({
      password: 'password_too_simple',
    });
  });

  it('asks for what is missing, a real e-mail, a real date and an adult', () => {
    expect(
      problemsOf(
        check({
          ...GOOD,
          email: 'nope',
          country: '',
          terms_accepted: false,
          date_of_birth: '',
        }),
      ),
    ).toEqual({
      email: 'email_invalid',
      country: 'required',
      terms_accepted: 'terms_not_accepted',
      date_of_birth: 'required',
    });
    expect(check({ ...GOOD, date_of_birth: '2001-02-30' }).date_of_birth).toBe('date_of_birth_invalid');
    expect(check({ ...GOOD, date_of_birth: '2008-11-26' }).date_of_birth).toBe('underage');
    expect(check({ ...GOOD, date_of_birth: '2008-11-25' }).date_of_birth).toBeNull();
  });

  it('has the helpers it needs', () => {
    expect(adultOn(TODAY)).toBe('2008-11-25');
    expect(adultOn(new Date('2026-02-28T00:00:00Z'))).toBe('2008-02-28');
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(isCalendarDate('1999-02-29')).toBe(false);
    expect(isCalendarDate('1.2.2000')).toBe(false);
    expect(looksLikeEmail('a@b.co')).toBe(true);
    expect(looksLikeEmail('a b@c.de')).toBe(false);
  });
});
