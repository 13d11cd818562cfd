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
  /** A calendar day `YYYY-MM-DD` (UTC). */
  readonly date: string | undefined;
  readonly sortBy: EventSort;
  readonly isBettable: boolean;
}

export const DEFAULT_EVENTS_FILTER: EventsFilter = {
  time: undefined,
  date: undefined,
  sortBy: 'league',
  isBettable: false,
};

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
  return params;
}

const HOUR_MS = 3_600_000;

/**
 * [EVF1] The start-time range a filter asks for, as ISO timestamps; `nowMs` is the current time in ms.
 * A date gives that UTC day (from now on, if it is today); a time window gives now .. now + N hours; both
 * together give their intersection, which may be empty (start_from after start_to means no matches).
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
    const dayStart = Date.parse(`${filter.date}T00:00:00.000Z`);
    const dayEnd = dayStart + 24 * HOUR_MS - 1;
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

/** [EVF4] The next `count` UTC days from `nowMs`, as `YYYY-MM-DD`, for the date choice. */
export function upcomingDays(nowMs: number, count: number): string[] {
  const start = Date.parse(`${new Date(nowMs).toISOString().slice(0, 10)}T00:00:00.000Z`);
  return Array.from({ length: count }, (_, index) =>
    new Date(start + index * 24 * HOUR_MS).toISOString().slice(0, 10),
  );
}
