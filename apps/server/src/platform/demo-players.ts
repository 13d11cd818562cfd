import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { accounts, players } from '../db/schema';
import { PasswordHasher } from './password-hasher';
import { findPlayerByEmail, normaliseEmail } from './player-repository';

/** Password of every demo player. */
export const DEMO_PASSWORD = 'demo-password';

interface DemoPlayer {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly nickname: string;
  readonly currency: string;
  readonly country: string;
  readonly dateOfBirth: string;
  /** Status groups the operator put the player in (spec §6): 90 is the test group of quick deposit. */
  readonly statuses: readonly number[];
  /** Balances in minor units; an inactive account shows that only active ones are served. */
  readonly accounts: readonly { currency: string; balance: number; active: boolean }[];
}

/** The demo players: sign in with their e-mail and DEMO_PASSWORD. */
export const DEMO_PLAYERS: readonly DemoPlayer[] = [
  {
    email: 'demo@example.com',
    firstName: 'Alex',
    lastName: 'Demo',
    nickname: 'alexdemo',
    currency: 'EUR',
    country: 'DE',
    dateOfBirth: '1990-04-12',
    // In the test group (quick deposit) and the deposit reminder group.
    statuses: [90, 91],
    accounts: [
      { currency: 'EUR', balance: 100_000, active: true },
      { currency: 'USD', balance: 100_000, active: true },
      { currency: 'GBP', balance: 25_000, active: false },
    ],
  },
  {
    email: 'demo2@example.com',
    firstName: 'Sam',
    lastName: 'Second',
    nickname: 'samsecond',
    currency: 'EUR',
    country: 'ES',
    dateOfBirth: '1985-09-30',
    statuses: [],
    accounts: [{ currency: 'EUR', balance: 100_000, active: true }],
  },
];

/**
 * Creates the demo players and their accounts unless they exist; running it again changes nothing (an
 * existing player keeps its password, balances and accounts). Returns how many players it created.
 */
export async function seedDemoPlayers(
  db: Db,
  hasher: PasswordHasher = new PasswordHasher(),
): Promise<number> {
  let created = 0;
  for (const demo of DEMO_PLAYERS) {
    if (await findPlayerByEmail(db, demo.email)) continue;
    const passwordHash = await hasher.hash(DEMO_PASSWORD);
    const inserted = await db.transaction(async (tx) => {
      const rows = await tx
        .insert(players)
        .values({
          email: normaliseEmail(demo.email),
          passwordHash,
          firstName: demo.firstName,
          lastName: demo.lastName,
          nickname: demo.nickname,
          language: 'en',
          currency: demo.currency,
          country: demo.country,
          dateOfBirth: demo.dateOfBirth,
          statuses: [...demo.statuses],
          // Demo players sign in straight away: their e-mail counts as confirmed, the terms as accepted.
          emailConfirmedAt: sql`now()`,
          termsAcceptedAt: sql`now()`,
        })
        // A concurrent seed may have created the player since the check above.
        .onConflictDoNothing({ target: players.email })
        .returning({ id: players.id });
      const player = rows[0];
      if (!player) return false;
      await tx.insert(accounts).values(demo.accounts.map((account) => ({ playerId: player.id, ...account })));
      return true;
    });
    if (inserted) created += 1;
  }
  return created;
}
