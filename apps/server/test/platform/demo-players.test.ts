import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { accounts, players } from '../../src/db/schema';
import { seedDemoPlayers } from '../../src/platform/demo-players';
import { openTestDatabase, testDatabaseKinds } from '../support/database';

describe.each(testDatabaseKinds())('the demo players on %s', (kind) => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  it('are created once, with argon2id hashes and their accounts; seeding again changes nothing', async () => {
    expect(await seedDemoPlayers(database.db)).toBe(2);
    const snapshot = async () => ({
      players: await database.db.select().from(players).orderBy(asc(players.id)),
      accounts: await database.db.select().from(accounts).orderBy(asc(accounts.id)),
    });
    const first = await snapshot();
    expect(first.players.map((p) => p.email)).toEqual(['demo@example.com', 'demo2@example.com']);
    for (const player of first.players)
      expect(player.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first.accounts.map(({ currency, balance, active }) => ({ currency, balance, active }))).toEqual([
      { currency: 'EUR', balance: 100_000, active: true },
      { currency: 'USD', balance: 100_000, active: true },
      { currency: 'GBP', balance: 25_000, active: false },
      { currency: 'EUR', balance: 100_000, active: true },
    ]);

    expect(await seedDemoPlayers(database.db)).toBe(0);
    expect(await snapshot()).toEqual(first);
  });
});
