import type { MatchClock as Clock } from '@sportsbook/contract/entities/match';

/** The clock's values advanced to `now` (spec §3: while not stopped, time runs on from clock_updated_at). */
export function advanceClock(clock: Clock, now: number | null): Clock {
  if (clock.stopped || now === null) return clock;
  const since = Date.parse(clock.clock_updated_at);
  if (Number.isNaN(since)) return clock;
  const elapsed = Math.max(0, Math.floor((now - since) / 1_000));
  if (elapsed === 0) return clock;
  const down = (value: number | null) => (value === null ? null : Math.max(0, value - elapsed));
  // Stoppage time runs on top of a period's full time, which then stays put.
  const inStoppage = clock.stoppage_time !== null;
  return {
    ...clock,
    match_time: clock.match_time === null || inStoppage ? clock.match_time : clock.match_time + elapsed,
    stoppage_time: inStoppage ? (clock.stoppage_time ?? 0) + elapsed : null,
    remaining_time: down(clock.remaining_time),
    remaining_time_in_period: down(clock.remaining_time_in_period),
  };
}

/** `mm:ss` (minutes may exceed 59: football's 90:00). */
export function formatClockTime(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
