/**
 * Spec §9 "times shown in the bettor's time zone, from the server clock": the bettor's device clock may be
 * minutes off, so times the product derives from "now" (the wall clock, a live match's minute) follow the
 * server's clock instead. The server's time comes with every answer (the HTTP `Date` header, whole seconds);
 * these functions turn such answers into a correction of the device clock. Rule ids CLK1..CLK3 in
 * `packages/core/SPEC.md`.
 */

/** [CLK1] Answers slower than this tell too little about when the server stamped them. */
export const CLOCK_SAMPLE_MAX_ROUND_TRIP_MS = 10_000;

/** An answer's server time and when the device sent the request and read the answer (device milliseconds). */
export interface ClockSample {
  /** The answer's `Date` header (IMF-fixdate, `Tue, 05 Mar 2024 18:30:00 GMT`), if it had one. */
  readonly serverDate: string | null | undefined;
  readonly sentAt: number;
  readonly receivedAt: number;
}

/** Where the server clock's lead over the device clock lies (milliseconds, `low` ≤ true lead ≤ `high`). */
export interface ClockOffsetRange {
  readonly low: number;
  readonly high: number;
}

const IMF_FIXDATE =
  /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

/**
 * [CLK1] What one answer tells about the server clock's lead over the device clock: the server stamped its
 * `Date` (truncated to the second: the true time is within the following second) at some moment between
 * sending and receiving, so the lead lies between `date - receivedAt` and `date + 1000 - sentAt`. Nothing
 * is learnt from an answer without a well-formed `Date`, one whose times run backwards, or one slower than
 * CLOCK_SAMPLE_MAX_ROUND_TRIP_MS.
 */
export function clockOffsetRange(sample: ClockSample): ClockOffsetRange | undefined {
  const { serverDate, sentAt, receivedAt } = sample;
  if (typeof serverDate !== 'string' || !IMF_FIXDATE.test(serverDate)) return undefined;
  if (!Number.isFinite(sentAt) || !Number.isFinite(receivedAt)) return undefined;
  const roundTrip = receivedAt - sentAt;
  if (roundTrip < 0 || roundTrip > CLOCK_SAMPLE_MAX_ROUND_TRIP_MS) return undefined;
  const server = Date.parse(serverDate);
  if (Number.isNaN(server)) return undefined;
  return { low: server - receivedAt, high: server + 1_000 - sentAt };
}

/**
 * [CLK2] Several answers narrow the range: the lead lies in each one's range, so in their overlap. Ranges
 * that do not overlap mean a clock was set meanwhile: the newest answer alone counts.
 */
export function mergeClockOffsets(
  known: ClockOffsetRange | undefined,
  next: ClockOffsetRange,
): ClockOffsetRange {
  if (!known) return next;
  const low = Math.max(known.low, next.low);
  const high = Math.min(known.high, next.high);
  return low <= high ? { low, high } : next;
}

/**
 * [CLK3] The correction added to the device clock to read the server's (`Date.now() + correction`): none
 * while the device clock is within what the answers can tell (the range holds 0), else the middle of the
 * range in whole milliseconds.
 */
export function clockCorrection(range: ClockOffsetRange | undefined): number {
  if (!range || (range.low <= 0 && range.high >= 0)) return 0;
  return Math.round((range.low + range.high) / 2);
}
