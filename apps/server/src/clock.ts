/** Time as the server sees it. Injected everywhere so tests and the simulator can run on a fake clock. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock tests move by hand. */
export class ManualClock implements Clock {
  constructor(private current: number) {}
  now(): number {
    return this.current;
  }
  set(ms: number): void {
    this.current = ms;
  }
  advance(ms: number): void {
    this.current += ms;
  }
}

/**
 * Real time plus an offset a test moves forward: the backend of the browser journeys (TEST_CLOCK_CONTROL),
 * so a one-minute limit ends when the test says rather than a minute later. Time keeps running meanwhile.
 */
export class AdjustableClock implements Clock {
  #offsetMs = 0;
  constructor(private readonly base: Clock = systemClock) {}
  now(): number {
    return this.base.now() + this.#offsetMs;
  }
  advance(ms: number): void {
    this.#offsetMs += ms;
  }
}
