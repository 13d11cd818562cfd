import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MATCH_STATUS } from './match-status';
import { chosenDay, dayWindow, playedPeriods, RESULT_STATUSES, recentDays } from './results-schedule';

describe('results and schedule', () => {
  it('[RES1] lists finished and closed matches, never prematch, live or stopped ones', () => {
    expect([...RESULT_STATUSES].sort()).toEqual([MATCH_STATUS.closed, MATCH_STATUS.finished].sort());
    for (const open of [MATCH_STATUS.prematch, MATCH_STATUS.live, MATCH_STATUS.stopped])
      expect(RESULT_STATUSES).not.toContain(open);
  });

  it('[RES2] offers today and the days before it, newest first, in the bettor’s zone', () => {
    const now = Date.parse('2026-11-29T23:30:00Z');
    expect(recentDays(now, 3)).toEqual(['2026-11-29', '2026-11-28', '2026-11-27']);
    // Half past midnight in Berlin is already the 30th there.
    expect(recentDays(now, 2, 'Europe/Berlin')).toEqual(['2026-11-30', '2026-11-29']);
    expect(recentDays(Date.parse('2026-03-01T10:00:00Z'), 2)).toEqual(['2026-03-01', '2026-02-28']);
  });

  it('[RES3] takes a day from the URL only when it is offered', () => {
    const offered = ['2026-11-29', '2026-11-28'];
    expect(chosenDay('2026-11-28', offered)).toBe('2026-11-28');
    expect(chosenDay('2026-11-01', offered)).toBe('2026-11-29');
    expect(chosenDay('yesterday', offered)).toBe('2026-11-29');
    expect(chosenDay(undefined, offered)).toBe('2026-11-29');
    expect(chosenDay(undefined, [])).toBeUndefined();
  });

  it('[RES4] cuts a day at its first instant in the bettor’s zone, 23- and 25-hour days included', () => {
    expect(dayWindow('2026-11-29')).toEqual({
      startFrom: '2026-11-29T00:00:00.000Z',
      startTo: '2026-11-29T23:59:59.999Z',
    });
    expect(dayWindow('2026-11-29', 'Europe/Berlin')).toEqual({
      startFrom: '2026-11-28T23:00:00.000Z',
      startTo: '2026-11-29T22:59:59.999Z',
    });
    const spring = dayWindow('2026-03-29', 'Europe/Berlin');
    expect(Date.parse(spring.startTo) + 1 - Date.parse(spring.startFrom)).toBe(23 * 3_600_000);
    const autumn = dayWindow('2026-10-25', 'Europe/Berlin');
    expect(Date.parse(autumn.startTo) + 1 - Date.parse(autumn.startFrom)).toBe(25 * 3_600_000);
  });

  it('[RES4] consecutive days tile time: each starts the millisecond after the one before ends', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse('2020-01-01'), max: Date.parse('2030-01-01') }),
        fc.constantFrom('UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe'),
        (now, zone) => {
          const [today, yesterday] = recentDays(now, 2, zone);
          const later = dayWindow(today as string, zone);
          const earlier = dayWindow(yesterday as string, zone);
          expect(Date.parse(earlier.startTo) + 1).toBe(Date.parse(later.startFrom));
          expect(Date.parse(later.startFrom)).toBeLessThanOrEqual(now);
          expect(Date.parse(later.startTo)).toBeGreaterThanOrEqual(now);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('[RES5] reads periods in the order played, each once', () => {
    const period = (number: number, home: number, away: number) => ({
      number,
      home,
      away,
      name: `P${number}`,
    });
    expect(playedPeriods([period(2, 1, 1), period(1, 0, 2), period(2, 2, 1)])).toEqual([
      period(1, 0, 2),
      period(2, 2, 1),
    ]);
    expect(playedPeriods([])).toEqual([]);
  });
});
