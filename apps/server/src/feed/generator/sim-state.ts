import type { BookTier } from '../pricing/market-book';
import type { MatchModel, Tally } from '../pricing/match-model';

/**
 * What the generator keeps in `matches.sim_state` for a match: the inputs of its pricing model that the
 * row's wire fields do not carry. The live simulator reads it back (with `matchModelOf`) to reprice the
 * match after every event and writes it again as play moves on.
 */
export interface MatchSimState {
  readonly version: 1;
  readonly kind: 'match';
  readonly ratings: Tally;
  readonly tempo: number;
  /** How deep the match's book goes. */
  readonly tier: BookTier;
  /** Fraction of regulation play elapsed (tally sports) or of the current map (Dota 2). */
  readonly progress: number;
  /** Corners so far (football). */
  readonly corners: Tally;
}

/** `sim_state` of an outright: the strength of every competitor, by competitor id. */
export interface OutrightSimState {
  readonly version: 1;
  readonly kind: 'outright';
  readonly ratings: Readonly<Record<string, number>>;
  /**
   * The competitor who won, once the outright is decided (an operator or a test records it: the simulator
   * plays matches, not seasons). Its winner market settles on it.
   */
  readonly winner?: number;
}

/** The fields of a matches row the pricing model reads besides `sim_state`. */
export interface MatchRowState {
  readonly sportKey: string;
  /** Wire status: 1 is live. */
  readonly status: number;
  readonly totalScore: Tally | null;
  readonly periodScores: readonly Tally[];
  readonly currentServer: string | null;
}

/** Reads a stored `sim_state` as a match state, or undefined when it is not one (an outright, bad data). */
export function asMatchSimState(value: unknown): MatchSimState | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const state = value as Partial<MatchSimState>;
  return state.version === 1 && state.kind === 'match' && state.ratings && state.tier
    ? (state as MatchSimState)
    : undefined;
}

/** The pricing model of a match, from its row and its simulator state. */
export function matchModelOf(row: MatchRowState, state: MatchSimState): MatchModel {
  const live = row.status === 1;
  return {
    sportKey: row.sportKey,
    ratings: state.ratings,
    tempo: state.tempo,
    live,
    progress: live ? state.progress : 0,
    score: live && row.totalScore ? row.totalScore : { home: 0, away: 0 },
    periodScores: live ? row.periodScores.map((p) => ({ home: p.home, away: p.away })) : [],
    server: row.currentServer === 'home' || row.currentServer === 'away' ? row.currentServer : null,
    corners: live ? state.corners : { home: 0, away: 0 },
  };
}
