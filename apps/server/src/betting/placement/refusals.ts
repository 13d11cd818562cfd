import { PLATFORM_MESSAGE_KEYS } from '@sportsbook/contract/platform/platform-errors';
import type { BetRefusal } from '@sportsbook/contract/sportsbook/bet-calls';
import type { LimitKind } from '@sportsbook/core/ticket/bet-limits';
import {
  type PLACE_ERROR_CODES,
  type PlaceRefusalCode,
  placeErrorMessageKey,
  type WrongOddsCode,
} from '@sportsbook/core/ticket/place-errors';

/**
 * Refusal codes the reference backend adds to core's PLACE_REFUSAL_CODES, for refusals the spec leaves
 * open. They live here until core takes them (reported to core's owner).
 */
export const SERVER_REFUSAL_CODES = [
  /** The bet does not have the shape its type needs (selection count, system id, custom odds). */
  'invalid_bet_type',
  /** The same selection twice in one bet. */
  'duplicate_selection',
  /** The stake's currency is not an active account of the player. */
  'account_unavailable',
  /** The bonus sent cannot be used on the bet: not the player's, spent, expired, or its conditions unmet. */
  'bonus_unavailable',
  /** The player's own responsible-gambling limits (docs/adr/0010): over a bet, loss or wager limit. */
  'bet_limit_exceeded',
  'loss_limit_exceeded',
  'wager_limit_exceeded',
  /** A self-exclusion or cooling-off is running. */
  'self_excluded',
  'cooling_off',
] as const;
export type ServerRefusalCode = (typeof SERVER_REFUSAL_CODES)[number];

/** Every code a refused bet can carry. */
export type RefusalCode =
  | PlaceRefusalCode
  | ServerRefusalCode
  | WrongOddsCode
  | typeof PLACE_ERROR_CODES.invalidOdds
  | typeof PLACE_ERROR_CODES.invalidOddsCustomBet;

/** Message keys of the server's own codes (core's placeErrorMessageKey knows the others). */
const SERVER_MESSAGE_KEYS: Readonly<Record<ServerRefusalCode, string>> = {
  invalid_bet_type: 'error.place_bets.invalid_bet_type',
  duplicate_selection: 'error.place_bets.duplicate_selection',
  account_unavailable: 'error.place_bets.account_unavailable',
  bonus_unavailable: 'error.place_bets.bonus_unavailable',
  bet_limit_exceeded: PLATFORM_MESSAGE_KEYS.bet_limit_exceeded,
  loss_limit_exceeded: PLATFORM_MESSAGE_KEYS.loss_limit_exceeded,
  wager_limit_exceeded: PLATFORM_MESSAGE_KEYS.wager_limit_exceeded,
  self_excluded: PLATFORM_MESSAGE_KEYS.self_excluded,
  cooling_off: PLATFORM_MESSAGE_KEYS.cooling_off,
};

/** The message key of a refusal code: the server's own, else core's catalogue (ERR3). */
export function refusalMessageKey(code: RefusalCode): string {
  return (
    (SERVER_MESSAGE_KEYS as Readonly<Record<string, string>>)[String(code)] ?? placeErrorMessageKey(code)
  );
}

/** Where a refused bet's odds moved: a selection and its odds now. */
export type CurrentOdds = NonNullable<BetRefusal['current_odds']>[number];

/** Why one bet cannot be placed, before it is translated (see messages/betting-messages). */
export interface Refusal {
  readonly code: RefusalCode;
  readonly messageKey: string;
  /** An English sentence for logs and operators. */
  readonly reason: string;
  readonly currentOdds?: readonly CurrentOdds[];
  /** Custom bets refused on their price: the server's price now. */
  readonly currentCustomOdds?: number;
  readonly limit?: { readonly kind: LimitKind; readonly value: number };
  /** The `{limit}` of a responsible-gambling refusal, already written for the request's locale. */
  readonly limitText?: string;
}

/** A refusal with the code's own message key. */
export function refusal(code: RefusalCode, reason: string, extra: Partial<Refusal> = {}): Refusal {
  return { code, messageKey: refusalMessageKey(code), reason, ...extra };
}
