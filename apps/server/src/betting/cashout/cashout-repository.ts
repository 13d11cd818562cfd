import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/rows-of';
import { accountLedger, accounts, betStatusHistory, bets } from '../../db/schema';
import type { BetRow } from '../bet-presenter';

/*
 * The SQL of a cash out: claim the bet, then pay it, inside the cash-out service's transaction.
 */

/**
 * Claims a player's open bet for a cash out: moves it from waiting_results to cashout_in_progress, in one
 * conditional statement. Concurrent claims queue on the row and only the first finds it open; a bet
 * settled meanwhile is not claimed either. Undefined when nothing was claimed.
 */
export async function claimForCashout(
  db: Db,
  claim: { betId: number; playerId: number; at: string },
): Promise<BetRow | undefined> {
  const rows = await db
    .update(bets)
    .set({ status: 'cashout_in_progress', updatedAt: claim.at })
    .where(
      and(eq(bets.id, claim.betId), eq(bets.playerId, claim.playerId), eq(bets.status, 'waiting_results')),
    )
    .returning();
  return rows[0];
}

/**
 * Pays a claimed bet its cash-out amount in ONE statement: the bet is cashed_out (result cashed_out,
 * win_amount the amount, settled), its account credited, a `cashout` ledger row with the balance after
 * it, and the status history gets cashout_in_progress by the player and cashed_out by the system.
 * Returns the account's new balance, or undefined when the bet was not claimed.
 */
export async function payCashout(
  db: Db,
  payment: { betId: number; amount: number; at: string },
): Promise<{ balance: number } | undefined> {
  const when = sql`${payment.at}::timestamptz`;
  const result = await db.execute(sql`
    with paid as (
      update ${bets} set status = 'cashed_out', result = 'cashed_out', win_amount = ${payment.amount}::bigint,
        settled_at = ${when}, updated_at = ${when}
      where id = ${payment.betId} and status = 'cashout_in_progress'
      returning id, account_id
    ),
    credited as (
      update ${accounts} a set balance = a.balance + ${payment.amount}::bigint, updated_at = ${when}
      from paid p where a.id = p.account_id
      returning a.id, a.balance
    ),
    ledger as (
      insert into ${accountLedger} (account_id, amount, kind, bet_id, balance_after, created_at)
      select c.id, ${payment.amount}::bigint, 'cashout', p.id, c.balance, ${when}
      from paid p join credited c on c.id = p.account_id
    ),
    history as (
      insert into ${betStatusHistory} (bet_id, status, at, actor, reason)
      select p.id, h.status, ${when}, h.actor, h.reason
      from paid p cross join (values
        (1, 'cashout_in_progress', 'player', 'cash out requested'),
        (2, 'cashed_out', 'system', 'cash out paid')
      ) as h(step, status, actor, reason)
      order by h.step
    )
    select c.balance from credited c`);
  const rows = rowsOf<{ balance: number | string }>(result);
  const row = rows[0];
  return row ? { balance: Number(row.balance) } : undefined;
}
