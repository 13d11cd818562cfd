import { type BetLimits, checkBetLimits, type LimitViolation, limitsRefuse, maxStakeFor } from './bet-limits';
import { potentialWin } from './odds-math';
import { type SelectionFlags, selectionFlags } from './selection-flags';
import { betOdds, type SlipBet } from './slip-bet';
import { bonusPotentialWin } from './slip-bonuses';
import { systemLines } from './system-bets';

/**
 * [DER2] A bet's potential win in minor units: stake × its odds (DER1), rounded down (ODM3); 0 without odds.
 * With a bonus chosen, what the bonus lets it win (BON24).
 */
export function betPotentialWin(bet: SlipBet): number {
  const odds = betOdds(bet);
  if (odds <= 1) return 0;
  return bet.bonus
    ? bonusPotentialWin({ stake: bet.stake, odds, bonus: bet.bonus })
    : potentialWin(bet.stake, odds);
}

/** [DER3] The number of lines of a system bet (SYS3); 1 for every other bet (one line). */
export function betLines(bet: Pick<SlipBet, 'betType' | 'systemType'>): number {
  return bet.betType === 'system' && bet.systemType ? systemLines(bet.systemType) : 1;
}

/** [DER4] Every bet limit a bet goes over (LIM2), in the currency's fiat or crypto table. */
export function betLimitViolations(bet: SlipBet, limits: BetLimits | null, fiat: boolean): LimitViolation[] {
  return checkBetLimits(
    {
      selectionCount: bet.selections.length,
      odds: betOdds(bet),
      stake: bet.stake,
      potentialWin: betPotentialWin(bet),
      currency: bet.currency,
      fiat,
    },
    limits,
  );
}

/** What the slip shows for one bet. */
export interface BetSummary {
  readonly betId: string;
  /** Decimal odds (DER1). */
  readonly odds: number;
  /** Minor units (DER2). */
  readonly potentialWin: number;
  /** Lines of the bet (DER3). */
  readonly lines: number;
  /** Limits gone over, in check order (DER4). */
  readonly limitViolations: readonly LimitViolation[];
  /** A violation refuses the bet (LIM4). */
  readonly refusedByLimits: boolean;
  /** The largest stake the limits allow in minor units (LIM6); null when nothing limits it. */
  readonly maxStake: number | null;
  /** Per selection flags and labels (CMB3). */
  readonly selections: readonly SelectionFlags[];
  /**
   * [DER7] Its selections combine (CMB1, CMB2): when they do not, the bet cannot be placed as it stands and
   * the slip shows neither its odds nor its potential win.
   */
  readonly combinable: boolean;
}

/** [DER5] [DER7] Everything the slip shows for a bet, from the bet, the bet limits and the currency's fiat flag. */
export function betSummary(bet: SlipBet, limits: BetLimits | null, fiat: boolean): BetSummary {
  const odds = betOdds(bet);
  const limitViolations = betLimitViolations(bet, limits, fiat);
  const selections = selectionFlags(bet);
  return {
    betId: bet.betId,
    odds,
    potentialWin: betPotentialWin(bet),
    lines: betLines(bet),
    limitViolations,
    refusedByLimits: limitsRefuse(limitViolations),
    maxStake: maxStakeFor({ odds, currency: bet.currency, fiat }, limits),
    selections,
    combinable: selections.every((flags) => flags.notCombinable === null),
  };
}

/** [DER6] The ticket's total stake in minor units: the sum of its bets' stakes. */
export function totalStake(bets: readonly Pick<SlipBet, 'stake'>[]): number {
  let total = 0;
  for (const bet of bets) total += bet.stake;
  return total;
}

/** [DER6] The ticket's total potential win in minor units: the sum of its bets' potential wins. */
export function totalPotentialWin(bets: readonly SlipBet[]): number {
  let total = 0;
  for (const bet of bets) total += betPotentialWin(bet);
  return total;
}
