import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowsOf } from '../db/rows-of';
import { bonusCampaigns, bonusMovements, playerBonuses, players } from '../db/schema';
import { toIsoUtc } from '../db/time';
import type { CampaignRow } from './bonus-repository';

/*
 * The SQL of hunting tournaments: an entry is a player's `player_bonuses` row in the campaign (amount null), its
 * progress their farmed amount; prizes are the campaign's `reward` freebets.
 */

/** What everyone has farmed in each of some tournaments, and the prizes paid, in minor units. */
export async function tournamentTotals(
  db: Db,
  campaignIds: readonly number[],
): Promise<Map<number, { farmed: number; prizes: number }>> {
  if (campaignIds.length === 0) return new Map();
  const result = await db.execute(sql`
    select campaign_id,
      coalesce(sum(progress) filter (where amount is null), 0) as farmed,
      coalesce(sum(amount) filter (where source = 'reward'), 0) as prizes
    from ${playerBonuses}
    where campaign_id in (${sql.join(
      [...new Set(campaignIds)].map((id) => sql`${id}::int`),
      sql`, `,
    )})
    group by campaign_id`);
  return new Map(
    rowsOf<{ campaign_id: number | string; farmed: number | string; prizes: number | string }>(result).map(
      (row) => [Number(row.campaign_id), { farmed: Number(row.farmed), prizes: Number(row.prizes) }],
    ),
  );
}

/** A player's entry in a tournament, as its rating sees it. */
export interface TournamentEntry {
  readonly playerBonusId: number;
  readonly playerId: number;
  readonly email: string | null;
  readonly farmed: number;
  /** When their last counted bet was placed (epoch ms): the earlier wins a tie (core BON19). */
  readonly reachedAt: number;
  /** The prize freebets they won in it. */
  readonly prizes: number;
}

/**
 * The entries of the players who activated a tournament. `lock`: in a transaction, the open entries only,
 * locked until its end (a placement advancing one finishes first), as the prizes are paid.
 */
export async function tournamentEntries(
  db: Db,
  campaignId: number,
  options: { readonly lock?: boolean } = {},
): Promise<TournamentEntry[]> {
  const result = await db.execute(sql`
    select pb.id, pb.player_id, p.email, pb.progress,
      coalesce((select max(m.at) from ${bonusMovements} m
        where m.player_bonus_id = pb.id and m.kind = 'progressed'), pb.activated_at) as reached_at,
      (select count(*) from ${playerBonuses} r
        where r.campaign_id = pb.campaign_id and r.player_id = pb.player_id and r.source = 'reward') as prizes
    from ${playerBonuses} pb
    join ${players} p on p.id = pb.player_id
    where pb.campaign_id = ${campaignId}::int and pb.amount is null and pb.activated_at is not null
      ${options.lock ? sql`and pb.status = 'available' for update of pb` : sql``}`);
  return rowsOf<{
    id: number | string;
    player_id: number | string;
    email: string | null;
    progress: number | string | null;
    reached_at: string | Date;
    prizes: number | string;
  }>(result).map((row) => ({
    playerBonusId: Number(row.id),
    playerId: Number(row.player_id),
    email: row.email,
    farmed: Number(row.progress ?? 0),
    reachedAt: Date.parse(
      toIsoUtc(row.reached_at instanceof Date ? row.reached_at.toISOString() : row.reached_at),
    ),
    prizes: Number(row.prizes),
  }));
}

/** Tournaments that ended (by the operator or their date) with entries still open: their prizes are due. */
export async function tournamentsToSettle(db: Db, at: string): Promise<CampaignRow[]> {
  const result = await db.execute(sql`
    select c.id from ${bonusCampaigns} c
    where c.kind = 'tournament' and (c.status = 'ended' or c.ends_at <= ${at}::timestamptz)
      and exists (select 1 from ${playerBonuses} pb
        where pb.campaign_id = c.id and pb.amount is null and pb.status = 'available')
    order by c.id`);
  const ids = rowsOf<{ id: number | string }>(result).map((row) => Number(row.id));
  if (ids.length === 0) return [];
  return db.select().from(bonusCampaigns).where(inArray(bonusCampaigns.id, ids)).orderBy(bonusCampaigns.id);
}

/** Closes a tournament's open entries (its prizes are paid): no bet counts toward them any more. */
export async function closeTournamentEntries(tx: Db, campaignId: number, at: string): Promise<void> {
  await tx.execute(sql`
    update ${playerBonuses} set status = 'bonus_over', updated_at = ${at}::timestamptz
    where campaign_id = ${campaignId}::int and amount is null and status = 'available'`);
}

/** A tournament campaign by id, whatever its status. */
export async function findTournament(db: Db, id: number): Promise<CampaignRow | undefined> {
  const rows = await db
    .select()
    .from(bonusCampaigns)
    .where(and(eq(bonusCampaigns.id, id), eq(bonusCampaigns.kind, 'tournament')))
    .limit(1);
  return rows[0];
}
