import { ASSUMED_LIVE, applyFeedStatus, type FeedStatus, isFeedLive, isNewLivePeriod } from './feed-status';

/**
 * The stale-price guard of a page: what the live feed's status means for the prices the page shows and for
 * the selections of its bet slip and quick bet. While the feed is not live nothing may be placed; once it is
 * live again, the page shows its prices as stale until it has read them again, and a selection stays blocked
 * until its own price has been read again, both by reads that started after the feed became live.
 * Plain JSON data; the reducer reads no clock.
 */
export interface PriceGuard {
  /** The feed's status as last applied (FEED2). */
  readonly feed: FeedStatus;
  /** The page's prices were read since the feed was last live again (true until the feed is first not live). */
  readonly pageFresh: boolean;
  /** Ids (outcome keys) of the selections of the slip and the quick bet, as last told. */
  readonly selections: readonly string[];
  /** The selections whose price was shown while the feed was not live and has not been read again since. */
  readonly unconfirmed: readonly string[];
}

/** [FEED3] A page's guard before it knows anything: the feed is assumed live, nothing is blocked. */
export const INITIAL_PRICE_GUARD: PriceGuard = {
  feed: ASSUMED_LIVE,
  pageFresh: true,
  selections: [],
  unconfirmed: [],
};

/** What can happen to the guard. `since` of a read: the live status's `since` when the read started. */
export type PriceGuardEvent =
  /** The backend told the feed's status (the call on (re)subscribing, or the public channel's event). */
  | { readonly type: 'feedStatusReceived'; readonly feed: FeedStatus }
  /** The slip's and quick bet's selections are now these (ids). */
  | { readonly type: 'selectionsChanged'; readonly selectionIds: readonly string[] }
  /** The page read its prices again (a refresh of its data), starting while the feed was live since `since`. */
  | { readonly type: 'pageReread'; readonly since: string }
  /** These selections' prices were read again, the read starting while the feed was live since `since`. */
  | { readonly type: 'pricesReread'; readonly since: string; readonly selectionIds: readonly string[] };

function without(ids: readonly string[], gone: ReadonlySet<string>): readonly string[] {
  return ids.some((id) => gone.has(id)) ? ids.filter((id) => !gone.has(id)) : ids;
}

function union(ids: readonly string[], more: readonly string[]): readonly string[] {
  const known = new Set(ids);
  const added = more.filter((id) => !known.has(id));
  return added.length === 0 ? ids : [...ids, ...added];
}

/** Whether a read that started under `since` is one of the current live period. */
function readCounts(guard: PriceGuard, since: string): boolean {
  return isFeedLive(guard.feed) && guard.feed.since === since;
}

/**
 * [FEED3]–[FEED6] The guard after an event; `guard` itself when nothing changed.
 * - A status is applied by FEED2. Not live: the page's prices are stale and every selection is unconfirmed.
 *   Live again (after a status that was not live, or a newer live one: an outage the page missed): the page
 *   and the selections stay so until read again.
 * - A selection added while the feed is not live or the page not fresh is unconfirmed; one removed is
 *   forgotten.
 * - A read counts only when it started in the current live period (its `since` is the status's).
 */
export function reducePriceGuard(guard: PriceGuard, event: PriceGuardEvent): PriceGuard {
  switch (event.type) {
    case 'feedStatusReceived': {
      const feed = applyFeedStatus(guard.feed, event.feed);
      if (feed === guard.feed) return guard;
      if (!isFeedLive(feed) || isNewLivePeriod(guard.feed, feed)) {
        return { ...guard, feed, pageFresh: false, unconfirmed: union(guard.unconfirmed, guard.selections) };
      }
      return { ...guard, feed };
    }
    case 'selectionsChanged': {
      const now = new Set(event.selectionIds);
      const before = new Set(guard.selections);
      const removed = new Set(guard.selections.filter((id) => !now.has(id)));
      const added = event.selectionIds.filter((id) => !before.has(id));
      if (removed.size === 0 && added.length === 0) return guard;
      const kept = without(guard.unconfirmed, removed);
      const stale = !isFeedLive(guard.feed) || !guard.pageFresh;
      return {
        ...guard,
        selections: [...new Set(event.selectionIds)],
        unconfirmed: stale ? union(kept, added) : kept,
      };
    }
    case 'pageReread':
      if (guard.pageFresh || !readCounts(guard, event.since)) return guard;
      return { ...guard, pageFresh: true };
    case 'pricesReread': {
      if (!readCounts(guard, event.since)) return guard;
      const unconfirmed = without(guard.unconfirmed, new Set(event.selectionIds));
      return unconfirmed === guard.unconfirmed ? guard : { ...guard, unconfirmed };
    }
  }
}

/** [FEED4] Whether the page shows its prices as stale: the feed is not live, or the page has not read them again. */
export function pricesShownStale(guard: PriceGuard): boolean {
  return !isFeedLive(guard.feed) || !guard.pageFresh;
}

/**
 * [FEED5] Whether a selection's price is not confirmed, so it cannot be placed: the feed is not live, its
 * price was shown while it was not and has not been read again, or it is new to the guard while the page's
 * prices are stale (what the guard will say once told of it).
 */
export function isPriceUnconfirmed(guard: PriceGuard, selectionId: string): boolean {
  if (!isFeedLive(guard.feed)) return true;
  if (guard.unconfirmed.includes(selectionId)) return true;
  return !guard.pageFresh && !guard.selections.includes(selectionId);
}

/** [FEED5] The ids among `selectionIds` that cannot be placed now (FEED5), in their order. */
export function unconfirmedSelections(guard: PriceGuard, selectionIds: readonly string[]): readonly string[] {
  return selectionIds.filter((id) => isPriceUnconfirmed(guard, id));
}

/**
 * [FEED6] What to read again now that the feed is live: the page's prices (when not fresh) and the
 * unconfirmed selections' prices, each read to be reported with the status's `since`; null while the feed is
 * not live or nothing waits.
 */
export function rereadWanted(
  guard: PriceGuard,
): { readonly since: string; readonly page: boolean; readonly selectionIds: readonly string[] } | null {
  if (!isFeedLive(guard.feed)) return null;
  if (guard.pageFresh && guard.unconfirmed.length === 0) return null;
  return { since: guard.feed.since, page: !guard.pageFresh, selectionIds: guard.unconfirmed };
}
