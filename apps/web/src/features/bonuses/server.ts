export { fetchJackpots, jackpotBlocks } from './jackpot-blocks';
