import { describe, expect, it } from 'vitest';
import {
  BET_STATUSES,
  betListFilterOf,
  betResultFilterOf,
  isOpenBet,
  OPEN_STATUSES,
  resultsOf,
  SETTLED_STATUSES,
  statusesOf,
} from './bet-lists';

describe('bet lists', () => {
  it('[BET3] open and settled split every status, with no status in both', () => {
    expect([...OPEN_STATUSES, ...SETTLED_STATUSES].sort()).toEqual([...BET_STATUSES].sort());
    expect(OPEN_STATUSES.filter((status) => SETTLED_STATUSES.includes(status))).toEqual([]);
    expect(statusesOf('all')).toBeUndefined();
    expect(statusesOf('open')).toContain('waiting_results');
    expect(isOpenBet('cashout_in_progress')).toBe(true);
    expect(isOpenBet('cashed_out')).toBe(false);
  });

  it('[BET4] result filters: half wins are wins, half losses losses, cancellations refunds; cash-outs in none', () => {
    expect(resultsOf('win')).toEqual(['win_entire', 'refund_half_win_other']);
    expect(resultsOf('lose')).toEqual(['lose_entire', 'refund_half_lose_other']);
    expect(resultsOf('refund')).toEqual(['refund_entire', 'canceled']);
    expect(resultsOf('all')).toBeUndefined();
    for (const filter of ['win', 'lose', 'refund'] as const)
      expect(resultsOf(filter)).not.toContain('cashed_out');
  });

  it('[BET5] reads filters from the URL, garbage as all', () => {
    expect(betListFilterOf('open')).toBe('open');
    expect(betListFilterOf('<script>')).toBe('all');
    expect(betListFilterOf(null)).toBe('all');
    expect(betResultFilterOf('refund')).toBe('refund');
    expect(betResultFilterOf('WIN')).toBe('all');
  });
});
