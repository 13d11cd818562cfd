import { systemTimers, type TimerHandle, type Timers } from '../timers';
import { DatabaseUnavailableError } from './database-errors';

/** How much database work the backend takes on at once, and how long work may wait for its turn. */
export interface AdmissionLimits {
  /** Calls working on the database at the same time. */
  readonly concurrency: number;
  /** Calls waiting for a turn; one more is refused at once. */
  readonly queue: number;
  /** A call that waited this long for its turn is refused (milliseconds). */
  readonly queueWaitMs: number;
}

/** Seconds a refused caller is told to wait (Retry-After). */
const BUSY_RETRY_AFTER_SECONDS = 1;

/** Weight of the newest interval in the running average of how fast the queue moves. */
const AVERAGE_WEIGHT = 0.2;

interface Waiter {
  readonly admit: () => void;
  readonly refuse: (error: DatabaseUnavailableError) => void;
  timer: TimerHandle | undefined;
}

function busy(why: string): DatabaseUnavailableError {
  return new DatabaseUnavailableError('busy', `the database is too busy: ${why}`, BUSY_RETRY_AFTER_SECONDS);
}

/**
 * Bounded queueing in front of the embedded database. PGlite runs one statement at a time on the event
 * loop and a transaction holds it whole, so every call's statements wait behind every other call's: with
 * no bound, a burst makes each call as slow as the whole queue (tens of seconds under 100 bettors). The
 * gate lets `concurrency` calls work at once and queues up to `queue` more in order. A call is refused at
 * once with a `busy` DatabaseUnavailableError (503 with Retry-After) when the queue is full or when, at the
 * pace the queue has been moving lately (everything that holds the database counts: the feed's ticks too),
 * its turn would not come within half of `queueWaitMs`; one that waited all of it anyway is refused then. A call
 * that was let in always runs to the end: nothing is left half done.
 */
export class AdmissionGate {
  readonly #limits: AdmissionLimits;
  readonly #timers: Timers;
  readonly #now: () => number;
  readonly #waiting: Waiter[] = [];
  #working = 0;
  /** Running average of the time between two turns passed on while calls waited (ms); unknown at first. */
  #turnMs: number | undefined;
  /** When the last turn was passed on to a waiting call, while the queue stayed busy. */
  #lastTurnAt: number | undefined;

  constructor(
    limits: AdmissionLimits,
    timers: Timers = systemTimers,
    now: () => number = () => performance.now(),
  ) {
    this.#limits = limits;
    this.#timers = timers;
    this.#now = now;
  }

  /** Calls working now. */
  get working(): number {
    return this.#working;
  }

  /** Calls waiting for a turn now. */
  get waiting(): number {
    return this.#waiting.length;
  }

  /** Runs `work` when its turn comes; rejects at once or after the wait when the database is too busy. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.#enter();
    try {
      return await work();
    } finally {
      this.#leave();
    }
  }

  /** How long the next caller to queue would wait, at the pace the queue has been moving lately. */
  #expectedWaitMs(): number {
    if (this.#turnMs === undefined) return 0;
    return (this.#waiting.length + 1) * this.#turnMs;
  }

  #enter(): Promise<void> {
    if (this.#working < this.#limits.concurrency && this.#waiting.length === 0) {
      this.#working += 1;
      return Promise.resolve();
    }
    if (this.#waiting.length >= this.#limits.queue)
      return Promise.reject(busy(`${this.#waiting.length} calls already wait for it`));
    // Half the bound: turns come unevenly (a feed tick holds the database a while), and a call refused at
    // once is better off than one refused after waiting the whole bound.
    const expected = this.#expectedWaitMs();
    if (expected > this.#limits.queueWaitMs / 2)
      return Promise.reject(busy(`a turn would come in about ${Math.round(expected)} ms`));
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { admit: resolve, refuse: reject, timer: undefined };
      waiter.timer = this.#timers.setTimeout(() => {
        const at = this.#waiting.indexOf(waiter);
        if (at < 0) return;
        this.#waiting.splice(at, 1);
        waiter.refuse(busy(`no turn came within ${this.#limits.queueWaitMs} ms`));
      }, this.#limits.queueWaitMs);
      this.#waiting.push(waiter);
    });
  }

  #leave(): void {
    const next = this.#waiting.shift();
    if (!next) {
      this.#working -= 1;
      this.#lastTurnAt = undefined;
      return;
    }
    // The queue's pace: only intervals during which calls kept waiting say how fast it drains.
    const now = this.#now();
    if (this.#lastTurnAt !== undefined) {
      const interval = now - this.#lastTurnAt;
      this.#turnMs =
        this.#turnMs === undefined ? interval : this.#turnMs + AVERAGE_WEIGHT * (interval - this.#turnMs);
    }
    this.#lastTurnAt = now;
    // The slot passes straight to the next caller: working stays the same.
    if (next.timer) this.#timers.clearTimeout(next.timer);
    next.admit();
  }
}
