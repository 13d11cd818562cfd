/**
 * How each sport scores, as the pricing model sees it. Two engines cover every sport of the catalogue:
 * - tally: both sides accumulate a count over regulation time (goals, points, runs), independently;
 * - sets: best of N sets (or maps), each won by a race of units (games, points, rounds) or, for Dota 2,
 *   by the larger tally of kills.
 * Ratings are Elo-like (about 1500 ± 150); the figures below are calibrated so a 100-point favourite wins
 * roughly 60-70% of the time in every sport.
 */

/** A period of a tally sport, as fractions of regulation play. */
export interface PeriodShape {
  readonly start: number;
  readonly end: number;
  /**
   * Which sides score in this period: both (default), or only one (cricket: the home side bats in the first
   * innings, the away side in the second).
   */
  readonly scorers?: 'home' | 'away';
}

/** The distribution of a side's count: Poisson, negative binomial (over-dispersed) or rounded normal. */
export type TallyFamily = 'poisson' | 'negative-binomial' | 'normal';

/** A sport where both sides tally a count over regulation time. */
export interface TallySportModel {
  readonly engine: 'tally';
  readonly family: TallyFamily;
  /** Expected total score of two equal sides over regulation play. */
  readonly meanTotal: number;
  /** Variance of one side's score divided by its mean (1 for Poisson). */
  readonly dispersion: number;
  /** Log ratio of the sides' expected scores per 100 rating points of difference. */
  readonly ratingScale: number;
  /** Rating points the home side gains from playing at home. */
  readonly homeAdvantage: number;
  readonly periods: readonly PeriodShape[];
  /** Chance the stronger side wins a tie-break of level regulation (overtime, shoot-out) per 100 points. */
  readonly tieBreakEdge: number;
  /** Corners, for sports whose markets price them: expected total and rating effect as above. */
  readonly corners?: { readonly meanTotal: number; readonly ratingScale: number };
}

/** How one unit (game, point, round) of a race is won. */
export type UnitModel =
  /** Every unit alike: the home side wins each with 0.5 + spread × tanh(Δ × ratingScale). */
  | { readonly kind: 'even'; readonly spread: number; readonly ratingScale: number }
  /** Tennis games: the server holds with baseHold ± spread × tanh(Δ × ratingScale). */
  | {
      readonly kind: 'serve';
      readonly baseHold: number;
      readonly spread: number;
      readonly ratingScale: number;
    };

/** How one set or map is decided. */
export type SetContest =
  /**
   * First to `target` units with a lead of `winBy`; at `tieBreakAt` all (6-6 in tennis) one deciding unit
   * (the tie-break) ends it.
   */
  | {
      readonly kind: 'race';
      readonly target: number;
      readonly winBy: number;
      readonly tieBreakAt?: number;
    }
  /** Both sides tally counts (Dota 2 kills) over the map; the larger tally wins it. */
  | {
      readonly kind: 'tally';
      readonly meanTotal: number;
      readonly dispersion: number;
      readonly ratingScale: number;
    };

/** A sport played as best of N sets or maps. */
export interface SetSportModel {
  readonly engine: 'sets';
  readonly bestOf: number;
  /** The contest of each set, by 0-based index (the deciding set may differ: volleyball's fifth to 15). */
  readonly sets: readonly SetContest[];
  readonly units: UnitModel;
  readonly homeAdvantage: number;
}

/** How a sport scores, for pricing. */
export type SportModel = TallySportModel | SetSportModel;

const halves: readonly PeriodShape[] = [
  { start: 0, end: 0.5 },
  { start: 0.5, end: 1 },
];
const equalPeriods = (count: number): PeriodShape[] =>
  Array.from({ length: count }, (_, i) => ({ start: i / count, end: (i + 1) / count }));

const repeat = <T>(value: T, count: number): T[] => Array.from({ length: count }, () => value);

