import type { BetLimits, LimitKind } from './bet-limits';
import { betLimitViolations, totalStake } from './bet-summary';
import { isValidOdds } from './odds-math';
import { notCombinable, SELECTION_LABELS } from './selection-flags';
import type { SlipBet } from './slip-bet';
import { systemTypeFits } from './system-bets';
import type { TicketState } from './ticket-state';

/** The slip currency as validation needs it (spec §3 Currency). */
export interface TicketCurrency {
  readonly code: string;
  /** Fiat or crypto: picks the limits table (LIM2). */
  readonly fiat: boolean;
  /** Minor units per major unit. */
  readonly subunits: number;
}

/** What validation needs besides the ticket. */
export interface ValidationContext {
  /** Bet limits (spec §3), or null when the feature or the settings are off. */
  readonly limits: BetLimits | null;
  readonly currency: TicketCurrency;
  /** The player's balance in the slip currency, minor units; null when not known (visitor, loading). */
  readonly balance: number | null;
  /**
   * Ids of the selections whose price is not confirmed by the live feed (core FEED5: the feed is not live, or
   * their price has not been read again since it is); none when absent.
   */
  readonly unconfirmed?: readonly string[];
}

/** [VAL2] Message keys of the reasons the spec does not name. */
export const VALIDATION_KEYS = {
  no_bets: 'sb.ticket.validation.no-bets',
  in_progress: 'sb.ticket.validation.in-progress',
  already_placed: 'sb.ticket.validation.already-placed',
  odds_changed: 'sb.ticket.validation.odds-changed',
  price_unconfirmed: 'sb.ticket.validation.price-unconfirmed',
  stake_not_positive: 'sb.ticket.validation.stake-required',
  invalid_amount: 'sb.ticket.validation.invalid-amount',
  custom_odds_missing: 'sb.ticket.validation.custom-odds-missing',
  system_type_mismatch: 'sb.ticket.validation.system-type-mismatch',
  selection_suspended: SELECTION_LABELS.suspended,
  selection_not_available: SELECTION_LABELS.notAvailable,
  selections_not_combinable: 'sb.ticket.validation.not-combinable',
  total_stake_mismatch: 'sb.ticket.validation.total-stake-mismatch',
  insufficient_balance: 'sb.ticket.validation.insufficient-balance',
} as const;

export type ValidationCode = keyof typeof VALIDATION_KEYS | LimitKind;

/** Why the place button is disabled (or, in `warnings`, what the bettor is warned of). */
export interface ValidationReason {
  readonly code: ValidationCode;
  readonly messageKey: string;
  /** The bet concerned, when it is one bet's problem. */
  readonly betId?: string;
  /** The selection concerned, when it is one selection's problem. */
  readonly selectionId?: string;
}

/** The place button: enabled, or why not; and the limit warnings to show either way. */
export interface TicketValidation {
  readonly enabled: boolean;
  readonly reasons: readonly ValidationReason[];
  readonly warnings: readonly ValidationReason[];
}

/**
 * [VAL3] The amount check: a stake is a whole number of minor units from 1 up to the largest safe integer,
 * in the slip currency (the bet's code and subunits are the currency's). The same rule serves fiat and
 * crypto: amounts are integer minor units either way, so the smallest stake is one minor unit (a cent, a
 * satoshi); the fiat flag only picks the limits table (LIM2).
 */
export function isValidStakeAmount(
  bet: Pick<SlipBet, 'stake' | 'currency' | 'subunits'>,
  currency: TicketCurrency,
): boolean {
  return (
    Number.isSafeInteger(bet.stake) &&
    bet.stake >= 1 &&
    bet.currency === currency.code &&
    bet.subunits === currency.subunits
  );
}

/**
 * [VAL4] A bet set is valid when every stake is above zero and the summed stake equals the computed total
 * (DER6) as a safe integer: with integer minor units this catches a non-integer, non-finite or overflowing
 * stake anywhere in the set.
 */
export function isValidBetSet(bets: readonly Pick<SlipBet, 'stake'>[]): boolean {
  let sum = 0;
  for (const bet of bets) {
    if (!(bet.stake > 0) || !Number.isSafeInteger(bet.stake)) return false;
    sum += bet.stake;
  }
  return Number.isSafeInteger(sum) && sum === totalStake(bets);
}

