import { isTopMarket } from '../../../catalog/market-counts';
import { parseSpecifier } from '../../../catalog/market-names';
import { marketTemplate } from '../../../catalog/market-templates';
import type { StoredOutcome } from '../../../db/schema';
import { type PricedMarket, priceMarketLine } from '../../pricing/market-book';
import type { MarketPricer } from '../../pricing/quote';
import { lineKey, type SimLine, type SimMatch } from '../board/sim-match';

/** Market status of a line open for bets (spec §4). */
export const OPEN = 1;
/** Market status of a line shown but not taking bets. */
export const SUSPENDED = -1;
/** Not allowed: a line that left the offer (decided, or no longer priced). Never served. */
export const OFF = 0;

/**
 * How much of a book a sync reprices: every line, the main ones, or none; lines newly offered are priced
 * and lines no longer offered leave whatever the scope.
 */
export type SyncScope = 'full' | 'main' | 'lines';

interface LineValues {
  readonly status: number;
  readonly outcomes: StoredOutcome[];
  readonly priority: number;
  readonly mostBalanced: boolean;
  readonly nextBetStop: string | null;
}

function storedOutcomes(priced: PricedMarket): StoredOutcome[] {
  return priced.outcomes.map((o) => ({ id: o.id, active: o.active, odds: o.odds }));
}

/** Outcomes whose odds differ from before; an outcome that was not there counts as a change. */
export function oddsChangesBetween(
  before: readonly StoredOutcome[],
  after: readonly StoredOutcome[],
): number {
  let changes = 0;
  for (const outcome of after) {
    const old = before.find((o) => o.id === outcome.id);
    if (!old || old.odds !== outcome.odds) changes += 1;
  }
  return changes;
}

function sameOutcomes(a: readonly StoredOutcome[], b: readonly StoredOutcome[]): boolean {
  return (
    a.length === b.length &&
    a.every((o, i) => {
      const other = b[i];
      return other !== undefined && other.id === o.id && other.odds === o.odds && other.active === o.active;
    })
  );
}

/**
 * Gives a line new values, marking it (and its match) changed when anything differs. Returns the outcomes
 * whose odds changed.
 */
function applyToLine(match: SimMatch, line: SimLine, next: LineValues, now: number): number {
  const changes = next.status === OFF ? 0 : oddsChangesBetween(line.outcomes, next.outcomes);
  const sameRest =
    line.status === next.status &&
    line.priority === next.priority &&
    line.mostBalanced === next.mostBalanced &&
    line.nextBetStop === next.nextBetStop;
  if (sameRest && sameOutcomes(line.outcomes, next.outcomes)) return 0;
  if ((line.status === OFF) !== (next.status === OFF)) match.lineSetChanged = true;
  const becameSummary = !line.mostBalanced && next.mostBalanced;
  line.status = next.status;
  line.outcomes = next.outcomes;
  line.priority = next.priority;
  line.mostBalanced = next.mostBalanced;
  line.nextBetStop = next.nextBetStop;
  if (becameSummary && match.isSummaryLine(line)) match.summaryMoved = true;
  match.touchLine(line);
  if (changes > 0) match.trading.lastOddsAt = now;
  return changes;
}

/** The status a line the simulator prices gets now: suspended while the match is held, open otherwise. */
function liveStatus(match: SimMatch, now: number): number {
  return match.isSuspended(now) ? SUSPENDED : OPEN;
}

/** The bet stop a line carries: the match's next one, on its main markets. */
function betStopOf(match: SimMatch, marketId: number): string | null {
  const stop = match.trading.nextBetStop;
  return stop !== null && isTopMarket(marketId) ? new Date(stop).toISOString() : null;
}

/**
 * Brings a match's lines in line with its book as it stands: lines the book offers are written (all of
 * them with new odds, or only the main ones and those newly offered), lines it no longer offers (decided,
 * too lopsided, period over) leave the offer with status 0. Returns the outcomes whose odds changed.
 */
export function syncBook(
  match: SimMatch,
  book: readonly PricedMarket[],
  scope: SyncScope,
  now: number,
): number {
  const status = liveStatus(match, now);
  const offered = new Set<string>();
  let changes = 0;
  for (const priced of book) {
    const key = lineKey(priced.marketId, priced.specifier);
    offered.add(key);
    const outcomes = storedOutcomes(priced);
    const values: LineValues = {
      status,
      outcomes,
      priority: priced.priority,
      mostBalanced: priced.mostBalanced,
      nextBetStop: betStopOf(match, priced.marketId),
    };
    const line = match.lines.get(key);
    if (!line) {
      const created: SimLine = { ...values, marketId: priced.marketId, specifier: priced.specifier };
      match.lines.set(key, created);
      match.touchLine(created);
      match.lineSetChanged = true;
      if (match.isSummaryLine(created)) match.summaryMoved = true;
      match.trading.lastOddsAt = now;
      changes += outcomes.length;
      continue;
    }
    const reprice =
      scope === 'full' ||
      line.status === OFF ||
      (scope === 'main' && priced.mostBalanced && isTopMarket(priced.marketId));
    changes += applyToLine(match, line, reprice ? values : { ...values, outcomes: line.outcomes }, now);
  }
  for (const [key, line] of match.lines) {
    if (offered.has(key) || line.status === OFF) continue;
    applyToLine(match, line, { ...line, status: OFF, mostBalanced: false }, now);
  }
  return changes;
}

/**
 * Reprices one line from the match's pricer (its market's odds move with the drift and the time played).
 * A line the pricer can no longer offer leaves the offer. Returns the outcomes whose odds changed.
 */
export function repriceLine(match: SimMatch, line: SimLine, pricer: MarketPricer, now: number): number {
  const template = marketTemplate(line.marketId);
  if (!template) return 0;
  const priced = priceMarketLine(pricer, template, parseSpecifier(line.specifier), match.status === 1);
  if (!priced) return applyToLine(match, line, { ...line, status: OFF, mostBalanced: false }, now);
  return applyToLine(
    match,
    line,
    {
      status: liveStatus(match, now),
      outcomes: storedOutcomes(priced),
      priority: line.priority,
      mostBalanced: line.mostBalanced,
      nextBetStop: match.status === 1 ? betStopOf(match, line.marketId) : null,
    },
    now,
  );
}

/** Moves every served line of one status to another (suspending or reopening a match). */
export function setLineStatuses(match: SimMatch, from: number, to: number, now: number): void {
  for (const line of match.lines.values()) {
    if (line.status === from) applyToLine(match, line, { ...line, status: to }, now);
  }
}

/** Takes every line of a match off the offer (its play is over: every line is decided). */
export function closeBook(match: SimMatch, now: number): void {
  for (const line of match.lines.values()) {
    if (line.status !== OFF || line.nextBetStop !== null)
      applyToLine(match, line, { ...line, status: OFF, mostBalanced: false, nextBetStop: null }, now);
  }
}

/** Rewrites the bet stop of the match's main lines (after it moved or was cleared). */
export function refreshBetStops(match: SimMatch, now: number): void {
  for (const line of match.lines.values()) {
    if (line.status === OFF) continue;
    const stop = betStopOf(match, line.marketId);
    if (line.nextBetStop !== stop) applyToLine(match, line, { ...line, nextBetStop: stop }, now);
  }
}
