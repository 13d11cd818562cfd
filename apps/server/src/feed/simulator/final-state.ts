import { MATCH_STATUS } from '@sportsbook/core/catalog/match-status';
import type { matches } from '../../db/schema';
import type { Tally } from '../pricing/match-model';
import type { SimMatch } from './board/sim-match';
import type { PeriodTally } from './play/play-state';
import { ENDED_STAGE } from './play/play-view';

/**
 * How a match (or an outright) ended, as the facts its markets are settled on: the feed's side of
 * settlement. Built from the simulator's board in the tick a match is decided, or from a stored row when a
 * result is settled later (start-up, a sweep).
 */
export interface FinalMatchState {
  readonly matchId: number;
  readonly sportKey: string;
  readonly kind: 'match' | 'outright';
  /** Wire status when decided: finished (4) or closed (3). */
  readonly status: number;
  /** Whether play reached its end: a match closed without it (abandoned) has no result. */
  readonly completed: boolean;
  /** Goals, points or runs (tally sports: a shoot-out counts one for its winner); sets or maps won. */
  readonly totalScore: Tally;
  /** Every period in order, overtime and a shoot-out after the regular ones. */
  readonly periods: readonly PeriodTally[];
  /** Corners of the whole match (football). */
  readonly corners: Tally;
  /** Who scored each goal-like score in order (`h`, `a`), or null when play did not record it. */
  readonly scorers: string | null;
  /** The winning competitor of an outright, when recorded. */
  readonly winnerId: number | null;
}

const NO_SCORE: Tally = { home: 0, away: 0 };

/** Whether a wire status is one a match's markets are decided in (finished or closed). */
export function isDecidedStatus(status: number): boolean {
  return status === MATCH_STATUS.finished || status === MATCH_STATUS.closed;
}

/** The final state of a match on the board (in the tick it finished or closed). */
export function finalStateOf(match: SimMatch): FinalMatchState {
  const play = match.play;
  return {
    matchId: match.id,
    sportKey: match.identity.sportKey,
    kind: 'match',
    status: match.status,
    completed: play ? play.phase === 'over' : match.wire.stage === ENDED_STAGE,
    totalScore: match.wire.totalScore ?? NO_SCORE,
    periods: match.wire.periodScores.map((p) => ({ home: p.home, away: p.away, type: p.type })),
    corners: match.base.corners,
    scorers: play?.kind === 'clock' ? (play.scorers ?? null) : null,
    winnerId: null,
  };
}

/** A stored matches row, as far as a final state needs it. */
export type DecidedMatchRow = Pick<
  typeof matches.$inferSelect,
  'id' | 'type' | 'status' | 'stage' | 'totalScore' | 'periodScores' | 'simState'
>;

function tallyOf(value: unknown): Tally | null {
  if (typeof value !== 'object' || value === null) return null;
  const { home, away } = value as { home?: unknown; away?: unknown };
  return typeof home === 'number' && typeof away === 'number' ? { home, away } : null;
}

/** The final state a stored row shows (its simulator state gives corners, scorers, an outright's winner). */
export function finalStateOfRow(row: DecidedMatchRow, sportKey: string): FinalMatchState {
  const state = (row.simState ?? {}) as { corners?: unknown; play?: unknown; winner?: unknown };
  const play = (typeof state.play === 'object' && state.play !== null ? state.play : {}) as {
    kind?: unknown;
    scorers?: unknown;
  };
  const scorers =
    play.kind === 'clock' && typeof play.scorers === 'string' && /^[ha]*$/.test(play.scorers)
      ? play.scorers
      : null;
  const outright = row.type !== 'match';
  const winnerId = typeof state.winner === 'number' && Number.isInteger(state.winner) ? state.winner : null;
  return {
    matchId: row.id,
    sportKey,
    kind: outright ? 'outright' : 'match',
    status: row.status,
    completed: outright ? winnerId !== null : row.stage === ENDED_STAGE,
    totalScore: row.totalScore ?? NO_SCORE,
    periods: row.periodScores.map((p) => ({ home: p.home, away: p.away, type: p.type })),
    corners: tallyOf(state.corners) ?? NO_SCORE,
    scorers,
    winnerId: outright ? winnerId : null,
  };
}
