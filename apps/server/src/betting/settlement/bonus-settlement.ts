import { boostedPayout } from '@sportsbook/core/bonuses/comboboost';
import { settleFreebetBet } from '@sportsbook/core/bonuses/freebet';
import type { SelectionResult } from '@sportsbook/core/settlement/selection-results';
import { variantOfKind } from '../../bonuses/bonus-presenter';
import { type FreebetIssue, findBonusesByIds, issueFreebets } from '../../bonuses/bonus-repository';
import { freebetRulesOf } from '../../bonuses/campaign-rules';
import type { Db } from '../../db/database';
import type { BetRow } from '../bet-presenter';

const DAY_MS = 86_400_000;

/** What a bet placed with a bonus pays: cash, and a freebet given back (minor units, 0 for none). */
export interface BonusPayout {
  readonly cash: number;
  readonly freebetBack: number;
}

/**
 * A settled bet's payout with its bonus applied, from what it pays as a cash bet (`payout`, STL8): a
 * comboboost raises the profit by its percentage (BON20); a freebet pays per its variant (BON10). Bets
 * without a bonus pay the payout.
 */
export function bonusPayout(bet: BetRow, payout: number, result: SelectionResult): BonusPayout {
  const bonus = bet.bonus;
  if (!bonus) return { cash: payout, freebetBack: 0 };
  if (bonus.type === 'comboboost' && bonus.percent !== undefined)
    return { cash: boostedPayout(bet.stake, payout, bonus.percent, bet.potentialWin), freebetBack: 0 };
  const variant = variantOfKind(bonus.type);
  if (!variant) return { cash: payout, freebetBack: 0 };
  return settleFreebetBet(variant, bet.stake, payout, result);
}

/**
 * Issues the freebets settled bets give back, in the settlement's transaction: of the campaign of the bet's
 * bonus, an only-win freebet for a no-risk bet's loss, the same variant for a refunded freebet bet, valid as
 * long as the campaign's freebets are. Once per bet (a unique index): settling again issues nothing.
 */
export async function giveFreebetsBack(
  tx: Db,
  returns: readonly { readonly bet: BetRow; readonly amount: number }[],
  now: number,
): Promise<void> {
  if (returns.length === 0) return;
  const bonuses = await findBonusesByIds(
    tx,
    returns.flatMap(({ bet }) => (bet.bonus ? [bet.bonus.id] : [])),
  );
  const at = new Date(now).toISOString();
  const issues: FreebetIssue[] = returns.flatMap(({ bet, amount }) => {
    const row = bet.bonus ? bonuses.get(bet.bonus.id) : undefined;
    const variant = bet.bonus ? variantOfKind(bet.bonus.type) : undefined;
    if (!row || !variant || amount <= 0) return [];
    const validDays = freebetRulesOf(row.campaign)?.valid_days ?? 30;
    return [
      {
        campaignId: row.campaign.id,
        playerId: bet.playerId,
        freebetType: variant === 'no_risk' ? 'only_win' : variant,
        amount,
        currency: bet.currency,
        source: 'returned',
        betId: bet.id,
        at,
        expiresAt: validDays === null ? null : new Date(now + validDays * DAY_MS).toISOString(),
      },
    ];
  });
  await issueFreebets(tx, issues);
}
