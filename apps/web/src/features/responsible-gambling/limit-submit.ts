import type { PlayerLimit } from '@sportsbook/contract/entities/player-limit';
import {
  removeUserLimit,
  type SetUserLimitRequest,
  setUserLimit,
} from '@sportsbook/contract/platform/limit-calls';
import { confirmPassword } from '@/features/auth';
import { ApiCallError } from '@/lib/api/browser-call';
import { sessionCall } from '@/lib/player/session-actions';

/*
 * Limit calls of the limits page (spec §3; contract limit-calls.ts). Raising or removing a limit, and
 * excluding oneself, need a fresh password confirmation token (docs/adr/0010): the call is tried without
 * one (a lowering needs none), and a 403 password_confirmation_required asks for the password (W1's
 * confirm-password dialog) and tries once more with the token.
 */

export type LimitChange = { readonly limit: PlayerLimit; readonly pending: boolean };

/** The player cancelled the password confirmation: nothing was changed. */
export class ConfirmationCancelled extends Error {
  override readonly name = 'ConfirmationCancelled';
  constructor() {
    super('password confirmation cancelled');
  }
}

function needsPassword(error: unknown): boolean {
  return (
    error instanceof ApiCallError && error.status === 403 && error.code === 'password_confirmation_required'
  );
}

async function askToken(reason: string): Promise<string> {
  const token = await confirmPassword(reason);
  if (!token) throw new ConfirmationCancelled();
  return token;
}

/**
 * Sets a limit; `reason` is what the password dialog says. `askFirst` asks for the password before the
 * first try (exclusions always need it).
 */
export async function saveLimit(
  locale: string,
  body: SetUserLimitRequest,
  reason: string,
  askFirst = false,
): Promise<LimitChange> {
  const first = askFirst ? { ...body, password_confirmation_token: await askToken(reason) } : body;
  try {
    return await sessionCall(setUserLimit, { locale, body: first });
  } catch (error) {
    if (!needsPassword(error)) throw error;
  }
  const token = await askToken(reason);
  return sessionCall(setUserLimit, { locale, body: { ...body, password_confirmation_token: token } });
}

/** Removes a limit 24 hours from now (password needed), or withdraws a pending change at once. */
export async function removeLimit(locale: string, id: number, reason: string): Promise<LimitChange> {
  try {
    return await sessionCall(removeUserLimit, { locale, params: { id } });
  } catch (error) {
    if (!needsPassword(error)) throw error;
  }
  const token = await askToken(reason);
  return sessionCall(removeUserLimit, {
    locale,
    params: { id },
    query: { password_confirmation_token: token },
  });
}
