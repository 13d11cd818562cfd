import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchPriceGuard, getPriceGuard, resetPriceGuard, subscribePriceGuard } from './feed-store';

afterEach(() => resetPriceGuard());

describe('the page’s stale-price guard', () => {
  it('starts live, tells its readers when the feed goes stale, and not when nothing changed', () => {
    expect(getPriceGuard().feed.status).toBe('live');
    const reader = vi.fn();
    subscribePriceGuard(reader);
    const stale = { status: 'stale', since: '2026-11-27T12:00:00.000Z' } as const;
    dispatchPriceGuard({ type: 'feedStatusReceived', feed: stale });
    expect(reader).toHaveBeenCalledTimes(1);
    expect(getPriceGuard()).toMatchObject({ feed: stale, pageFresh: false });
    // An older status arriving late is ignored (core FEED2): nobody is woken.
    dispatchPriceGuard({
      type: 'feedStatusReceived',
      feed: { status: 'live', since: '2026-11-27T11:00:00.000Z' },
    });
    expect(reader).toHaveBeenCalledTimes(1);
  });
});
