import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Gives the event loop a turn (HTTP requests, timers, sockets) once a slice of work has run this long, so a
 * long catch-up after a restart never stops the backend answering (`/healthz`, reads, 503s for bets).
 */
export const TURN_SLICE_MS = 15;

export class Turns {
  #since = performance.now();

  /** Whether the current slice is used up (then `take()`). */
  due(): boolean {
    return performance.now() - this.#since >= TURN_SLICE_MS;
  }

  /** Lets everything waiting run, then starts a new slice. */
  async take(): Promise<void> {
    await nextTurn();
    this.#since = performance.now();
  }

  /** Takes a turn when the slice is used up. */
  async maybeTake(): Promise<void> {
    if (this.due()) await this.take();
  }
}
