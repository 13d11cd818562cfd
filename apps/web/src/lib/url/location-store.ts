import { useSyncExternalStore } from 'react';

/*
 * The page's URL as client state. Modals and the bet slip live in the URL's query and fragment (spec §2.1,
 * §2.2) and change it in place with the History API, through Next's patched methods so its router follows
 * (see `changeUrl`); this store re-renders its readers at once.
 */

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') {
    window.addEventListener('popstate', notify);
    window.addEventListener('hashchange', notify);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('popstate', notify);
      window.removeEventListener('hashchange', notify);
    }
  };
}

/**
 * Changes the URL without a navigation: a new history entry, or (`replace`) in place of this one. The state
 * passed is not Next's own (no `__NA`), so Next's patched History API copies its entry state over (Back and
 * Forward stay intact) and takes the URL as its own: otherwise its next `router.refresh()` (a resync, a
 * listing refresh, the live feed back after an outage) puts its old URL back, `#sign-in` and all, and a
 * closed modal opens again.
 */
export function changeUrl(url: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.history.replaceState(null, '', url);
  else window.history.pushState(null, '', url);
  notify();
}

/** The URL's query string (`?a=b`), re-rendering when it changes; '' on the server and while hydrating. */
export function useLocationSearch(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  );
}

/** The URL's fragment (`#sign-in`), re-rendering when it changes; '' on the server and while hydrating. */
export function useLocationHash(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.hash,
    () => '',
  );
}
