import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASSUMED_LIVE, FEED_STATES, type FeedStatus, isFeedLive } from './feed-status';
import {
  INITIAL_PRICE_GUARD,
  isPriceUnconfirmed,
  type PriceGuard,
  type PriceGuardEvent,
  pricesShownStale,
  reducePriceGuard,
  rereadWanted,
  unconfirmedSelections,
} from './price-guard';

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 27, 12, 0, seconds)).toISOString();
const status = (state: FeedStatus['status'], seconds: number): PriceGuardEvent => ({
  type: 'feedStatusReceived',
  feed: { status: state, since: at(seconds) },
});
const picks = (...selectionIds: string[]): PriceGuardEvent => ({ type: 'selectionsChanged', selectionIds });
const run = (events: readonly PriceGuardEvent[], from: PriceGuard = INITIAL_PRICE_GUARD) =>
  events.reduce(reducePriceGuard, from);

describe('stale-price guard', () => {
  it('[FEED3] before the backend says anything, prices are live and every selection can be placed', () => {
    const guard = run([picks('a', 'b')]);
    expect(pricesShownStale(guard)).toBe(false);
    expect(unconfirmedSelections(guard, ['a', 'b'])).toEqual([]);
    expect(rereadWanted(guard)).toBeNull();
  });

  it('[FEED3] while the feed is not live the page shows stale prices and no selection can be placed, new picks too', () => {
    for (const state of ['stale', 'catching_up'] as const) {
      const guard = run([picks('a'), status(state, 1)]);
      expect(pricesShownStale(guard)).toBe(true);
      expect(unconfirmedSelections(guard, ['a', 'new'])).toEqual(['a', 'new']);
      expect(run([picks('a', 'new')], guard).unconfirmed).toEqual(['a', 'new']);
      expect(rereadWanted(guard)).toBeNull();
    }
  });

  it('[FEED4] live again: prices stay stale until the page is read again by a read of this live period', () => {
    const back = run([picks('a'), status('stale', 1), status('live', 2)]);
    expect(pricesShownStale(back)).toBe(true);
    expect(rereadWanted(back)).toEqual({ since: at(2), page: true, selectionIds: ['a'] });
    // A refresh that started before the feed was live again does not count.
    expect(run([{ type: 'pageReread', since: at(1) }], back)).toBe(back);
    const fresh = run([{ type: 'pageReread', since: at(2) }], back);
    expect(pricesShownStale(fresh)).toBe(false);
    expect(isPriceUnconfirmed(fresh, 'a')).toBe(true);
  });

  it('[FEED4] a selection is placeable again once its own price was read in this live period', () => {
    const back = run([
      picks('a', 'b'),
      status('stale', 1),
      status('live', 2),
      { type: 'pageReread', since: at(2) },
    ]);
    const early = run([{ type: 'pricesReread', since: at(1), selectionIds: ['a', 'b'] }], back);
    expect(unconfirmedSelections(early, ['a', 'b'])).toEqual(['a', 'b']);
    const reread = run([{ type: 'pricesReread', since: at(2), selectionIds: ['a'] }], back);
    expect(unconfirmedSelections(reread, ['a', 'b'])).toEqual(['b']);
    expect(rereadWanted(reread)).toEqual({ since: at(2), page: false, selectionIds: ['b'] });
    const done = run([{ type: 'pricesReread', since: at(2), selectionIds: ['b'] }], reread);
    expect(rereadWanted(done)).toBeNull();
  });

  it('[FEED4] a newer live status than the live one known means a missed outage: read everything again', () => {
    const live = run([picks('a'), status('live', 1), { type: 'pageReread', since: at(1) }]);
    expect(pricesShownStale(live)).toBe(false);
    const later = run([status('live', 5)], live);
    expect(pricesShownStale(later)).toBe(true);
    expect(unconfirmedSelections(later, ['a'])).toEqual(['a']);
  });

  it('[FEED5] picks made while the page is not fresh wait for a read; removed selections are forgotten', () => {
    const back = run([picks('a'), status('stale', 1), status('live', 2)]);
    expect(isPriceUnconfirmed(back, 'new')).toBe(true);
    const picked = run([picks('a', 'new')], back);
    expect(picked.unconfirmed).toEqual(['a', 'new']);
    const removed = run([picks('new')], picked);
    expect(removed.unconfirmed).toEqual(['new']);
    const fresh = run([{ type: 'pageReread', since: at(2) }, picks('new', 'later')], removed);
    expect(unconfirmedSelections(fresh, ['new', 'later'])).toEqual(['new']);
  });

  it('[FEED3] an older status arriving late changes nothing', () => {
    const live = run([status('stale', 1), status('live', 3)]);
    expect(run([status('stale', 2)], live)).toBe(live);
  });

  const anEvent: fc.Arbitrary<PriceGuardEvent> = fc.oneof(
    fc.record({
      type: fc.constant('feedStatusReceived' as const),
      feed: fc.record({
        status: fc.constantFrom(...FEED_STATES),
        since: fc.integer({ min: 0, max: 8 }).map(at),
      }),
    }),
    fc.record({
      type: fc.constant('selectionsChanged' as const),
      selectionIds: fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 4 }),
    }),
    fc.record({ type: fc.constant('pageReread' as const), since: fc.integer({ min: 0, max: 8 }).map(at) }),
    fc.record({
      type: fc.constant('pricesReread' as const),
      since: fc.integer({ min: 0, max: 8 }).map(at),
      selectionIds: fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 4 }),
    }),
  );

  it('[FEED3] [FEED5] whatever happened, nothing is placeable while the feed is not live', () => {
    fc.assert(
      fc.property(fc.array(anEvent, { maxLength: 25 }), (events) => {
        const guard = run(events);
        if (!isFeedLive(guard.feed)) {
          expect(unconfirmedSelections(guard, ['a', 'b', 'c', 'd'])).toEqual(['a', 'b', 'c', 'd']);
          expect(pricesShownStale(guard)).toBe(true);
        }
      }),
    );
  });

  it('[FEED4] [FEED5] a selection shown while the feed was not live is placeable only after a read of the live period', () => {
    fc.assert(
      fc.property(fc.array(anEvent, { maxLength: 25 }), (events) => {
        // Follow each selection: blocked from the moment the feed is not live while it is picked (or it is
        // picked then), until it is removed or a read of the current live period covers it.
        let guard = INITIAL_PRICE_GUARD;
        const blocked = new Set<string>();
        for (const event of events) {
          const before = guard;
          guard = reducePriceGuard(guard, event);
          const staleNow = !isFeedLive(guard.feed) || (!guard.pageFresh && guard !== before);
          if (event.type === 'feedStatusReceived' && staleNow)
            for (const id of guard.selections) blocked.add(id);
          if (event.type === 'selectionsChanged') {
            for (const id of [...blocked]) if (!event.selectionIds.includes(id)) blocked.delete(id);
            const wasStale = !isFeedLive(before.feed) || !before.pageFresh;
            for (const id of event.selectionIds)
              if (!before.selections.includes(id) && wasStale) blocked.add(id);
          }
          if (event.type === 'pricesReread' && isFeedLive(guard.feed) && guard.feed.since === event.since) {
            for (const id of event.selectionIds) blocked.delete(id);
          }
          for (const id of blocked) expect(isPriceUnconfirmed(guard, id)).toBe(true);
        }
      }),
    );
  });

  it('[FEED5] what the guard says of a new pick is what it says once told of it', () => {
    fc.assert(
      fc.property(fc.array(anEvent, { maxLength: 20 }), (events) => {
        const guard = run(events);
        const id = 'fresh-pick';
        const told = reducePriceGuard(guard, {
          type: 'selectionsChanged',
          selectionIds: [...guard.selections, id],
        });
        expect(isPriceUnconfirmed(told, id)).toBe(isPriceUnconfirmed(guard, id));
      }),
    );
  });

  it('[FEED6] once live with the page and every selection read again in this period, nothing waits', () => {
    fc.assert(
      fc.property(fc.array(anEvent, { maxLength: 25 }), (events) => {
        const guard = run(events);
        const wanted = rereadWanted(guard);
        if (!wanted) return;
        expect(isFeedLive(guard.feed)).toBe(true);
        const done = run(
          [
            { type: 'pageReread', since: wanted.since },
            { type: 'pricesReread', since: wanted.since, selectionIds: wanted.selectionIds },
          ],
          guard,
        );
        expect(rereadWanted(done)).toBeNull();
        expect(pricesShownStale(done)).toBe(false);
        expect(unconfirmedSelections(done, guard.selections)).toEqual([]);
      }),
    );
  });

  it('[FEED3] the assumed status is the initial one', () => {
    expect(INITIAL_PRICE_GUARD.feed).toBe(ASSUMED_LIVE);
  });
});
