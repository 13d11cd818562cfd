import { isExclusion, type LimitRecord } from './limit-changes';
import { type ExclusionType, SESSION_IDLE_MS } from './limit-kinds';
import type { TimeWindow } from './limit-windows';

/**
 * What the limits in force allow (rule ids RG* in packages/core/SPEC.md): how much of a limit is used and
 * left, whether a stake or a deposit fits, which exclusion is running, when a session must end.
 */

/** Money movements of one account within a limit's window, minor units, each a magnitude (≥ 0). */
export interface MoneyUsage {
  /** Stakes placed (ledger `bet_stake`). */
  readonly stakes: number;
  /** Money back from bets: payouts, refunds and cash-outs (`bet_win`, `bet_refund`, `cashout`). */
  readonly returns: number;
  /** The part of `returns` that is refunded stakes (`bet_refund`: a void or cancelled bet). */
  readonly refunds: number;
  /** Deposits (ledger `deposit`, plus deposits still pending). */
  readonly deposits: number;
}

export const NO_MONEY_USAGE: MoneyUsage = { stakes: 0, returns: 0, refunds: 0, deposits: 0 };

/**
 * [RG12] What a money limit has used in its window: loss = stakes − money back (negative when the player is
 * ahead), wager = stakes − refunded stakes, deposit = deposits. Null for a type that counts nothing (bet).
 */
export function moneyUsed(type: LimitRecord['type'], usage: MoneyUsage): number | null {
  if (type === 'loss') return usage.stakes - usage.returns;
  if (type === 'wager') return usage.stakes - usage.refunds;
  if (type === 'deposit') return usage.deposits;
  return null;
}

/** [RG12] How much of a limit is left: its amount less what is used (never below 0). */
export function remaining(amount: number, used: number): number {
  return Math.max(0, amount - used);
}

/** A limit with its usage in its current window. */
export interface LimitWithUsage {
  readonly limit: LimitRecord;
  readonly usage: MoneyUsage;
}

export type StakeRefusalCode =
  | 'self_excluded'
  | 'cooling_off'
  | 'bet_limit_exceeded'
  | 'loss_limit_exceeded'
  | 'wager_limit_exceeded';

export interface LimitRefusal<Code extends string> {
  readonly code: Code;
  /** The limit gone over (null for an exclusion: its row is in `exclusion`). */
  readonly limit: LimitRecord;
  /** What is left of it before this stake or deposit (minor units; 0 for exclusions and bet limits). */
  readonly left: number;
}

/** [RG6] The exclusion running at `now` (self-exclusion before cooling-off), or null. */
export function activeExclusion(inForce: readonly LimitRecord[], now: number): LimitRecord | null {
  const running = inForce.filter(
    (row) => isExclusion(row.type) && (row.disableAt === null || row.disableAt > now),
  );
  return running.find((row) => row.type === 'selfexclusion') ?? running[0] ?? null;
}

/** [RG6] The refusal code of an exclusion. */
export function exclusionCode(type: ExclusionType): 'self_excluded' | 'cooling_off' {
  return type === 'selfexclusion' ? 'self_excluded' : 'cooling_off';
}

/**
 * [RG13] Whether stakes in one currency fit the limits in force (rows of that currency with their usage):
 * an exclusion refuses everything; a bet limit caps each stake; loss and wager limits cap what is used in
 * their window plus the new stakes (a new stake counts as a possible loss in full). Every limit must hold,
 * so the lowest applicable one decides. Checked in this order; the first refusal is returned.
 */
export function checkStakes(
  limits: readonly LimitWithUsage[],
  stakes: readonly number[],
  now: number,
): LimitRefusal<StakeRefusalCode> | null {
  const exclusion = activeExclusion(
    limits.map((entry) => entry.limit),
    now,
  );
  if (exclusion) return { code: exclusionCode(exclusion.type as ExclusionType), limit: exclusion, left: 0 };
  const total = stakes.reduce((sum, stake) => sum + stake, 0);
  const biggest = stakes.reduce((max, stake) => Math.max(max, stake), 0);
  const order = ['bet', 'loss', 'wager'] as const;
  for (const type of order) {
    const ofType = limits.filter((entry) => entry.limit.type === type && entry.limit.amount !== null);
    // The tightest first, so the refusal names the limit that decides.
    const sorted = ofType
      .map((entry) => {
        const amount = entry.limit.amount ?? 0;
        const used = type === 'bet' ? 0 : (moneyUsed(type, entry.usage) ?? 0);
        return { entry, left: amount - used };
      })
      .sort((a, b) => a.left - b.left);
    for (const { entry, left } of sorted) {
      const asked = type === 'bet' ? biggest : total;
      if (asked > left)
        return { code: `${type}_limit_exceeded`, limit: entry.limit, left: Math.max(0, left) };
    }
  }
  return null;
}

/**
 * [RG14] Whether a deposit fits: an exclusion refuses it; every deposit limit of its currency must hold
 * deposits in its window plus this one.
 */