/** The scoring model of every sport of the catalogue, by sport key (as in SPORT_MARKETS). */
export const SPORT_MODELS: Readonly<Record<string, SportModel>> = {
  football: {
    engine: 'tally',
    family: 'poisson',
    meanTotal: 2.7,
    dispersion: 1,
    ratingScale: 0.42,
    homeAdvantage: 60,
    periods: halves,
    tieBreakEdge: 0.05,
    corners: { meanTotal: 10, ratingScale: 0.25 },
  },
  'ice-hockey': {
    engine: 'tally',
    family: 'poisson',
    meanTotal: 5.8,
    dispersion: 1,
    ratingScale: 0.3,
    homeAdvantage: 40,
    periods: equalPeriods(3),
    tieBreakEdge: 0.04,
  },
  handball: {
    engine: 'tally',
    family: 'normal',
    meanTotal: 56,
    dispersion: 1.3,
    ratingScale: 0.11,
    homeAdvantage: 50,
    periods: halves,
    tieBreakEdge: 0.05,
  },
  basketball: {
    engine: 'tally',
    family: 'normal',
    meanTotal: 164,
    dispersion: 1.2,
    ratingScale: 0.075,
    homeAdvantage: 50,
    periods: equalPeriods(4),
    tieBreakEdge: 0.06,
  },
  'american-football': {
    engine: 'tally',
    family: 'normal',
    meanTotal: 45,
    dispersion: 4,
    ratingScale: 0.22,
    homeAdvantage: 40,
    periods: equalPeriods(4),
    tieBreakEdge: 0.06,
  },
  cricket: {
    engine: 'tally',
    family: 'normal',
    meanTotal: 320,
    dispersion: 5,
    ratingScale: 0.075,
    homeAdvantage: 30,
    periods: [
      { start: 0, end: 0.5, scorers: 'home' },
      { start: 0.5, end: 1, scorers: 'away' },
    ],
    tieBreakEdge: 0.05,
  },
  baseball: {
    engine: 'tally',
    family: 'negative-binomial',
    meanTotal: 9,
    dispersion: 2,
    ratingScale: 0.12,
    homeAdvantage: 25,
    periods: equalPeriods(9),
    tieBreakEdge: 0.05,
  },
  tennis: {
    engine: 'sets',
    bestOf: 3,
    sets: repeat({ kind: 'race', target: 6, winBy: 2, tieBreakAt: 6 }, 3),
    units: { kind: 'serve', baseHold: 0.78, spread: 0.12, ratingScale: 0.6 },
    homeAdvantage: 0,
  },
  volleyball: {
    engine: 'sets',
    bestOf: 5,
    sets: [
      ...repeat<SetContest>({ kind: 'race', target: 25, winBy: 2 }, 4),
      { kind: 'race', target: 15, winBy: 2 },
    ],
    units: { kind: 'even', spread: 0.045, ratingScale: 0.8 },
    homeAdvantage: 30,
  },
  'table-tennis': {
    engine: 'sets',
    bestOf: 5,
    sets: repeat({ kind: 'race', target: 11, winBy: 2 }, 5),
    units: { kind: 'even', spread: 0.06, ratingScale: 0.8 },
    homeAdvantage: 0,
  },
  cs2: {
    engine: 'sets',
    bestOf: 3,
    sets: repeat({ kind: 'race', target: 13, winBy: 2 }, 3),
    units: { kind: 'even', spread: 0.06, ratingScale: 0.8 },
    homeAdvantage: 0,
  },
  dota2: {
    engine: 'sets',
    bestOf: 3,
    sets: repeat({ kind: 'tally', meanTotal: 56, dispersion: 1.6, ratingScale: 0.16 }, 3),
    units: { kind: 'even', spread: 0.06, ratingScale: 0.8 },
    homeAdvantage: 0,
  },
};

/** The scoring model of a sport; throws for a sport the catalogue does not know (a programming error). */
export function sportModel(sportKey: string): SportModel {
  const model = SPORT_MODELS[sportKey];
  if (!model) throw new Error(`no scoring model for sport ${sportKey}`);
  return model;
}

/** Rating difference in hundreds of points, home advantage included. */
export function ratingEdge(home: number, away: number, homeAdvantage: number): number {
  return (home - away + homeAdvantage) / 100;
}

/**
 * Whether matches of this sport offer the bet builder (custom bets, spec §3): their final tallies are modelled
 * (the tally engine), so any combination of score markets of one match can be priced together.
 */
export function offersBetBuilder(sportKey: string): boolean {
  return SPORT_MODELS[sportKey]?.engine === 'tally';
}
