import {
  EXCLUSION_TYPES,
  type ExclusionType,
  IN_FORCE_STATUSES,
  LIMIT_KINDS,
  type LimitPeriod,
  type LimitStatus,
  type LimitStrategy,
  type LimitType,
  LOOSENING_DELAY_MS,
} from './limit-kinds';
import { DAY_MS } from './limit-windows';

/**
 * How player limits change (spec §3, responsible gambling; rule ids RG* in packages/core/SPEC.md). Pure: the
 * caller reads the player's rows, asks for a plan at `now`, and writes what the plan says in one transaction.
 * Times are milliseconds since the epoch.
 */

/** A stored limit row as the rules see it. */
export interface LimitRecord {
  readonly id: number;
  readonly type: LimitType;
  readonly strategy: LimitStrategy | null;
  readonly period: LimitPeriod | null;
  /** Minor units (money), minutes, or null (exclusions). */
  readonly amount: number | null;
  readonly currency: string | null;
  readonly status: LimitStatus;
  readonly replacesId: number | null;
  readonly pendingAction: 'raise' | 'remove' | null;
  /** When an exclusion ends. */
  readonly disableAt: number | null;
  /**
   * When the limit was set; a fixed-strategy limit's windows count from it ([RG4]). A fixed limit that
   * replaced one of the same strategy keeps the replaced one's, so its window carries on ([RG10]).
   */
  readonly createdAt: number;
  /** When a pending (`unconfirmed`) change applies. */
  readonly confirmUntil: number | null;
}

/** What a player asks for: a limit of a type (and period and currency where it has them). */
export interface LimitRequest {
  readonly type: LimitType;
  readonly period: LimitPeriod | null;
  readonly strategy: LimitStrategy | null;
  /** Minor units or minutes; ignored for exclusions. */
  readonly amount: number | null;
  readonly currency: string | null;
  /** Exclusions only: how many days it lasts. */
  readonly durationDays?: number;
}

/** A row a plan inserts (the id comes from the database). */
export type NewLimit = Omit<LimitRecord, 'id'>;

/** A status a plan moves an existing row to. */
export interface StatusChange {
  readonly id: number;
  readonly status: LimitStatus;
}

export type LimitPlan =
  /** A raise, a removal or an exclusion without a valid password confirmation. */
  | { readonly kind: 'confirmation_required' }
  /** No such limit of the player's, or one that is no longer in force nor pending. */
  | { readonly kind: 'not_found' }
  /** An exclusion cannot be ended or shortened. */
  | { readonly kind: 'not_removable' }
  | {
      readonly kind: 'change';
      /** The row to insert, if any. */
      readonly insert: NewLimit | null;
      readonly updates: readonly StatusChange[];
      /** The row the answer shows when nothing is inserted. */
      readonly shown: LimitRecord | null;
      /** True when the change waits 24 hours. */
      readonly pending: boolean;
    };

/** [RG6] Whether a type is an exclusion (self-exclusion, cooling-off). */
export function isExclusion(type: LimitType): type is ExclusionType {
  return (EXCLUSION_TYPES as readonly LimitType[]).includes(type);
}

/**
 * [RG10] Two limits are the same limit (one replaces the other) when they have the same type and, where the
 * type has them, the same period and currency.
 */
export function sameSlot(a: Pick<LimitRecord, 'type' | 'period' | 'currency'>, b: typeof a): boolean {
  return (
    a.type === b.type &&
    (a.period ?? null) === (b.period ?? null) &&
    (a.currency ?? null) === (b.currency ?? null)
  );
}

/** [RG3] Whether a row is in force at `now` (an exclusion only until it ends). */
export function isInForce(row: LimitRecord, now: number): boolean {
  if (!IN_FORCE_STATUSES.includes(row.status)) return false;
  return row.disableAt === null || row.disableAt > now;
}

/**
 * [RG11] The rows as they stand at `now`, with the status changes that brings: a pending change whose
 * `confirm_until` has passed applies (a raise becomes `confirmed` and the limit it replaces `disabled`; a
 * removal makes both itself and the limit it removes `confirmed_disabled`); an exclusion past its end becomes
 * `disabled`.
 */
