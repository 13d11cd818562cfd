import { SportsbookSessionInfoSchema } from '../entities/sportsbook-session';
import { defineCall } from '../http/call';

/*
 * Sportsbook sessions (spec §7.1). `POST /sportsbook_sessions` (platform-calls.ts) starts or continues the
 * session of the signed-in player and answers 403 session_limit_reached once a session, sportsbook_session
 * or time limit is used up; these calls read it and acknowledge its reality check. Every call of a player
 * whose session limit is used up answers 403 session_limit_reached (the session is revoked), except catalogue
 * reads, which are not checked (the player's next own call is); a sportsbook
 * session without a sign of life for 10 minutes has ended, and the next one starts a new session
 * (docs/adr/0010).
 */

export const getSportsbookSessionInfo = defineCall({
  id: 'getSportsbookSessionInfo',
  api: 'platform',
  method: 'GET',
  path: '/sportsbook_sessions/current',
  summary:
    'The current sportsbook session: time, stakes, wins and net result from the ledger, whether a reality check is due, and when a session or time limit ends the session (`ends_at`). Poll every 30 s; answered with Cache-Control: no-store. 400 reality_check_not_configured: stop polling. 403 session_limit_reached: the session has ended (out-of-session-limit modal, local sign-out). 404 session_not_started',
  auth: 'session',
  status: 200,
  response: SportsbookSessionInfoSchema,
  errorStatuses: [400, 401, 403, 404],
});

export const continueSportsbookSession = defineCall({
  id: 'continueSportsbookSession',
  api: 'platform',
  method: 'POST',
  path: '/sportsbook_sessions/continue',
  summary:
    'Acknowledges the reality check (spec §7.1): the next one is due one interval from now. 400 reality_check_not_configured, 403 session_limit_reached, 404 session_not_started',
  auth: 'session',
  status: 200,
  response: SportsbookSessionInfoSchema,
  errorStatuses: [400, 401, 403, 404],
});
