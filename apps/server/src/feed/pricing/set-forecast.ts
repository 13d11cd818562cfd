import type { MatchModel, Tally } from './match-model';
import { discreteNormal, mixture, type Pmf, shift } from './pmf';
import { raceOutcomes, type SetOutcome } from './race';
import { ratingEdge, type SetContest, type SetSportModel, type UnitModel } from './sport-models';
import { expectedScores } from './tally-quantities';

/** The other side. */
export function otherSide(side: 'home' | 'away'): 'home' | 'away' {
  return side === 'home' ? 'away' : 'home';
}

/**
 * The chance the home side wins the next unit of a race (a game, point or round) when `server` serves it;
 * `edge` is the rating difference in hundreds of points.
 */
export function unitWinChance(units: UnitModel, edge: number, server: 'home' | 'away'): number {
  const lean = Math.tanh(edge * units.ratingScale);
  if (units.kind === 'even') return 0.5 + units.spread * lean;
  const holdHome = units.baseHold + units.spread * lean;
  const holdAway = units.baseHold - units.spread * lean;
  return server === 'home' ? holdHome : 1 - holdAway;
}

/** The chance the home side wins a tie-break (tennis at 6-6): its serving edge, sharpened. */
export function tieBreakChance(units: UnitModel, edge: number): number {
  if (units.kind === 'even') return unitWinChance(units, edge, 'home');
  const holdEdge = unitWinChance(units, edge, 'home') - (1 - unitWinChance(units, edge, 'away'));
  return Math.min(0.9, Math.max(0.1, 0.5 + 1.2 * holdEdge));
}

/** How one set (or map) may end: its final scores, and summaries of them. */
export interface SetForecast {
  readonly outcomes: readonly SetOutcome[];
  readonly homeWins: number;
  /** Final units of the set (games, points, rounds, kills), both sides together. */
  readonly total: Pmf;
}

function forecastOf(outcomes: readonly SetOutcome[]): SetForecast {
  let homeWins = 0;
  let low = Number.POSITIVE_INFINITY;
  let high = 0;
  for (const outcome of outcomes) {
    if (outcome.homeWon) homeWins += outcome.probability;
    low = Math.min(low, outcome.home + outcome.away);
    high = Math.max(high, outcome.home + outcome.away);
  }
  const p = new Array<number>(Math.max(1, high - low + 1)).fill(0);
  for (const outcome of outcomes) {
    const index = outcome.home + outcome.away - low;
    p[index] = (p[index] as number) + outcome.probability;
  }
  return { outcomes, homeWins, total: { offset: Number.isFinite(low) ? low : 0, p } };
}

/** Averages forecasts (tennis: the two possible first servers of a set not yet started). */
function averaged(forecasts: readonly SetForecast[]): SetForecast {
  const weight = 1 / forecasts.length;
  const outcomes = forecasts.flatMap((f) =>
    f.outcomes.map((o) => ({ ...o, probability: o.probability * weight })),
  );
  return {
    outcomes,
    homeWins: forecasts.reduce((acc, f) => acc + f.homeWins * weight, 0),
    total: mixture(forecasts.map((f) => ({ weight, pmf: f.total }))),
  };
}

/**
 * Forecasts sets of a set sport in one match state: the set in progress from its current score (and, for
 * timed maps, the time elapsed), sets to come from scratch.
 */
export class SetForecaster {
  readonly #sport: SetSportModel;
  readonly #model: MatchModel;
  readonly #edge: number;
  readonly #fresh = new Map<number, SetForecast>();

  constructor(sport: SetSportModel, model: MatchModel) {
    this.#sport = sport;
    this.#model = model;
    this.#edge = ratingEdge(model.ratings.home, model.ratings.away, sport.homeAdvantage);
  }

  /** The 0-based index of the set being played (or next to be played). */
  get currentIndex(): number {
    return this.#model.score.home + this.#model.score.away;
  }

  /** The set at a 0-based index: the current one from its state, later ones from scratch. */
  forecast(index: number): SetForecast | undefined {
    const contest = this.#sport.sets[index];
    if (!contest || index < this.currentIndex) return undefined;
    if (index === this.currentIndex && this.#model.live) return this.#current(contest);
    const cached = this.#fresh.get(index);
    if (cached) return cached;
    const built = this.#fromScratch(contest);
    this.#fresh.set(index, built);
    return built;
  }

  #current(contest: SetContest): SetForecast {
    const score = this.#model.periodScores[this.currentIndex] ?? { home: 0, away: 0 };
    if (contest.kind === 'tally') return this.#tally(contest, score, this.#model.progress);
    const server = this.#model.server;
    if (server === null)
      return averaged([this.#race(contest, score, 'home'), this.#race(contest, score, 'away')]);
    return this.#race(contest, score, server);
  }

  #fromScratch(contest: SetContest): SetForecast {
    const start = { home: 0, away: 0 };
    if (contest.kind === 'tally') return this.#tally(contest, start, 0);
    if (this.#sport.units.kind === 'even') return this.#race(contest, start, 'home');
    return averaged([this.#race(contest, start, 'home'), this.#race(contest, start, 'away')]);
  }

  /** A race from `start`, with `server` serving the next unit (serving alternates, as tennis games do). */
  #race(contest: Extract<SetContest, { kind: 'race' }>, start: Tally, server: 'home' | 'away'): SetForecast {
    const units = this.#sport.units;
    const startPlayed = start.home + start.away;
    const unitWin = (home: number, away: number) =>
      unitWinChance(units, this.#edge, (home + away - startPlayed) % 2 === 0 ? server : otherSide(server));
    return forecastOf(raceOutcomes(contest, start, unitWin, tieBreakChance(units, this.#edge)));
  }

  /** A timed map decided by the larger tally (kills); a level tally is split evenly. */
  #tally(contest: Extract<SetContest, { kind: 'tally' }>, start: Tally, progress: number): SetForecast {
    const expected = expectedScores(contest.meanTotal * this.#model.tempo, contest.ratingScale, this.#edge);
    const left = Math.max(0, 1 - progress);
    const side = (mean: number, now: number) =>
      shift(discreteNormal(mean * left, Math.sqrt(mean * left * contest.dispersion)), now);
    const home = side(expected.home, start.home);
    const away = side(expected.away, start.away);
    const outcomes: SetOutcome[] = [];
    home.p.forEach((ph, i) => {
      away.p.forEach((pa, j) => {
        const probability = ph * pa;
        if (probability < 1e-12) return;
        const h = home.offset + i;
        const a = away.offset + j;
        if (h !== a) outcomes.push({ home: h, away: a, homeWon: h > a, probability });
        else {
          outcomes.push({ home: h, away: a, homeWon: true, probability: probability / 2 });
          outcomes.push({ home: h, away: a, homeWon: false, probability: probability / 2 });
        }
      });
    });
    return forecastOf(outcomes);
  }
}
