import { describe, expect, it } from 'vitest';
import { advanceClock, formatClockTime } from '@/lib/live/clock-time';
import { aMatch } from '@/lib/live/live-test-builders';

const at = (iso: string) => Date.parse(iso);
const clock = aMatch().clock as NonNullable<ReturnType<typeof aMatch>['clock']>;

describe('match clock', () => {
  it('advances match time by the whole seconds since clock_updated_at', () => {
    expect(advanceClock(clock, at('2026-05-01T18:10:07.900Z')).match_time).toBe(607);
  });

  it('does not advance a stopped clock', () => {
    expect(advanceClock({ ...clock, stopped: true }, at('2026-05-01T18:20:00Z')).match_time).toBe(600);
  });

  it('runs stoppage time on top of a full period, which stays put', () => {
    const stoppage = { ...clock, match_time: 2700, stoppage_time: 30, stoppage_time_announced: 180 };
    const later = advanceClock(stoppage, at('2026-05-01T18:10:10Z'));
    expect(later).toMatchObject({ match_time: 2700, stoppage_time: 40, stoppage_time_announced: 180 });
  });

  it('counts remaining times down, never below zero', () => {
    const countdown = { ...clock, remaining_time: 1000, remaining_time_in_period: 5 };
    expect(advanceClock(countdown, at('2026-05-01T18:10:09Z'))).toMatchObject({
      remaining_time: 991,
      remaining_time_in_period: 0,
    });
  });

  it('writes mm:ss, minutes beyond 59 included', () => {
    expect(formatClockTime(5423)).toBe('90:23');
    expect(formatClockTime(65)).toBe('01:05');
  });
});
