import { useSyncExternalStore } from 'react';

/*
 * The page's URL as client state. Modals and the bet slip live in the URL's query and fragment (spec §2.1,
 * §2.2) and change it in place with the History API, keeping Next's own history entry state so its Back and
 * Forward handling stays intact; Next's `useSearchParams` does not follow such changes, this does.
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

/** Changes the URL without a navigation: a new history entry, or (`replace`) in place of this one. */
export function changeUrl(url: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.history.replaceState(window.history.state, '', url);
  else window.history.pushState(window.history.state, '', url);
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
