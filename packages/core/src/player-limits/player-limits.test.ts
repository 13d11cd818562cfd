import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appliedChanges,
  isInForce,
  type LimitRecord,
  type LimitRequest,
  limitsInForce,
  type NewLimit,
  planRemoveLimit,
  planSetLimit,
  settleLimits,
} from './limit-changes';
import {
  activityPing,
  checkDeposit,
  checkStakes,
  coveredMs,
  type LimitWithUsage,
  limitEndAt,
  moneyUsed,
  NO_MONEY_USAGE,
  realityCheck,
  remaining,
  sessionCountsFrom,
  sessionEndsAt,
  sessionIdle,
} from './limit-checks';
import {
  LIMIT_STATUSES,
  LIMIT_TYPES,
  type LimitStatus,
  type LimitType,
  LOOSENING_DELAY_MS,
  maxMinutesFor,
  operatorMinMinutes,
  SESSION_IDLE_MS,
} from './limit-kinds';
import { addCalendarMonths, DAY_MS, limitWindow, WEEK_MS } from './limit-windows';

const T0 = Date.parse('2026-03-10T12:00:00.000Z');
const HOUR = 3_600_000;

/** A tiny store that applies plans the way the server does, to test sequences of changes. */
class Store {
  rows: LimitRecord[] = [];
  #next = 1;
  apply(plan: ReturnType<typeof planSetLimit>): LimitRecord | null {
    if (plan.kind !== 'change') return null;
    for (const update of plan.updates)
      this.rows = this.rows.map((row) => (row.id === update.id ? { ...row, status: update.status } : row));
    if (!plan.insert) return plan.shown;
    const row = { ...(plan.insert as NewLimit), id: this.#next++ };
    this.rows.push(row);
    return row;
  }
  settle(now: number): void {
    this.rows = settleLimits(this.rows, now).rows;
  }
  set(request: LimitRequest, now: number, confirmed = true) {
    this.settle(now);
    const plan = planSetLimit(this.rows, request, now, confirmed);
    return { plan, row: this.apply(plan) };
  }
  remove(id: number, now: number, confirmed = true) {
    this.settle(now);
    const plan = planRemoveLimit(this.rows, id, now, confirmed);
    return { plan, row: this.apply(plan) };
  }
  inForce(now: number) {
    return limitsInForce(this.rows, now);
  }
}

const loss = (amount: number, period: 'day' | 'week' | 'month' = 'day'): LimitRequest => ({
  type: 'loss',
  period,
  strategy: 'rolling',
  amount,
  currency: 'EUR',
});

describe('windows', () => {
  it('[RG9] a day is 24 hours, a week 7 days, a month a calendar month (rolling: up to now)', () => {
    expect(limitWindow('day', 'rolling', 0, T0)).toEqual({ start: T0 - DAY_MS, end: T0 });
    expect(limitWindow('week', 'rolling', 0, T0)).toEqual({ start: T0 - WEEK_MS, end: T0 });
    expect(limitWindow('month', 'rolling', 0, T0).start).toBe(Date.parse('2026-02-10T12:00:00.000Z'));
    expect(addCalendarMonths(Date.parse('2026-03-31T08:00:00Z'), -1)).toBe(
      Date.parse('2026-02-28T08:00:00Z'),
    );
    expect(addCalendarMonths(Date.parse('2028-01-31T08:00:00Z'), 1)).toBe(Date.parse('2028-02-29T08:00:00Z'));
  });

  it('[RG4] fixed windows are consecutive periods from when the limit was set', () => {
    const anchor = T0;
    expect(limitWindow('day', 'fixed', anchor, anchor + 30 * HOUR)).toEqual({
      start: anchor + DAY_MS,
      end: anchor + 2 * DAY_MS,
    });
    const jan31 = Date.parse('2026-01-31T00:00:00Z');
    expect(limitWindow('month', 'fixed', jan31, Date.parse('2026-03-01T00:00:00Z'))).toEqual({
      start: Date.parse('2026-02-28T00:00:00Z'),
      end: Date.parse('2026-03-31T00:00:00Z'),
    });
  });

  it('[RG4][RG9] a fixed window always holds now and lasts one period', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('day', 'week', 'month' as const),
        fc.integer({ min: 0, max: 4 * 365 * DAY_MS }),
        fc.integer({ min: 0, max: 3 * 365 * DAY_MS }),
        (period, offset, elapsed) => {
          const anchor = Date.parse('2024-01-01T00:00:00Z') + offset;
          const now = anchor + elapsed;
          const w = limitWindow(period, 'fixed', anchor, now);
          expect(w.start).toBeLessThanOrEqual(now);
          expect(w.end).toBeGreaterThan(now);
          if (period !== 'month') expect(w.end - w.start).toBe(period === 'day' ? DAY_MS : WEEK_MS);
          else expect(w.end - w.start).toBeGreaterThanOrEqual(28 * DAY_MS);
        },
      ),
    );
  });
});

