'use client';

export { BetList } from './bet-list';
export { MyBetsView } from './my-bets-view';
