import { useSyncExternalStore } from 'react';

/**
 * A value shared outside React, read by components through `useStore`. The client-state stores of the
 * product (slip panel, search, dialogs, session, price guard, ...) are made with it: one pattern, one place
 * where readers are told. The server and a hydrating page read the store's initial value, so the first
 * client render matches the HTML.
 */
export interface Store<T> {
  get(): T;
  /** Replaces the value (or maps it) and tells every reader; nothing happens when it is the same value. */
  set(next: T | ((current: T) => T)): void;
  subscribe(listener: () => void): () => void;
  /** The value the store started with: the snapshot of the server render and of hydration. */
  readonly initial: T;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    initial,
    get: () => value,
    set(next) {
      const resolved = typeof next === 'function' ? (next as (current: T) => T)(value) : next;
      if (Object.is(resolved, value)) return;
      value = resolved;
      // A copy: a listener may unsubscribe (or subscribe another) while being told.
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The store's value, or the part `select` picks; the component re-renders only when that part changes
 * (compared with Object.is, so `select` should return a primitive or a value kept in the store).
 */
export function useStore<T, S = T>(store: Store<T>, select?: (value: T) => S): S {
  const pick = select ?? ((value: T) => value as unknown as S);
  return useSyncExternalStore(
    store.subscribe,
    () => pick(store.get()),
    () => pick(store.initial),
  );
}
