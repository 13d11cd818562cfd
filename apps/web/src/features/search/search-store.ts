import { createStore, useStore } from '@/lib/store/store';

/*
 * Whether the search dialog is open: a local store, not the URL (spec §2.2 does not list search among the URL
 * modals). The header's search block and the host's `search_modal` command (spec §7.4) both open it.
 */
const searchOpen = createStore(false);

/** Opens the search dialog (it loads on first use). */
export function openSearch(): void {
  searchOpen.set(true);
}

/** Closes the search dialog. */
export function closeSearch(): void {
  searchOpen.set(false);
}

export function isSearchOpen(): boolean {
  return searchOpen.get();
}

export function useSearchOpen(): boolean {
  return useStore(searchOpen);
}
