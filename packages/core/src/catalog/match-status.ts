/** Match status numbers of spec §3, as they travel on the wire. */
export const MATCH_STATUS = {
  prematch: 0,
  live: 1,
  stopped: 2,
  closed: 3,
  finished: 4,
  notCovered: 5,
} as const;

export type MatchStatus = (typeof MATCH_STATUS)[keyof typeof MATCH_STATUS];

export const MATCH_STATUSES: readonly MatchStatus[] = Object.values(MATCH_STATUS);

/** [CAT3] A match is live when its status is live (spec §4, market statuses). */
export function isLiveMatch(status: MatchStatus): boolean {
  return status === MATCH_STATUS.live;
}

/** [CAT4] Prematch and live matches take bets; stopped, closed, finished and not-covered ones do not. */
export function isBettableMatchStatus(status: MatchStatus): boolean {
  return status === MATCH_STATUS.prematch || status === MATCH_STATUS.live;
}
