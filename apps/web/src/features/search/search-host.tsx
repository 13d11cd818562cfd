'use client';

import dynamic from 'next/dynamic';
import { closeSearch, useSearchOpen } from './search-store';

// The dialog loads when the search first opens: it is on no page's first load.
const SearchDialog = dynamic(() => import('./search-dialog').then((m) => m.SearchDialog), { ssr: false });

/** Shows the search dialog while the search store says it is open (search-store.ts). */
export function SearchHost() {
  return useSearchOpen() ? <SearchDialog onClose={closeSearch} /> : null;
}
