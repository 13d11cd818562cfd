'use client';

export { MyBetsView } from './my-bets-view';
