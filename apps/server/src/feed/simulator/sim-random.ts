import { Random } from '../generator/random';

/**
 * Draws discarded from a fresh stream. Streams are seeded from a 32-bit hash of their name, and streams
 * whose names differ in one character start from nearly the same state: their first few numbers are
 * strongly correlated (play:1:1, play:1:2... gave 0.13, 0.38, 0.63, 0.88, 0.13...). A handful of rounds
 * of the generator decorrelates them.
 */
const WARM_UP_DRAWS = 8;

function warmed(random: Random): Random {
  for (let i = 0; i < WARM_UP_DRAWS; i += 1) random.next();
  return random;
}

/**
 * The simulator's random numbers, all named after what they decide, so the same seed and the same tick
 * times give the same run whatever else happened in between:
 * - a match's play draws stream `play:{match}:{step}`, where `step` is kept in the match's state, so play
 *   resumes after a restart exactly where it stopped;
 * - everything decided once per tick (drift, which lines move, suspensions, outages, new matches) draws
 *   from streams named after the tick's time.
 */
export class SimRandom {
  readonly #seed: number;

  constructor(seed: number) {
    this.#seed = seed;
  }

  /** The stream of one step of a match's play. */
  play(matchId: number, step: number): Random {
    return warmed(new Random(this.#seed, `play:${matchId}:${step}`));
  }

  /** The stream of what is drawn when a match's play starts or is picked up (who serves first...). */
  kickOff(matchId: number): Random {
    return warmed(new Random(this.#seed, `kick-off:${matchId}`));
  }

  /** A stream for one purpose in the tick at `now` (ms since the epoch). */
  tick(now: number, purpose: string): Random {
    return warmed(new Random(this.#seed, `tick:${now}:${purpose}`));
  }
}

/** An exponential waiting time with the given mean (same unit as the mean). */
export function exponential(random: Random, mean: number): number {
  return -Math.log(1 - random.next()) * mean;
}
