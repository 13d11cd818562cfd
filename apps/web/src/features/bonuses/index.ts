'use client';

export { BonusAlertHost } from './bonus-alert-host';
export { PlayerBonuses } from './player-bonuses';
