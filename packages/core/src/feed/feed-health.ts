import type { FeedState, FeedStatus } from './feed-status';

/**
 * The backend's side of the feed status (FEED1): whether the prices it serves follow its live feed, from what
 * the feed reports (ticks that succeeded or failed) and a watch on the clock. A pure reducer; times are the
 * server clock's milliseconds.
 */
export interface FeedHealth {
  readonly status: FeedState;
  /** When the feed entered `status` (ms). */
  readonly since: number;
  /** When the last tick succeeded (ms), or null before the first one. */
  readonly lastTickAt: number | null;
}

export type FeedHealthEvent =
  /** The feed is started: it replays the time the backend was down before its first tick reaches now. */
  | { readonly kind: 'started'; readonly at: number }
  /** A tick wrote the book at the clock's time `at`. */
  | { readonly kind: 'tick_succeeded'; readonly at: number }
  /** A tick could not write the book (database down, a fault in the feed). */
  | { readonly kind: 'tick_failed'; readonly at: number }
  /** The clock's time now, and how long without a successful tick makes the prices stale. */
  | { readonly kind: 'watched'; readonly at: number; readonly staleAfterMs: number };

/** [FDH1] A backend without a feed serves prices nothing moves: they are live for good. */
export const WITHOUT_FEED: FeedHealth = { status: 'live', since: 0, lastTickAt: null };

function enter(health: FeedHealth, status: FeedState, since: number, lastTickAt = health.lastTickAt) {
  // [FDH4] `since` moves only when the status changes.
  if (health.status === status) return lastTickAt === health.lastTickAt ? health : { ...health, lastTickAt };
  return { status, since, lastTickAt };
}

/**
 * [FDH1] [FDH2] [FDH3] [FDH4] The feed's health after an event:
 * - started: catching up, since the start, until a tick succeeds (then live);
 * - a failed tick makes a live feed stale (a catching-up one stays catching up);
 * - no successful tick for longer than `staleAfterMs` makes a live feed stale, since the moment it was due;
 * - a successful tick makes it live, since that tick (a new live period after one that was not).
 */
export function feedHealthAfter(health: FeedHealth, event: FeedHealthEvent): FeedHealth {
  switch (event.kind) {
    case 'started':
      return { status: 'catching_up', since: event.at, lastTickAt: null };
    case 'tick_succeeded':
      return enter(health, 'live', event.at, event.at);
    case 'tick_failed':
      return health.status === 'live' ? enter(health, 'stale', event.at) : health;
    case 'watched': {
      if (health.status !== 'live' || health.lastTickAt === null) return health;
      const due = health.lastTickAt + event.staleAfterMs;
      return event.at > due ? enter(health, 'stale', due) : health;
    }
  }
}

/** [FDH4] The status as the wire carries it (`since` in ISO 8601 UTC). */
export function feedStatusOf(health: FeedHealth): FeedStatus {
  return { status: health.status, since: new Date(health.since).toISOString() };
}
