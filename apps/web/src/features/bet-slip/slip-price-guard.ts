import { type PriceGuard, type PriceGuardEvent, rereadWanted } from '@sportsbook/core/feed/price-guard';
import { retryDelayMs } from '@sportsbook/core/network/retry-after';
import { ApiCallError } from '@/lib/api/browser-call';

/** Waits between failed rereads of the slip's prices: 1 s, doubling, at most 30 s (or the backend's Retry-After). */
export const REREAD_BASE_MS = 1_000;
export const REREAD_CAP_MS = 30_000;

export interface SlipPriceGuardDeps {
  readonly getGuard: () => PriceGuard;
  readonly subscribe: (listener: () => void) => () => void;
  readonly dispatch: (event: PriceGuardEvent) => void;
  /**
   * Reads these selections' prices again from the backend and applies them to the slip and the quick bet;
   * answers the ids it read. Throws when it could not read them (they stay blocked and are read again later).
   */
  readonly reread: (selectionIds: readonly string[]) => Promise<readonly string[]>;
  /** Runs `run` after `ms` (a timer of the page; tests pass their own); answers its cancel function. */
  readonly schedule: (run: () => void, ms: number) => () => void;
}

/**
 * The slip's side of the stale-price guard (core FEED4–FEED6): once the live feed is live again, the prices
 * of the selections shown while it was not are read again, one read at a time, and the guard told which were
 * read under which live period. A read that fails, or that the guard could not count (the feed went down
 * again meanwhile), is tried again after a pause that honours the backend's `Retry-After` (core RTA2), so a
 * slip never stays blocked once the backend answers. Answers the stop function.
 */
export function followSlipPriceGuard(deps: SlipPriceGuardDeps): () => void {
  let stopped = false;
  let reading = false;
  let failures = 0;
  let cancelPause: (() => void) | null = null;

  const pause = (retryAfterSeconds: number | null) => {
    failures += 1;
    cancelPause = deps.schedule(
      () => {
        cancelPause = null;
        check();
      },
      retryDelayMs(failures, retryAfterSeconds, REREAD_BASE_MS, REREAD_CAP_MS),
    );
  };

  function check(): void {
    if (stopped || reading || cancelPause) return;
    const wanted = rereadWanted(deps.getGuard());
    if (!wanted || wanted.selectionIds.length === 0) {
      failures = 0;
      return;
    }
    const { since, selectionIds } = wanted;
    reading = true;
    deps.reread(selectionIds).then(
      (read) => {
        reading = false;
        if (stopped) return;
        const before = deps.getGuard();
        deps.dispatch({ type: 'pricesReread', since, selectionIds: read });
        // Counted: look for what else waits. Not counted (a new outage, or nothing read): wait before asking
        // again, so a backend that keeps answering is not asked in a tight loop.
        if (deps.getGuard() !== before) {
          failures = 0;
          check();
        } else pause(null);
      },
      (error: unknown) => {
        reading = false;
        if (stopped) return;
        pause(error instanceof ApiCallError ? error.retryAfterSeconds : null);
      },
    );
  }

  // A new feed status is news worth more than a pause: a read waiting out a failure starts over at once.
  let feed = deps.getGuard().feed;
  const unsubscribe = deps.subscribe(() => {
    const now = deps.getGuard().feed;
    if (now !== feed && cancelPause) {
      cancelPause();
      cancelPause = null;
      failures = 0;
    }
    feed = now;
    check();
  });
  check();
  return () => {
    stopped = true;
    unsubscribe();
    cancelPause?.();
  };
}
