import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowsOf } from '../db/rows-of';
import { bonusMovements, playerBonuses } from '../db/schema';

/*
 * The SQL of accumulated bonus progress (amb): a player's progress in a campaign is their `player_bonuses` row in
 * it with no amount (source `enrolment`), its `progress` the bets counted, each a `progressed` movement; its free
 * bets are `reward` rows whose `reward_step` is the free bet's ordinal (issued once: the reward index).
 */

/**
 * Adds bets to the player's progress in an amb, made on its first bet (in the placement's transaction: the row
 * stays locked to its end, so concurrent placements add one after the other).
 */
export async function advanceAmb(
  tx: Db,
  advance: {
    readonly campaignId: number;
    readonly playerId: number;
    readonly betIds: readonly number[];
    readonly at: string;
  },
): Promise<void> {
  const result = await tx.execute(sql`
    insert into ${playerBonuses} (campaign_id, player_id, status, progress, source, seen, issued_at, updated_at)
    values (${advance.campaignId}::int, ${advance.playerId}::int, 'available', ${advance.betIds.length}::bigint,
      'enrolment', true, ${advance.at}::timestamptz, ${advance.at}::timestamptz)
    on conflict (campaign_id, player_id) where source in ('promo_code', 'enrolment')
    do update set progress = ${playerBonuses}.progress + excluded.progress, updated_at = excluded.updated_at
    returning id`);
  const [row] = rowsOf<{ id: number | string }>(result);
  if (!row) return;
  await tx.insert(bonusMovements).values(
    advance.betIds.map((betId) => ({
      playerBonusId: Number(row.id),
      kind: 'progressed',
      amount: 1,
      betId,
      at: advance.at,
    })),
  );
}

/** A player's standing in an amb: the bets counted and the ordinals of the free bets issued to them. */
export interface AmbStanding {
  readonly betsCounted: number;
  readonly issued: ReadonlySet<number>;
  readonly issuedAmount: number;
}

/** The player's standing in each of some amb campaigns (none: nothing counted or issued yet). */
export async function ambStandings(
  db: Db,
  playerId: number,
  campaignIds: readonly number[],
): Promise<Map<number, AmbStanding>> {
  if (campaignIds.length === 0) return new Map();
  const result = await db.execute(sql`
    select campaign_id,
      coalesce(max(progress) filter (where amount is null), 0) as bets,
      coalesce(array_agg(reward_step) filter (where source = 'reward'), '{}') as issued,
      coalesce(sum(amount) filter (where source = 'reward'), 0) as issued_amount
    from ${playerBonuses}
    where player_id = ${playerId}::int and campaign_id in (${sql.join(
      [...new Set(campaignIds)].map((id) => sql`${id}::int`),
      sql`, `,
    )})
    group by campaign_id`);
  return new Map(
    rowsOf<{
      campaign_id: number | string;
      bets: number | string;
      issued: (number | string)[] | string;
      issued_amount: number | string;
    }>(result).map((row) => [
      Number(row.campaign_id),
      {
        betsCounted: Number(row.bets),
        issued: new Set(arrayOf(row.issued).map(Number)),
        issuedAmount: Number(row.issued_amount),
      },
    ]),
  );
}

/** A Postgres int array as the drivers answer it: an array, or its text form `{1,2}`. */
function arrayOf(value: (number | string)[] | string): (number | string)[] {
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  return inner === '' ? [] : inner.split(',');
}
