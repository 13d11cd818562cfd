import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EVENTS_FILTER,
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
        (time, day, sortBy, isBettable) => {
          const filter = { time, date: day?.toISOString().slice(0, 10), sortBy, isBettable };
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
});
