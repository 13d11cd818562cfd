import { useSyncExternalStore } from 'react';

/*
 * Whether the search dialog is open: a local store, not the URL (spec §2.2 does not list search among the URL
 * modals). The header's search block and the host's `search_modal` command (spec §7.4) both open it.
 */

let open = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

/** Opens the search dialog (it loads on first use). */
export function openSearch(): void {
  set(true);
}

/** Closes the search dialog. */
export function closeSearch(): void {
  set(false);
}

export function isSearchOpen(): boolean {
  return open;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSearchOpen(): boolean {
  return useSyncExternalStore(subscribe, isSearchOpen, () => false);
}