export function settleLimits(
  rows: readonly LimitRecord[],
  now: number,
): { readonly rows: LimitRecord[]; readonly updates: StatusChange[] } {
  const status = new Map<number, LimitStatus>(rows.map((row) => [row.id, row.status]));
  const updates = new Map<number, LimitStatus>();
  const move = (id: number, to: LimitStatus) => {
    if (status.get(id) === to) return;
    status.set(id, to);
    updates.set(id, to);
  };
  // Oldest first, so a later change applies over an earlier one.
  const due = rows
    .filter((row) => row.status === 'unconfirmed' && row.confirmUntil !== null && row.confirmUntil <= now)
    .sort((a, b) => (a.confirmUntil ?? 0) - (b.confirmUntil ?? 0) || a.id - b.id);
  for (const change of due) {
    const replaced = change.replacesId;
    const replacedInForce =
      replaced !== null && IN_FORCE_STATUSES.includes(status.get(replaced) ?? 'disabled');
    if (change.pendingAction === 'remove') {
      move(change.id, 'confirmed_disabled');
      if (replaced !== null && replacedInForce) move(replaced, 'confirmed_disabled');
    } else {
      move(change.id, 'confirmed');
      if (replaced !== null && replacedInForce) move(replaced, 'disabled');
    }
  }
  for (const row of rows) {
    if (
      row.disableAt !== null &&
      row.disableAt <= now &&
      IN_FORCE_STATUSES.includes(status.get(row.id) ?? row.status)
    )
      move(row.id, 'disabled');
  }
  return {
    rows: rows.map((row) => {
      const to = status.get(row.id) ?? row.status;
      return to === row.status ? row : { ...row, status: to };
    }),
    updates: [...updates].map(([id, to]) => ({ id, status: to })),
  };
}

/** A pending change that a settle applied: what the player is told (a raise in force, a limit removed). */
export interface AppliedChange {
  /** The change's own row. */
  readonly id: number;
  readonly action: 'raise' | 'remove';
  readonly type: LimitType;
  readonly period: LimitPeriod | null;
  /** The raised amount (minor units or minutes); null for a removal. */
  readonly amount: number | null;
  readonly currency: string | null;
}

/**
 * [RG22] The pending changes that `updates` (a settle's, [RG11]) apply, in the rows' order: each raise that
 * became `confirmed` and each removal that became `confirmed_disabled`. Told once, by whoever writes that
 * settle; limits replaced or ended on the way, and exclusions running out, are not changes the player asked for.
 */
export function appliedChanges(
  before: readonly LimitRecord[],
  updates: readonly StatusChange[],
): AppliedChange[] {
  const to = new Map(updates.map((update) => [update.id, update.status]));
  return before.flatMap((row): AppliedChange[] => {
    if (row.status !== 'unconfirmed' || row.pendingAction === null) return [];
    const status = to.get(row.id);
    const applied =
      (row.pendingAction === 'raise' && status === 'confirmed') ||
      (row.pendingAction === 'remove' && status === 'confirmed_disabled');
    if (!applied) return [];
    return [
      {
        id: row.id,
        action: row.pendingAction,
        type: row.type,
        period: row.period,
        amount: row.pendingAction === 'raise' ? row.amount : null,
        currency: row.currency,
      },
    ];
  });
}

/** [RG3] The limits in force at `now` (after pending changes that are due). */
export function limitsInForce(rows: readonly LimitRecord[], now: number): LimitRecord[] {
  return settleLimits(rows, now).rows.filter((row) => isInForce(row, now));
}

/**
 * [RG10] Whether `next` is at least as strict as `current`: a lower or equal amount (for every type a smaller
 * number is stricter: less money, fewer minutes, a more frequent reality check) of the same strategy. A change
 * of strategy counts as a raise whatever the amount: it moves the window, and a new window starts with
 * nothing used (a fixed 100 a day used up, switched to rolling 99, would allow 99 more at once).
 */
function compare(current: LimitRecord, next: LimitRequest): 'stricter' | 'same' | 'looser' {
  const a = current.amount ?? 0;
  const b = next.amount ?? 0;
  const periodic = LIMIT_KINDS[next.type].periodic;
  const sameStrategy = !periodic || (current.strategy ?? 'rolling') === (next.strategy ?? 'rolling');
  if (!sameStrategy) return 'looser';
  if (b < a) return 'stricter';
  if (b === a) return 'same';
  return 'looser';
}

/**
 * [RG4][RG10] When a limit's window counts from: a limit that replaces one of the same fixed strategy keeps
 * the window of the one it replaces (its `createdAt` carries over), so lowering a fixed limit, or raising it,
 * never restarts a window with nothing used. Any other new limit counts from now.
 */
function windowAnchor(current: LimitRecord | null, request: LimitRequest, now: number): number {
  if (!current || !LIMIT_KINDS[request.type].periodic) return now;
  const fixed = (request.strategy ?? 'rolling') === 'fixed' && current.strategy === 'fixed';
  return fixed ? current.createdAt : now;
}

function newRow(request: LimitRequest, now: number, extra: Partial<NewLimit>): NewLimit {
  const periodic = LIMIT_KINDS[request.type].periodic;
  return {
    type: request.type,
    strategy: periodic ? (request.strategy ?? 'rolling') : null,
    period: periodic ? request.period : null,
    amount: isExclusion(request.type) ? null : request.amount,
    currency: LIMIT_KINDS[request.type].unit === 'money' ? request.currency : null,
    status: 'active',
    replacesId: null,
    pendingAction: null,
    disableAt: null,
    createdAt: now,
    confirmUntil: null,
    ...extra,
  };
}

