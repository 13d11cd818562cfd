import {
  INITIAL_PRICE_GUARD,
  type PriceGuard,
  type PriceGuardEvent,
  reducePriceGuard,
  unconfirmedSelections,
} from '@sportsbook/core/feed/price-guard';
import { describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '@/lib/api/browser-call';
import { followSlipPriceGuard, REREAD_BASE_MS } from './slip-price-guard';

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 27, 12, 0, seconds)).toISOString();

/** A guard store, a manual timer and a reread whose answers the test gives one by one. */
function world() {
  let guard: PriceGuard = INITIAL_PRICE_GUARD;
  const listeners = new Set<() => void>();
  const dispatch = (event: PriceGuardEvent) => {
    const next = reducePriceGuard(guard, event);
    if (next === guard) return;
    guard = next;
    for (const listener of [...listeners]) listener();
  };
  const timers: { run: () => void; ms: number; cancelled: boolean }[] = [];
  const reads: {
    ids: readonly string[];
    answer: (ids: readonly string[]) => void;
    fail: (e: unknown) => void;
  }[] = [];
  const stop = followSlipPriceGuard({
    getGuard: () => guard,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch,
    reread: (ids) =>
      new Promise((resolve, reject) => {
        reads.push({ ids, answer: resolve, fail: reject });
      }),
    schedule: (run, ms) => {
      const timer = { run, ms, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    dispatch,
    guard: () => guard,
    reads,
    timers,
    stop,
    settle,
    status: (status: 'live' | 'stale', seconds: number) =>
      dispatch({ type: 'feedStatusReceived', feed: { status, since: at(seconds) } }),
  };
}

describe('the slip’s prices after an outage', () => {
  it('reads nothing while the feed is live or stale; reads the shown selections once it is live again', async () => {
    const w = world();
    w.dispatch({ type: 'selectionsChanged', selectionIds: ['a', 'b'] });
    w.status('stale', 1);
    expect(w.reads).toHaveLength(0);
    w.status('live', 2);
    expect(w.reads.map((read) => read.ids)).toEqual([['a', 'b']]);
    w.reads[0]?.answer(['a', 'b']);
    await w.settle();
    expect(unconfirmedSelections(w.guard(), ['a', 'b'])).toEqual([]);
    expect(w.reads).toHaveLength(1);
    w.stop();
  });

  it('a failed read is tried again after the backend’s Retry-After, else after a pause; never in a loop', async () => {
    const w = world();
    w.dispatch({ type: 'selectionsChanged', selectionIds: ['a'] });
    w.status('stale', 1);
    w.status('live', 2);
    const paused = new ApiCallError('listMatches', 503, 'service_unavailable', undefined, undefined, 'busy');
    paused.retryAfterSeconds = 4;
    w.reads[0]?.fail(paused);
    await w.settle();
    expect(w.timers.map((timer) => timer.ms)).toEqual([4_000]);
    expect(w.reads).toHaveLength(1);
    w.timers[0]?.run();
    expect(w.reads).toHaveLength(2);
    w.reads[1]?.fail(new Error('offline'));
    await w.settle();
    expect(w.timers[1]?.ms).toBe(REREAD_BASE_MS * 2);
    w.timers[1]?.run();
    w.reads[2]?.answer(['a']);
    await w.settle();
    expect(unconfirmedSelections(w.guard(), ['a'])).toEqual([]);
    w.stop();
  });

  it('a read of an earlier live period does not count: the selections are read again for the new one', async () => {
    const w = world();
    w.dispatch({ type: 'selectionsChanged', selectionIds: ['a'] });
    w.status('stale', 1);
    w.status('live', 2);
    w.status('stale', 3);
    w.status('live', 4);
    w.reads[0]?.answer(['a']);
    await w.settle();
    expect(unconfirmedSelections(w.guard(), ['a'])).toEqual(['a']);
    // Not counted: a pause, then the read of the current period.
    expect(w.timers).toHaveLength(1);
    w.timers[0]?.run();
    expect(w.reads).toHaveLength(2);
    w.reads[1]?.answer(['a']);
    await w.settle();
    expect(unconfirmedSelections(w.guard(), ['a'])).toEqual([]);
    w.stop();
  });

  it('a new feed status ends a pause at once; once stopped, nothing more is read', async () => {
    const w = world();
    w.dispatch({ type: 'selectionsChanged', selectionIds: ['a'] });
    w.status('stale', 1);
    w.status('live', 2);
    w.reads[0]?.fail(new Error('offline'));
    await w.settle();
    expect(w.timers).toHaveLength(1);
    w.status('stale', 3);
    w.status('live', 4);
    expect(w.timers[0]?.cancelled).toBe(true);
    expect(w.reads).toHaveLength(2);
    w.stop();
    w.reads[1]?.answer(['a']);
    await w.settle();
    w.status('stale', 5);
    w.status('live', 6);
    expect(w.reads).toHaveLength(2);
    expect(vi.isFakeTimers()).toBe(false);
  });
});
