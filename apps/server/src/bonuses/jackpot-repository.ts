import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  accountLedger,
  accounts,
  bets,
  bonusCampaigns,
  jackpotContributions,
  jackpotHits,
  jackpotLevels,
} from '../db/schema';
import type { CampaignRow } from './bonus-repository';

/*
 * The SQL of jackpots. A contribution updates each level's row (adding to what it holds), so placements feeding
 * one level queue on it and a level drops for exactly one bet.
 */

export type JackpotLevelRow = typeof jackpotLevels.$inferSelect;
export type JackpotHitRow = typeof jackpotHits.$inferSelect;

/** A jackpot campaign with its levels as they stand. */
export interface JackpotRow {
  readonly campaign: CampaignRow;
  readonly levels: readonly JackpotLevelRow[];
}

/** Starts a jackpot's levels at their seeds with their first drop points (nothing when they exist). */
export async function startJackpotLevels(
  db: Db,
  campaignId: number,
  levels: readonly { code: string; seed: number; dropAt: number }[],
  at: string,
): Promise<void> {
  if (levels.length === 0) return;
  await db
    .insert(jackpotLevels)
    .values(
      levels.map((level) => ({
        campaignId,
        code: level.code,
        amount: level.seed,
        dropAt: level.dropAt,
        updatedAt: at,
      })),
    )
    .onConflictDoNothing();
}

/** Jackpot campaigns (every status, or only `statuses`), newest first, with their levels; or one by id. */
export async function loadJackpots(
  db: Db,
  filter: { readonly statuses?: readonly string[]; readonly id?: number },
): Promise<JackpotRow[]> {
  const campaigns = await db
    .select()
    .from(bonusCampaigns)
    .where(
      and(
        eq(bonusCampaigns.kind, 'jackpot'),
        filter.statuses === undefined ? undefined : inArray(bonusCampaigns.status, [...filter.statuses]),
        filter.id === undefined ? undefined : eq(bonusCampaigns.id, filter.id),
      ),
    )
    .orderBy(desc(bonusCampaigns.id));
  if (campaigns.length === 0) return [];
  const levels = await db
    .select()
    .from(jackpotLevels)
    .where(
      inArray(
        jackpotLevels.campaignId,
        campaigns.map((campaign) => campaign.id),
      ),
    );
  return campaigns.map((campaign) => ({
    campaign,
    levels: levels.filter((level) => level.campaignId === campaign.id),
  }));
}

/** Adds a part to a level, answering what it then holds and where it drops (the row stays locked). */
export async function addToLevel(
  db: Db,
  level: { campaignId: number; code: string },
  part: number,
  at: string,
): Promise<{ amount: number; dropAt: number } | undefined> {
  const [row] = await db
    .update(jackpotLevels)
    .set({
      amount: sql`${jackpotLevels.amount} + ${part}`,
      contributed: sql`${jackpotLevels.contributed} + ${part}`,
      updatedAt: at,
    })
    .where(and(eq(jackpotLevels.campaignId, level.campaignId), eq(jackpotLevels.code, level.code)))
    .returning({ amount: jackpotLevels.amount, dropAt: jackpotLevels.dropAt });
  return row;
}

/** A level dropped: it pays what it held and starts again from its seed with a new drop point. */
export async function restartLevel(
  db: Db,
  level: { campaignId: number; code: string },
  restart: { won: number; seed: number; dropAt: number },
  at: string,
): Promise<void> {
  await db
    .update(jackpotLevels)
    .set({
      amount: restart.seed,
      dropAt: restart.dropAt,
      paid: sql`${jackpotLevels.paid} + ${restart.won}`,
      updatedAt: at,
    })
    .where(and(eq(jackpotLevels.campaignId, level.campaignId), eq(jackpotLevels.code, level.code)));
}

/** What a bet gave a jackpot; the bet is then `used_in_jackpot`. */
export async function recordContribution(
  db: Db,
  contribution: { betId: number; campaignId: number; amount: number },
  at: string,
): Promise<void> {
  await db.insert(jackpotContributions).values({ ...contribution, at });
  await db.update(bets).set({ usedInJackpot: true }).where(eq(bets.id, contribution.betId));
}

/** A hit as the feed records it. */
export interface HitRecord {
  readonly campaignId: number;
  readonly levelCode: string;
  readonly playerId: number;
  readonly betId: number;
  readonly amount: number;
  readonly currency: string;
  readonly amountEuro: number;
}

/** Records a hit the operator approves before it is paid (`approved`, nothing credited yet). */
export async function recordApprovedHit(db: Db, hit: HitRecord, at: string): Promise<JackpotHitRow> {
  const [row] = await db
    .insert(jackpotHits)
    .values({ ...hit, status: 'approved', createdAt: at })
    .returning();
  if (!row) throw new Error(`jackpot hit of bet ${hit.betId} could not be recorded`);
  return row;
}