describe('setting and removing limits', () => {
  it('[RG10] a first limit and a lower one apply at once; the replaced one is disabled', () => {
    const store = new Store();
    const first = store.set(loss(10_000), T0, false);
    expect(first.plan).toMatchObject({ kind: 'change', pending: false });
    expect(first.row?.status).toBe('active');
    const lower = store.set(loss(5_000), T0 + HOUR, false);
    expect(lower.row?.status).toBe('active');
    expect(store.inForce(T0 + HOUR).map((row) => row.amount)).toEqual([5_000]);
    expect(store.rows.find((row) => row.id === first.row?.id)?.status).toBe('disabled');
  });

  it('[RG8] a raise needs the password confirmation and applies only after 24 hours', () => {
    const store = new Store();
    store.set(loss(5_000), T0);
    expect(store.set(loss(20_000), T0 + HOUR, false).plan.kind).toBe('confirmation_required');
    const raise = store.set(loss(20_000), T0 + HOUR);
    expect(raise.plan).toMatchObject({ kind: 'change', pending: true });
    expect(raise.row).toMatchObject({ status: 'unconfirmed', pendingAction: 'raise' });
    expect(raise.row?.confirmUntil).toBe(T0 + HOUR + LOOSENING_DELAY_MS);
    expect(store.inForce(T0 + HOUR + LOOSENING_DELAY_MS - 1).map((row) => row.amount)).toEqual([5_000]);
    expect(store.inForce(T0 + HOUR + LOOSENING_DELAY_MS).map((row) => row.amount)).toEqual([20_000]);
    store.settle(T0 + HOUR + LOOSENING_DELAY_MS);
    expect(store.rows.map((row) => row.status)).toEqual(['disabled', 'confirmed']);
  });

  it('[RG10] a pending raise is withdrawn by DELETE, by the same amount again, or by a lower one', () => {
    for (const withdraw of ['delete', 'same', 'lower'] as const) {
      const store = new Store();
      const current = store.set(loss(5_000), T0).row as LimitRecord;
      const raise = store.set(loss(20_000), T0 + HOUR).row as LimitRecord;
      if (withdraw === 'delete')
        expect(store.remove(raise.id, T0 + 2 * HOUR, false).plan.kind).toBe('change');
      if (withdraw === 'same') store.set(loss(5_000), T0 + 2 * HOUR, false);
      if (withdraw === 'lower') store.set(loss(3_000), T0 + 2 * HOUR, false);
      expect(store.rows.find((row) => row.id === raise.id)?.status).toBe('unconfirmed_disabled');
      const later = store.inForce(T0 + 3 * DAY_MS);
      expect(later.map((row) => row.amount)).toEqual([withdraw === 'lower' ? 3_000 : 5_000]);
      if (withdraw !== 'lower') expect(later[0]?.id).toBe(current.id);
    }
  });

  it('[RG8] removing a limit waits 24 hours; both rows end confirmed_disabled', () => {
    const store = new Store();
    const current = store.set(loss(5_000), T0).row as LimitRecord;
    expect(store.remove(current.id, T0, false).plan.kind).toBe('confirmation_required');
    const removal = store.remove(current.id, T0 + HOUR);
    expect(removal.row).toMatchObject({
      status: 'unconfirmed',
      pendingAction: 'remove',
      replacesId: current.id,
    });
    expect(store.remove(current.id, T0 + 2 * HOUR).row?.id).toBe(removal.row?.id);
    expect(store.inForce(T0 + HOUR + LOOSENING_DELAY_MS - 1)).toHaveLength(1);
    expect(store.inForce(T0 + HOUR + LOOSENING_DELAY_MS)).toHaveLength(0);
    store.settle(T0 + HOUR + LOOSENING_DELAY_MS);
    expect(store.rows.map((row) => row.status)).toEqual(['confirmed_disabled', 'confirmed_disabled']);
  });

  it('[RG6] an exclusion needs confirmation, starts now, cannot be removed or shortened, and ends', () => {
    const store = new Store();
    const request: LimitRequest = {
      type: 'coolingoff',
      period: null,
      strategy: null,
      amount: null,
      currency: null,
      durationDays: 7,
    };
    expect(store.set(request, T0, false).plan.kind).toBe('confirmation_required');
    const row = store.set(request, T0).row as LimitRecord;
    expect(row).toMatchObject({ status: 'active', disableAt: T0 + 7 * DAY_MS, amount: null });
    expect(store.remove(row.id, T0 + HOUR).plan.kind).toBe('not_removable');
    expect(store.set({ ...request, durationDays: 1 }, T0 + HOUR).row?.id).toBe(row.id);
    const longer = store.set({ ...request, durationDays: 14 }, T0 + HOUR).row as LimitRecord;
    expect(longer.disableAt).toBe(T0 + HOUR + 14 * DAY_MS);
    expect(store.inForce(T0 + HOUR + 14 * DAY_MS)).toHaveLength(0);
  });

  it('[RG10] limits of another period or currency are other limits', () => {
    const store = new Store();
    store.set(loss(5_000, 'day'), T0);
    store.set(loss(50_000, 'week'), T0);
    store.set({ ...loss(1_000), currency: 'USD' }, T0);
    expect(store.inForce(T0)).toHaveLength(3);
  });

  it('[RG10][RG8] whatever the sequence of changes, a limit in force never rises before 24 h have passed since it was asked for', () => {
    const action = fc.oneof(
      fc.record({
        kind: fc.constant('set' as const),
        amount: fc.integer({ min: 1, max: 10 }),
        confirmed: fc.boolean(),
      }),
      fc.record({ kind: fc.constant('remove' as const), pick: fc.nat(), confirmed: fc.boolean() }),
      fc.record({ kind: fc.constant('wait' as const), hours: fc.integer({ min: 1, max: 30 }) }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 25 }), (actions) => {
        const store = new Store();
        let now = T0;
        // The laxest value asked for with a confirmation, per time, to compare what is in force against.
        const asked: { at: number; amount: number | null }[] = [];
        let previous: number | null = null;
        for (const a of actions) {
          if (a.kind === 'wait') now += a.hours * HOUR;
          else if (a.kind === 'set') {
            store.set(loss(a.amount * 1_000), now, a.confirmed);
            if (a.confirmed) asked.push({ at: now, amount: a.amount * 1_000 });
          } else {
            const ids = store.rows.map((row) => row.id);
            const id = ids.length > 0 ? (ids[a.pick % ids.length] as number) : 1;
            store.remove(id, now, a.confirmed);
            if (a.confirmed) asked.push({ at: now, amount: null });
          }
          const inForce = store.inForce(now);
          expect(inForce.length).toBeLessThanOrEqual(1);
          const amount = inForce[0]?.amount ?? null;
          const loosened = previous !== null && (amount === null || amount > previous);
          if (loosened) {
            // Something asked for with a confirmation at least 24 h ago allows it.
            const allowed = asked.some(
              (x) =>
                x.at + LOOSENING_DELAY_MS <= now &&
                (x.amount === null ? amount === null : x.amount === amount),
            );
            expect(allowed).toBe(true);
          }
          previous = amount;
        }
      }),
    );
  });
});

