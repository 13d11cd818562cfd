import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowsOf } from '../db/rows-of';
import { bonusCampaigns, bonusMovements, playerBonuses, players } from '../db/schema';

/*
 * The SQL of bonuses. A freebet is spent and a comboboost use taken with conditional updates, so concurrent
 * placements naming the same bonus queue on its row and only those the row still allows succeed.
 */

export type CampaignRow = typeof bonusCampaigns.$inferSelect;
export type PlayerBonusRecord = typeof playerBonuses.$inferSelect;

/** A player's bonus with its campaign. */
export interface PlayerBonusRow {
  readonly bonus: PlayerBonusRecord;
  readonly campaign: CampaignRow;
}

/** Who holds bonuses, as their restrictions see them (spec §6). */
export interface BonusHolder {
  readonly countryCode: string | null;
  /** A verified player: their phone number is verified (the one verification the reference backend does). */
  readonly verified: boolean;
  /** The account currency a freebet is issued in. */
  readonly currency: string;
}

export async function loadBonusHolder(db: Db, playerId: number): Promise<BonusHolder | undefined> {
  const rows = await db
    .select({
      country: players.country,
      phoneVerifiedAt: players.phoneVerifiedAt,
      currency: players.currency,
    })
    .from(players)
    .where(eq(players.id, playerId))
    .limit(1);
  const row = rows[0];
  return row
    ? { countryCode: row.country, verified: row.phoneVerifiedAt !== null, currency: row.currency }
    : undefined;
}

/**
 * Enrols the player in every running comboboost (with the campaign's uses), hunting, tournament and lootbox
 * (progress 0, not yet activated) they are not enrolled in yet: one statement, a concurrent enrolment is a no-op.
 */
export async function enrolInRunningCampaigns(db: Db, playerId: number, at: string): Promise<void> {
  await db.execute(sql`
    insert into ${playerBonuses} (campaign_id, player_id, status, uses_left, progress, source, issued_at,
      updated_at)
    select c.id, ${playerId}::int, 'available',
      case when c.kind = 'comboboost' then (c.rules->>'uses_count')::int end,
      case when c.kind in ('hunting', 'tournament', 'lootbox') then 0 end,
      'enrolment', ${at}::timestamptz, ${at}::timestamptz
    from ${bonusCampaigns} c
    where c.status = 'active' and c.starts_at <= ${at}::timestamptz
      and (c.ends_at is null or c.ends_at > ${at}::timestamptz)
      and (c.kind in ('hunting', 'tournament', 'lootbox') or (c.kind = 'comboboost' and jsonb_typeof(c.rules->'uses_count') = 'number'
        and (c.rules->>'uses_count')::int > 0))
    on conflict (campaign_id, player_id) where source in ('promo_code', 'enrolment') do nothing`);
}

/**
 * Activates the player's hunting: from now bets placed with it count. Only an available, not yet activated
 * one changes; undefined otherwise (already active, over, not theirs).
 */
export async function activateHunting(
  db: Db,
  activation: { readonly id: number; readonly playerId: number; readonly at: string },
): Promise<PlayerBonusRecord | undefined> {
  const rows = await db
    .update(playerBonuses)
    .set({ activatedAt: activation.at, updatedAt: activation.at })
    .where(
      and(
        eq(playerBonuses.id, activation.id),
        eq(playerBonuses.playerId, activation.playerId),
        eq(playerBonuses.status, 'available'),
        sql`${playerBonuses.progress} is not null and ${playerBonuses.activatedAt} is null`,
      ),
    )
    .returning();
  return rows[0];
}

/**
 * Adds a bet's progress to the player's active hunting (in the placement's transaction: the row stays locked
 * to its end, so the steps a move reaches are paid once). Undefined when it is not active any more.
 */
