export { BetList } from './bet-list';
