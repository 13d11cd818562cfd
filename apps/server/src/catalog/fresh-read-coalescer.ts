import { setImmediate as nextTurn } from 'node:timers/promises';

/** Where a key's reads stand. */
interface KeyState<T> {
  /** Settles once the latest read started for the key has ended. */
  idle: Promise<void>;
  /** The read new callers join: it has not started yet. */
  waiting: Promise<T> | undefined;
}

const ignore = () => {};

/**
 * Lets concurrent callers of the same read share one database round trip without ever being handed data
 * older than their call: a caller only joins a read that has not started yet. A key's next read starts
 * one event-loop turn after its first caller asked (so callers that arrive together share it), and never
 * while the previous read of the key runs; callers arriving meanwhile all join that next read. So each
 * caller gets a read that began after it asked, exactly as if it had queried alone, and a key has at most
 * one read running and one waiting, however many callers. With PGlite, whose queries block the event loop,
 * the turn is what lets requests that arrived together share a query at all.
 */
export class FreshReadCoalescer<T> {
  readonly #states = new Map<string, KeyState<T>>();

  /** Reads `key` with `load`, sharing the read with callers of the same key that asked before it started. */
  read(key: string, load: () => Promise<T>): Promise<T> {
    let state = this.#states.get(key);
    if (state === undefined) {
      state = { idle: Promise.resolve(), waiting: undefined };
      this.#states.set(key, state);
    }
    if (state.waiting) return state.waiting;
    const owner = state;
    const read = owner.idle.then(nextTurn).then(() => {
      // Started: from now on, callers need the read after this one.
      owner.waiting = undefined;
      return load();
    });
    owner.waiting = read;
    owner.idle = read.then(ignore, ignore).then(() => this.#release(key, owner));
    return read;
  }

  /** Keys with a read running or waiting (tests check that nothing lingers). */
  get activeKeys(): number {
    return this.#states.size;
  }

  #release(key: string, state: KeyState<T>): void {
    if (state.waiting === undefined && this.#states.get(key) === state) this.#states.delete(key);
  }
}
