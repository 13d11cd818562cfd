import { dayInZone, dayStartInZone } from './events-filter';
import { MATCH_STATUS } from './match-status';

/*
 * The results and schedule pages of spec §2.1 (`/results`, `/schedule`): which days they offer, which matches a
 * day holds, and how a finished match's score reads. The schedule's days are the events filter's
 * (`upcomingDays`, EVF4 and EVF5).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** [RES1] Statuses a result is listed in: finished (4) and closed (3), never one still to play or in play. */
export const RESULT_STATUSES: readonly number[] = [MATCH_STATUS.finished, MATCH_STATUS.closed];

/** [RES2] The days results are offered for: today and the `count - 1` days before, newest first, in `timeZone`. */
export function recentDays(nowMs: number, count: number, timeZone = 'UTC'): string[] {
  const today = Date.parse(`${dayInZone(nowMs, timeZone)}T00:00:00.000Z`);
  return Array.from({ length: count }, (_, index) =>
    new Date(today - index * DAY_MS).toISOString().slice(0, 10),
  );
}

/**
 * [RES3] A day chosen in the URL is taken only when it is one of the days offered; anything else (malformed,
 * out of range) is the first offered day.
 */
export function chosenDay(requested: string | undefined, offered: readonly string[]): string | undefined {
  return requested !== undefined && offered.includes(requested) ? requested : offered[0];
}

/**
 * [RES4] A day's matches are those starting within it in `timeZone`: from its first instant to the last
 * millisecond before the next day starts (23 or 25 hours long on a clock change), as ISO 8601.
 */
export function dayWindow(day: string, timeZone = 'UTC'): { startFrom: string; startTo: string } {
  const start = dayStartInZone(day, timeZone);
  const next = new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS).toISOString().slice(0, 10);
  return {
    startFrom: new Date(start).toISOString(),
    startTo: new Date(dayStartInZone(next, timeZone) - 1).toISOString(),
  };
}

/** A period's score as the feed reports it. */
export interface PeriodResult {
  readonly home: number;
  readonly away: number;
  readonly number: number;
  readonly name: string;
}

/**
 * [RES5] A result's periods in the order they were played (by period number; the feed may send them in any
 * order), each once: a repeated number keeps its last report.
 */
export function playedPeriods<P extends PeriodResult>(periods: readonly P[]): P[] {
  const byNumber = new Map<number, P>();
  for (const period of periods) byNumber.set(period.number, period);
  return [...byNumber.values()].sort((a, b) => a.number - b.number);
}
