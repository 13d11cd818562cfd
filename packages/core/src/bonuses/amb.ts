/**
 * Accumulated bonus progress (spec §3 amb: conditions with number of bets, freebets count, issued amount; §7.2
 * GET and POST /bonuses/freebets/amb): every qualifying cash bet of the player counts, without choosing
 * anything in the slip; each condition reached gives its free bets once, when the player collects them.
 * Money is integer minor units.
 */

/** What a bet meets to count (BON37). */
export interface AmbTerms {
  readonly currency: string;
  readonly minOdds: number;
  readonly minStake: number;
}

/** A bet as it counts: its currency, the cash it staked (0 for a freebet's stake), its odds. */
export interface AmbBet {
  readonly currency: string;
  readonly cashStake: number;
  readonly odds: number;
}

/** [BON37] A bet counts when it is a cash bet in the currency, at the min stake and min odds or more. */
export function countsTowardAmb(terms: AmbTerms, bet: AmbBet): boolean {
  return (
    bet.currency === terms.currency &&
    bet.cashStake > 0 &&
    bet.cashStake >= terms.minStake &&
    bet.odds >= terms.minOdds
  );
}

/** A condition: after `bets` counted bets, `freebets` free bets of `amount` each. */
export interface AmbCondition {
  readonly bets: number;
  readonly freebets: number;
  readonly amount: number;
}

export type AmbConditionState = 'completed' | 'claimable' | 'next';

/** The ordinals (from 0, over every condition in order) of a condition's free bets. */
export function conditionOrdinals(conditions: readonly AmbCondition[], index: number): number[] {
  const start = conditions.slice(0, index).reduce((sum, condition) => sum + condition.freebets, 0);
  return Array.from({ length: conditions[index]?.freebets ?? 0 }, (_, i) => start + i);
}

/**
 * [BON38] Each condition's state: completed once all its free bets were issued, claimable when the bets counted
 * reach it and some are not issued yet, else next.
 */
export function ambConditionStates(
  conditions: readonly AmbCondition[],
  betsCounted: number,
  issued: ReadonlySet<number>,
): AmbConditionState[] {
  return conditions.map((condition, index) => {
    if (conditionOrdinals(conditions, index).every((ordinal) => issued.has(ordinal))) return 'completed';
    return betsCounted >= condition.bets ? 'claimable' : 'next';
  });
}

/** A free bet due: its ordinal (issued once per player: the ordinal is its key) and amount. */
export interface AmbFreebetDue {
  readonly ordinal: number;
  readonly amount: number;
}

/** [BON39] The free bets due when the player collects: those of every condition reached not issued yet. */
export function ambFreebetsDue(
  conditions: readonly AmbCondition[],
  betsCounted: number,
  issued: ReadonlySet<number>,
): AmbFreebetDue[] {
  return conditions.flatMap((condition, index) =>
    betsCounted >= condition.bets
      ? conditionOrdinals(conditions, index)
          .filter((ordinal) => !issued.has(ordinal))
          .map((ordinal) => ({ ordinal, amount: condition.amount }))
      : [],
  );
}
