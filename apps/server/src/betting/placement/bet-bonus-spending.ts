import { advanceHunting, spendFreebet, useComboboost } from '../../bonuses/bonus-repository';
import type { Db } from '../../db/database';
import type { StoredBetBonus } from '../../db/schema';
import type { IndexedRefusal, PlannedBet } from './bet-plan';
import { refusal } from './refusals';

/** A hunting's progress before and after a bet of the placement (by the bet's index). */
export interface HuntingProgress {
  readonly before: number;
  readonly after: number;
}

/**
 * Spends, inside the placement's transaction, the bonuses its bets were planned with: a freebet once (available
 * → bonus_over), a comboboost's use (uses left − 1), a hunting's progress added. Conditional updates: a bonus a
 * concurrent placement spent first, or that expired or ended meanwhile, is not spent again, and its bet is
 * refused (the caller rolls back).
 */
export async function spendBonuses(
  tx: Db,
  playerId: number,
  bets: readonly PlannedBet[],
  at: string,
): Promise<{ refused: IndexedRefusal[]; huntings: Map<number, HuntingProgress> }> {
  const refused: IndexedRefusal[] = [];
  const huntings = new Map<number, HuntingProgress>();
  // In the order of the bonuses' ids, as a boost locks them: two transactions of the player never wait on each
  // other in a circle.
  const byBonus = [...bets].sort((a, b) => (a.bonus?.playerBonusId ?? 0) - (b.bonus?.playerBonusId ?? 0));
  for (const bet of byBonus) {
    const bonus = bet.bonus;
    if (!bonus) continue;
    const spend = { id: bonus.playerBonusId, playerId, at };
    let spent: object | undefined;
    if (bonus.hunting) {
      const advanced = await advanceHunting(tx, { ...spend, by: bonus.spent });
      const after = advanced?.progress ?? null;
      if (after !== null) huntings.set(bet.index, { before: after - bonus.spent, after });
      spent = advanced;
    } else {
      spent = bonus.freebetVariant
        ? await spendFreebet(tx, { ...spend, amount: bonus.freebetAmount })
        : await useComboboost(tx, spend);
    }
    if (!spent)
      refused.push({
        index: bet.index,
        refusal: refusal(
          'bonus_unavailable',
          `bonus ${bonus.playerBonusId} was used up or expired meanwhile`,
        ),
      });
  }
  refused.sort((a, b) => a.index - b.index);
  return { refused, huntings };
}

/** The bonus a bet keeps: the wire's `{id, type, odds}` and a comboboost's percentage for its settlement. */
export function storedBonusOf(bet: PlannedBet): StoredBetBonus | null {
  const bonus = bet.bonus;
  if (!bonus) return null;
  return {
    id: bonus.playerBonusId,
    type: bonus.kind,
    odds: bonus.boostedOdds,
    ...(bonus.percent !== null ? { percent: bonus.percent } : {}),
  };
}
