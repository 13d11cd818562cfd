import {
  INITIAL_PRICE_GUARD,
  type PriceGuard,
  type PriceGuardEvent,
  pricesShownStale,
  reducePriceGuard,
} from '@sportsbook/core/feed/price-guard';
import { createStore, useStore } from '@/lib/store/store';

/*
 * The page's stale-price guard (core FEED rules): the live feed's status as the backend tells it (the feed
 * status call when the public channel (re)subscribes, `feed_status_changed` on it), whether the page's prices
 * are shown stale, and which selections of the slip cannot be placed until their prices are read again. On
 * the first load (outcome buttons and the connection banner read it), so a stale feed shows even when no
 * further chunk can be fetched.
 */

const priceGuard = createStore<PriceGuard>(INITIAL_PRICE_GUARD);

export function getPriceGuard(): PriceGuard {
  return priceGuard.get();
}

/** Applies an event (core `reducePriceGuard`) and tells the readers when the guard changed. */
export function dispatchPriceGuard(event: PriceGuardEvent): void {
  priceGuard.set((guard) => reducePriceGuard(guard, event));
}

export function subscribePriceGuard(listener: () => void): () => void {
  return priceGuard.subscribe(listener);
}

/** Back to what a page knows before its backend said anything (tests). */
export function resetPriceGuard(): void {
  priceGuard.set(INITIAL_PRICE_GUARD);
}

/** The guard, re-rendering when it changes; the initial one (live) on the server and while hydrating. */
export function usePriceGuard(): PriceGuard {
  return useStore(priceGuard);
}

/** Whether the page shows its prices as stale (core FEED4): only a change of this re-renders the caller. */
export function usePricesStale(): boolean {
  return useStore(priceGuard, pricesShownStale);
}