describe('changes never restart a window', () => {
  /** Money used within `window` by stakes at the given times (amount each). */
  const usedIn = (
    stakes: readonly { at: number; amount: number }[],
    window: { start: number; end: number },
  ) => stakes.filter((s) => s.at >= window.start && s.at < window.end).reduce((sum, s) => sum + s.amount, 0);
  const strategy = fc.constantFrom('rolling' as const, 'fixed' as const);
  const period = fc.constantFrom('day' as const, 'week' as const, 'month' as const);

  it('[RG4][RG10] a fixed 100 a day, used up, lowered to 99 leaves nothing: the window carries on', () => {
    const store = new Store();
    const fixed = (amount: number): LimitRequest => ({ ...loss(amount), strategy: 'fixed' });
    const first = store.set(fixed(10_000), T0).row;
    const lowered = store.set(fixed(9_900), T0 + 5 * HOUR, false);
    expect(lowered.plan).toMatchObject({ kind: 'change', pending: false });
    // Same window as the limit it replaced: from T0, not from the lowering.
    expect(lowered.row?.createdAt).toBe(first?.createdAt);
    const window = limitWindow('day', 'fixed', lowered.row?.createdAt ?? 0, T0 + 6 * HOUR);
    expect(window).toEqual({ start: T0, end: T0 + DAY_MS });
  });

  it('[RG8][RG10] switching strategy is a raise whatever the amount: password, then 24 hours', () => {
    for (const [from, to] of [
      ['fixed', 'rolling'],
      ['rolling', 'fixed'],
    ] as const) {
      const store = new Store();
      store.set({ ...loss(10_000), strategy: from }, T0);
      expect(store.set({ ...loss(9_900), strategy: to }, T0 + HOUR, false).plan.kind).toBe(
        'confirmation_required',
      );
      const switched = store.set({ ...loss(9_900), strategy: to }, T0 + HOUR);
      expect(switched.plan).toMatchObject({ kind: 'change', pending: true });
      expect(store.inForce(T0 + HOUR).map((row) => [row.strategy, row.amount])).toEqual([[from, 10_000]]);
    }
  });

  it('[RG4][RG10] a change that applies at once never leaves more to use than the limit it replaced, at any later moment', () => {
    fc.assert(
      fc.property(
        strategy,
        strategy,
        period,
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 90 * DAY_MS }),
        fc.array(
          // Around the change, where an old and a new window could differ.
          fc.record({
            at: fc.integer({ min: -35 * DAY_MS, max: 35 * DAY_MS }),
            amount: fc.integer({ min: 1, max: 50 }),
          }),
          { maxLength: 20 },
        ),
        fc.integer({ min: 0, max: 35 * DAY_MS }),
        fc.boolean(),
        (s1, s2, p, a1, a2, setAfter, stakeOffsets, later, confirmed) => {
          const store = new Store();
          const current = store.set({ ...loss(a1 * 100, p), strategy: s1 }, T0).row;
          if (!current) throw new Error('no first limit');
          const now = T0 + setAfter;
          const change = store.set({ ...loss(a2 * 100, p), strategy: s2 }, now, confirmed);
          if (change.plan.kind !== 'change' || change.plan.pending || !change.plan.insert) return;
          const next = change.row;
          if (!next) throw new Error('no new limit');
          const stakes = stakeOffsets
            .map((s) => ({ at: now + s.at, amount: s.amount * 100 }))
            .filter((s) => s.at >= T0);
          const at = now + later;
          const leftOf = (limit: LimitRecord) => {
            const window = limitWindow(p, limit.strategy ?? 'rolling', limit.createdAt, at);
            const used = usedIn(stakes, { start: window.start, end: Math.min(window.end, at + 1) });
            return (limit.amount ?? 0) - used;
          };
          expect(leftOf(next)).toBeLessThanOrEqual(leftOf(current));
        },
      ),
    );
  });
});

