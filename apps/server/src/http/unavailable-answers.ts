import { createPayment, quickDeposit } from '@sportsbook/contract/platform/payment-calls';
import { cashoutBet, maxStake, placeBets } from '@sportsbook/contract/sportsbook/bet-calls';
import { type DatabaseFault, DatabaseUnavailableError } from '../db/database-errors';
import { ApiError } from './api-error';

/**
 * The calls that take a bet or move money: while the database cannot do their work they answer
 * `betting_paused` ("betting is paused, nothing was taken"), every other call `service_unavailable`.
 * Max stake is one of them: the slip asks it as part of placing (to fill or cap the stake), and its answer
 * is the balance, which is not known while the database is away; told `betting_paused`, the slip says what
 * is true for the bet it is building. The bet builder's price and the bet list are reads and say
 * `service_unavailable`.
 */
export const MONEY_CALL_IDS: ReadonlySet<string> = new Set([
  placeBets.id,
  maxStake.id,
  cashoutBet.id,
  createPayment.id,
  quickDeposit.id,
]);

const WHY: Readonly<Record<DatabaseFault, string>> = {
  unreachable: 'the database cannot be reached',
  timed_out: 'the database did not do the work in time',
  busy: 'the database is too busy',
};

/**
 * The 503 of a call whose database work could not be done: `betting_paused` for a money call (unless the
 * database was only too busy: that is load shedding, said as `service_unavailable` with a short wait),
 * `service_unavailable` otherwise; `Retry-After` from the error when it knows, else `retryAfterSeconds`.
 */
export function unavailableAnswer(
  callId: string | undefined,
  fault: DatabaseFault,
  error: unknown,
  retryAfterSeconds: number,
): ApiError {
  const retryAfter = error instanceof DatabaseUnavailableError ? error.retryAfterSeconds : retryAfterSeconds;
  const why = WHY[fault];
  if (fault !== 'busy' && callId !== undefined && MONEY_CALL_IDS.has(callId))
    return ApiError.bettingPaused(why, retryAfter);
  return ApiError.serviceUnavailable(`${why}; nothing was done, try again later`, retryAfter);
}
