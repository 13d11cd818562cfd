'use client';

export { PlayerBonuses } from './player-bonuses';
