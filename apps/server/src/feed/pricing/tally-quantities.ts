import type { MatchModel, Tally } from './match-model';
import { certain, difference, discreteNormal, negativeBinomial, type Pmf, poisson, shift, sum } from './pmf';
import { ratingEdge, type TallySportModel } from './sport-models';

/** The whole match, or one period of it by 0-based index. */
export type TallyScope = 'match' | number;

/** One of the two sides of a match. */
export type Side = 'home' | 'away';

/**
 * The score distributions of a tally sport in one match state: each side's final score in the match or in
 * a period is what it has now plus an independent count for the play that remains. Memoised, so pricing
 * two hundred lines of one match builds each distribution once.
 */
export class TallyQuantities {
  readonly #sport: TallySportModel;
  readonly #model: MatchModel;
  readonly #expected: Tally;
  readonly #cache = new Map<string, Pmf>();

  constructor(sport: TallySportModel, model: MatchModel) {
    this.#sport = sport;
    this.#model = model;
    this.#expected = expectedScores(sport.meanTotal * model.tempo, sport.ratingScale, this.edge);
  }

  /** Rating difference in hundreds of points, home advantage included. */
  get edge(): number {
    return ratingEdge(this.#model.ratings.home, this.#model.ratings.away, this.#sport.homeAdvantage);
  }

  /** Whether play in the scope is still to come (a period not yet over, a match not yet finished). */
  isOpen(scope: TallyScope): boolean {
    const progress = this.#model.live ? this.#model.progress : 0;
    if (scope === 'match') return progress < 1;
    const period = this.#sport.periods[scope];
    return period !== undefined && progress < period.end;
  }

  /** The expected score of a side over the rest of the scope. */
  remainingMean(scope: TallyScope, side: Side): number {
    return this.#expected[side] * this.#remainingShare(scope, side);
  }

  /** The score a side has now in the scope. */
  current(scope: TallyScope, side: Side): number {
    if (scope === 'match') return this.#model.score[side];
    return this.#model.periodScores[scope]?.[side] ?? 0;
  }

  /** A side's final score in the scope. */
  side(scope: TallyScope, side: Side): Pmf {
    return this.#memo(`side:${scope}:${side}`, () =>
      shift(countPmf(this.#sport, this.remainingMean(scope, side)), this.current(scope, side)),
    );
  }

  /** The final margin (home minus away) in the scope. */
  margin(scope: TallyScope): Pmf {
    return this.#memo(`margin:${scope}`, () =>
      difference(this.side(scope, 'home'), this.side(scope, 'away')),
    );
  }

  /** The final total in the scope. */
  total(scope: TallyScope): Pmf {
    return this.#memo(`total:${scope}`, () => sum(this.side(scope, 'home'), this.side(scope, 'away')));
  }

  /** Final corners of a side (sports with a corners model). */
  corners(side: Side): Pmf | undefined {
    const model = this.#sport.corners;
    if (!model) return undefined;
    return this.#memo(`corners:${side}`, () => {
      const expected = expectedScores(model.meanTotal, model.ratingScale, this.edge);
      const remaining = expected[side] * this.#remainingShare('match', side);
      return shift(poisson(remaining), this.#model.corners[side]);
    });
  }

  /** The share of a side's match expectation still to be played in the scope. */
  #remainingShare(scope: TallyScope, side: Side): number {
    const progress = this.#model.live ? this.#model.progress : 0;
    const periods = scope === 'match' ? this.#sport.periods : [this.#sport.periods[scope]];
    let share = 0;
    for (const period of periods) {
      if (!period || (period.scorers && period.scorers !== side)) continue;
      const length = period.end - period.start;
      // A side that scores in one period only (cricket innings) scores all its expectation there.
      const weight = period.scorers ? 1 : length;
      const left = Math.min(1, Math.max(0, (period.end - Math.max(period.start, progress)) / length));
      share += weight * left;
    }
    return share;
  }

  #memo(key: string, build: () => Pmf): Pmf {
    const cached = this.#cache.get(key);
    if (cached) return cached;
    const built = build();
    this.#cache.set(key, built);
    return built;
  }
}

/** The distribution of a count with the given mean in a sport's scoring family. */
export function countPmf(sport: Pick<TallySportModel, 'family' | 'dispersion'>, mean: number): Pmf {
  if (mean <= 0) return certain(0);
  switch (sport.family) {
    case 'poisson':
      return poisson(mean);
    case 'negative-binomial':
      return negativeBinomial(mean, sport.dispersion);
    case 'normal':
      return discreteNormal(mean, Math.sqrt(mean * sport.dispersion));
  }
}

/**
 * Splits an expected total between two sides whose expected scores have log ratio `ratingScale × edge`.
 * Mismatches score a little more in total, as they do on the pitch.
 */
export function expectedScores(meanTotal: number, ratingScale: number, edge: number): Tally {
  const ratio = Math.exp(ratingScale * edge);
  const total = meanTotal * (1 + 0.03 * Math.min(4, Math.abs(edge)));
  return { home: (total * ratio) / (1 + ratio), away: total / (1 + ratio) };
}
