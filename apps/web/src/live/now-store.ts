import { useSyncExternalStore } from 'react';

/**
 * One 1 s timer for every clock on the page: it runs while at least one clock listens and ticks on whole
 * seconds of wall time, so all clocks advance together.
 */
const listeners = new Set<() => void>();
let now = 0;
let timer: ReturnType<typeof setTimeout> | null = null;

function tick(): void {
  now = Date.now();
  for (const listener of listeners) listener();
  timer = setTimeout(tick, 1_000 - (now % 1_000));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setTimeout(tick, 1_000 - (now % 1_000));
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearTimeout(timer);
      timer = null;
    }
  };
}

/** Wall time in ms, updated once a second; null while rendering on the server and hydrating. */
export function useNow(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => {
      if (now === 0) now = Date.now();
      return now;
    },
    () => null,
  );
}
