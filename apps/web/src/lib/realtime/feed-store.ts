import {
  INITIAL_PRICE_GUARD,
  type PriceGuard,
  type PriceGuardEvent,
  pricesShownStale,
  reducePriceGuard,
} from '@sportsbook/core/feed/price-guard';
import { useSyncExternalStore } from 'react';

/*
 * The page's stale-price guard (core FEED rules): the live feed's status as the backend tells it (the feed
 * status call when the public channel (re)subscribes, `feed_status_changed` on it), whether the page's prices
 * are shown stale, and which selections of the slip cannot be placed until their prices are read again. On
 * the first load (outcome buttons and the connection banner read it), so a stale feed shows even when no
 * further chunk can be fetched.
 */

let guard: PriceGuard = INITIAL_PRICE_GUARD;
const listeners = new Set<() => void>();

export function getPriceGuard(): PriceGuard {
  return guard;
}

/** Applies an event (core `reducePriceGuard`) and tells the readers when the guard changed. */
export function dispatchPriceGuard(event: PriceGuardEvent): void {
  const next = reducePriceGuard(guard, event);
  if (next === guard) return;
  guard = next;
  for (const listener of [...listeners]) listener();
}

export function subscribePriceGuard(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Back to what a page knows before its backend said anything (tests). */
export function resetPriceGuard(): void {
  guard = INITIAL_PRICE_GUARD;
  listeners.clear();
}

const initial = () => INITIAL_PRICE_GUARD;

/** The guard, re-rendering when it changes; the initial one (live) on the server and while hydrating. */
export function usePriceGuard(): PriceGuard {
  return useSyncExternalStore(subscribePriceGuard, getPriceGuard, initial);
}

const noStale = () => false;

/** Whether the page shows its prices as stale (core FEED4): only a change of this re-renders the caller. */
export function usePricesStale(): boolean {
  return useSyncExternalStore(subscribePriceGuard, () => pricesShownStale(guard), noStale);
}
