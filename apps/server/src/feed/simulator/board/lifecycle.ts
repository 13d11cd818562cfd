import { MATCH_STATUS } from '@sportsbook/core/catalog/match-status';
import type { Random } from '../../generator/random';
import { advancePlay, type ResumableRow, resumePlay, startPlay } from '../play/play-engine';
import type { PlayReport } from '../play/play-report';
import { playView } from '../play/play-view';
import type { SimRandom } from '../sim-random';
import { closeBook, OPEN, SUSPENDED, setLineStatuses } from '../trading/book-sync';
import { driftedRatings, driftedTempo } from '../trading/drift';
import type { MatchPricing } from '../trading/match-pricing';
import type { SimMatch } from './sim-match';

/** What moving a match on in a tick needs. */
export interface TickContext {
  /** The tick's time, ms since the epoch. */
  readonly now: number;
  /** Seconds of play per second of clock time. */
  readonly speed: number;
  readonly random: SimRandom;
  readonly pricing: MatchPricing;
  /** The tick's own stream for decisions not tied to a match's play (suspension lengths, closing delays). */
  readonly decisions: Random;
}

/** Markets stay suspended this long after a goal-like event (ms, clock time). */
const GOAL_SUSPENSION_MS: readonly [number, number] = [4_000, 9_000];
/** A finished match is closed this long after the final whistle (seconds of play time). */
const CLOSE_AFTER_SECONDS: readonly [number, number] = [300, 900];

/** Suspends every open line of the match until `until`, to be repriced on reopening if asked. */
export function suspendMatch(match: SimMatch, until: number, reprice: boolean, now: number): void {
  const trading = match.trading;
  trading.suspendedUntil = Math.max(trading.suspendedUntil ?? 0, until);
  trading.repriceOnReopen ||= reprice;
  setLineStatuses(match, OPEN, SUSPENDED, now);
}

/**
 * Picks play up for live matches without a play state (the generator's): from what their rows show, at the
 * moment the rows describe. Play then catches up with the clock in the next tick like any other.
 */
export function resumeLiveMatch(match: SimMatch, rowUpdatedAt: number, random: SimRandom): void {
  const row: ResumableRow = {
    stage: match.wire.stage,
    clock: match.wire.clock,
    totalScore: match.wire.totalScore,
    gameScore: match.wire.gameScore,
    currentServer: match.wire.currentServer,
    periodScores: match.wire.periodScores,
    startTime: match.identity.startTime,
    updatedAt: rowUpdatedAt,
    progress: match.base.progress,
    corners: match.base.corners,
  };
  match.play = resumePlay(match.identity.sportKey, row, random.kickOff(match.id));
}

/** Moves a match through its life up to the tick's time: kick-off, play, final whistle, closing. */
export function stepMatch(match: SimMatch, ctx: TickContext): void {
  if (match.status === MATCH_STATUS.prematch && match.identity.startTime <= ctx.now) kickOff(match, ctx);
  if (match.status === MATCH_STATUS.live) playOn(match, ctx);
  const closeAt = match.trading.closeAt;
  if (match.status === MATCH_STATUS.finished && closeAt !== null && closeAt <= ctx.now) {
    match.wire.status = MATCH_STATUS.closed;
    match.trading.closedAt = closeAt;
    match.statusChanged = true;
    match.stateChanged = true;
    match.rowDirty = true;
  }
}

function kickOff(match: SimMatch, ctx: TickContext): void {
  match.play = startPlay(match.identity.sportKey, match.identity.startTime, ctx.random.kickOff(match.id));
  match.wire.status = MATCH_STATUS.live;
  match.statusChanged = true;
  match.stateChanged = true;
  match.scoreChanged = true;
  match.rowDirty = true;
  // The prematch book gives way to the live one (next-goal markets come, prematch-only ones go).
  match.pendingSync = 'full';
  match.trading.refreshAt = ctx.now;
  applyView(match);
}

function applyView(match: SimMatch): void {
  if (!match.play) return;
  const view = playView(match.play, match.identity.sportKey);
  match.wire.stage = view.stage;
  match.wire.clock = view.clock;
  match.wire.totalScore = view.totalScore;
  match.wire.gameScore = view.gameScore;
  match.wire.currentServer = view.server;
  match.wire.periodScores = view.periodScores;
  match.base = { ...match.base, progress: view.progress, corners: view.corners };
}

function playOn(match: SimMatch, ctx: TickContext): void {
  const play = match.play;
  if (!play) return;
  const { state, report } = advancePlay(play, ctx.now, {
    sportKey: match.identity.sportKey,
    ratings: driftedRatings(match.base.ratings, match.drift),
    tempo: driftedTempo(match.base.tempo, match.drift),
    speed: ctx.speed,
    random: (step) => ctx.random.play(match.id, step),
  });
  match.play = state;
  applyView(match);
  if (report.changed) {
    match.stateChanged = true;
    match.rowDirty = true;
  }
  if (report.scored) match.scoreChanged = true;
  if (report.movedAt !== null || report.periodEndedAt !== null) ctx.pricing.forget(match);
  if (report.finishedAt !== null) {
    finish(match, report.finishedAt, ctx);
    return;
  }
  tradeOnReport(match, report, ctx);
}

/** What play's events mean for the book: suspend after goal-like events, reprice after the others. */
function tradeOnReport(match: SimMatch, report: PlayReport, ctx: TickContext): void {
  if (report.goalAt !== null) {
    const until = report.goalAt + ctx.decisions.between(...GOAL_SUSPENSION_MS);
    if (until > ctx.now) suspendMatch(match, until, true, ctx.now);
    else match.pendingSync = 'full';
    return;
  }
  if (report.periodEndedAt !== null) match.pendingSync = 'full';
  else if (report.movedAt !== null) match.pendingSync ??= 'main';
}

function finish(match: SimMatch, at: number, ctx: TickContext): void {
  match.wire.status = MATCH_STATUS.finished;
  match.statusChanged = true;
  match.stateChanged = true;
  match.rowDirty = true;
  match.pendingSync = null;
  const trading = match.trading;
  trading.suspendedUntil = null;
  trading.repriceOnReopen = false;
  trading.nextBetStop = null;
  trading.finishedAt = at;
  trading.closeAt = at + (ctx.decisions.between(...CLOSE_AFTER_SECONDS) / ctx.speed) * 1000;
  // Every line is decided at the final whistle.
  closeBook(match, ctx.now);
}
