/**
 * Player limits of spec §3 (responsible gambling): the types, statuses, periods and strategies a limit can
 * have, and what each type measures. Rule ids RG* in `packages/core/SPEC.md`.
 */

/** [RG1] Every limit type of spec §3. */
export const LIMIT_TYPES = [
  'activity',
  'sportsbook_session',
  'session',
  'bet',
  'time',
  'loss',
  'wager',
  'deposit',
  'reality_check',
  'selfexclusion',
  'coolingoff',
] as const;
export type LimitType = (typeof LIMIT_TYPES)[number];

/** [RG2] Limit statuses of spec §3. */
export const LIMIT_STATUSES = [
  'active',
  'confirmed',
  'confirmed_disabled',
  'unconfirmed_disabled',
  'unconfirmed',
  'disabled',
] as const;
export type LimitStatus = (typeof LIMIT_STATUSES)[number];

/** [RG3] Statuses of a limit that is in force. */
export const IN_FORCE_STATUSES: readonly LimitStatus[] = ['active', 'confirmed'];

/** [RG3] Periods a per-period limit counts over: 24 hours, 7 days, a month. */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/**
 * [RG4] How a per-period limit's window moves: `rolling` = the last period up to now; `fixed` = consecutive
 * periods starting when the limit was set.
 */
export const LIMIT_STRATEGIES = ['rolling', 'fixed'] as const;
export type LimitStrategy = (typeof LIMIT_STRATEGIES)[number];

/** [RG5] What a limit's amount is: money (minor units of its currency), minutes, or nothing (an exclusion). */
export type LimitUnit = 'money' | 'minutes' | 'none';

/** [RG5] Each type's unit and whether it counts over a period. */
export const LIMIT_KINDS: Readonly<Record<LimitType, { unit: LimitUnit; periodic: boolean }>> = {
  bet: { unit: 'money', periodic: false },
  loss: { unit: 'money', periodic: true },
  wager: { unit: 'money', periodic: true },
  deposit: { unit: 'money', periodic: true },
  session: { unit: 'minutes', periodic: false },
  sportsbook_session: { unit: 'minutes', periodic: false },
  reality_check: { unit: 'minutes', periodic: false },
  activity: { unit: 'minutes', periodic: true },
  time: { unit: 'minutes', periodic: true },
  selfexclusion: { unit: 'none', periodic: false },
  coolingoff: { unit: 'none', periodic: false },
};

/** [RG6] Types that exclude the player from betting and deposits until they end. */
export const EXCLUSION_TYPES = ['selfexclusion', 'coolingoff'] as const satisfies readonly LimitType[];
export type ExclusionType = (typeof EXCLUSION_TYPES)[number];

/** [RG6] Allowed durations of an exclusion, in days: cooling-off 1 to 42 (24 h … 6 weeks), self-exclusion 180 to 1825. */
export const EXCLUSION_DAYS: Readonly<Record<ExclusionType, { min: number; max: number }>> = {
  coolingoff: { min: 1, max: 42 },
  selfexclusion: { min: 180, max: 1825 },
};

/** [RG7] The largest money limit accepted, in minor units (anything above is an input mistake). */
export const MAX_MONEY_LIMIT = 1_000_000_000_000;

/**
 * [RG7] Minutes accepted per type: a session at most a day, per-period time at most its period (see
 * maxMinutesFor), checks at most 12 h. The lower bound is the operator's (operatorMinMinutes), never below
 * MIN_TIME_LIMIT_FLOOR; `min` here is the default.
 */
export const MINUTE_LIMIT_RANGE: Readonly<
  Record<
    'session' | 'sportsbook_session' | 'reality_check' | 'activity' | 'time',
    { min: number; max: number }
  >
> = {
  session: { min: 5, max: 1440 },
  sportsbook_session: { min: 5, max: 1440 },
  reality_check: { min: 5, max: 720 },
  activity: { min: 5, max: 44_640 },
  time: { min: 5, max: 44_640 },
};

export type MinuteLimitType = keyof typeof MINUTE_LIMIT_RANGE;

/** [RG7] The range an operator may put the shortest minute limit in (MIN_TIME_LIMIT_MINUTES). */
export const MIN_TIME_LIMIT_FLOOR = 1;
export const MIN_TIME_LIMIT_CEILING = 60;

/** [RG7] The shortest minute limit a player may choose by default: 5 minutes. */
export const DEFAULT_MIN_TIME_LIMIT_MINUTES = 5;

/** [RG7] Minutes in each period: a per-period activity or time limit can be no longer than its period. */
export const PERIOD_MINUTES: Readonly<Record<LimitPeriod, number>> = {
  day: 24 * 60,
  week: 7 * 24 * 60,
  // The longest calendar month: 31 days.
  month: 31 * 24 * 60,
};

/** [RG7] The most minutes a limit of `type` (over `period`, for activity and time) may be set to. */
export function maxMinutesFor(type: MinuteLimitType, period: LimitPeriod | null): number {
  const max = MINUTE_LIMIT_RANGE[type].max;
  return period && (type === 'activity' || type === 'time') ? Math.min(max, PERIOD_MINUTES[period]) : max;
}

/**
 * [RG7] The operator's shortest minute limit (settings `min_time_limit_minutes`), kept within the floor
 * and the ceiling; anything missing or unreadable is the default.
 */
export function operatorMinMinutes(configured: number | null | undefined): number {
  if (typeof configured !== 'number' || !Number.isInteger(configured)) return DEFAULT_MIN_TIME_LIMIT_MINUTES;
  return Math.min(MIN_TIME_LIMIT_CEILING, Math.max(MIN_TIME_LIMIT_FLOOR, configured));
}

/** [RG8] A loosening change (a raise or a removal) waits this long before it applies: 24 hours. */
export const LOOSENING_DELAY_MS = 24 * 60 * 60 * 1000;

/**
 * [RG18] A sportsbook session with no sign of life (its start, a continue, an activity ping, a bet; not the
 * session-info poll, which is a read) for this long has ended at its last sign of life; the next sign of life
 * starts a new one. An operator constant (docs/operators.md): time away from the product never counts against
 * a time limit.
 */
export const SESSION_IDLE_MS = 10 * 60 * 1000;
