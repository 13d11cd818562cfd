import type { Tally } from '../../pricing/match-model';
import { ratingEdge, type SetSportModel, sportModel, type TallySportModel } from '../../pricing/sport-models';
import { expectedScores } from '../../pricing/tally-quantities';

/**
 * How a sport's scoring events come, in the units the scoreboard counts: goals one at a time, basketball in
 * ones, twos and threes, American football in field goals and touchdowns, baseball runs in bunches. The
 * weights keep the mean per event; the event rate is the pricing model's expected score divided by it, so
 * play and prices agree on how much scoring to expect.
 */
interface ScoringHabit {
  /** Points per scoring event, with weights. */
  readonly chunks: readonly (readonly [number, number])[];
  /** Whether an event is a bet stop: markets are suspended and repriced after it. */
  readonly goalLike: boolean;
}

const ONE_AT_A_TIME: readonly (readonly [number, number])[] = [[1, 1]];

const SCORING_HABITS: Readonly<Record<string, ScoringHabit>> = {
  football: { chunks: ONE_AT_A_TIME, goalLike: true },
  'ice-hockey': { chunks: ONE_AT_A_TIME, goalLike: true },
  handball: { chunks: ONE_AT_A_TIME, goalLike: false },
  basketball: {
    chunks: [
      [1, 0.12],
      [2, 0.63],
      [3, 0.25],
    ],
    goalLike: false,
  },
  'american-football': {
    chunks: [
      [3, 0.38],
      [7, 0.52],
      [6, 0.06],
      [2, 0.04],
    ],
    goalLike: true,
  },
  baseball: {
    chunks: [
      [1, 0.6],
      [2, 0.25],
      [3, 0.1],
      [4, 0.05],
    ],
    goalLike: true,
  },
};

/** Scoring of a tally sport as events per second of play. */
export interface ScoringRates {
  /** Scoring events per second of play, per side. */
  readonly home: number;
  readonly away: number;
  readonly chunks: readonly (readonly [number, number])[];
  readonly goalLike: boolean;
}

/** The tally model of a sport; throws for a set sport (a programming error). */
export function tallyModel(sportKey: string): TallySportModel {
  const model = sportModel(sportKey);
  if (model.engine !== 'tally') throw new Error(`${sportKey} is not a tally sport`);
  return model;
}

/** The set model of a sport; throws for a tally sport (a programming error). */
export function setModel(sportKey: string): SetSportModel {
  const model = sportModel(sportKey);
  if (model.engine !== 'sets') throw new Error(`${sportKey} is not a set sport`);
  return model;
}

/** Mean points per scoring event. */
function meanChunk(chunks: readonly (readonly [number, number])[]): number {
  const total = chunks.reduce((acc, [, weight]) => acc + weight, 0);
  return chunks.reduce((acc, [points, weight]) => acc + points * weight, 0) / total;
}

/**
 * Scoring events per second of play for a tally sport whose regulation play lasts `regulationSeconds`:
 * the pricing model's expected scores for these ratings and tempo, spread evenly over play.
 */
export function scoringRates(
  sportKey: string,
  ratings: Tally,
  tempo: number,
  regulationSeconds: number,
): ScoringRates {
  const sport = tallyModel(sportKey);
  const habit = SCORING_HABITS[sportKey] ?? { chunks: ONE_AT_A_TIME, goalLike: true };
  const edge = ratingEdge(ratings.home, ratings.away, sport.homeAdvantage);
  const expected = expectedScores(sport.meanTotal * tempo, sport.ratingScale, edge);
  const perEvent = meanChunk(habit.chunks) * regulationSeconds;
  return {
    home: expected.home / perEvent,
    away: expected.away / perEvent,
    chunks: habit.chunks,
    goalLike: habit.goalLike,
  };
}

/** Football corners per second of play, per side (the pricing model's corners expectation). */
export function cornerRates(sportKey: string, ratings: Tally, regulationSeconds: number): Tally {
  const sport = tallyModel(sportKey);
  if (!sport.corners) return { home: 0, away: 0 };
  const edge = ratingEdge(ratings.home, ratings.away, sport.homeAdvantage);
  const expected = expectedScores(sport.corners.meanTotal, sport.corners.ratingScale, edge);
  return { home: expected.home / regulationSeconds, away: expected.away / regulationSeconds };
}

/** The chance the home side wins a shoot-out or other tie-break of level regulation play. */
export function tieBreakWinChance(sportKey: string, ratings: Tally): number {
  const sport = tallyModel(sportKey);
  const edge = ratingEdge(ratings.home, ratings.away, sport.homeAdvantage);
  return Math.min(0.8, Math.max(0.2, 0.5 + sport.tieBreakEdge * edge));
}