const limitRow = (partial: Partial<LimitRecord>): LimitRecord => ({
  id: 1,
  type: 'loss',
  strategy: 'rolling',
  period: 'day',
  amount: 10_000,
  currency: 'EUR',
  status: 'active',
  replacesId: null,
  pendingAction: null,
  disableAt: null,
  createdAt: T0,
  confirmUntil: null,
  ...partial,
});

describe('checks', () => {
  it('[RG12] loss is stakes less money back, wager is stakes less refunds, deposit is deposits', () => {
    const usage = { stakes: 5_000, returns: 3_000, refunds: 1_000, deposits: 7_000 };
    expect(moneyUsed('loss', usage)).toBe(2_000);
    expect(moneyUsed('wager', usage)).toBe(4_000);
    expect(moneyUsed('deposit', usage)).toBe(7_000);
    expect(moneyUsed('bet', usage)).toBeNull();
    expect(remaining(10_000, 12_000)).toBe(0);
  });

  it('[RG13] a stake counts in full as a possible loss; the lowest applicable limit decides', () => {
    const day: LimitWithUsage = {
      limit: limitRow({ id: 1, amount: 10_000 }),
      usage: { ...NO_MONEY_USAGE, stakes: 6_000 },
    };
    const week: LimitWithUsage = {
      limit: limitRow({ id: 2, period: 'week', amount: 7_000 }),
      usage: { ...NO_MONEY_USAGE, stakes: 6_000 },
    };
    expect(checkStakes([day], [4_000], T0)).toBeNull();
    expect(checkStakes([day], [4_001], T0)).toMatchObject({ code: 'loss_limit_exceeded', left: 4_000 });
    expect(checkStakes([day, week], [2_000], T0)).toMatchObject({ code: 'loss_limit_exceeded', left: 1_000 });
    expect(checkStakes([day, week], [500, 500], T0)).toBeNull();
    const bet: LimitWithUsage = {
      limit: limitRow({ id: 3, type: 'bet', period: null, amount: 1_000 }),
      usage: NO_MONEY_USAGE,
    };
    expect(checkStakes([bet], [1_000, 1_000], T0)).toBeNull();
    expect(checkStakes([bet], [1_001], T0)).toMatchObject({ code: 'bet_limit_exceeded' });
    const wager: LimitWithUsage = {
      limit: limitRow({ id: 4, type: 'wager', amount: 3_000 }),
      usage: { ...NO_MONEY_USAGE, stakes: 2_000, returns: 5_000, refunds: 500 },
    };
    expect(checkStakes([wager], [1_500], T0)).toBeNull();
    expect(checkStakes([wager], [1_501], T0)).toMatchObject({ code: 'wager_limit_exceeded' });
  });

  it('[RG13] stakes that fit never take a loss limit past its amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 5 }),
        (amount, stakes, returns, newStakes) => {
          const entry = { limit: limitRow({ amount }), usage: { ...NO_MONEY_USAGE, stakes, returns } };
          const fits = checkStakes([entry], newStakes, T0) === null;
          const total = newStakes.reduce((a, b) => a + b, 0);
          expect(fits).toBe(stakes - returns + total <= amount);
        },
      ),
    );
  });

  it('[RG6][RG13][RG14] an exclusion refuses stakes and deposits; self-exclusion is named first', () => {
    const cooling: LimitWithUsage = {
      limit: limitRow({
        id: 5,
        type: 'coolingoff',
        amount: null,
        period: null,
        strategy: null,
        currency: null,
        disableAt: T0 + DAY_MS,
      }),
      usage: NO_MONEY_USAGE,
    };
    const self: LimitWithUsage = {
      limit: { ...cooling.limit, id: 6, type: 'selfexclusion' },
      usage: NO_MONEY_USAGE,
    };
    expect(checkStakes([cooling], [1], T0)?.code).toBe('cooling_off');
    expect(checkStakes([cooling, self], [1], T0)?.code).toBe('self_excluded');
    expect(checkDeposit([cooling], 1, T0)?.code).toBe('cooling_off');
    expect(checkStakes([cooling], [1], T0 + DAY_MS)).toBeNull();
  });

  it('[RG14] a deposit fits while deposits in the window plus it stay within every deposit limit', () => {
    const entry = {
      limit: limitRow({ type: 'deposit', amount: 10_000 }),
      usage: { ...NO_MONEY_USAGE, deposits: 9_000 },
    };
    expect(checkDeposit([entry], 1_000, T0)).toBeNull();
    expect(checkDeposit([entry], 1_001, T0)).toMatchObject({ code: 'deposit_limit_exceeded', left: 1_000 });
  });

  it('[RG12] covered time counts overlapping intervals once, within the window', () => {
    const w = { start: 100, end: 200 };
    expect(
      coveredMs(
        [
          { start: 50, end: 120 },
          { start: 110, end: 150 },
          { start: 190, end: 400 },
        ],
        w,
      ),
    ).toBe(60);
  });

  it('[RG15] a session ends at the earliest of its session, sportsbook-session and time limits', () => {
    const session = limitRow({
      id: 1,
      type: 'session',
      period: null,
      strategy: null,
      currency: null,
      amount: 60,
    });
    const sb = limitRow({
      id: 2,
      type: 'sportsbook_session',
      period: null,
      strategy: null,
      currency: null,
      amount: 30,
    });
    const time = limitRow({ id: 3, type: 'time', currency: null, amount: 120 });
    const base = {
      signedInAt: T0,
      startedAt: T0 + 10 * 60_000,
      now: T0 + 20 * 60_000,
      timeUsedMs: new Map(),
    };
    expect(sessionEndsAt({ ...base, limits: [] })).toBeNull();
    expect(sessionEndsAt({ ...base, limits: [session] })).toBe(T0 + HOUR);
    expect(sessionEndsAt({ ...base, limits: [session, sb] })).toBe(T0 + 40 * 60_000);
    expect(sessionEndsAt({ ...base, limits: [time], timeUsedMs: new Map([[3, 115 * 60_000]]) })).toBe(
      base.now + 5 * 60_000,
    );
    // Gone over (found late): it ran out when the minutes were used, before now.
    expect(sessionEndsAt({ ...base, limits: [time], timeUsedMs: new Map([[3, 124 * 60_000]]) })).toBe(
      base.now - 4 * 60_000,
    );
  });

  it('[RG18] a session without a sign of life for 10 minutes has ended', () => {
    expect(SESSION_IDLE_MS).toBe(10 * 60_000);
    expect(sessionIdle(T0, T0 + SESSION_IDLE_MS - 1)).toBe(false);
    expect(sessionIdle(T0, T0 + SESSION_IDLE_MS)).toBe(true);
    // After an idle break the session limit counts from the return, not from sign-in.
    const session = limitRow({ type: 'session', period: null, strategy: null, currency: null, amount: 30 });
    const back = T0 + 3 * HOUR;
    expect(
      sessionEndsAt({
        signedInAt: back,
        startedAt: back,
        limits: [session],
        timeUsedMs: new Map(),
        now: back,
      }),
    ).toBe(back + 30 * 60_000);
  });

  it('[RG20] a session counts from sign-in only when it is the first and starts before the player was idle', () => {
    expect(sessionCountsFrom(T0, true, T0 + 5 * 60_000)).toBe(T0);
    expect(sessionCountsFrom(T0, true, T0 + SESSION_IDLE_MS - 1)).toBe(T0);
    // Away from sign-in for the idle time: the session counts from its own start.
    expect(sessionCountsFrom(T0, true, T0 + 15 * 60_000)).toBe(T0 + 15 * 60_000);
    // After an earlier session of the same sign-in (it ended idle): from its own start too.
    expect(sessionCountsFrom(T0, false, T0 + 5 * 60_000)).toBe(T0 + 5 * 60_000);
  });

  it('[RG21] a limit ends the session when it ran out, not before it was last seen nor after now', () => {
    expect(limitEndAt(T0 + 30 * 60_000, T0 + 29 * 60_000, T0 + 38 * 60_000)).toBe(T0 + 30 * 60_000);
    expect(limitEndAt(T0 + 30 * 60_000, T0 + 31 * 60_000, T0 + 38 * 60_000)).toBe(T0 + 31 * 60_000);
    expect(limitEndAt(T0 + 40 * 60_000, T0 + 31 * 60_000, T0 + 38 * 60_000)).toBe(T0 + 38 * 60_000);
  });

  it('[RG7] minute limits: the operator minimum within 1–60, per-period time at most its period', () => {
    expect(operatorMinMinutes(undefined)).toBe(5);
    expect(operatorMinMinutes(1)).toBe(1);
    expect(operatorMinMinutes(0)).toBe(1);
    expect(operatorMinMinutes(500)).toBe(60);
    expect(operatorMinMinutes(2.5)).toBe(5);
    expect(maxMinutesFor('time', 'day')).toBe(1_440);
    expect(maxMinutesFor('activity', 'week')).toBe(10_080);
    expect(maxMinutesFor('time', 'month')).toBe(44_640);
    expect(maxMinutesFor('session', null)).toBe(1_440);
    expect(maxMinutesFor('reality_check', null)).toBe(720);
  });

  it('[RG16] a reality check is due one interval after the last acknowledgement', () => {
    expect(realityCheck(30, T0, T0 + 29 * 60_000)).toEqual({ nextAt: T0 + 30 * 60_000, due: false });
    expect(realityCheck(30, T0, T0 + 30 * 60_000).due).toBe(true);
  });

  it('[RG17] activity pings count each moment at most once', () => {
    expect(activityPing(null, T0)).toEqual({ extend: false, interval: { start: T0 - 60_000, end: T0 } });
    expect(activityPing({ start: T0 - 60_000, end: T0 }, T0 + 10_000)).toEqual({
      extend: true,
      interval: { start: T0 - 60_000, end: T0 + 10_000 },
    });
    expect(activityPing({ start: T0 - 60_000, end: T0 }, T0)).toBeNull();
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 200_000 }), { maxLength: 30 }), (gaps) => {
        const intervals: { start: number; end: number }[] = [];
        let now = T0;
        for (const gap of gaps) {
          now += gap;
          const ping = activityPing(intervals.at(-1) ?? null, now);
          if (!ping) continue;
          if (ping.extend) intervals[intervals.length - 1] = ping.interval;
          else intervals.push(ping.interval);
        }
        const total = intervals.reduce((sum, i) => sum + (i.end - i.start), 0);
        expect(total).toBe(coveredMs(intervals, { start: 0, end: Number.MAX_SAFE_INTEGER }));
        expect(total).toBeLessThanOrEqual(gaps.length * 60_000);
      }),
    );
  });
});

