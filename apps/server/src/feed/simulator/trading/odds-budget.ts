import { MATCH_STATUS } from '@sportsbook/core/catalog/match-status';
import { isTopMarket } from '../../../catalog/market-counts';
import type { Random } from '../../generator/random';
import type { TickContext } from '../board/lifecycle';
import { lineKey, type SimLine, type SimMatch } from '../board/sim-match';
import { repriceLine } from './book-sync';
import { driftTo } from './drift';

/** Unspent updates carried into the next tick, in seconds of the rate (a pause must not cause a burst). */
const MAX_CARRY_SECONDS = 2;
/** Overspending (goals repricing whole books) is paid back over at most this many seconds. */
const MAX_DEBT_SECONDS = 5;
/** Share of drift updates that go to live matches; the rest to prematch ones. */
const LIVE_SHARE = 0.85;
/** Share of drift updates that move a main line (the ones listings show) rather than any line. */
const MAIN_LINE_SHARE = 0.4;
/** A prematch match's drift moves on at most this often (ms): its prices move slowly. */
const PREMATCH_DRIFT_STEP_MS = 60_000;
/** Lines a keep-alive tries before giving up until the next tick. */
const KEEP_ALIVE_TRIES = 4;
/** Odds a keep-alive changes, on average (a two- or three-way main line). */
const KEEP_ALIVE_CHANGES = 2;
/** Most of the rate keep-alives may take; the rest is left to events and the drift. */
const KEEP_ALIVE_SHARE = 0.6;
/** However large the live board, a live match's odds move at least this often (ms). */
const MAX_KEEP_ALIVE_MS = 15_000;

/**
 * The odds updates the simulator may still make: `rate` per second of clock time accrue, every outcome
 * whose odds change spends one. Updates forced by play (a goal repricing a book) are spent even without
 * credit; the drift then waits until the debt is paid back, so the average stays at the rate.
 */
export class OddsBudget {
  /** Outcome odds changes per second. */
  readonly rate: number;
  #balance = 0;

  /** `rate` is in outcome odds changes per second. */
  constructor(rate: number) {
    this.rate = rate;
  }

  get available(): number {
    return this.#balance;
  }

  refill(seconds: number): void {
    this.#balance = Math.min(this.#balance + this.rate * seconds, this.rate * MAX_CARRY_SECONDS);
  }

  spend(changes: number): void {
    this.#balance = Math.max(this.#balance - changes, -this.rate * MAX_DEBT_SECONDS);
  }
}

interface Tradable {
  readonly lines: SimLine[];
  readonly mainLines: SimLine[];
  /** The balanced lines closest to evens first: their odds move first when the model moves a little. */
  readonly sensitiveLines: SimLine[];
}

function tradable(match: SimMatch): Tradable | undefined {
  // Lines leaving the offer during the tick stay listed; they are skipped when picked.
  const lines = match.servedLines();
  if (lines.length === 0) return undefined;
  const mainLines = lines.filter((line) => line.mostBalanced && isTopMarket(line.marketId));
  const longest = (line: SimLine) => Math.max(...line.outcomes.map((o) => o.odds));
  const sensitiveLines = lines
    .filter((line) => line.mostBalanced && line.outcomes.length > 1)
    .sort((a, b) => longest(a) - longest(b) || a.marketId - b.marketId);
  return {
    lines,
    mainLines: mainLines.length > 0 ? mainLines : lines,
    sensitiveLines: sensitiveLines.length > 0 ? sensitiveLines : lines,
  };
}

/**
 * Spends the budget of a tick after play and the desk had their way: first every live match whose odds
 * have not moved for `keepAliveMs` gets a balanced line repriced (so its channel moves; longer when the live
 * board is too large for the rate, up to 15 s), then lines of random
 * matches, mostly live ones, are repriced from their drifting model until the budget is spent. Returns
 * the outcomes whose odds changed.
 */
export function spendOddsBudget(
  matches: Iterable<SimMatch>,
  budget: OddsBudget,
  ctx: TickContext,
  keepAliveMs: number,
  random: Random,
): number {
  const { now } = ctx;
  const live: SimMatch[] = [];
  const prematch: SimMatch[] = [];
  for (const match of matches) {
    if (match.isSuspended(now)) continue;
    if (match.status === MATCH_STATUS.live) live.push(match);
    else if (match.status === MATCH_STATUS.prematch && match.identity.startTime > now) prematch.push(match);
  }
  // Lines are listed only for the matches picked: listing every match's lines each tick costs more than
  // all the rest of the budget's work.
  const listed = new Map<number, Tradable | undefined>();
  const tradableOf = (match: SimMatch) => {
    if (!listed.has(match.id)) listed.set(match.id, tradable(match));
    return listed.get(match.id);
  };
  let changes = 0;
  const reprice = (match: SimMatch, line: SimLine) => {
    // A line changes at most once a tick: clients see one state per tick, and so does the count.
    if (line.status === 0 || match.dirtyLines.has(lineKey(line.marketId, line.specifier))) return 0;
    const changed = repriceLine(match, line, ctx.pricing.pricer(match), now);
    budget.spend(changed);
    changes += changed;
    return changed;
  };
  // More live matches than the rate can keep moving every `keepAliveMs`: each waits a little longer.
  const interval = Math.min(
    MAX_KEEP_ALIVE_MS,
    Math.max(keepAliveMs, ((live.length * KEEP_ALIVE_CHANGES) / (KEEP_ALIVE_SHARE * budget.rate)) * 1000),
  );
  const stale = live
    .filter((match) => now - match.trading.lastOddsAt >= interval)
    .sort((a, b) => a.trading.lastOddsAt - b.trading.lastOddsAt || a.id - b.id);
  for (const match of stale) {
    const entry = tradableOf(match);
    if (!entry) continue;
    for (const line of entry.sensitiveLines.slice(0, KEEP_ALIVE_TRIES)) {
      if (reprice(match, line) > 0) break;
    }
  }
  let attempts = Math.ceil(Math.max(0, budget.available)) * 3 + 10;
  while (budget.available > 0 && attempts > 0 && live.length + prematch.length > 0) {
    attempts -= 1;
    const pool = prematch.length === 0 || (live.length > 0 && random.chance(LIVE_SHARE)) ? live : prematch;
    const match = random.pick(pool);
    const entry = tradableOf(match);
    if (!entry) continue;
    if (match.status === MATCH_STATUS.prematch && now - match.drift.at >= PREMATCH_DRIFT_STEP_MS) {
      match.drift = driftTo(match.drift, now, false, random);
      ctx.pricing.forget(match);
    }
    reprice(match, random.pick(random.chance(MAIN_LINE_SHARE) ? entry.mainLines : entry.lines));
  }
  return changes;
}
