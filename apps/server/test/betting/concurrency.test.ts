import { randomUUID } from 'node:crypto';
import { BetSchema } from '@sportsbook/contract/entities/bet';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { debitAccount } from '../../src/betting/betting-repository';
import { inTransaction } from '../../src/db/in-transaction';
import { accountLedger, accounts, bets } from '../../src/db/schema';
import { aBet, aSlip, BettingWorld, type WorldMatch } from './support/betting-world';

/*
 * Many placements against one account at once, on PostgreSQL (real concurrent transactions on a pool of
 * connections; PGlite runs one statement at a time, so it proves nothing here). The balance never goes
 * below zero, the ledger's debits equal the accepted stakes, and no request is placed twice.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('concurrent placements on postgres', () => {
  let world: BettingWorld;
  let matches: WorldMatch[];

  beforeAll(async () => {
    world = await BettingWorld.open('postgres');
    matches = await world.matches(5);
  });
  afterAll(async () => world.close());

  it('never overdraws: 120 placements of 100.00 against a balance of 5,000.00', async () => {
    const stake = 10_000;
    const initial = 500_000;
    const bettor = await world.aBettor({ balances: { EUR: initial } });
    const requests = Array.from({ length: 120 }, (_, i) => {
      const match = matches[i % matches.length] as WorldMatch;
      return {
        key: randomUUID(),
        body: aSlip('single', [aBet([match.selection(1, i % 2 === 0 ? '1' : '2')], stake)]),
      };
    });
    // Every request is sent twice at once with its key: a duplicate must never place a second bet.
    const answers = await Promise.all(
      [...requests, ...requests].map((r) => world.place(bettor, r.body, { key: r.key })),
    );
    const placedIds = new Set<number>();
    const placedKeys = new Set<string>();
    answers.forEach((answer, i) => {
      const key = (requests[i % requests.length] as { key: string }).key;
      if (answer.statusCode === 201) {
        const [bet] = z.array(BetSchema).parse(answer.json());
        placedIds.add(bet?.id ?? 0);
        placedKeys.add(key);
      } else {
        expect([409, 422]).toContain(answer.statusCode);
        if (answer.statusCode === 422) expect(answer.json().error.code).toBe('insufficient_balance');
      }
    });
    expect(placedIds.size).toBe(initial / stake);
    expect(placedKeys.size).toBe(placedIds.size);

    const final = await world.balance(bettor);
    expect(final).toBe(0);
    const [account] = await world.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.playerId, bettor.playerId));
    const [ledger] = await world.db
      .select({
        debits: sql<string>`-sum(${accountLedger.amount})`,
        lowest: sql<string>`min(${accountLedger.balanceAfter})`,
      })
      .from(accountLedger)
      .where(eq(accountLedger.accountId, account?.id ?? 0));
    const [stakes] = await world.db
      .select({ total: sql<string>`sum(${bets.stake})`, count: sql<string>`count(*)` })
      .from(bets)
      .where(eq(bets.playerId, bettor.playerId));
    expect(Number(ledger?.debits)).toBe(initial - final);
    expect(Number(stakes?.total)).toBe(initial - final);
    expect(Number(stakes?.count)).toBe(placedIds.size);
    expect(Number(ledger?.lowest)).toBeGreaterThanOrEqual(0);
  });

  it('keeps every request of a burst consistent when the balance covers them all', async () => {
    const bettor = await world.aBettor({ balances: { EUR: 1_000_000 } });
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        world.place(
          bettor,
          aSlip('single', [aBet([(matches[i % 5] as WorldMatch).selection(1, 'X')], 1_000 + i)]),
        ),
      ),
    );
    expect(answers.every((a) => a.statusCode === 201)).toBe(true);
    const total = Array.from({ length: 100 }, (_, i) => 1_000 + i).reduce((a, b) => a + b, 0);
    expect(await world.balance(bettor)).toBe(1_000_000 - total);
    expect(await world.ledgerSum(bettor)).toBe(-total);
    expect(await world.betCount(bettor)).toBe(100);
  });

  it('debits with a conditional update: 60 concurrent debits of 100 from 1,000 leave exactly 10 done', async () => {
    const bettor = await world.aBettor({ balances: { EUR: 1_000 } });
    const at = new Date().toISOString();
    const results = await Promise.all(
      Array.from({ length: 60 }, () =>
        inTransaction(world.db, (tx) =>
          debitAccount(tx, { playerId: bettor.playerId, currency: 'EUR', amount: 100, at }),
        ),
      ),
    );
    const done = results.filter((r) => r !== undefined);
    expect(done).toHaveLength(10);
    expect(done.map((r) => r?.balance).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([
      0, 100, 200, 300, 400, 500, 600, 700, 800, 900,
    ]);
    expect(await world.balance(bettor)).toBe(0);
  });
});
