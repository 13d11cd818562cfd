/**
 * One 1 s timer for every clock on the page: it runs while at least one clock listens and ticks on whole
 * seconds of wall time, so all clocks advance together.
 */
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | null = null;

function tick(): void {
  const now = Date.now();
  for (const listener of listeners) listener();
  timer = setTimeout(tick, 1_000 - (now % 1_000));
}

/** Calls `listener` on every whole second while subscribed; returns the unsubscribe function. */
export function subscribeNow(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    timer = setTimeout(tick, 1_000 - (Date.now() % 1_000));
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearTimeout(timer);
      timer = null;
    }
  };
}
