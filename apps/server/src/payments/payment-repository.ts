import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { accountLedger, accounts, paymentCards, payments, players } from '../db/schema';

/** Every SQL statement of the payments module; writes that belong together take the transaction as `db`. */

export type PaymentRow = typeof payments.$inferSelect;
export type SavedCardRow = typeof paymentCards.$inferSelect;

/** The player's active account in `currency`, if any. */
export async function findActiveAccount(
  db: Db,
  playerId: number,
  currency: string,
): Promise<{ id: number } | undefined> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.playerId, playerId), eq(accounts.currency, currency), eq(accounts.active, true)));
  return row;
}

export async function insertPayment(db: Db, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  if (!row) throw new Error('inserting a payment returned no row');
  return row;
}

/**
 * Credits a payment to its account and writes its ledger row (kind `deposit`): part of the transaction that
 * records the payment's success. Returns the balance after.
 */
export async function creditPayment(db: Db, payment: PaymentRow, at: string): Promise<number> {
  const [account] = await db
    .update(accounts)
    .set({ balance: sql`${accounts.balance} + ${payment.amount}`, updatedAt: at })
    .where(eq(accounts.id, payment.accountId))
    .returning({ balance: accounts.balance });
  if (!account) throw new Error(`account ${payment.accountId} of payment ${payment.id} is gone`);
  await db.insert(accountLedger).values({
    accountId: payment.accountId,
    amount: payment.amount,
    kind: 'deposit',
    paymentId: payment.id,
    balanceAfter: account.balance,
    createdAt: at,
  });
  return account.balance;
}

/** Marks a pending payment succeeded, only if it still is pending (one completer wins). */
export async function completePending(db: Db, id: number, at: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ status: 'success', completedAt: at })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
    .returning();
  return row;
}

/** Ids of pending payments due at `at`, oldest first. */
export async function duePendingPayments(db: Db, at: string, limit = 100): Promise<number[]> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.status, 'pending'), lte(payments.completesAt, at)))
    .orderBy(asc(payments.completesAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function findPayment(db: Db, playerId: number, id: number): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.playerId, playerId)));
  return row;
}

/** Keeps the card a player paid with (last four digits and what the sandbox card does) for quick deposit. */
export async function saveCard(db: Db, card: typeof paymentCards.$inferInsert): Promise<void> {
  await db
    .insert(paymentCards)
    .values(card)
    .onConflictDoUpdate({
      target: paymentCards.playerId,
      set: {
        last4: card.last4,
        brand: card.brand,
        behaviour: card.behaviour,
        expiry: card.expiry,
        updatedAt: card.updatedAt,
      },
    });
}

export async function findSavedCard(db: Db, playerId: number): Promise<SavedCardRow | undefined> {
  const [row] = await db.select().from(paymentCards).where(eq(paymentCards.playerId, playerId));
  return row;
}

/** The player's status groups (spec §6), for the quick-deposit test group. */
export async function playerStatuses(db: Db, playerId: number): Promise<number[]> {
  const [row] = await db.select({ statuses: players.statuses }).from(players).where(eq(players.id, playerId));
  return row?.statuses ?? [];
}

/** One ledger row of a player's account, with the account's currency. */
export interface LedgerRow {
  readonly id: number;
  readonly kind: string;
  readonly amount: number;
  readonly currency: string;
  readonly balanceAfter: number;
  readonly createdAt: string;
  readonly betId: number | null;
  readonly paymentId: number | null;
}

/**
 * A page of the player's own ledger rows (every account, or the one in `currency`), newest first, with the
 * number of rows: one statement on the ledger's (account, id) index, and a count only when the page is empty.
 */
export async function listPlayerLedger(
  db: Db,
  query: { playerId: number; currency?: string | undefined; limit: number; offset: number },
): Promise<{ rows: LedgerRow[]; total: number }> {
  const where = and(
    eq(accounts.playerId, query.playerId),
    query.currency === undefined ? undefined : eq(accounts.currency, query.currency),
  );
  const rows = await db
    .select({
      id: accountLedger.id,
      kind: accountLedger.kind,
      amount: accountLedger.amount,
      currency: accounts.currency,
      balanceAfter: accountLedger.balanceAfter,
      createdAt: accountLedger.createdAt,
      betId: accountLedger.betId,
      paymentId: accountLedger.paymentId,
      total: sql<number | string>`count(*) over ()`,
    })
    .from(accountLedger)
    .innerJoin(accounts, eq(accounts.id, accountLedger.accountId))
    .where(where)
    .orderBy(desc(accountLedger.id))
    .limit(query.limit)
    .offset(query.offset);
  const first = rows[0];
  if (first) return { rows: rows.map(({ total: _total, ...row }) => row), total: Number(first.total) };
  const counted = await db
    .select({ total: sql<number | string>`count(*)` })
    .from(accountLedger)
    .innerJoin(accounts, eq(accounts.id, accountLedger.accountId))
    .where(where);
  return { rows: [], total: Number(counted[0]?.total ?? 0) };
}
