import { z } from 'zod';
import { Timestamp } from '../entities/common';
import { defineCall } from '../http/call';

/**
 * Whether the prices a backend serves follow the live feed now:
 * - `live`: the feed is up to date; prices are bettable (subject to each market's own status);
 * - `catching_up`: the backend started and its feed is replaying the time it was down; nothing is bettable;
 * - `stale`: the feed stopped (database down, feed behind); the prices shown are old; nothing is bettable.
 */
export const FEED_STATES = ['live', 'catching_up', 'stale'] as const;
export const FeedStateSchema = z.enum(FEED_STATES).meta({ id: 'FeedState' });
export type FeedState = z.infer<typeof FeedStateSchema>;

/** The feed's state and since when (server clock). */
export const FeedStatusSchema = z
  .object({
    status: FeedStateSchema,
    since: Timestamp.meta({ description: 'When the feed entered this state' }),
  })
  .meta({ id: 'FeedStatus' });
export type FeedStatus = z.infer<typeof FeedStatusSchema>;

/**
 * The feed's state now: read by a page when its realtime connection (re)subscribes, then followed by
 * `feed_status_changed` on the public channel. A backend without it (404) is taken to be `live`.
 */
export const getFeedStatus = defineCall({
  id: 'getFeedStatus',
  api: 'sportsbook',
  method: 'GET',
  path: '/feed/status',
  summary: 'Whether the prices follow the live feed now (live), are catching up after a start, or are stale',
  auth: 'none',
  status: 200,
  response: FeedStatusSchema,
  errorStatuses: [],
});
