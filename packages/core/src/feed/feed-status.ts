/**
 * The live feed's status as a page follows it (reference backend, `GET /api/v2/feed/status` and the public
 * channel's `feed_status_changed`): whether the prices a backend serves follow the live feed now. Declared
 * structurally here (core never imports the contract); the web parses with the contract's schemas first.
 */

/** [FEED1] The feed's states: live, catching up after a start, stale (stopped or behind). */
export const FEED_STATES = ['live', 'catching_up', 'stale'] as const;
export type FeedState = (typeof FEED_STATES)[number];

/** The feed's state and since when (an ISO 8601 timestamp of the server's clock). */
export interface FeedStatus {
  readonly status: FeedState;
  readonly since: string;
}

/**
 * [FEED1] What a page assumes until its backend says otherwise, and all it ever assumes when the backend has
 * no feed status (404) or a read fails: live, since the earliest time, so that anything the backend tells wins.
 */
export const ASSUMED_LIVE: FeedStatus = { status: 'live', since: '1970-01-01T00:00:00.000Z' };

/** [FEED1] Whether prices follow the live feed (only then is anything bettable). */
export function isFeedLive(feed: FeedStatus): boolean {
  return feed.status === 'live';
}

/** Fail closed: of two statuses with the same `since`, the one saying less is bettable wins. */
const RANK: Readonly<Record<FeedState, number>> = { live: 0, catching_up: 1, stale: 2 };

/**
 * [FEED2] The status after an update (from the call or the event, in whatever order they arrive): the one with
 * the later `since` wins, so an older status never overrides a newer one; with the same `since` a non-live one
 * wins over live, and stale over catching up (fail closed); an update whose `since` is not a time, or whose
 * status is not a feed state, changes nothing. Returns `current` itself when it stands.
 */
export function applyFeedStatus(current: FeedStatus, update: FeedStatus): FeedStatus {
  const at = Date.parse(update.since);
  if (!Number.isFinite(at) || !(update.status in RANK)) return current;
  const now = Date.parse(current.since);
  if (at < now) return current;
  if (at === now && RANK[update.status] <= RANK[current.status]) return current;
  return update;
}

/**
 * [FEED2] Whether `feed` says the feed was live again after being down: a live status newer than a live one
 * already known (not the assumed one) means an outage the page did not hear of happened in between.
 */
export function isNewLivePeriod(previous: FeedStatus, next: FeedStatus): boolean {
  if (!isFeedLive(next) || next === previous) return false;
  if (!isFeedLive(previous)) return true;
  return previous.since !== ASSUMED_LIVE.since && next.since !== previous.since;
}
