import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES, clientMessages, loadMessages, type Messages, NAMESPACES } from './messages';

describe('messages', () => {
  it('passes client components only the groups they use', async () => {
    const all = await loadMessages('en');
    const picked = clientMessages(all);
    expect(picked.shell).toEqual(all.shell);
    expect(picked.live).toEqual(all.live);
    expect(Object.keys(picked.errors as Messages)).toEqual(['page']);
    expect(Object.keys(picked.catalogue as Messages).sort()).toEqual(
      [...(CLIENT_MESSAGES.catalogue as readonly string[])].sort(),
    );
    // Server-only groups (page titles, block headings) stay on the server.
    expect(picked.catalogue).not.toHaveProperty('meta');
    expect(JSON.stringify(picked.catalogue).length).toBeLessThan(JSON.stringify(all.catalogue).length * 0.6);
  });

  it('fills what a locale lacks from English, keeping compiled messages (arrays) whole', async () => {
    const de = await loadMessages('de');
    expect(Object.keys(de)).toEqual([...NAMESPACES]);
    const compiled: Messages = { a: [['count', 2, { one: [0, ' x'], other: [0, ' xs'] }]] };
    const picked = clientMessages({
      shell: compiled,
      errors: {},
      live: {},
      catalogue: {},
      account: {},
      slip: {},
      bets: {},
    });
    expect(Array.isArray(picked.shell && (picked.shell as Messages).a)).toBe(true);
  });
});
