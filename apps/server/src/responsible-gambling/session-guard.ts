import { trackActivity } from '@sportsbook/contract/platform/account-calls';
import { createSportsbookSession } from '@sportsbook/contract/platform/platform-calls';
import {
  continueSportsbookSession,
  getSportsbookSessionInfo,
} from '@sportsbook/contract/platform/session-calls';
import type { CallerGuard } from '../http/register-call';
import type { SportsbookSessionService } from './sportsbook-session-service';

/**
 * Calls that check the session's limits themselves, under the player's lock where they write: the session
 * start and poll, the reality check's continue, the activity ping. Checking first would do the same work
 * twice. (Placement checks again inside its transaction, stake-limits.ts, but is guarded too: a bet must not
 * even be read past the limit.)
 */
const CHECK_THEMSELVES: ReadonlySet<string> = new Set([
  createSportsbookSession.id,
  getSportsbookSessionInfo.id,
  continueSportsbookSession.id,
  trackActivity.id,
]);

/**
 * Before a signed-in player's call, by session cookie or bearer token, checks the player's session and time
 * limits (spec §8, docs/adr/0010): once one has run out the session is revoked and the call is answered 403
 * session_limit_reached, whichever call it is (a deposit, a limit change, a bet). Left alone: calls
 * without a player (sign-in, sign-out, a visitor's catalogue), the catalogue reads a token only
 * personalises (`bearer-optional`: nothing of the player's changes, and the web asks the server at the
 * session's end anyway), and the calls in CHECK_THEMSELVES.
 */
export function sessionLimitGuard(sessions: SportsbookSessionService): CallerGuard {
  return async (caller, call) => {
    if (call.auth === 'bearer-optional' || CHECK_THEMSELVES.has(call.id)) return;
    await sessions.enforce(caller);
  };
}
