/** A timer set through `Timers`, to clear it. */
export type TimerHandle = { readonly id: number } | NodeJS.Timeout;

/**
 * Timers as the server sets them where a test must fire them by hand (probes, queue waits): injected like
 * the `Clock`, so no test waits on the wall clock for the product's timers.
 */
export interface Timers {
  /** Calls `callback` once after `ms`. A system timer does not keep the process alive. */
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

export const systemTimers: Timers = {
  setTimeout(callback, ms) {
    const timer = setTimeout(callback, ms);
    timer.unref();
    return timer;
  },
  clearTimeout(handle) {
    if (!('id' in handle)) clearTimeout(handle);
  },
};

/** Timers a test moves by hand: `advance(ms)` fires what fell due, in order of due time. */
export class ManualTimers implements Timers {
  #now = 0;
  #nextId = 1;
  readonly #pending = new Map<number, { at: number; callback: () => void }>();

  setTimeout(callback: () => void, ms: number): TimerHandle {
    const id = this.#nextId;
    this.#nextId += 1;
    this.#pending.set(id, { at: this.#now + Math.max(0, ms), callback });
    return { id };
  }

  clearTimeout(handle: TimerHandle): void {
    if ('id' in handle) this.#pending.delete(handle.id);
  }

  /** How many timers wait to fire. */
  get pending(): number {
    return this.#pending.size;
  }

  /** Milliseconds until the next timer is due, or undefined when none waits. */
  get nextDueInMs(): number | undefined {
    let next: number | undefined;
    for (const { at } of this.#pending.values()) if (next === undefined || at < next) next = at;
    return next === undefined ? undefined : next - this.#now;
  }

  /** Moves time on by `ms`, firing every timer due by then (those they set too, when due). */
  advance(ms: number): void {
    const until = this.#now + ms;
    for (;;) {
      let due: [number, { at: number; callback: () => void }] | undefined;
      for (const entry of this.#pending)
        if (entry[1].at <= until && (!due || entry[1].at < due[1].at)) due = entry;
      if (!due) break;
      this.#pending.delete(due[0]);
      this.#now = due[1].at;
      due[1].callback();
    }
    this.#now = until;
  }
}
