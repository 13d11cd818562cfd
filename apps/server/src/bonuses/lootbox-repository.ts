import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowsOf } from '../db/rows-of';
import { bonusCampaigns, bonusMovements, playerBonuses } from '../db/schema';

/*
 * The SQL of lootboxes: a player's box is their `player_bonuses` row in the campaign (amount null), its progress
 * the stakes it farmed. A boost is two `boosted` movements: on the box the points it spent, on the freebet the
 * minor units it added; the sums of those movements are the box's points spent and the freebet's boosts so far.
 */

/** Per bonus: the bets counted toward it (`progressed` movements) and the sum of its `boosted` movements. */
export interface BoostActivity {
  readonly betsCounted: number;
  readonly boosted: number;
}

export async function boostActivity(db: Db, ids: readonly number[]): Promise<Map<number, BoostActivity>> {
  if (ids.length === 0) return new Map();
  const result = await db.execute(sql`
    select player_bonus_id,
      count(*) filter (where kind = 'progressed') as bets,
      coalesce(sum(amount) filter (where kind = 'boosted'), 0) as boosted
    from ${bonusMovements}
    where player_bonus_id in (${sql.join(
      [...new Set(ids)].map((id) => sql`${id}::int`),
      sql`, `,
    )}) and kind in ('progressed', 'boosted')
    group by player_bonus_id`);
  return new Map(
    rowsOf<{ player_bonus_id: number | string; bets: number | string; boosted: number | string }>(result).map(
      (row) => [Number(row.player_bonus_id), { betsCounted: Number(row.bets), boosted: Number(row.boosted) }],
    ),
  );
}

/** The player's activated, open lootboxes of running campaigns, oldest first. */
export async function activeLootboxIds(db: Db, playerId: number, at: string): Promise<number[]> {
  const result = await db.execute(sql`
    select pb.id from ${playerBonuses} pb
    join ${bonusCampaigns} c on c.id = pb.campaign_id
    where pb.player_id = ${playerId}::int and c.kind = 'lootbox' and pb.amount is null
      and pb.status = 'available' and pb.activated_at is not null and c.status = 'active'
      and c.starts_at <= ${at}::timestamptz and (c.ends_at is null or c.ends_at > ${at}::timestamptz)
    order by pb.id`);
  return rowsOf<{ id: number | string }>(result).map((row) => Number(row.id));
}

/**
 * Locks the player's bonuses among `ids` for a boost's transaction, in id order (the order a placement spends
 * bonuses in too, so neither waits on the other in a circle); answers the ids it holds. Two boosts of the same
 * player queue here, so points are spent once.
 */
export async function lockPlayerBonuses(
  tx: Db,
  playerId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const result = await tx.execute(sql`
    select id from ${playerBonuses}
    where player_id = ${playerId}::int and id in (${sql.join(
      [...new Set(ids)].map((id) => sql`${id}::int`),
      sql`, `,
    )})
    order by id
    for update`);
  return new Set(rowsOf<{ id: number | string }>(result).map((row) => Number(row.id)));
}

/** Records a boost: the freebet's amount raised and the two movements, in the boost's transaction. */
export async function recordBoost(
  tx: Db,
  boost: {
    readonly freebetId: number;
    readonly lootboxId: number;
    readonly points: number;
    readonly added: number;
    readonly at: string;
  },
): Promise<void> {
  await tx.execute(sql`
    update ${playerBonuses} set amount = amount + ${boost.added}::bigint, updated_at = ${boost.at}::timestamptz
    where id = ${boost.freebetId}::int and status = 'available'`);
  await tx.insert(bonusMovements).values([
    { playerBonusId: boost.freebetId, kind: 'boosted', amount: boost.added, betId: null, at: boost.at },
    { playerBonusId: boost.lootboxId, kind: 'boosted', amount: boost.points, betId: null, at: boost.at },
  ]);
}
