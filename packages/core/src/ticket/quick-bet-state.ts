import type { SlipBet } from './slip-bet';
import type { SlipCurrency } from './ticket-state';

/*
 * The quick bet's state and its initial value, apart from the reducer: the web reads the state on a page's
 * first load and loads the reducer only when the bettor acts.
 */

/** Quick bet states (spec §3 Quick bet `state`). */
export const QUICK_BET_STATES = ['INITIAL', 'PROCESSING', 'SUCCESS', 'ERROR'] as const;
export type QuickBetStateName = (typeof QUICK_BET_STATES)[number];

/** A quick bet error: the message key to show and the code, when there is one. */
export interface QuickBetError {
  readonly messageKey: string;
  readonly code: string | number | null;
}

/** The quick bet (spec §3): one tap places a single at a preset stake. `P` is the server's placed bet. */
export interface QuickBetState<P = unknown> {
  readonly isEnabled: boolean;
  readonly state: QuickBetStateName;
  /** The single to place (its stake follows `stake`); null when no outcome is chosen. */
  readonly bet: SlipBet | null;
  /** The chosen outcome's id, or none. */
  readonly selectedOutcomeIds: readonly string[];
  /** The quick-bet stake in minor units of `currency`. */
  readonly stake: number;
  readonly currency: string;
  /** Minor units per major unit of `currency`. */
  readonly subunits: number;
  /** The bettor approved the stake (QB2). */
  readonly isApproved: boolean;
  readonly error: QuickBetError | null;
  readonly placedBet: P | null;
}

/** [QB1] A disabled quick bet in `currency` with stake 0. */
export function initialQuickBetState<P = unknown>(currency: SlipCurrency): QuickBetState<P> {
  return {
    isEnabled: false,
    state: 'INITIAL',
    bet: null,
    selectedOutcomeIds: [],
    stake: 0,
    currency: currency.code,
    subunits: currency.subunits,
    isApproved: false,
    error: null,
    placedBet: null,
  };
}
