import { getFeedStatus } from '@sportsbook/contract/sportsbook/feed-calls';
import type { FeedStatus } from '@sportsbook/core/feed/feed-status';
import { retryDelayMs } from '@sportsbook/core/network/retry-after';
import { ApiCallError, browserCall } from '@/lib/api/browser-call';
import { dispatchPriceGuard } from './feed-store';

/** Reads of the feed status after the first that did not get an answer (503, network). */
export const FEED_READ_ATTEMPTS = 3;
const RETRY_BASE_MS = 1_000;
const RETRY_CAP_MS = 8_000;

export interface FeedReadDeps {
  /** `GET /api/v2/feed/status`; by default through the web origin. */
  readonly read?: (locale: string) => Promise<FeedStatus>;
  /** Waits `ms` (a timer of the page; tests pass their own). */
  readonly wait?: (ms: number) => Promise<void>;
  /** Stops the attempts (the page went away, or a newer read started). */
  readonly signal?: AbortSignal;
}

const read = (locale: string) => browserCall(getFeedStatus, { locale });
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Reads the feed's status (when the page's realtime connection (re)subscribes to the public channel) and gives
 * it to the page's guard, where an older status never overrides a newer one (core FEED2). A backend without the
 * call (404), or any answer that is not a status, tells nothing: the page goes on with what it knew (at first,
 * live; core FEED1). A 503 or a lost answer is asked again, after the backend's `Retry-After` when it gave
 * one (core RTA2). Answers whether a status was read.
 */
export async function readFeedStatus(locale: string, deps: FeedReadDeps = {}): Promise<boolean> {
  const call = deps.read ?? read;
  const pause = deps.wait ?? wait;
  for (let attempt = 1; ; attempt += 1) {
    if (deps.signal?.aborted) return false;
    try {
      const feed = await call(locale);
      if (deps.signal?.aborted) return false;
      dispatchPriceGuard({ type: 'feedStatusReceived', feed });
      return true;
    } catch (error) {
      const again =
        error instanceof ApiCallError &&
        (error.isNetwork || error.isUnavailable) &&
        attempt < FEED_READ_ATTEMPTS;
      if (!again) return false;
      await pause(retryDelayMs(attempt, error.retryAfterSeconds, RETRY_BASE_MS, RETRY_CAP_MS));
    }
  }
}
