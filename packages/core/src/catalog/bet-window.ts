import { MATCH_STATUS, type MatchStatus } from './match-status';

/** What decides whether a match takes bets at a moment: its status, kind and scheduled start. */
export interface BetWindowMatch {
  readonly status: MatchStatus;
  /** `match` for a fixture; an outright (`season`, …) runs for a whole competition. */
  readonly type: string;
  /** The scheduled start (ISO 8601). */
  readonly startTime: string;
}

/** Why a match takes no bets now, or undefined when it takes them. */
export type BetWindowRefusal = 'not_bettable_status' | 'started';

/**
 * [BWIN1] [BWIN2] [BWIN3] Whether a match takes bets at `now` (server clock, ms):
 * - a fixture before kick-off (prematch) only until its scheduled start, whatever the feed says, and not at
 *   all when its start is not a time (fail closed);
 * - a live fixture only because the feed said it is live (its status), whatever its start time;
 * - an outright is not closed by its start (the competition's), only by its status;
 * - stopped, closed, finished and not-covered matches never (CAT4).
 */
export function betWindowRefusal(match: BetWindowMatch, now: number): BetWindowRefusal | undefined {
  if (match.status === MATCH_STATUS.live) return undefined;
  if (match.status !== MATCH_STATUS.prematch) return 'not_bettable_status';
  if (match.type !== 'match') return undefined;
  const start = Date.parse(match.startTime);
  if (!Number.isFinite(start) || now >= start) return 'started';
  return undefined;
}