describe('limits in force and their kinds', () => {
  it('[RG3] only an active or confirmed limit is in force; an exclusion until its end', () => {
    const inForce: Record<LimitStatus, boolean> = {
      active: true,
      confirmed: true,
      confirmed_disabled: false,
      unconfirmed_disabled: false,
      unconfirmed: false,
      disabled: false,
    };
    for (const status of LIMIT_STATUSES)
      expect(isInForce(limitRow({ status }), T0), status).toBe(inForce[status]);
    const exclusion = limitRow({
      type: 'selfexclusion',
      strategy: null,
      period: null,
      amount: null,
      currency: null,
      disableAt: T0 + 180 * DAY_MS,
    });
    expect(isInForce(exclusion, T0 + 180 * DAY_MS - 1)).toBe(true);
    expect(isInForce(exclusion, T0 + 180 * DAY_MS)).toBe(false);
    expect(limitsInForce([exclusion, limitRow({ id: 2, status: 'unconfirmed' })], T0 + 180 * DAY_MS)).toEqual(
      [],
    );
  });

  it('[RG5] money limits keep their currency, minute limits none; only counted types keep a period', () => {
    const kept: Record<LimitType, Pick<LimitRecord, 'amount' | 'currency' | 'period' | 'strategy'>> = {
      bet: { amount: 60, currency: 'EUR', period: null, strategy: null },
      loss: { amount: 60, currency: 'EUR', period: 'week', strategy: 'fixed' },
      wager: { amount: 60, currency: 'EUR', period: 'week', strategy: 'fixed' },
      deposit: { amount: 60, currency: 'EUR', period: 'week', strategy: 'fixed' },
      session: { amount: 60, currency: null, period: null, strategy: null },
      sportsbook_session: { amount: 60, currency: null, period: null, strategy: null },
      reality_check: { amount: 60, currency: null, period: null, strategy: null },
      activity: { amount: 60, currency: null, period: 'week', strategy: 'fixed' },
      time: { amount: 60, currency: null, period: 'week', strategy: 'fixed' },
      selfexclusion: { amount: null, currency: null, period: null, strategy: null },
      coolingoff: { amount: null, currency: null, period: null, strategy: null },
    };
    for (const type of LIMIT_TYPES) {
      const request: LimitRequest = {
        type,
        period: 'week',
        strategy: 'fixed',
        amount: 60,
        currency: 'EUR',
        durationDays: 180,
      };
      const plan = planSetLimit([], request, T0, true);
      expect(plan.kind === 'change' ? plan.insert : plan, type).toMatchObject(kept[type]);
    }
  });
});

