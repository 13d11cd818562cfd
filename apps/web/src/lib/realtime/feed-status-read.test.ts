import type { FeedStatus } from '@sportsbook/core/feed/feed-status';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '@/lib/api/browser-call';
import { readFeedStatus } from './feed-status-read';
import { dispatchPriceGuard, getPriceGuard, resetPriceGuard } from './feed-store';

const STALE: FeedStatus = { status: 'stale', since: '2026-11-27T12:00:00.000Z' };
const LIVE: FeedStatus = { status: 'live', since: '2026-11-27T12:00:05.000Z' };

function failure(status: number, retryAfterSeconds: number | null = null): ApiCallError {
  const error = new ApiCallError('getFeedStatus', status, undefined, undefined, undefined, 'failed');
  error.retryAfterSeconds = retryAfterSeconds;
  return error;
}

afterEach(() => resetPriceGuard());

describe('reading the feed status', () => {
  it('gives the status read to the page’s guard', async () => {
    const read = vi.fn(async () => STALE);
    await expect(readFeedStatus('en', { read })).resolves.toBe(true);
    expect(getPriceGuard().feed).toEqual(STALE);
  });

  it('a backend without the call (404) or a failed read counts as live: the page stays as it was', async () => {
    const read = vi.fn(async (): Promise<FeedStatus> => {
      throw failure(404);
    });
    await expect(readFeedStatus('en', { read })).resolves.toBe(false);
    expect(read).toHaveBeenCalledTimes(1);
    expect(getPriceGuard().feed.status).toBe('live');
    // A stale feed the page heard of stays stale when a later read fails (fail closed).
    dispatchPriceGuard({ type: 'feedStatusReceived', feed: STALE });
    const wait = vi.fn(async () => {});
    const down = vi.fn(async (): Promise<FeedStatus> => {
      throw failure(0);
    });
    await expect(readFeedStatus('en', { read: down, wait })).resolves.toBe(false);
    expect(down).toHaveBeenCalledTimes(3);
    expect(getPriceGuard().feed).toEqual(STALE);
  });

  it('asks again after a 503, waiting what its Retry-After says', async () => {
    const answers: (FeedStatus | ApiCallError)[] = [failure(503, 7), LIVE];
    const read = vi.fn(async () => {
      const next = answers.shift();
      if (next instanceof ApiCallError) throw next;
      return next as FeedStatus;
    });
    const wait = vi.fn(async () => {});
    await expect(readFeedStatus('en', { read, wait })).resolves.toBe(true);
    expect(wait).toHaveBeenCalledWith(7_000);
    expect(getPriceGuard().feed).toEqual(LIVE);
  });

  it('an answer that arrives after the read was stopped changes nothing', async () => {
    const controller = new AbortController();
    const read = vi.fn(async () => {
      controller.abort();
      return STALE;
    });
    await expect(readFeedStatus('en', { read, signal: controller.signal })).resolves.toBe(false);
    expect(getPriceGuard().feed.status).toBe('live');
  });
});
