import type { Authenticator } from '../http/register-call';
import type { SportsbookSessionService } from './sportsbook-session-service';

/**
 * Every call of a signed-in player, by session cookie or bearer token, first checks the player's session
 * and time limits (spec §8, docs/adr/0010): once one has run out the session is revoked and the call is
 * answered 403 session_limit_reached, whichever call it is (a deposit, a limit change, a bet, the session
 * poll). Calls without a player (sign-in, sign-out, the catalogue for visitors) are not checked.
 */
export function withSessionLimits(inner: Authenticator, sessions: SportsbookSessionService): Authenticator {
  return {
    async bearer(token) {
      const result = await inner.bearer(token);
      if (typeof result === 'object') await sessions.enforce(result);
      return result;
    },
    async session(request) {
      const caller = await inner.session(request);
      if (caller) await sessions.enforce(caller);
      return caller;
    },
  };
}