export async function advanceHunting(
  tx: Db,
  advance: { readonly id: number; readonly playerId: number; readonly by: number; readonly at: string },
): Promise<PlayerBonusRecord | undefined> {
  const rows = await tx
    .update(playerBonuses)
    .set({ progress: sql`${playerBonuses.progress} + ${advance.by}`, updatedAt: advance.at })
    .where(
      and(
        eq(playerBonuses.id, advance.id),
        eq(playerBonuses.playerId, advance.playerId),
        eq(playerBonuses.status, 'available'),
        sql`${playerBonuses.progress} is not null and ${playerBonuses.activatedAt} is not null`,
      ),
    )
    .returning();
  return rows[0];
}

/** A hunting whose last step is reached is over: no bet counts toward it any more. */
export async function finishHunting(tx: Db, id: number, at: string): Promise<void> {
  await tx
    .update(playerBonuses)
    .set({ status: 'bonus_over', updatedAt: at })
    .where(and(eq(playerBonuses.id, id), eq(playerBonuses.status, 'available')));
}

const rowColumns = { bonus: playerBonuses, campaign: bonusCampaigns };

/**
 * Not a bonus the player holds: their progress in an amb (accumulated bonus progress, `amb-repository.ts`), which
 * only its own calls show; its free bets are bonuses.
 */
const notAmbProgress = sql`not (${bonusCampaigns.kind} = 'amb' and ${playerBonuses.amount} is null)`;

/** The player's bonuses with their campaigns, newest first. */
export async function listPlayerBonuses(db: Db, playerId: number): Promise<PlayerBonusRow[]> {
  return db
    .select(rowColumns)
    .from(playerBonuses)
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, playerBonuses.campaignId))
    .where(and(eq(playerBonuses.playerId, playerId), notAmbProgress))
    .orderBy(desc(playerBonuses.id));
}

/** Some of the player's bonuses by id (others' bonuses are not found). */
export async function findPlayerBonuses(
  db: Db,
  playerId: number,
  ids: readonly number[],
): Promise<Map<number, PlayerBonusRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(rowColumns)
    .from(playerBonuses)
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, playerBonuses.campaignId))
    .where(
      and(eq(playerBonuses.playerId, playerId), inArray(playerBonuses.id, [...new Set(ids)]), notAmbProgress),
    );
  return new Map(rows.map((row) => [row.bonus.id, row]));
}

/** Marks the player's unseen bonuses among `ids` as seen; returns how many changed. */
export async function markBonusesSeen(db: Db, playerId: number, ids: readonly number[], at: string) {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(playerBonuses)
    .set({ seen: true, updatedAt: at })
    .where(
      and(
        eq(playerBonuses.playerId, playerId),
        inArray(playerBonuses.id, [...new Set(ids)]),
        eq(playerBonuses.seen, false),
      ),
    )
    .returning({ id: playerBonuses.id });
  return rows.length;
}

/** The campaign a promo code names (codes are stored upper case). */
export async function findCampaignByPromoCode(db: Db, code: string): Promise<CampaignRow | undefined> {
  const rows = await db
    .select()
    .from(bonusCampaigns)
    .where(eq(bonusCampaigns.promoCode, code.toUpperCase()))
    .limit(1);
  return rows[0];
}

/** A freebet to issue. */
export interface FreebetIssue {
  readonly campaignId: number;
  readonly playerId: number;
  readonly freebetType: 'only_win' | 'all_win' | 'no_risk';
  readonly amount: number;
  readonly currency: string;
  readonly source: 'promo_code' | 'operator' | 'returned' | 'reward';
  /** The bet that gave it back or whose progress reached a hunting's step. */
  readonly betId: number | null;
  /** A hunting's reward: the step (from 0) it pays. */
  readonly rewardStep?: number;
  readonly at: string;
  readonly expiresAt: string | null;
}

/**
 * Issues freebets with their `issued` movements (one statement). A promo code's second redemption by a player,
 * a bet's second return and a hunting step's second reward are not issued (unique indexes): only the rows
 * issued are returned.
 */
