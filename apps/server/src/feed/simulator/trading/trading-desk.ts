import { MATCH_STATUS } from '@sportsbook/core/catalog/match-status';
import type { Random } from '../../generator/random';
import { suspendMatch, type TickContext } from '../board/lifecycle';
import type { SimMatch } from '../board/sim-match';
import { OPEN, refreshBetStops, SUSPENDED, setLineStatuses, syncBook } from './book-sync';
import { driftTo } from './drift';

/** A live match's line set is checked against its book this often (ms, clock time). */
export const LINE_REFRESH_MS = 60_000;
/** Mean clock time between two short suspensions of a live match for an incident (a penalty, a VAR check). */
const INCIDENT_MEAN_MS = 12 * 60_000;
/** How long such a suspension lasts (ms). */
const INCIDENT_MS: readonly [number, number] = [2_000, 8_000];
/** A bet stop suspends the match's markets this long (ms). */
const BET_STOP_MS: readonly [number, number] = [3_000, 8_000];
/** Chance a bet stop announces the next one, and how far ahead (ms). */
const NEXT_BET_STOP_CHANCE = 0.35;
const NEXT_BET_STOP_MS: readonly [number, number] = [60_000, 300_000];

/**
 * The trading desk's work on a live match in a tick, after play moved on: the prices' drift moves on,
 * suspensions end (repricing the whole book after a goal), bet stops and incidents suspend the match for
 * a few seconds, and the book follows play: whole after a period ends, its main lines after points and
 * games, and every minute its line set (lines too lopsided leave, lines come into balance join). The drift
 * moves every `driftStepMs` (ms): a model that stays put keeps its pricer from tick to tick. Returns the
 * outcomes whose odds changed.
 */
export function tradeLiveMatch(
  match: SimMatch,
  ctx: TickContext,
  dtMs: number,
  driftStepMs: number,
  random: Random,
): number {
  if (match.status !== MATCH_STATUS.live) return 0;
  const { now } = ctx;
  if (now - match.drift.at >= driftStepMs) {
    match.drift = driftTo(match.drift, now, true, random);
    ctx.pricing.forget(match);
  }
  const trading = match.trading;
  if (trading.suspendedUntil !== null && trading.suspendedUntil <= now) {
    const reprice = trading.repriceOnReopen;
    trading.suspendedUntil = null;
    trading.repriceOnReopen = false;
    if (reprice) match.pendingSync = 'full';
    else setLineStatuses(match, SUSPENDED, OPEN, now);
  }
  if (match.isSuspended(now)) {
    // Whatever play changed is repriced when the markets reopen.
    if (match.pendingSync !== null) trading.repriceOnReopen = true;
    return 0;
  }
  if (trading.nextBetStop !== null && trading.nextBetStop <= now) {
    trading.nextBetStop = random.chance(NEXT_BET_STOP_CHANCE)
      ? now + random.between(...NEXT_BET_STOP_MS)
      : null;
    refreshBetStops(match, now);
    suspendMatch(match, now + random.between(...BET_STOP_MS), match.pendingSync !== null, now);
    return 0;
  }
  if (random.chance(1 - Math.exp(-dtMs / INCIDENT_MEAN_MS))) {
    suspendMatch(match, now + random.between(...INCIDENT_MS), match.pendingSync !== null, now);
    return 0;
  }
  const scope = match.pendingSync ?? (trading.refreshAt <= now ? 'lines' : null);
  if (scope === null) return 0;
  trading.refreshAt = now + LINE_REFRESH_MS;
  return syncBook(match, ctx.pricing.book(match), scope, now);
}
