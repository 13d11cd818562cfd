import { describe, expect, it } from 'vitest';
import { PasswordHasher } from './password-hasher';

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher();

  it('hashes with argon2id at the library defaults, salted afresh each time', async () => {
    const first = await hasher.hash('correct horse');
    const second = await hasher.hash('correct horse');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(second).not.toBe(first);
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const stored = await hasher.hash('correct horse');
    expect(await hasher.verify(stored, 'correct horse')).toBe(true);
    expect(await hasher.verify(stored, 'correct horse ')).toBe(false);
  });

  it('refuses every password for an unknown account or an unreadable stored hash', async () => {
    expect(await hasher.verify(undefined, 'correct horse')).toBe(false);
    expect(await hasher.verify('not-a-phc-string', 'correct horse')).toBe(false);
  });

  it('takes cheaper parameters when given them', async () => {
    const cheap = new PasswordHasher({ memoryCost: 1024, timeCost: 1 });
    const stored = await cheap.hash('pw');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await cheap.verify(stored, 'pw')).toBe(true);
  });
});
