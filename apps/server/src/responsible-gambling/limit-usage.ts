import type { LimitRecord } from '@sportsbook/core/player-limits/limit-changes';
import {
  coveredMs,
  type LimitWithUsage,
  moneyUsed,
  NO_MONEY_USAGE,
} from '@sportsbook/core/player-limits/limit-checks';
import { LIMIT_KINDS } from '@sportsbook/core/player-limits/limit-kinds';
import { limitWindow, type TimeWindow } from '@sportsbook/core/player-limits/limit-windows';
import type { Db } from '../db/database';
import { activitySince, moneyUsage, sessionTimeSince } from './limit-repository';

/** [RG4][RG9] The window a per-period limit counts over now (null for limits without a period). */
export function windowOf(limit: LimitRecord, now: number): TimeWindow | null {
  if (!limit.period) return null;
  return limitWindow(limit.period, limit.strategy ?? 'rolling', limit.createdAt, now);
}

/** Money limits of a currency with their usage in their windows (bet limits and exclusions need none). */
export async function withMoneyUsage(
  db: Db,
  playerId: number,
  limits: readonly LimitRecord[],
  now: number,
): Promise<LimitWithUsage[]> {
  const out: LimitWithUsage[] = [];
  for (const limit of limits) {
    const window = windowOf(limit, now);
    if (!window || !limit.currency || LIMIT_KINDS[limit.type].unit !== 'money') {
      out.push({ limit, usage: NO_MONEY_USAGE });
      continue;
    }
    // A rolling window ends now; the moment itself counts.
    out.push({ limit, usage: await moneyUsage(db, playerId, limit.currency, { ...window, end: now + 1 }) });
  }
  return out;
}

/** [RG12] Milliseconds of active time (activity) or sportsbook-session time (time) in a limit's window. */
export async function timeUsedMs(
  db: Db,
  playerId: number,
  limit: LimitRecord,
  now: number,
  current?: { readonly startedAt: number },
): Promise<number> {
  const window = windowOf(limit, now);
  if (!window) return 0;
  const span = { start: window.start, end: now };
  if (limit.type === 'activity') return coveredMs(await activitySince(db, playerId, span.start), span);
  const spans = await sessionTimeSince(db, playerId, span.start);
  // The session running now counts up to now.
  if (current) spans.push({ start: current.startedAt, end: now });
  return coveredMs(spans, span);
}

/** [RG12] What a limit has used in its window, in its unit (null where nothing is counted). */
export async function usedOf(
  db: Db,
  playerId: number,
  limit: LimitRecord,
  now: number,
): Promise<number | null> {
  if (!limit.period || !['active', 'confirmed', 'unconfirmed'].includes(limit.status)) return null;
  if (LIMIT_KINDS[limit.type].unit === 'money') {
    const [entry] = await withMoneyUsage(db, playerId, [limit], now);
    return Math.max(0, moneyUsed(limit.type, entry?.usage ?? NO_MONEY_USAGE) ?? 0);
  }
  if (limit.type === 'activity' || limit.type === 'time')
    return Math.floor((await timeUsedMs(db, playerId, limit, now)) / 60_000);
  return null;
}
