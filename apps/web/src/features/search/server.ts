export { searchBlocks } from './search-blocks';
