import type { Bonus } from '@sportsbook/contract/entities/bonus';
import { availablePoints, boostFreebet } from '@sportsbook/core/bonuses/lootbox';
import { inTransaction } from '../db/in-transaction';
import { ApiError } from '../http/api-error';
import type { BonusContext } from './bonus-context';
import {
  boostMultiplierOf,
  isFreebetRow,
  isLootboxRow,
  type LootboxState,
  presentBonus,
  statusOf,
} from './bonus-presenter';
import { findPlayerBonuses, listPlayerBonuses, type PlayerBonusRow } from './bonus-repository';
import { lootboxPoints, lootboxRules } from './campaign-rules';
import { activeLootboxIds, boostActivity, lockPlayerBonuses, recordBoost } from './lootbox-repository';

function boostRefusal(code: string, message: string): ApiError {
  return new ApiError(409, code, message, undefined, `error.bonuses.${code}`);
}

/**
 * Lootboxes (ADR 0031): what their terms need beyond their rows (bets counted, points spent, the player's
 * freebets with their boosts), and boosting a freebet with a box's points (spec §7.2 POST /bonuses/{id}/boost).
 */
export class LootboxService {
  readonly #context: BonusContext;

  constructor(context: BonusContext) {
    this.#context = context;
  }

  /** The states of the lootboxes among `rows`, by bonus id (none when there is none). */
  async statesOf(rows: readonly PlayerBonusRow[]): Promise<Map<number, LootboxState>> {
    const boxes = rows.filter(isLootboxRow);
    if (boxes.length === 0) return new Map();
    const { db } = this.#context;
    const players = [...new Set(boxes.map((row) => row.bonus.playerId))].filter((id) => id > 0);
    const freebets = (await Promise.all(players.map((id) => listPlayerBonuses(db, id))))
      .flat()
      .filter((row) => boostMultiplierOf(row) !== null);
    const activity = await boostActivity(db, [
      ...boxes.map((row) => row.bonus.id),
      ...freebets.map((row) => row.bonus.id),
    ]);
    return new Map(
      boxes.map((box) => [
        box.bonus.id,
        {
          betsCounted: activity.get(box.bonus.id)?.betsCounted ?? 0,
          pointsSpent: activity.get(box.bonus.id)?.boosted ?? 0,
          freebets: freebets
            .filter((row) => row.bonus.playerId === box.bonus.playerId)
            .map((row) => ({ row, boosted: activity.get(row.bonus.id)?.boosted ?? 0 })),
        },
      ]),
    );
  }

  /**
   * Boosts the player's freebet `id` with the points of their activated lootboxes in its currency, oldest
   * first (core BON34), in one transaction that locks the boxes and the freebet (in id order): two boosts at
   * once spend each point once. Answers the freebet as it now is.
   */
  async boost(playerId: number, id: number, locale: string): Promise<Bonus> {
    const { db, clock } = this.#context;
    const now = clock.now();
    const at = new Date(now).toISOString();
    const boosted = await inTransaction(db, async (tx) => {
      const boxIds = await activeLootboxIds(tx, playerId, at);
      const locked = await lockPlayerBonuses(tx, playerId, [id, ...boxIds]);
      if (!locked.has(id)) throw ApiError.notFound('freebet', id);
      // Read after the lock: what a boost or a placement that held them first left.
      const rows = await findPlayerBonuses(tx, playerId, [id, ...boxIds]);
      const freebet = rows.get(id);
      if (!freebet || !isFreebetRow(freebet)) throw ApiError.notFound('freebet', id);
      const multiplier = boostMultiplierOf(freebet);
      if (multiplier === null || statusOf(freebet, now) !== 'available' || freebet.bonus.amount === null)
        throw boostRefusal('freebet_not_boostable', `freebet ${id} cannot be boosted`);
      const boxes = boxIds.flatMap((boxId) => {
        const box = rows.get(boxId);
        const rules = box ? lootboxRules(box.campaign.rules) : undefined;
        return box && rules && rules.currency === freebet.bonus.currency && statusOf(box, now) === 'active'
          ? [{ box, rules }]
          : [];
      });
      if (boxes.length === 0)
        throw boostRefusal('lootbox_missing', `you have no activated lootbox in ${freebet.bonus.currency}`);
      const activity = await boostActivity(tx, [id, ...boxes.map(({ box }) => box.bonus.id)]);
      let amount = freebet.bonus.amount;
      let added = activity.get(id)?.boosted ?? 0;
      for (const { box, rules } of boxes) {
        const points = lootboxPoints(rules);
        const spent = activity.get(box.bonus.id)?.boosted ?? 0;
        const available = availablePoints(points, box.bonus.progress ?? 0, spent);
        const boost = boostFreebet(points, available, { amount, boosted: added, multiplier });
        if (boost.points === 0) continue;
        await recordBoost(tx, { freebetId: id, lootboxId: box.bonus.id, ...boost, at });
        amount += boost.added;
        added += boost.added;
      }
      if (amount === freebet.bonus.amount)
        throw boostRefusal('nothing_to_boost', `freebet ${id} has no room left or your lootbox no points`);
      return (await findPlayerBonuses(tx, playerId, [id])).get(id);
    });
    if (!boosted) throw ApiError.notFound('freebet', id);
    return presentBonus(boosted, locale, now);
  }
}
