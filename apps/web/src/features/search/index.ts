'use client';

export { SearchHost } from './search-host';
export { closeSearch, openSearch } from './search-store';
