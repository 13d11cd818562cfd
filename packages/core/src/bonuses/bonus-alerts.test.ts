import { describe, expect, it } from 'vitest';
import { alertQueue, toMarkSeen } from './bonus-alerts';

describe('the bonus notification flow', () => {
  const items = [
    { id: 1, type: 'freebet_only_win', seen: false },
    { id: 2, type: 'comboboost', seen: true },
    { id: 9, type: 'jackpot', seen: false },
    { id: 3, type: 'freebet_all_win', seen: false },
  ];

  it('[BON25] shows jackpot hits first, then unseen bonuses, each once', () => {
    expect(alertQueue(items, new Set()).map((item) => item.id)).toEqual([9, 1, 3]);
    expect(alertQueue(items, new Set(['freebet_only_win:1', 'jackpot:9'])).map((item) => item.id)).toEqual([
      3,
    ]);
  });

  it('[BON26] marks only unseen ones as seen, and nothing when all are seen', () => {
    expect(toMarkSeen(items)).toEqual([
      { id: 1, type: 'freebet_only_win' },
      { id: 9, type: 'jackpot' },
      { id: 3, type: 'freebet_all_win' },
    ]);
    expect(toMarkSeen(items.map((item) => ({ ...item, seen: true })))).toEqual([]);
  });
});
