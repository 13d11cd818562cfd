/**
 * The events filter of the sport pages: the list query parameters of spec §3 (time, date, sortBy,
 * isBettable) as they travel in the page URL, and what they ask of GET /matches.
 */

/** [EVF1] Time windows: matches starting within the next N hours. */
export const EVENT_TIME_WINDOWS = ['1h', '3h', '6h', '12h', '24h', '72h'] as const;
export type EventTimeWindow = (typeof EVENT_TIME_WINDOWS)[number];

/** [EVF3] Orders a listing offers; each maps to sort keys of spec §3. */
export const EVENT_SORTS = ['league', 'start_time', 'popular'] as const;
export type EventSort = (typeof EVENT_SORTS)[number];

export interface EventsFilter {
  readonly time: EventTimeWindow | undefined;
  /** A calendar day `YYYY-MM-DD` in `timeZone`. */
  readonly date: string | undefined;
  readonly sortBy: EventSort;
  readonly isBettable: boolean;
  /** [EVF5] The bettor's IANA time zone (`tz`), which days are cut in; undefined: UTC. */
  readonly timeZone: string | undefined;
}

export const DEFAULT_EVENTS_FILTER: EventsFilter = {
  time: undefined,
  date: undefined,
  sortBy: 'league',
  isBettable: false,
  timeZone: undefined,
};

/** [EVF5] An IANA time zone name this runtime knows (`Europe/Berlin`), else undefined. */
export function validTimeZone(value: string | undefined): string | undefined {
  if (!value || value.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(value)) return undefined;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return value;
  } catch {
    return undefined;
  }
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** Milliseconds to add to UTC to get the wall time of `timeZone` at the instant `atMs`. */
function zoneOffsetMs(atMs: number, timeZone: string): number {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    zoneFormats.set(timeZone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(atMs)) parts[part.type] = Number(part.value);
  const wall = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return wall - (atMs - (atMs % 1_000));
}

/** [EVF5] The calendar day (`YYYY-MM-DD`) of the instant `atMs` in `timeZone`. */
export function dayInZone(atMs: number, timeZone: string): string {
  return new Date(atMs + zoneOffsetMs(atMs, timeZone)).toISOString().slice(0, 10);
}

/** [EVF5] The instant (ms) a calendar day starts in `timeZone`: its first moment of wall time. */
export function dayStartInZone(day: string, timeZone: string): number {
  const midnight = Date.parse(`${day}T00:00:00.000Z`);
  // Wall midnight minus the offset in force then; once more with the offset at that guess (offset changes).
  const guess = midnight - zoneOffsetMs(midnight, timeZone);
  const start = midnight - zoneOffsetMs(guess, timeZone);
  // Where midnight does not exist (a gap at 00:00), the day starts at the first instant after it.
  return dayInZone(start, timeZone) === day ? start : guess;
}

type Params = Readonly<Record<string, string | readonly string[] | undefined>>;

function first(value: string | readonly string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : value?.[0];
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function validDay(value: string | undefined): string | undefined {
  const parts = value ? DAY.exec(value) : null;
  if (!parts || !value) return undefined;
  const date = new Date(`${value}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? undefined : value;
}

/** [EVF2] Reads the filter from URL search params; unknown or malformed values fall back to the defaults. */
export function eventsFilterFromParams(params: Params): EventsFilter {
  const time = first(params.time);
  const sortBy = first(params.sortBy);
  const bettable = first(params.isBettable);
  return {
    timeZone: validTimeZone(first(params.tz)),
    time: (EVENT_TIME_WINDOWS as readonly string[]).includes(time ?? '')
      ? (time as EventTimeWindow)
      : undefined,
    date: validDay(first(params.date)),
    sortBy: (EVENT_SORTS as readonly string[]).includes(sortBy ?? '') ? (sortBy as EventSort) : 'league',
    isBettable: bettable === 'true' || bettable === '1',
  };
}

/** [EVF2] The search params that carry a filter: defaults are left out so the plain URL stays canonical. */
export function eventsFilterToParams(filter: EventsFilter): Record<string, string> {
  const params: Record<string, string> = {};
  if (filter.time) params.time = filter.time;
  if (filter.date) params.date = filter.date;
  if (filter.sortBy !== DEFAULT_EVENTS_FILTER.sortBy) params.sortBy = filter.sortBy;
  if (filter.isBettable) params.isBettable = 'true';
  if (filter.timeZone) params.tz = filter.timeZone;
  return params;
}

const HOUR_MS = 3_600_000;

/**
 * [EVF1] The start-time range a filter asks for, as ISO timestamps; `nowMs` is the current time in ms.
 * A date gives that day in the filter's time zone ([EVF5], UTC without one); a time window gives now ..
 * now + N hours; both together give their intersection, which may be empty (start_from after start_to
 * means no matches).
 */
export function eventsFilterWindow(
  filter: EventsFilter,
  nowMs: number,
): { readonly startFrom?: string; readonly startTo?: string } {
  let from: number | undefined;
  let to: number | undefined;
  if (filter.time) {
    from = nowMs;
    to = nowMs + Number.parseInt(filter.time, 10) * HOUR_MS;
  }
  if (filter.date) {
    const zone = filter.timeZone ?? 'UTC';
    const dayStart = dayStartInZone(filter.date, zone);
    const next = new Date(Date.parse(`${filter.date}T00:00:00.000Z`) + 24 * HOUR_MS)
      .toISOString()
      .slice(0, 10);
    const dayEnd = dayStartInZone(next, zone) - 1;
    from = Math.max(from ?? dayStart, dayStart);
    to = Math.min(to ?? dayEnd, dayEnd);
  }
  return {
    ...(from === undefined ? {} : { startFrom: new Date(from).toISOString() }),
    ...(to === undefined ? {} : { startTo: new Date(to).toISOString() }),
  };
}

/** [EVF3] Sort terms of GET /matches for an order: by league priority, by start time, or most bet first. */
export function eventsSortTerms(sortBy: EventSort): string[] {
  switch (sortBy) {
    case 'league':
      return ['-sport_priority', '-category_priority', '-tournament_priority', 'start_time'];
    case 'start_time':
      return ['start_time', '-tournament_priority'];
    case 'popular':
      return ['-bets_count', 'start_time'];
  }
}

/** [EVF4] The next `count` days from `nowMs` in `timeZone` (UTC by default), as `YYYY-MM-DD`. */
export function upcomingDays(nowMs: number, count: number, timeZone = 'UTC'): string[] {
  const start = Date.parse(`${dayInZone(nowMs, timeZone)}T00:00:00.000Z`);
  return Array.from({ length: count }, (_, index) =>
    new Date(start + index * 24 * HOUR_MS).toISOString().slice(0, 10),
  );
}
