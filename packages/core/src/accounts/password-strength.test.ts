import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_PROBLEMS,
  passwordProblems,
} from './password-strength';

const GOOD = 'correct-Horse-7';

describe('password strength', () => {
  it('accepts a long password of two kinds of character that matches its confirmation', () => {
    expect(passwordProblems(GOOD, { email: 'alex@example.com', confirmation: GOOD })).toEqual([]);
    expect(passwordProblems('tram line seven', {})).toEqual([]);
  });

  it('[PWD1] refuses fewer than 10 and more than 128 characters, counting code points', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(10);
    expect(PASSWORD_MAX_LENGTH).toBe(128);
    expect(passwordProblems('abc-12345', {})).toEqual(['password_too_short']);
    expect(passwordProblems('abc-123456', {})).toEqual([]);
    expect(passwordProblems(`a1${'x'.repeat(127)}`, {})).toEqual(['password_too_long']);
    // Nine emoji are 18 UTF-16 units but 9 characters: still too short.
    expect(passwordProblems('😀'.repeat(9), {})).toContain('password_too_short');
    expect(passwordProblems(`${'😀'.repeat(5)}abcde`, {})).toEqual([]);
  });

  it('[PWD2] refuses a password of one kind of character only', () => {
    expect(passwordProblems('abcdefghijkl', {})).toEqual(['password_too_simple']);
    expect(passwordProblems('ABCDEFGHIJKL', {})).toEqual(['password_too_simple']);
    expect(passwordProblems('948372615048', {})).toEqual(['password_too_simple']);
    expect(passwordProblems('äöüßéèêàçñõ', {})).toEqual(['password_too_simple']);
    expect(passwordProblems('abcdefghijkL', {})).toEqual([]);
    // An empty password is only too short.
    expect(passwordProblems('', {})).toEqual(['password_too_short']);
  });

  it('[PWD3] refuses a password containing the e-mail or its local part, in any case', () => {
    expect(passwordProblems('Alex@Example.com1', { email: 'alex@example.com' })).toEqual([
      'password_contains_email',
    ]);
    expect(passwordProblems('my-ALEXANDER-pass', { email: 'alexander@example.com' })).toEqual([
      'password_contains_email',
    ]);
    // A local part under 3 characters is too common a substring to refuse.
    expect(passwordProblems('ab-carefully-7', { email: 'ab@example.com' })).toEqual([]);
  });

  it('[PWD4] refuses well-known passwords, in any case', () => {
    expect(passwordProblems('Password123', {})).toEqual(['password_common']);
    expect(passwordProblems('1q2w3e4r5t', {})).toEqual(['password_common']);
  });

  it('[PWD5] refuses a confirmation that differs; no confirmation given is not a mismatch', () => {
    expect(passwordProblems(GOOD, { confirmation: `${GOOD} ` })).toEqual(['password_mismatch']);
    expect(passwordProblems(GOOD, { confirmation: '' })).toEqual(['password_mismatch']);
    expect(passwordProblems(GOOD, {})).toEqual([]);
  });

  it('[PWD1] [PWD2] [PWD5] reports every problem at once, in the fixed order', () => {
    expect(passwordProblems('aaaa', { confirmation: 'b' })).toEqual([
      'password_too_short',
      'password_too_simple',
      'password_mismatch',
    ]);
  });

  it('[PWD1]–[PWD5] only ever reports known problems, each once, in PASSWORD_PROBLEMS order', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 140 }),
        fc.option(fc.emailAddress()),
        fc.string(),
        (pw, email, conf) => {
          const problems = passwordProblems(pw, { email, confirmation: conf });
          const order = problems.map((problem) => PASSWORD_PROBLEMS.indexOf(problem));
          expect(order.every((index) => index >= 0)).toBe(true);
          expect([...order].sort((a, b) => a - b)).toEqual(order);
          expect(new Set(problems).size).toBe(problems.length);
          expect(problems.includes('password_mismatch')).toBe(conf !== pw);
        },
      ),
    );
  });

  it('[PWD1] [PWD2] accepts any 10–128 character password mixing a letter and a digit (not the e-mail, not common)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z]{5,60}$/),
        fc.stringMatching(/^[0-9]{5,60}$/),
        (letters, digits) => {
          const pw = `${letters}${digits}`;
          expect(passwordProblems(pw, { email: 'zz@example.com', confirmation: pw })).toEqual([]);
        },
      ),
    );
  });
});
