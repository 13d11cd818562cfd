import { describe, expect, it } from 'vitest';
import { exclusionInForce, type LimitRow, limitRemaining, limitsOverview, msUntil } from './limits-view';

const NOW = Date.parse('2026-03-01T12:00:00Z');

function row(patch: Partial<LimitRow> & Pick<LimitRow, 'id' | 'type' | 'status'>): LimitRow {
  return {
    period: null,
    amount: null,
    currency: null,
    replaces_id: null,
    pending_action: null,
    disable_at: null,
    confirm_until: null,
    used: null,
    ...patch,
  };
}

describe('limits overview', () => {
  it('[RGC7] lists active and confirmed limits in force, unconfirmed ones as pending, and hides history', () => {
    const limits = [
      row({ id: 1, type: 'loss', status: 'active', period: 'week', amount: 5_000, currency: 'EUR' }),
      row({ id: 2, type: 'loss', status: 'active', period: 'day', amount: 1_000, currency: 'EUR' }),
      row({ id: 3, type: 'deposit', status: 'confirmed', period: 'month', amount: 9_000, currency: 'EUR' }),
      row({
        id: 4,
        type: 'loss',
        status: 'unconfirmed',
        period: 'day',
        amount: 2_000,
        replaces_id: 2,
        pending_action: 'raise',
        confirm_until: '2026-03-02T10:00:00Z',
      }),
      row({
        id: 5,
        type: 'deposit',
        status: 'unconfirmed',
        replaces_id: 3,
        pending_action: 'remove',
        confirm_until: '2026-03-02T08:00:00Z',
      }),
      row({ id: 6, type: 'wager', status: 'disabled', period: 'day', amount: 1 }),
      row({ id: 7, type: 'wager', status: 'unconfirmed_disabled', period: 'day', amount: 1 }),
      row({ id: 8, type: 'wager', status: 'confirmed_disabled', period: 'day', amount: 1 }),
      row({ id: 9, type: 'coolingoff', status: 'active', disable_at: '2026-03-05T00:00:00Z' }),
      row({ id: 10, type: 'selfexclusion', status: 'active', disable_at: '2026-02-01T00:00:00Z' }),
    ];
    const { inForce, pending } = limitsOverview(limits, NOW);
    expect(inForce.map((limit) => limit.id)).toEqual([9, 3, 2, 1]);
    expect(pending.map((limit) => limit.id)).toEqual([5, 4]);
  });

  it('[RGC8] tells what is left of a counted limit and how long a pending change waits', () => {
    expect(limitRemaining(row({ id: 1, type: 'loss', status: 'active', amount: 1_000, used: 250 }))).toBe(
      750,
    );
    expect(limitRemaining(row({ id: 1, type: 'loss', status: 'active', amount: 1_000, used: 1_500 }))).toBe(
      0,
    );
    expect(
      limitRemaining(row({ id: 1, type: 'bet', status: 'active', amount: 1_000, used: null })),
    ).toBeNull();
    expect(msUntil('2026-03-01T13:00:00Z', NOW)).toBe(3_600_000);
    expect(msUntil('2026-03-01T11:00:00Z', NOW)).toBe(0);
    expect(msUntil(null, NOW)).toBeNull();
    expect(msUntil('not a date', NOW)).toBeNull();
  });

  it('[RGC9] finds the exclusion in force, self-exclusion first, none once it has ended', () => {
    const cooling = row({ id: 1, type: 'coolingoff', status: 'active', disable_at: '2026-03-02T00:00:00Z' });
    const self = row({ id: 2, type: 'selfexclusion', status: 'active', disable_at: '2027-03-02T00:00:00Z' });
    expect(exclusionInForce([cooling, self], NOW)?.id).toBe(2);
    expect(exclusionInForce([cooling], NOW)?.id).toBe(1);
    expect(exclusionInForce([cooling], Date.parse('2026-03-03T00:00:00Z'))).toBeNull();
    expect(exclusionInForce([row({ id: 3, type: 'loss', status: 'active' })], NOW)).toBeNull();
  });
});
