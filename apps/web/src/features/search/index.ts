export { searchBlocks } from './search-blocks';
export { SearchHost } from './search-host';
export { closeSearch, openSearch } from './search-store';
