export { bonusBlocks } from './bonus-blocks';
export { fetchJackpots, jackpotBlocks } from './jackpot-blocks';
