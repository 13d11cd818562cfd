import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EVENTS_FILTER,
  dayInZone,
  dayStartInZone,
  EVENT_SORTS,
  EVENT_TIME_WINDOWS,
  eventsFilterFromParams,
  eventsFilterToParams,
  eventsFilterWindow,
  eventsSortTerms,
  upcomingDays,
} from './events-filter';

const NOW = Date.parse('2026-03-10T15:30:00.000Z');

describe('events filter', () => {
  it('[EVF2] reads time, date, sortBy and isBettable from search params', () => {
    expect(
      eventsFilterFromParams({ time: '3h', date: '2026-03-11', sortBy: 'popular', isBettable: 'true' }),
    ).toEqual({ time: '3h', date: '2026-03-11', sortBy: 'popular', isBettable: true });
    expect(eventsFilterFromParams({ time: ['24h', '1h'], isBettable: '1' })).toMatchObject({
      time: '24h',
      isBettable: true,
    });
  });

  it('[EVF2] falls back to the defaults for unknown or malformed values', () => {
    expect(
      eventsFilterFromParams({ time: '5h', date: '2026-02-30', sortBy: 'name', isBettable: 'yes' }),
    ).toEqual(DEFAULT_EVENTS_FILTER);
    expect(eventsFilterFromParams({})).toEqual(DEFAULT_EVENTS_FILTER);
  });

  it('[EVF2] round-trips through search params, leaving defaults out', () => {
    expect(eventsFilterToParams(DEFAULT_EVENTS_FILTER)).toEqual({});
    fc.assert(
      fc.property(
        fc.option(fc.constantFrom(...EVENT_TIME_WINDOWS), { nil: undefined }),
        fc.option(
          fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
          {
            nil: undefined,
          },
        ),
        fc.constantFrom(...EVENT_SORTS),
        fc.boolean(),
        fc.constantFrom(undefined, 'UTC', 'Europe/Berlin', 'America/Sao_Paulo', 'Asia/Kolkata'),
        (time, day, sortBy, isBettable, timeZone) => {
          const filter = { time, date: day?.toISOString().slice(0, 10), sortBy, isBettable, timeZone };
          expect(eventsFilterFromParams(eventsFilterToParams(filter))).toEqual(filter);
        },
      ),
    );
  });

  it('[EVF1] a time window starts now and ends N hours later', () => {
    expect(eventsFilterWindow({ ...DEFAULT_EVENTS_FILTER, time: '3h' }, NOW)).toEqual({
      startFrom: '2026-03-10T15:30:00.000Z',
      startTo: '2026-03-10T18:30:00.000Z',
    });
  });

  it('[EVF1] a date is its UTC day; with a time window, the intersection', () => {
    expect(eventsFilterWindow({ ...DEFAULT_EVENTS_FILTER, date: '2026-03-12' }, NOW)).toEqual({
      startFrom: '2026-03-12T00:00:00.000Z',
      startTo: '2026-03-12T23:59:59.999Z',
    });
    expect(eventsFilterWindow({ ...DEFAULT_EVENTS_FILTER, date: '2026-03-10', time: '24h' }, NOW)).toEqual({
      startFrom: '2026-03-10T15:30:00.000Z',
      startTo: '2026-03-10T23:59:59.999Z',
    });
    expect(eventsFilterWindow(DEFAULT_EVENTS_FILTER, NOW)).toEqual({});
  });

  it('[EVF3] every order maps to sort keys of spec §3', () => {
    for (const sort of EVENT_SORTS) {
      for (const term of eventsSortTerms(sort)) {
        expect(term).toMatch(
          /^-?(sport_id|sport_priority|category_id|category_priority|tournament_id|tournament_priority|start_time|bets_count)$/,
        );
      }
    }
    expect(eventsSortTerms('popular')[0]).toBe('-bets_count');
  });

  it('[EVF4] lists the next days from today (UTC)', () => {
    expect(upcomingDays(NOW, 3)).toEqual(['2026-03-10', '2026-03-11', '2026-03-12']);
  });

  it('[EVF5] reads a known IANA time zone from tz and ignores anything else', () => {
    expect(eventsFilterFromParams({ tz: 'Europe/Berlin' }).timeZone).toBe('Europe/Berlin');
    for (const bad of ['Mars/Olympus', '<script>', '', 'x'.repeat(100)]) {
      expect(eventsFilterFromParams({ tz: bad }).timeZone).toBeUndefined();
    }
  });

  it('[EVF5] cuts a day at midnight in the bettor time zone', () => {
    const berlin = { ...DEFAULT_EVENTS_FILTER, date: '2026-03-12', timeZone: 'Europe/Berlin' };
    expect(eventsFilterWindow(berlin, NOW)).toEqual({
      startFrom: '2026-03-11T23:00:00.000Z',
      startTo: '2026-03-12T22:59:59.999Z',
    });
    // The day summer time starts in Europe has 23 hours (2026-03-29: UTC+1 until 01:00 UTC, then UTC+2).
    const shortDay = { ...berlin, date: '2026-03-29' };
    expect(eventsFilterWindow(shortDay, NOW)).toEqual({
      startFrom: '2026-03-28T23:00:00.000Z',
      startTo: '2026-03-29T21:59:59.999Z',
    });
    const saoPaulo = { ...DEFAULT_EVENTS_FILTER, date: '2026-03-10', timeZone: 'America/Sao_Paulo' };
    expect(eventsFilterWindow(saoPaulo, NOW)).toEqual({
      startFrom: '2026-03-10T03:00:00.000Z',
      startTo: '2026-03-11T02:59:59.999Z',
    });
  });

  it('[EVF5] offers the next days of the bettor time zone', () => {
    // 15:30 UTC is already the next day in Auckland (UTC+13 in March).
    expect(upcomingDays(NOW, 2, 'Pacific/Auckland')).toEqual(['2026-03-11', '2026-03-12']);
    expect(dayInZone(Date.parse('2026-03-10T02:00:00Z'), 'America/New_York')).toBe('2026-03-09');
  });

  it('[EVF5] a zoned day starts at local midnight in every zone, whatever the date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }),
        fc.constantFrom('UTC', 'Europe/Berlin', 'America/Sao_Paulo', 'Asia/Kolkata', 'Pacific/Chatham'),
        (date, zone) => {
          const day = date.toISOString().slice(0, 10);
          const start = dayStartInZone(day, zone);
          expect(dayInZone(start, zone)).toBe(day);
          expect(dayInZone(start - 1, zone)).not.toBe(day);
        },
      ),
    );
  });
});
