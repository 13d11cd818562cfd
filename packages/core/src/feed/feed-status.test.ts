import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ASSUMED_LIVE,
  applyFeedStatus,
  FEED_STATES,
  type FeedStatus,
  isFeedLive,
  isNewLivePeriod,
} from './feed-status';

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 27, 12, 0, seconds)).toISOString();
const feed = (status: FeedStatus['status'], seconds: number): FeedStatus => ({ status, since: at(seconds) });

const aStatus = fc.record({
  status: fc.constantFrom(...FEED_STATES),
  since: fc.integer({ min: 0, max: 50 }).map(at),
});

describe('feed status', () => {
  it('[FEED1] only live is live; the assumed status is live since the earliest time', () => {
    expect(FEED_STATES.filter((status) => isFeedLive({ status, since: at(0) }))).toEqual(['live']);
    expect(isFeedLive(ASSUMED_LIVE)).toBe(true);
    expect(applyFeedStatus(ASSUMED_LIVE, feed('stale', 0))).toEqual(feed('stale', 0));
  });

  it('[FEED2] a later status wins; an older one never overrides a newer one', () => {
    const stale = feed('stale', 10);
    expect(applyFeedStatus(stale, feed('live', 11))).toEqual(feed('live', 11));
    expect(applyFeedStatus(stale, feed('live', 9))).toBe(stale);
    const live = feed('live', 20);
    expect(applyFeedStatus(live, feed('stale', 19))).toBe(live);
    expect(applyFeedStatus(live, feed('catching_up', 21))).toEqual(feed('catching_up', 21));
  });

  it('[FEED2] with the same since the status saying less is bettable wins (fail closed)', () => {
    expect(applyFeedStatus(feed('live', 5), feed('stale', 5))).toEqual(feed('stale', 5));
    const stale = feed('stale', 5);
    expect(applyFeedStatus(stale, feed('live', 5))).toBe(stale);
    expect(applyFeedStatus(stale, feed('catching_up', 5))).toBe(stale);
    expect(applyFeedStatus(feed('catching_up', 5), feed('stale', 5))).toEqual(stale);
  });

  it('[FEED2] an update without a time or a known state changes nothing', () => {
    const live = feed('live', 5);
    expect(applyFeedStatus(live, { status: 'stale', since: 'yesterday' })).toBe(live);
    expect(applyFeedStatus(live, { status: 'paused' as FeedStatus['status'], since: at(9) })).toBe(live);
  });

  it('[FEED2] the outcome does not depend on the order updates arrive in, and repeating one changes nothing', () => {
    fc.assert(
      fc.property(fc.array(aStatus, { maxLength: 12 }), fc.infiniteStream(fc.nat()), (updates, picks) => {
        const inOrder = updates.reduce(applyFeedStatus, ASSUMED_LIVE);
        const shuffled = updates.slice();
        const iterator = picks[Symbol.iterator]();
        for (let i = shuffled.length - 1; i > 0; i -= 1) {
          const j = (iterator.next().value as number) % (i + 1);
          [shuffled[i], shuffled[j]] = [shuffled[j] as FeedStatus, shuffled[i] as FeedStatus];
        }
        const otherOrder = shuffled.reduce(applyFeedStatus, ASSUMED_LIVE);
        expect(otherOrder).toEqual(inOrder);
        for (const update of updates) expect(applyFeedStatus(inOrder, update)).toBe(inOrder);
      }),
    );
  });

  it('[FEED2] the result is never older than what was known', () => {
    fc.assert(
      fc.property(aStatus, aStatus, (current, update) => {
        const next = applyFeedStatus(current, update);
        expect(Date.parse(next.since)).toBeGreaterThanOrEqual(Date.parse(current.since));
      }),
    );
  });

  it('[FEED2] live after not live, or a newer live than a known live one, starts a new live period', () => {
    expect(isNewLivePeriod(feed('stale', 1), feed('live', 2))).toBe(true);
    expect(isNewLivePeriod(feed('live', 1), feed('live', 2))).toBe(true);
    expect(isNewLivePeriod(ASSUMED_LIVE, feed('live', 2))).toBe(false);
    const live = feed('live', 1);
    expect(isNewLivePeriod(live, live)).toBe(false);
    expect(isNewLivePeriod(live, feed('stale', 2))).toBe(false);
  });
});
