import type { LimitStatus, LimitType } from '../player-limits/limit-kinds';

/**
 * How the limits page lists a player's limits (spec §3 player limit): what is in force, what waits for its
 * 24 hours, and what is left of each. Rule ids RGC* in `packages/core/SPEC.md`.
 */

/** The fields of a player limit the page reads (the contract's PlayerLimit has them all). */
export interface LimitRow {
  readonly id: number;
  readonly type: LimitType;
  readonly status: LimitStatus;
  readonly period: string | null;
  readonly amount: number | null;
  readonly currency: string | null;
  readonly replaces_id: number | null;
  readonly pending_action: 'raise' | 'remove' | null;
  readonly disable_at: string | null;
  readonly confirm_until: string | null;
  readonly used: number | null;
}

export interface LimitsOverview<L extends LimitRow> {
  /** In force now (active, or confirmed after its wait), exclusions first, then by type and period. */
  readonly inForce: readonly L[];
  /** Raises and removals waiting for `confirm_until`, soonest first. */
  readonly pending: readonly L[];
}

const TYPE_ORDER: readonly LimitType[] = [
  'selfexclusion',
  'coolingoff',
  'deposit',
  'loss',
  'wager',
  'bet',
  'session',
  'sportsbook_session',
  'time',
  'activity',
  'reality_check',
];
const PERIOD_ORDER = ['day', 'week', 'month'];

function order<L extends LimitRow>(a: L, b: L): number {
  return (
    TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type) ||
    PERIOD_ORDER.indexOf(a.period ?? '') - PERIOD_ORDER.indexOf(b.period ?? '') ||
    (a.currency ?? '').localeCompare(b.currency ?? '') ||
    a.id - b.id
  );
}

/**
 * [RGC7] In force = active or confirmed (an exclusion only until its `disable_at`); pending = unconfirmed
 * (a raise or removal waiting 24 hours). Withdrawn, replaced and removed rows are history and not listed.
 */
export function limitsOverview<L extends LimitRow>(limits: readonly L[], now: number): LimitsOverview<L> {
  const inForce = limits
    .filter((limit) => limit.status === 'active' || limit.status === 'confirmed')
    .filter((limit) => limit.disable_at === null || Date.parse(limit.disable_at) > now)
    .sort(order);
  const pending = limits
    .filter((limit) => limit.status === 'unconfirmed')
    .sort((a, b) => Date.parse(a.confirm_until ?? '') - Date.parse(b.confirm_until ?? '') || order(a, b));
  return { inForce, pending };
}

/** [RGC8] What is left of a counted limit in its window (never below 0); null where nothing is counted. */
export function limitRemaining(limit: LimitRow): number | null {
  if (limit.amount === null || limit.used === null) return null;
  return Math.max(0, limit.amount - limit.used);
}

/** [RGC8] Milliseconds until a pending change applies (0 once due); null when it has no date. */
export function msUntil(timestamp: string | null, now: number): number | null {
  if (timestamp === null) return null;
  const at = Date.parse(timestamp);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** [RGC9] The exclusion in force (self-exclusion before cooling-off), if any: betting and deposits are blocked until it ends. */
export function exclusionInForce<L extends LimitRow>(limits: readonly L[], now: number): L | null {
  return (
    limitsOverview(limits, now).inForce.find(
      (limit) => limit.type === 'selfexclusion' || limit.type === 'coolingoff',
    ) ?? null
  );
}
