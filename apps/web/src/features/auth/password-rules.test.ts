import { describe, expect, it } from 'vitest';
import { passwordRules } from './password-rules';

const met = (password: string, email = 'rosa@example.com', confirmation = password) =>
  Object.fromEntries(passwordRules(password, email, confirmation).map((rule) => [rule.key, rule.met]));

describe('the password strength hint', () => {
  it('meets nothing while empty', () => {
    expect(met('')).toEqual({ length: false, kinds: false, email: false, common: false, match: false });
  });

  it('ticks each rule as the password meets it', () => {
    expect(met('abc')).toEqual({ length: false, kinds: false, email: true, common: true, match: true });
    expect(met('Kick-off-2026!')).toEqual({
      length: true,
      kinds: true,
      email: true,
      common: true,
      match: true,
    });
    expect(met('Kick-off-2026!', 'rosa@example.com', 'other')).toMatchObject({ match: false });
    expect(met('rosa-2026-pass')).toMatchObject({ email: false });
    expect(met('password123')).toMatchObject({ common: false });
  });
});
