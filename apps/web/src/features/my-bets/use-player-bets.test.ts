import type { Bet } from '@sportsbook/contract/entities/bet';
import { describe, expect, it } from 'vitest';
import { applyBetEvent, type BetsQuery, betMatches } from './use-player-bets';

function aBet(overrides: Partial<Bet> = {}): Bet {
  return {
    id: 1,
    type: 'single',
    ref: 'SB1',
    status: 'waiting_results',
    stake: 1_000,
    currency: 'EUR',
    subunits: 100,
    win_amount: null,
    potential_win: 2_000,
    odds: 2,
    selections: [],
    created_at: '2026-11-25T10:00:00.000Z',
    result: 'no_results',
    to_cashout: 900,
    bonus: null,
    system: null,
    used_in_jackpot: false,
    is_vip: false,
    ...overrides,
  } as Bet;
}

const ALL: BetsQuery = { filter: 'all', result: 'all', page: 1 };
const OPEN: BetsQuery = { filter: 'open', result: 'all', page: 1 };

describe('live updates of listed bets (spec §4)', () => {
  it('replaces a changed bet, and drops one that leaves the filter', () => {
    const bets = [aBet()];
    const settled = aBet({ status: 'done', result: 'win_entire', win_amount: 2_000 });
    expect(applyBetEvent(bets, { bet: settled }, ALL)).toEqual([settled]);
    expect(applyBetEvent(bets, { bet: settled }, OPEN)).toEqual([]);
  });

  it('removes a VIP bet that becomes rejected, whatever the filter', () => {
    const bets = [aBet({ is_vip: true })];
    expect(applyBetEvent(bets, { bet: aBet({ is_vip: true, status: 'rejected' }) }, ALL)).toEqual([]);
  });

  it('puts a new bet first on the first page only', () => {
    const older = aBet();
    const newer = aBet({ id: 2, created_at: '2026-11-25T11:00:00.000Z' });
    expect(applyBetEvent([older], { bet: newer }, ALL).map((b) => b.id)).toEqual([2, 1]);
    expect(applyBetEvent([older], { bet: newer }, { ...ALL, page: 2 })).toEqual([older]);
  });

  it('sets the cash-out value of an open bet, and not of a settled one', () => {
    const open = aBet();
    const done = aBet({ id: 2, status: 'done', result: 'lose_entire' });
    const next = applyBetEvent([open, done], { betId: 1, toCashout: 950 }, ALL);
    expect(next[0]?.to_cashout).toBe(950);
    expect(applyBetEvent([done], { betId: 2, toCashout: 10 }, ALL)[0]?.to_cashout).toBe(done.to_cashout);
  });

  it('matches bets to the result filters', () => {
    expect(
      betMatches(aBet({ status: 'done', result: 'refund_half_win_other' }), { ...ALL, result: 'win' }),
    ).toBe(true);
    expect(betMatches(aBet({ status: 'cashed_out', result: 'cashed_out' }), { ...ALL, result: 'win' })).toBe(
      false,
    );
  });
});
