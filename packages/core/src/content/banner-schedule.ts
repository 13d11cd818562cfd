/**
 * Which of a slot's banners are shown (docs/operators.md "Banner slots", spec §7.5): the operator schedules
 * each with an optional start and end; the slot keeps the operator's order.
 */

/** What the schedule reads of a banner: ISO 8601 UTC times, either left out. */
export interface ScheduledBanner {
  readonly starts_at?: string | undefined;
  readonly ends_at?: string | undefined;
}

/** [BAN1] Shown from `starts_at` (inclusive) until `ends_at` (exclusive); a bound left out is no bound. */
export function bannerShownAt(banner: ScheduledBanner, nowMs: number): boolean {
  if (banner.starts_at !== undefined && Date.parse(banner.starts_at) > nowMs) return false;
  if (banner.ends_at !== undefined && Date.parse(banner.ends_at) <= nowMs) return false;
  return true;
}

/** [BAN2] The banners shown at `nowMs`, in the slot's order; at most `limit` of them when given. */
export function bannersShownAt<T extends ScheduledBanner>(
  banners: readonly T[],
  nowMs: number,
  limit?: number,
): T[] {
  const shown = banners.filter((banner) => bannerShownAt(banner, nowMs));
  return limit === undefined ? shown : shown.slice(0, limit);
}