export function checkDeposit(
  limits: readonly LimitWithUsage[],
  amount: number,
  now: number,
): LimitRefusal<'self_excluded' | 'cooling_off' | 'deposit_limit_exceeded'> | null {
  const exclusion = activeExclusion(
    limits.map((entry) => entry.limit),
    now,
  );
  if (exclusion) return { code: exclusionCode(exclusion.type as ExclusionType), limit: exclusion, left: 0 };
  const sorted = limits
    .filter((entry) => entry.limit.type === 'deposit' && entry.limit.amount !== null)
    .map((entry) => ({ entry, left: (entry.limit.amount ?? 0) - entry.usage.deposits }))
    .sort((a, b) => a.left - b.left);
  for (const { entry, left } of sorted) {
    if (amount > left) return { code: 'deposit_limit_exceeded', limit: entry.limit, left: Math.max(0, left) };
  }
  return null;
}

/** [RG12] Milliseconds of `intervals` within `window` (overlapping intervals counted once). */
export function coveredMs(intervals: readonly TimeWindow[], window: TimeWindow): number {
  const clipped = intervals
    .map((i) => ({ start: Math.max(i.start, window.start), end: Math.min(i.end, window.end) }))
    .filter((i) => i.end > i.start)
    .sort((a, b) => a.start - b.start);
  let total = 0;
  let reach = Number.NEGATIVE_INFINITY;
  for (const interval of clipped) {
    const start = Math.max(interval.start, reach);
    if (interval.end > start) total += interval.end - start;
    reach = Math.max(reach, interval.end);
  }
  return total;
}

/** What a sportsbook session's end depends on. */
export interface SessionTimes {
  /**
   * When the player's session began: the sign-in, or, once a sportsbook session has ended for idleness
   * ([RG18]), the start of the one after it (time away is not session time).
   */
  readonly signedInAt: number;
  /** When the sportsbook session started (now, for one about to start). */
  readonly startedAt: number;
  /** Limits in force. */
  readonly limits: readonly LimitRecord[];
  /** Per `time` limit id: milliseconds already used in its window, this session included up to `now`. */
  readonly timeUsedMs: ReadonlyMap<number, number>;
  readonly now: number;
}

/**
 * [RG15] When the session must end: the earliest of the session's start (sign-in, or its start after an
 * idle break) plus a `session` limit, the sportsbook session's start plus a `sportsbook_session` limit, and
 * now plus what is left of each `time` limit (for a limit gone over, when it ran out: before now). Null when
 * no such limit is in force. At or before `now` means the limit is used up.
 */
export function sessionEndsAt(times: SessionTimes): number | null {
  let end = Number.POSITIVE_INFINITY;
  for (const limit of times.limits) {
    const minutes = limit.amount;
    if (minutes === null) continue;
    if (limit.type === 'session') end = Math.min(end, times.signedInAt + minutes * 60_000);
    if (limit.type === 'sportsbook_session') end = Math.min(end, times.startedAt + minutes * 60_000);
    if (limit.type === 'time') {
      const used = times.timeUsedMs.get(limit.id) ?? 0;
      end = Math.min(end, times.now + minutes * 60_000 - used);
    }
  }
  return Number.isFinite(end) ? end : null;
}

/** [RG15] Limit types that bound how long a session may last. */
export const SESSION_BOUNDING_TYPES = ['session', 'sportsbook_session', 'time'] as const;

/**
 * [RG18] Whether a sportsbook session last seen at `lastSeenAt` has ended for idleness by `now` (no sign
 * of life for SESSION_IDLE_MS): it ended at `lastSeenAt`, and the player's next sign of life starts a new one.
 */
export function sessionIdle(lastSeenAt: number, now: number): boolean {
  return now - lastSeenAt >= SESSION_IDLE_MS;
}

/**
 * [RG20] When a sportsbook session starting at `now` counts from for a `session` limit, fixed once it starts:
 * sign-in for the platform session's first one, unless the player was already away from sign-in for
 * SESSION_IDLE_MS; otherwise (after an idle break, or a later one) its own start.
 */
export function sessionCountsFrom(signedInAt: number, firstOfSignIn: boolean, now: number): number {
  return firstOfSignIn && !sessionIdle(signedInAt, now) ? signedInAt : now;
}

/**
 * [RG21] When a limit ends the running session: the moment it ran out (`endsAt`), never after now and never
 * before the session's last sign of life (time the player was seen counts, time past the limit does not).
 */
export function limitEndAt(endsAt: number, lastSeenAt: number, now: number): number {
  return Math.max(lastSeenAt, Math.min(endsAt, now));
}

/** [RG16] Reality check: the next one is one interval after the last acknowledgement (or the start); due from then. */
export function realityCheck(
  intervalMinutes: number,
  lastAcknowledgedAt: number,
  now: number,
): { readonly nextAt: number; readonly due: boolean } {
  const nextAt = lastAcknowledgedAt + intervalMinutes * 60_000;
  return { nextAt, due: now >= nextAt };
}

/** [RG17] Activity pings: how long one ping counts (the web pings every 60 s). */
export const ACTIVITY_PING_MS = 60_000;

/**
 * [RG17] The interval a ping at `now` records: the minute before it, starting no earlier than the end of
 * the last recorded interval (a ping never counts time twice). `extend` when it continues the last interval
 * without a gap (it ended at most one ping ago). Null when the ping adds nothing.
 */
export function activityPing(
  last: TimeWindow | null,
  now: number,
): { readonly extend: boolean; readonly interval: TimeWindow } | null {
  const start = Math.max(now - ACTIVITY_PING_MS, last?.end ?? Number.NEGATIVE_INFINITY);
  if (start >= now) return null;
  const extend = last !== null && now - last.end <= ACTIVITY_PING_MS;
  return { extend, interval: { start: extend && last ? last.start : start, end: now } };
}
