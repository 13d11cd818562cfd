import {
  type ClockOffsetRange,
  clockCorrection,
  clockOffsetRange,
  mergeClockOffsets,
} from '@sportsbook/core/locale/server-clock';

/*
 * The server's clock in the browser (spec §9 "times shown in the bettor's time zone, from the server clock"):
 * every backend answer carries the server's time (its `Date` header), which corrects a device clock that is
 * off (core CLK1-CLK3). Times derived from "now" read `serverNow()`: the wall clock, a live match's minute.
 * Until an answer has come, or while the device clock agrees with the server, it is the device's clock.
 */

let range: ClockOffsetRange | undefined;
let correction = 0;
const listeners = new Set<() => void>();

/** Takes what a backend answer tells about the server clock: its Date header, when it was asked and read. */
export function noteServerDate(serverDate: string | null, sentAt: number, receivedAt: number): void {
  const sample = clockOffsetRange({ serverDate, sentAt, receivedAt });
  if (!sample) return;
  range = mergeClockOffsets(range, sample);
  const next = clockCorrection(range);
  if (next === correction) return;
  correction = next;
  for (const listener of listeners) listener();
}

/** Now on the server's clock, in epoch milliseconds. */
export function serverNow(): number {
  return Date.now() + correction;
}

/** Calls `listener` when the correction of the device clock changes; returns the unsubscribe function. */
export function subscribeServerClock(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