/** Credits a hit's amount to an account with its `jackpot_win` ledger entry; answers the balance after it. */
async function creditHit(
  db: Db,
  credit: { readonly accountId: number; readonly amount: number; readonly betId: number },
  at: string,
): Promise<number> {
  const [account] = await db
    .update(accounts)
    .set({ balance: sql`${accounts.balance} + ${credit.amount}`, updatedAt: at })
    .where(eq(accounts.id, credit.accountId))
    .returning({ balance: accounts.balance });
  if (!account) throw new Error(`jackpot hit of bet ${credit.betId} could not be paid`);
  await db.insert(accountLedger).values({
    accountId: credit.accountId,
    amount: credit.amount,
    kind: 'jackpot_win',
    betId: credit.betId,
    balanceAfter: account.balance,
    createdAt: at,
  });
  return account.balance;
}

/**
 * A hit paid into the winner's account: the hit (paid), the credit and its ledger row (`jackpot_win`, the bet
 * that won it). Returns the hit and the balance after.
 */
export async function payHit(
  db: Db,
  hit: HitRecord & { readonly accountId: number },
  at: string,
): Promise<{ hit: JackpotHitRow; balance: number }> {
  const { accountId, ...record } = hit;
  const [row] = await db
    .insert(jackpotHits)
    .values({ ...record, status: 'paid', createdAt: at })
    .returning();
  if (!row) throw new Error(`jackpot hit of bet ${hit.betId} could not be recorded`);
  const balance = await creditHit(db, { accountId, amount: hit.amount, betId: hit.betId }, at);
  return { hit: row, balance };
}

/**
 * Pays an approved hit (the operator's approval): approved → paid with a conditional update, then the amount
 * credited to the player's account in the hit's currency. Undefined when the hit is not approved (unknown, or
 * paid already: paying twice pays once).
 */
export async function payApprovedHit(
  db: Db,
  id: number,
  at: string,
): Promise<{ hit: JackpotHitRow; balance: number } | undefined> {
  const [row] = await db
    .update(jackpotHits)
    .set({ status: 'paid' })
    .where(and(eq(jackpotHits.id, id), eq(jackpotHits.status, 'approved')))
    .returning();
  if (!row) return undefined;
  const [account] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.playerId, row.playerId), eq(accounts.currency, row.currency)))
    .limit(1);
  if (!account)
    throw new Error(`player ${row.playerId} has no ${row.currency} account for jackpot hit ${id}`);
  const balance = await creditHit(db, { accountId: account.id, amount: row.amount, betId: row.betId }, at);
  return { hit: row, balance };
}

export interface HitFilter {
  readonly campaignId?: number;
  readonly playerId?: number;
  readonly status?: 'approved' | 'paid';
  readonly unseen?: boolean;
  readonly limit: number;
}

/** One hit by id. */
export async function findHit(db: Db, id: number): Promise<JackpotHitRow | undefined> {
  const [row] = await db.select().from(jackpotHits).where(eq(jackpotHits.id, id)).limit(1);
  return row;
}

/** Hits, newest first, with their jackpot campaigns. */
export async function listHits(
  db: Db,
  filter: HitFilter,
): Promise<{ hit: JackpotHitRow; campaign: CampaignRow }[]> {
  return db
    .select({ hit: jackpotHits, campaign: bonusCampaigns })
    .from(jackpotHits)
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, jackpotHits.campaignId))
    .where(
      and(
        filter.campaignId === undefined ? undefined : eq(jackpotHits.campaignId, filter.campaignId),
        filter.playerId === undefined ? undefined : eq(jackpotHits.playerId, filter.playerId),
        filter.status === undefined ? undefined : eq(jackpotHits.status, filter.status),
        filter.unseen ? eq(jackpotHits.seen, false) : undefined,
      ),
    )
    .orderBy(desc(jackpotHits.id))
    .limit(filter.limit);
}

/** Marks the player's own hits as shown to them. */
export async function markHitsSeen(db: Db, playerId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(jackpotHits)
    .set({ seen: true })
    .where(and(eq(jackpotHits.playerId, playerId), inArray(jackpotHits.id, [...ids])));
}

/** How many hits each jackpot has paid. */
export async function countHits(db: Db, campaignIds: readonly number[]): Promise<Map<number, number>> {
  if (campaignIds.length === 0) return new Map();
  const rows = await db
    .select({ campaignId: jackpotHits.campaignId, count: sql<number>`count(*)::int` })
    .from(jackpotHits)
    .where(inArray(jackpotHits.campaignId, [...campaignIds]))
    .groupBy(jackpotHits.campaignId);
  return new Map(rows.map((row) => [row.campaignId, Number(row.count)]));
}
