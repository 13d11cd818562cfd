import type { LimitPeriod, LimitStrategy } from './limit-kinds';

/** Milliseconds of a day and of a week ([RG9]: day = 24 hours, week = 7 days). */
export const DAY_MS = 24 * 60 * 60 * 1000;
export const WEEK_MS = 7 * DAY_MS;

/** A span of time, `start` included, `end` excluded (milliseconds since the epoch). */
export interface TimeWindow {
  readonly start: number;
  readonly end: number;
}

/**
 * [RG9] `ms` moved by `months` calendar months in UTC, keeping the time of day; a day of the month the
 * target month lacks becomes its last day (31 January + 1 month = 28/29 February).
 */
export function addCalendarMonths(ms: number, months: number): number {
  const date = new Date(ms);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(date.getUTCDate(), lastDay);
  return Date.UTC(
    year,
    month,
    day,
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
    date.getUTCMilliseconds(),
  );
}

/** [RG9] One period after `start`: 24 hours, 7 days, or one calendar month. */
export function periodEnd(period: LimitPeriod, start: number): number {
  if (period === 'day') return start + DAY_MS;
  if (period === 'week') return start + WEEK_MS;
  return addCalendarMonths(start, 1);
}

/**
 * [RG4][RG9] The window a per-period limit counts over at `now`:
 * - rolling: the last period up to now (`end` = now);
 * - fixed: consecutive periods from `anchor` (when the limit was set); the one holding `now` (the first one
 *   while `now` is before the anchor).
 */
export function limitWindow(
  period: LimitPeriod,
  strategy: LimitStrategy,
  anchor: number,
  now: number,
): TimeWindow {
  if (strategy === 'rolling') {
    const start =
      period === 'month' ? addCalendarMonths(now, -1) : now - (period === 'day' ? DAY_MS : WEEK_MS);
    return { start, end: now };
  }
  if (now <= anchor) return { start: anchor, end: periodEnd(period, anchor) };
  if (period !== 'month') {
    const length = period === 'day' ? DAY_MS : WEEK_MS;
    const start = anchor + Math.floor((now - anchor) / length) * length;
    return { start, end: start + length };
  }
  // Calendar months from the anchor: estimate the count, then correct it by a step either way.
  const from = new Date(anchor);
  const to = new Date(now);
  let months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
  while (months > 0 && addCalendarMonths(anchor, months) > now) months -= 1;
  while (addCalendarMonths(anchor, months + 1) <= now) months += 1;
  return { start: addCalendarMonths(anchor, months), end: addCalendarMonths(anchor, months + 1) };
}

/** [RG12] How much of `interval` falls inside `window` (ms, 0 when they do not meet). */
export function overlapMs(interval: TimeWindow, window: TimeWindow): number {
  return Math.max(0, Math.min(interval.end, window.end) - Math.max(interval.start, window.start));
}
