import { PLATFORM_MESSAGE_KEYS } from '@sportsbook/contract/platform/platform-errors';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/register-call';
import { AccountTokens, type IssuedToken } from './account-tokens';

/*
 * Confirm password (spec §2.2 confirm password modal): POST /platform/users/password/confirm re-checks the
 * signed-in player's password and answers a token valid 5 minutes, for that session only, which sensitive
 * changes (raising or removing a limit, an exclusion) require. It can serve several changes within those
 * 5 minutes; a new confirmation retires the older token.
 */

/** The session a token is bound to: the same token under another session does not hash the same. */
function binding(sessionId: number): string {
  return `session:${sessionId}`;
}

/** Issues the 5-minute confirmation token for the caller's session (after the password was checked). */
export function issuePasswordConfirmation(db: Db, clock: Clock, caller: Caller): Promise<IssuedToken> {
  return new AccountTokens(db, clock).issue(
    caller.playerId,
    'password_confirmation',
    binding(caller.sessionId),
  );
}

/** Whether `token` is a live password confirmation of this player's session. */
export async function isPasswordConfirmed(
  db: Db,
  clock: Clock,
  caller: Caller,
  token: string | undefined,
): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const check = await new AccountTokens(db, clock).check(
    token,
    'password_confirmation',
    binding(caller.sessionId),
  );
  return typeof check !== 'string' && check.playerId === caller.playerId;
}

/**
 * For the responsible-gambling calls: throws 403 `password_confirmation_required` unless `token` is a live
 * password confirmation (POST /platform/users/password/confirm) of the caller's own session.
 */
export async function verifyPasswordConfirmation(
  db: Db,
  clock: Clock,
  caller: Caller,
  token: string | undefined,
): Promise<void> {
  if (await isPasswordConfirmed(db, clock, caller, token)) return;
  throw new ApiError(
    403,
    'password_confirmation_required',
    'confirm your password first (POST /platform/users/password/confirm); the confirmation lasts 5 minutes',
    undefined,
    PLATFORM_MESSAGE_KEYS.password_confirmation_required,
  );
}
