import type { Random } from '../../generator/random';
import type { Tally } from '../../pricing/match-model';
import type { DriftState } from '../board/sim-match';

/** An Ornstein-Uhlenbeck process: how far it wanders (stationary standard deviation), how fast it returns. */
interface Wander {
  readonly sd: number;
  /** Mean reversion time, in seconds. */
  readonly tau: number;
}

/**
 * How a match's prices wander between events: in play, the rating edge moves by tens of points over
 * minutes (momentum, red cards the model does not see, money coming in) and the scoring tempo by a few per
 * cent; before the match both move slowly (team news, market opinion).
 */
const DRIFT = {
  live: { edge: { sd: 25, tau: 600 }, tempo: { sd: 0.05, tau: 900 } },
  prematch: { edge: { sd: 12, tau: 6 * 3600 }, tempo: { sd: 0.03, tau: 12 * 3600 } },
} as const satisfies Record<string, { edge: Wander; tempo: Wander }>;

function wander(value: number, seconds: number, process: Wander, random: Random): number {
  const keep = Math.exp(-seconds / process.tau);
  return value * keep + process.sd * Math.sqrt(1 - keep * keep) * random.normal();
}

/** The drift moved on to `now` (an exact transition, however long the step). */
export function driftTo(state: DriftState, now: number, live: boolean, random: Random): DriftState {
  const seconds = (now - state.at) / 1000;
  if (seconds <= 0) return state;
  const process = live ? DRIFT.live : DRIFT.prematch;
  return {
    edge: wander(state.edge, seconds, process.edge, random),
    tempo: wander(state.tempo, seconds, process.tempo, random),
    at: now,
  };
}

/** Ratings with the drift's edge: half added to the home side, half taken from the away side. */
export function driftedRatings(ratings: Tally, drift: DriftState): Tally {
  return { home: ratings.home + drift.edge / 2, away: ratings.away - drift.edge / 2 };
}

/** Tempo with the drift's factor. */
export function driftedTempo(tempo: number, drift: DriftState): number {
  return tempo * Math.exp(drift.tempo);
}