export async function issueFreebets(db: Db, issues: readonly FreebetIssue[]): Promise<PlayerBonusRecord[]> {
  if (issues.length === 0) return [];
  const json = JSON.stringify(
    issues.map((issue) => ({
      campaign_id: issue.campaignId,
      player_id: issue.playerId,
      freebet_type: issue.freebetType,
      amount: issue.amount,
      currency: issue.currency,
      source: issue.source,
      bet_id: issue.betId,
      reward_step: issue.rewardStep ?? null,
      at: issue.at,
      expires_at: issue.expiresAt,
    })),
  );
  const result = await db.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${json}::jsonb) as i(
        campaign_id int, player_id int, freebet_type text, amount bigint, currency text, source text, bet_id int,
        reward_step int, at timestamptz, expires_at timestamptz)
    ),
    issued as (
      insert into ${playerBonuses} (campaign_id, player_id, status, freebet_type, amount, currency, source,
        bet_id, reward_step, issued_at, expires_at, updated_at)
      select campaign_id, player_id, 'available', freebet_type, amount, currency, source, bet_id, reward_step,
        at, expires_at, at
      from input
      on conflict do nothing
      returning *
    ),
    movements as (
      insert into ${bonusMovements} (player_bonus_id, kind, amount, bet_id, at)
      select id, case when source = 'returned' then 'returned' else 'issued' end, amount, bet_id, issued_at
      from issued
    )
    select id from issued order by id`);
  const ids = rowsOf<{ id: number | string }>(result).map((row) => Number(row.id));
  if (ids.length === 0) return [];
  return db.select().from(playerBonuses).where(inArray(playerBonuses.id, ids));
}

/**
 * Spends a freebet the player holds: available → bonus_over, only if it is still available and not past its
 * expiry. Undefined when it was not (spent by a concurrent placement, expired, deactivated).
 */
export async function spendFreebet(
  tx: Db,
  spend: {
    readonly id: number;
    readonly playerId: number;
    readonly at: string;
    readonly amount: number | null;
  },
): Promise<PlayerBonusRecord | undefined> {
  const rows = await tx
    .update(playerBonuses)
    .set({ status: 'bonus_over', updatedAt: spend.at })
    .where(
      and(
        eq(playerBonuses.id, spend.id),
        eq(playerBonuses.playerId, spend.playerId),
        eq(playerBonuses.status, 'available'),
        // The amount the bet was planned with: a boost that raised it meanwhile refuses the bet, never lost.
        spend.amount === null
          ? sql`${playerBonuses.amount} is not null`
          : eq(playerBonuses.amount, spend.amount),
        sql`(${playerBonuses.expiresAt} is null or ${playerBonuses.expiresAt} > ${spend.at}::timestamptz)`,
      ),
    )
    .returning();
  return rows[0];
}

/** Takes one use of a comboboost the player is enrolled in; bonus_over with the last. Undefined when none is left. */
export async function useComboboost(
  tx: Db,
  use: { readonly id: number; readonly playerId: number; readonly at: string },
): Promise<PlayerBonusRecord | undefined> {
  const rows = await tx
    .update(playerBonuses)
    .set({
      usesLeft: sql`${playerBonuses.usesLeft} - 1`,
      status: sql`case when ${playerBonuses.usesLeft} = 1 then 'bonus_over' else 'available' end`,
      updatedAt: use.at,
    })
    .where(
      and(
        eq(playerBonuses.id, use.id),
        eq(playerBonuses.playerId, use.playerId),
        eq(playerBonuses.status, 'available'),
        sql`${playerBonuses.usesLeft} > 0`,
      ),
    )
    .returning();
  return rows[0];
}

/**
 * Records bonuses used by placed bets: the movements (`spent`, or `progressed` for a hunting's progress) and,
 * for freebets, the bet they went to.
 */
export async function recordSpent(
  tx: Db,
  spent: readonly {
    readonly playerBonusId: number;
    readonly betId: number;
    readonly amount: number;
    readonly kind: 'spent' | 'progressed';
  }[],
  at: string,
): Promise<void> {
  if (spent.length === 0) return;
  const json = JSON.stringify(
    spent.map((s) => ({ id: s.playerBonusId, bet_id: s.betId, amount: s.amount, kind: s.kind })),
  );
  await tx.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${json}::jsonb) as i(id int, bet_id int, amount bigint, kind text)
    ),
    linked as (
      update ${playerBonuses} b set bet_id = i.bet_id
      from input i where b.id = i.id and b.amount is not null
    )
    insert into ${bonusMovements} (player_bonus_id, kind, amount, bet_id, at)
    select id, kind, amount, bet_id, ${at}::timestamptz from input`);
}

