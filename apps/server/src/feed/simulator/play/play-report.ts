import type { Random } from '../../generator/random';
import type { Tally } from '../../pricing/match-model';

/** What an engine needs besides the state: who plays, how fast, and where its random numbers come from. */
export interface PlayContext {
  readonly sportKey: string;
  /** Strengths as play sees them now (the generator's ratings moved by the simulator's drift). */
  readonly ratings: Tally;
  /** Scoring level relative to the sport's norm, drift included. */
  readonly tempo: number;
  /** Seconds of play per second of clock time (1 = real time). */
  readonly speed: number;
  /** The random stream of the given step of this match's play. */
  random(step: number): Random;
}

/** What happened while play moved on, as far as the book and the publications care. */
export interface PlayReport {
  /** Something the wire shows changed: score, period, clock stopped or started, server, game score. */
  changed: boolean;
  /** The total score changed. */
  scored: boolean;
  /** The latest goal-like event (a goal, a touchdown, a wicket...): markets are suspended after it. */
  goalAt: number | null;
  /** The latest end of a period, set, map or innings: the whole book is repriced. */
  periodEndedAt: number | null;
  /** The latest change of what prices depend on short of the above (points, games, rounds, runs). */
  movedAt: number | null;
  /** When play ended, if it did. */
  finishedAt: number | null;
}

/** A report of nothing. */
export function emptyReport(): PlayReport {
  return {
    changed: false,
    scored: false,
    goalAt: null,
    periodEndedAt: null,
    movedAt: null,
    finishedAt: null,
  };
}

/** Records a score: the wire changed, and prices with it (suspending them first when it is goal-like). */
export function reportScore(report: PlayReport, at: number, goalLike: boolean): void {
  report.changed = true;
  report.scored = true;
  report.movedAt = at;
  if (goalLike) report.goalAt = at;
}

/** Records the end of a period (or set, map, innings). */
export function reportPeriodEnd(report: PlayReport, at: number): void {
  report.changed = true;
  report.periodEndedAt = at;
}

/** Records the end of play. */
export function reportFinish(report: PlayReport, at: number): void {
  report.changed = true;
  report.finishedAt = at;
}

/** A state moved on by an engine, and what happened on the way. */
export interface PlayStep<S> {
  readonly state: S;
  readonly report: PlayReport;
}

/** Most loop iterations one advance may take: a week of catch-up is far below it; a bug cannot hang a tick. */
export const MAX_PLAY_STEPS = 200_000;

/** Milliseconds of clock time for `seconds` of play at `speed`. */
export function wallMs(seconds: number, speed: number): number {
  return (seconds / speed) * 1000;
}
