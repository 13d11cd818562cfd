/** A pair of counts, home and away. */
export interface Tally {
  readonly home: number;
  readonly away: number;
}

/**
 * Everything the pricing model needs to know about a match: who plays (ratings), the sport, and where play
 * stands. The generator builds one per match; the live simulator builds a new one after every event
 * (goal, set won, clock tick) and reprices with it.
 */
export interface MatchModel {
  /** Sport key as in SPORT_MARKETS (`football`, `tennis`, `cs2`...). */
  readonly sportKey: string;
  /** Elo-like strengths (about 1500 ± 150). */
  readonly ratings: Tally;
  /** Scoring level relative to the sport's norm (1 = normal; the NBA scores about 1.35× a FIBA game). */
  readonly tempo: number;
  readonly live: boolean;
  /**
   * Tally sports: fraction of regulation play elapsed, 0 before kick-off to 1 at full time.
   * Set sports: fraction of the current set elapsed when sets are timed (Dota 2 maps), else unused.
   */
  readonly progress: number;
  /** Total score: goals, points or runs for tally sports; sets or maps won for set sports. */
  readonly score: Tally;
  /**
   * Score per period, in order; the last one may be in progress. Tally sports: goals per half, period,
   * quarter or innings. Set sports: games, points, rounds or kills per set or map.
   */
  readonly periodScores: readonly Tally[];
  /** Who serves the current game (tennis), when known. */
  readonly server: 'home' | 'away' | null;
  /** Corners so far (football). */
  readonly corners: Tally;
}

/** A prematch model: no score, nothing elapsed. */
export function prematchModel(sportKey: string, ratings: Tally, tempo = 1): MatchModel {
  return {
    sportKey,
    ratings,
    tempo,
    live: false,
    progress: 0,
    score: { home: 0, away: 0 },
    periodScores: [],
    server: null,
    corners: { home: 0, away: 0 },
  };
}