describe('pending changes when due', () => {
  const raise = limitRow({
    id: 2,
    amount: 20_000,
    status: 'unconfirmed',
    replacesId: 1,
    pendingAction: 'raise',
    confirmUntil: T0 + DAY_MS,
  });
  const removal = limitRow({
    id: 4,
    type: 'wager',
    status: 'unconfirmed',
    replacesId: 3,
    pendingAction: 'remove',
    confirmUntil: T0 + DAY_MS,
  });
  const cooling = limitRow({
    id: 5,
    type: 'coolingoff',
    strategy: null,
    period: null,
    amount: null,
    currency: null,
    disableAt: T0 + DAY_MS,
  });
  const rows = [limitRow({ id: 1 }), raise, limitRow({ id: 3, type: 'wager' }), removal, cooling];

  it('[RG11] nothing changes before its time', () => {
    const settled = settleLimits(rows, T0 + DAY_MS - 1);
    expect(settled.updates).toEqual([]);
    expect(settled.rows).toEqual(rows);
  });

  it('[RG11] a raise is confirmed over the limit it replaces, a removal ends both, an exclusion ends', () => {
    const settled = settleLimits(rows, T0 + DAY_MS);
    expect(settled.rows.map((row) => [row.id, row.status])).toEqual([
      [1, 'disabled'],
      [2, 'confirmed'],
      [3, 'confirmed_disabled'],
      [4, 'confirmed_disabled'],
      [5, 'disabled'],
    ]);
    expect([...settled.updates].sort((a, b) => a.id - b.id)).toEqual(
      settled.rows.map((row) => ({ id: row.id, status: row.status })),
    );
    expect(settleLimits(settled.rows, T0 + 2 * DAY_MS).updates).toEqual([]);
  });

  it('[RG22] tells the raise in force and the limit removed, once, and nothing before their time', () => {
    expect(appliedChanges(rows, settleLimits(rows, T0 + DAY_MS - 1).updates)).toEqual([]);
    const settled = settleLimits(rows, T0 + DAY_MS);
    expect(appliedChanges(rows, settled.updates)).toEqual([
      {
        id: 2,
        action: 'raise',
        type: raise.type,
        period: raise.period,
        amount: raise.amount,
        currency: raise.currency,
      },
      {
        id: 4,
        action: 'remove',
        type: 'wager',
        period: removal.period,
        amount: null,
        currency: removal.currency,
      },
    ]);
    // Settled again later, the same rows tell nothing more.
    expect(appliedChanges(settled.rows, settleLimits(settled.rows, T0 + 2 * DAY_MS).updates)).toEqual([]);
  });

  it('[RG22] every applied change is a pending raise confirmed or a pending removal made', () => {
    fc.assert(
      fc.property(fc.integer({ min: T0 - DAY_MS, max: T0 + 2 * DAY_MS }), (now) => {
        const { updates } = settleLimits(rows, now);
        for (const change of appliedChanges(rows, updates)) {
          const row = rows.find((candidate) => candidate.id === change.id);
          expect(row?.status).toBe('unconfirmed');
          expect(row?.pendingAction).toBe(change.action);
          expect(row?.confirmUntil ?? Infinity).toBeLessThanOrEqual(now);
        }
      }),
    );
  });
});