function betReasons(
  bet: SlipBet,
  context: ValidationContext,
): { reasons: ValidationReason[]; warnings: ValidationReason[] } {
  const reasons: ValidationReason[] = [];
  const warnings: ValidationReason[] = [];
  const add = (code: keyof typeof VALIDATION_KEYS, selectionId?: string) =>
    reasons.push({
      code,
      messageKey: VALIDATION_KEYS[code],
      betId: bet.betId,
      ...(selectionId ? { selectionId } : {}),
    });
  if (!(bet.stake > 0)) add('stake_not_positive');
  else if (!isValidStakeAmount(bet, context.currency)) add('invalid_amount');
  if (
    bet.betType === 'system' &&
    (!bet.systemType || !systemTypeFits(bet.systemType, bet.selections.length))
  ) {
    add('system_type_mismatch');
  }
  if (bet.betType === 'custom_bet' && (bet.customOdds === null || !isValidOdds(bet.customOdds))) {
    add('custom_odds_missing');
  }
  const notCombinableIds = notCombinable(bet);
  for (const selection of bet.selections) {
    if (selection.isNotAvailable) add('selection_not_available', selection.id);
    else if (notCombinableIds.has(selection.id)) add('selections_not_combinable', selection.id);
    else if (selection.isSuspended) add('selection_suspended', selection.id);
  }
  for (const violation of betLimitViolations(bet, context.limits, context.currency.fiat)) {
    const reason = { code: violation.kind, messageKey: violation.messageKey, betId: bet.betId };
    (violation.action === 'reject' ? reasons : warnings).push(reason);
  }
  return { reasons, warnings };
}

/**
 * [VAL1] Whether the place button is enabled, and every reason it is not, in this order: no bets; a ticket in
 * progress; a placed ticket (SUCCESS: clear or reuse first); each selection whose price the live feed has not
 * confirmed (VAL5); odds changes not yet accepted (ODDS_CHANGED or a
 * changed selection); then per bet: a stake not above 0 or failing the amount check (VAL3), a system whose
 * selection count fits no system type, a custom bet not priced, each not available, not combinable or
 * suspended selection, each refused bet limit (LIM4, with the spec's key); then the bet set (VAL4) and a known
 * balance below the total stake. Accepted limits come back as warnings and do not disable the button.
 */
export function validateTicket(state: TicketState<unknown>, context: ValidationContext): TicketValidation {
  const reasons: ValidationReason[] = [];
  const warnings: ValidationReason[] = [];
  const add = (code: keyof typeof VALIDATION_KEYS) =>
    reasons.push({ code, messageKey: VALIDATION_KEYS[code] });
  if (state.bets.length === 0) add('no_bets');
  if (state.inProgress) add('in_progress');
  if (state.ticketState === 'SUCCESS') add('already_placed');
  if (context.unconfirmed && context.unconfirmed.length > 0) {
    const unconfirmed = new Set(context.unconfirmed);
    for (const bet of state.bets) {
      for (const selection of bet.selections) {
        if (!unconfirmed.has(selection.id)) continue;
        reasons.push({
          code: 'price_unconfirmed',
          messageKey: VALIDATION_KEYS.price_unconfirmed,
          betId: bet.betId,
          selectionId: selection.id,
        });
      }
    }
  }
  if (
    state.ticketState === 'ODDS_CHANGED' ||
    state.bets.some((bet) => bet.selections.some((selection) => selection.isChanged))
  ) {
    add('odds_changed');
  }
  for (const bet of state.bets) {
    const found = betReasons(bet, context);
    reasons.push(...found.reasons);
    warnings.push(...found.warnings);
  }
  if (state.bets.length > 0 && state.bets.every((bet) => bet.stake > 0) && !isValidBetSet(state.bets)) {
    add('total_stake_mismatch');
  }
  if (context.balance !== null && totalStake(state.bets) > context.balance) add('insufficient_balance');
  return { enabled: reasons.length === 0, reasons, warnings };
}
