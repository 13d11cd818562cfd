import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { RunningProduct } from './product';

/**
 * The product's environment for journeys that move time on: the backend then runs on an adjustable clock
 * that `advanceTime` moves (TEST_CLOCK_CONTROL; off in any other product).
 */
export const CLOCK_CONTROL = { TEST_CLOCK_CONTROL: '1' } as const;

/**
 * Moves time on by `ms` for the backend and for the pages of `context` (their clock faked from before the
 * first load: `newPage({ fakeClock: true })`), as if the player had closed the laptop's lid for that long:
 * the page timers that fell due fire once. The backend moves first, so what those timers ask it already
 * sees the new time.
 */
export async function advanceTime(
  product: RunningProduct,
  context: BrowserContext,
  ms: number,
): Promise<void> {
  await advanceBackendTime(product, ms);
  await context.clock.fastForward(ms);
}

/** Moves the backend's time on by `ms` (0: leaves it); answers it, in ms since the epoch. */
export async function advanceBackendTime(product: RunningProduct, ms: number): Promise<number> {
  const answer = await fetch(`${product.apiUrl}/__test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advance_ms: ms }),
  });
  if (answer.status !== 200) throw new Error(`moving the backend's time answered ${answer.status}`);
  return Date.parse(((await answer.json()) as { now: string }).now);
}

/**
 * A sentinel notice: the page hears the browser go offline until its offline notice shows, then online
 * again. Notices show in the order they were raised, so one raised before this (a reminder that fell due,
 * say) would be on show by now: asserting it is not is then no bet on the machine's speed. The events are
 * the page's own, not the network's: a page whose toast library has not loaded yet could not load it
 * offline.
 */
export async function raiseSentinelNotice(page: Page): Promise<void> {
  await page.evaluate(`window.dispatchEvent(new Event('offline'))`);
  await page.getByText('No connection', { exact: true }).waitFor();
  await page.evaluate(`window.dispatchEvent(new Event('online'))`);
}

/**
 * Moves the pages' time (not the backend's) on a second at a time until `shown` is visible, for at most
 * `withinMs` of page time: what a page does on a timer (a poll every 30 s, say) shows within that much of
 * its time, whether or not a request was still on its way when the time jumped.
 */
export async function advancePagesUntilShown(
  context: BrowserContext,
  shown: Locator,
  withinMs: number,
): Promise<void> {
  for (let passed = 0; ; passed += 1_000) {
    try {
      await shown.waitFor({ timeout: 1_000 });
      return;
    } catch (error) {
      if (passed >= withinMs) throw error;
    }
    await context.clock.fastForward(1_000);
  }
}
