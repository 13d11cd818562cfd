/**
 * Bet limits of spec §3 and §5: checked in a fixed order (selection count, odds, max stake, payout), each
 * with its kind, its action and the message key a client translates. Amounts are minor units of the bet's
 * currency; limits are per fiat or crypto currency, per currency code.
 */

export type LimitAction = 'accept' | 'reject';

/** An amount limit of one currency. */
export interface AmountLimit {
  readonly amount: number;
  readonly action: LimitAction;
}

/** Amount limits per fiat or crypto currency, per currency code. */
export interface AmountLimits {
  readonly fiat: Readonly<Record<string, AmountLimit>>;
  readonly crypto: Readonly<Record<string, AmountLimit>>;
}

/** Bet limits (spec §3: selectionLimit, oddsLimit, maxStakeLimit, payoutLimit); null = no such limit. */
export interface BetLimits {
  readonly selectionLimit: number | null;
  readonly oddsLimit: { readonly value: number; readonly action: LimitAction } | null;
  readonly maxStakeLimit: AmountLimits | null;
  readonly payoutLimit: AmountLimits | null;
}

/** [LIM2] The kinds of limit, in the order they are checked. */
export const LIMIT_KINDS = ['max_selections', 'max_odds', 'max_stake', 'max_payout'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** [LIM3] Message keys of spec §5: errors for a refused bet, warnings (with title and description) for an accepted one. */
export const LIMIT_MESSAGE_KEYS = {
  max_selections: { reject: 'error.validation.bet_limits.selection_limit_exceeded' },
  max_odds: {
    reject: 'error.validation.bet_limits.odds_limit_exceeded',
    accept: 'warning.validation.bet_limits.odds_limit_exceeded',
  },
  max_stake: { reject: 'error.validation.bet_limits.max_stake_limit_exceeded' },
  max_payout: {
    reject: 'error.validation.bet_limits.payout_limit_exceeded',
    accept: 'warning.validation.bet_limits.payout_limit_exceeded',
  },
} as const;

/** One limit a bet goes over. `limit` is the limit's value (a count, odds, or minor units). */
export interface LimitViolation {
  readonly kind: LimitKind;
  readonly action: LimitAction;
  /** An error key for `reject`; for `accept` a warning key whose `.title` and `.description` are shown. */
  readonly messageKey: string;
  readonly limit: number;
}

/** What the limits are checked against: one bet as it would be placed. */
export interface LimitedBet {
  readonly selectionCount: number;
  /** The bet's odds (combined, system or custom). */
  readonly odds: number;
  /** Minor units. */
  readonly stake: number;
  /** Minor units, before any payout cap. */
  readonly potentialWin: number;
  readonly currency: string;
  /** Fiat or crypto: which table of the amount limits applies. */
  readonly fiat: boolean;
}

function amountLimit(limits: AmountLimits | null, bet: LimitedBet): AmountLimit | undefined {
  return limits ? (bet.fiat ? limits.fiat : limits.crypto)[bet.currency] : undefined;
}

/**
 * [LIM1] [LIM2] Every limit the bet goes over, in the order of spec §5: selection count (always refused), odds
 * (accepted with a warning or refused, per the limit's action), max stake (always refused), payout (accepted
 * with a warning or refused). A limit that does not exist for the bet's currency is not checked.
 */
export function checkBetLimits(bet: LimitedBet, limits: BetLimits | null): LimitViolation[] {
  if (!limits) return [];
  const violations: LimitViolation[] = [];
  if (limits.selectionLimit !== null && bet.selectionCount > limits.selectionLimit) {
    violations.push({
      kind: 'max_selections',
      action: 'reject',
      messageKey: LIMIT_MESSAGE_KEYS.max_selections.reject,
      limit: limits.selectionLimit,
    });
  }
  if (limits.oddsLimit && bet.odds > limits.oddsLimit.value) {
    const action = limits.oddsLimit.action;
    violations.push({
      kind: 'max_odds',
      action,
      messageKey: LIMIT_MESSAGE_KEYS.max_odds[action],
      limit: limits.oddsLimit.value,
    });
  }
  const maxStake = amountLimit(limits.maxStakeLimit, bet);
  if (maxStake && bet.stake > maxStake.amount) {
    violations.push({
      kind: 'max_stake',
      action: 'reject',
      messageKey: LIMIT_MESSAGE_KEYS.max_stake.reject,
      limit: maxStake.amount,
    });
  }
  const payout = amountLimit(limits.payoutLimit, bet);
  if (payout && bet.potentialWin > payout.amount) {
    violations.push({
      kind: 'max_payout',
      action: payout.action,
      messageKey: LIMIT_MESSAGE_KEYS.max_payout[payout.action],
      limit: payout.amount,
    });
  }
  return violations;
}

/** [LIM4] Whether any violation refuses the bet (then it must not be placed). */
export function limitsRefuse(violations: readonly LimitViolation[]): boolean {
  return violations.some((violation) => violation.action === 'reject');
}

/**
 * [LIM5] The potential win a bet is accepted with: capped at the payout limit when that limit accepts bets
 * over it (the bettor is warned), else as computed.
 */
export function cappedPotentialWin(bet: LimitedBet, limits: BetLimits | null): number {
  const payout = limits ? amountLimit(limits.payoutLimit, bet) : undefined;
  return payout && payout.action === 'accept' ? Math.min(bet.potentialWin, payout.amount) : bet.potentialWin;
}

/**
 * [LIM6] The largest stake (minor units) the limits let a bet at `odds` have: the max stake limit, and the
 * payout limit when it refuses bets over it; null when nothing limits it.
 */
export function maxStakeFor(
  bet: Pick<LimitedBet, 'odds' | 'currency' | 'fiat'>,
  limits: BetLimits | null,
): number | null {
  if (!limits) return null;
  const probe = { ...bet, selectionCount: 0, stake: 0, potentialWin: 0 };
  const caps: number[] = [];
  const maxStake = amountLimit(limits.maxStakeLimit, probe);
  if (maxStake) caps.push(maxStake.amount);
  const payout = amountLimit(limits.payoutLimit, probe);
  if (payout && payout.action === 'reject' && bet.odds > 1) {
    // The largest stake whose potential win (rounded down) stays within the payout limit.
    let stake = Math.floor(payout.amount / bet.odds);
    while (Math.floor((stake + 1) * bet.odds + 1e-6) <= payout.amount) stake += 1;
    while (stake > 0 && Math.floor(stake * bet.odds + 1e-6) > payout.amount) stake -= 1;
    caps.push(stake);
  }
  return caps.length > 0 ? Math.min(...caps) : null;
}