/** Bonuses by id, whoever holds them (settlement gives back freebets of many players at once). */
export async function findBonusesByIds(db: Db, ids: readonly number[]): Promise<Map<number, PlayerBonusRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(rowColumns)
    .from(playerBonuses)
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, playerBonuses.campaignId))
    .where(and(inArray(playerBonuses.id, [...new Set(ids)]), notAmbProgress));
  return new Map(rows.map((row) => [row.bonus.id, row]));
}

/** A campaign with how many bonuses of it are held and spent. */
export interface CampaignWithCounts {
  readonly campaign: CampaignRow;
  readonly issued: number;
  readonly spent: number;
}

// Qualified by hand: in a one-table select drizzle writes a column without its table, which the subquery
// would read as its own row's.
const countsOf = {
  // An amb's progress rows (no amount) are not bonuses issued.
  issued: sql<string>`(select count(*) from ${playerBonuses} b where b.campaign_id = "bonus_campaigns"."id" and not ("bonus_campaigns"."kind" = 'amb' and b.amount is null))`,
  spent: sql<string>`(select count(*) from ${playerBonuses} b where b.campaign_id = "bonus_campaigns"."id" and b.status = 'bonus_over')`,
};

export async function listCampaignsWithCounts(db: Db, id?: number): Promise<CampaignWithCounts[]> {
  const rows = await db
    .select({ campaign: bonusCampaigns, ...countsOf })
    .from(bonusCampaigns)
    .where(id === undefined ? undefined : eq(bonusCampaigns.id, id))
    .orderBy(desc(bonusCampaigns.id));
  return rows.map((row) => ({
    campaign: row.campaign,
    issued: Number(row.issued),
    spent: Number(row.spent),
  }));
}

export async function insertCampaign(
  db: Db,
  campaign: typeof bonusCampaigns.$inferInsert,
): Promise<CampaignRow | undefined> {
  const rows = await db.insert(bonusCampaigns).values(campaign).onConflictDoNothing().returning();
  return rows[0];
}

/** Changes a campaign's status or end, unless it has ended (an ended campaign stays ended). */
export async function updateCampaign(
  db: Db,
  id: number,
  change: { readonly status?: string; readonly endsAt?: string | null; readonly at: string },
): Promise<CampaignRow | undefined> {
  const rows = await db
    .update(bonusCampaigns)
    .set({
      ...(change.status !== undefined ? { status: change.status } : {}),
      ...(change.endsAt !== undefined ? { endsAt: change.endsAt } : {}),
      updatedAt: change.at,
    })
    .where(and(eq(bonusCampaigns.id, id), sql`${bonusCampaigns.status} <> 'ended'`))
    .returning();
  return rows[0];
}

/** Running campaigns (active, started, not ended) of a kind, newest first; or one of them by id. */
export async function runningCampaigns(
  db: Db,
  at: string,
  kind: string,
  id?: number,
): Promise<CampaignRow[]> {
  return db
    .select()
    .from(bonusCampaigns)
    .where(
      and(
        eq(bonusCampaigns.kind, kind),
        eq(bonusCampaigns.status, 'active'),
        sql`${bonusCampaigns.startsAt} <= ${at}::timestamptz`,
        sql`(${bonusCampaigns.endsAt} is null or ${bonusCampaigns.endsAt} > ${at}::timestamptz)`,
        id === undefined ? undefined : eq(bonusCampaigns.id, id),
      ),
    )
    .orderBy(desc(bonusCampaigns.id));
}