/**
 * [RG10] [RG8] [RG6] Setting a limit, on rows already settled at `now` (settleLimits):
 * - a first limit, or a stricter one, applies at once (`active`); the one it replaces becomes `disabled`;
 * - the same limit again changes nothing but withdraws a pending raise or removal of it;
 * - a fixed limit replacing a fixed one keeps its window (windowAnchor);
 * - a looser one (a higher amount, another strategy) needs a password confirmation and waits 24 hours: an
 *   `unconfirmed` row with `confirm_until` = now + 24 h and `pending_action` raise;
 * - any pending change of the same limit is withdrawn (`unconfirmed_disabled`) by a newer one;
 * - an exclusion needs a password confirmation and starts at once, ending `durationDays` from now; one that
 *   would end before the exclusion of its type in force changes nothing (it cannot be shortened).
 */
export function planSetLimit(
  settled: readonly LimitRecord[],
  request: LimitRequest,
  now: number,
  confirmed: boolean,
): LimitPlan {
  const slot = {
    type: request.type,
    period: newRow(request, now, {}).period,
    currency: newRow(request, now, {}).currency,
  };
  const current = settled.find((row) => sameSlot(row, slot) && isInForce(row, now)) ?? null;
  const pending = settled.filter((row) => sameSlot(row, slot) && row.status === 'unconfirmed');
  const withdraw = pending.map((row) => ({ id: row.id, status: 'unconfirmed_disabled' as const }));

  if (isExclusion(request.type)) {
    if (!confirmed) return { kind: 'confirmation_required' };
    const disableAt = now + (request.durationDays ?? 0) * DAY_MS;
    if (current && (current.disableAt ?? Number.POSITIVE_INFINITY) >= disableAt)
      return { kind: 'change', insert: null, updates: [], shown: current, pending: false };
    return {
      kind: 'change',
      insert: newRow(request, now, { disableAt }),
      updates: current ? [{ id: current.id, status: 'disabled' }] : [],
      shown: null,
      pending: false,
    };
  }

  if (!current)
    return {
      kind: 'change',
      insert: newRow(request, now, {}),
      updates: withdraw,
      shown: null,
      pending: false,
    };
  const comparison = compare(current, request);
  if (comparison === 'same')
    return { kind: 'change', insert: null, updates: withdraw, shown: current, pending: false };
  if (comparison === 'stricter') {
    return {
      kind: 'change',
      insert: newRow(request, now, { createdAt: windowAnchor(current, request, now) }),
      updates: [...withdraw, { id: current.id, status: 'disabled' }],
      shown: null,
      pending: false,
    };
  }
  if (!confirmed) return { kind: 'confirmation_required' };
  return {
    kind: 'change',
    insert: newRow(request, now, {
      createdAt: windowAnchor(current, request, now),
      status: 'unconfirmed',
      replacesId: current.id,
      pendingAction: 'raise',
      confirmUntil: now + LOOSENING_DELAY_MS,
    }),
    updates: withdraw,
    shown: null,
    pending: true,
  };
}

/**
 * [RG10] [RG8] Removing a limit (by id), on rows already settled at `now`:
 * - a pending change is withdrawn at once (`unconfirmed_disabled`), no confirmation needed;
 * - a limit in force is removed 24 hours later (an `unconfirmed` copy with `pending_action` remove), with a
 *   password confirmation; asking again while that removal waits changes nothing;
 * - an exclusion cannot be removed; anything else (not the player's, already ended) is not found.
 */
export function planRemoveLimit(
  settled: readonly LimitRecord[],
  id: number,
  now: number,
  confirmed: boolean,
): LimitPlan {
  const target = settled.find((row) => row.id === id);
  if (!target) return { kind: 'not_found' };
  if (target.status === 'unconfirmed')
    return {
      kind: 'change',
      insert: null,
      updates: [{ id, status: 'unconfirmed_disabled' }],
      shown: { ...target, status: 'unconfirmed_disabled' },
      pending: false,
    };
  if (!isInForce(target, now)) return { kind: 'not_found' };
  if (isExclusion(target.type)) return { kind: 'not_removable' };
  const pending = settled.filter((row) => sameSlot(row, target) && row.status === 'unconfirmed');
  const waiting = pending.find((row) => row.pendingAction === 'remove' && row.replacesId === id);
  if (waiting) return { kind: 'change', insert: null, updates: [], shown: waiting, pending: true };
  if (!confirmed) return { kind: 'confirmation_required' };
  const { id: _id, ...copy } = target;
  return {
    kind: 'change',
    insert: {
      ...copy,
      status: 'unconfirmed',
      replacesId: id,
      pendingAction: 'remove',
      createdAt: now,
      confirmUntil: now + LOOSENING_DELAY_MS,
    },
    updates: pending.map((row) => ({ id: row.id, status: 'unconfirmed_disabled' as const })),
    shown: null,
    pending: true,
  };
}
