import type { MarketTemplate } from '../../catalog/market-templates';
import { priceHandicap, priceLine } from './lines';
import type { MatchModel } from './match-model';
import { certain, mixture, type Pmf, shift } from './pmf';
import { type LineQuantity, type MarketPricer, numericSpecifier, partition, type Quote } from './quote';
import { type SetForecast, SetForecaster } from './set-forecast';
import type { SetSportModel } from './sport-models';

export type SetMarketKind =
  | 'winner'
  | 'set_handicap'
  | 'total_sets'
  | 'correct_score'
  | 'set_winner'
  | 'set_total'
  | 'unit_total'
  | 'unit_handicap';

/** The set-sport market types, by template key (pricing and settlement read the same table). */
export const SET_MARKET_KINDS: Readonly<Record<string, SetMarketKind>> = {
  winner: 'winner',
  set_handicap: 'set_handicap',
  map_handicap: 'set_handicap',
  total_maps: 'total_sets',
  correct_score_sets: 'correct_score',
  set_winner: 'set_winner',
  map_winner: 'set_winner',
  set_total_games: 'set_total',
  map_total_kills: 'set_total',
  map_total_rounds: 'set_total',
  total_games: 'unit_total',
  total_points: 'unit_total',
  game_handicap: 'unit_handicap',
  point_handicap: 'unit_handicap',
};

/** The set-number specifier of per-set markets. */
const SET_KEYS = ['setnr', 'mapnr'] as const;

/** How the match may end: final set scores, and the units (games, points) over all sets. */
interface MatchForecast {
  /** `home:away` final set scores → probability. */
  readonly setScores: ReadonlyMap<string, number>;
  readonly setMargin: Pmf;
  readonly setsPlayed: Pmf;
  readonly unitTotal: Pmf;
  readonly unitMargin: Pmf;
}

interface State {
  readonly home: number;
  readonly away: number;
  readonly mass: number;
  readonly unitTotal: Pmf;
  readonly unitMargin: Pmf;
}

/** Prices the markets of set sports (tennis, volleyball, table tennis, e-sports) set by set. */
export class SetPricer implements MarketPricer {
  readonly #sport: SetSportModel;
  readonly #model: MatchModel;
  readonly #sets: SetForecaster;
  #match: MatchForecast | undefined;

  constructor(sport: SetSportModel, model: MatchModel) {
    this.#sport = sport;
    this.#model = model;
    this.#sets = new SetForecaster(sport, model);
  }

  get #setsToWin(): number {
    return Math.ceil(this.#sport.bestOf / 2);
  }

  get #isOver(): boolean {
    return this.#model.score.home >= this.#setsToWin || this.#model.score.away >= this.#setsToWin;
  }

  quote(template: MarketTemplate, specifiers: Readonly<Record<string, string>>): Quote | undefined {
    const kind = SET_MARKET_KINDS[template.key];
    if (!kind || this.#isOver) return undefined;
    const line = numericSpecifier(specifiers, 'total');
    const hcp = numericSpecifier(specifiers, 'hcp');
    const match = () => this.#forecastMatch();
    switch (kind) {
      case 'winner': {
        const home = [...match().setScores].reduce(
          (acc, [score, p]) => (score.startsWith(`${this.#setsToWin}:`) ? acc + p : acc),
          0,
        );
        return twoWay('1', '2', home);
      }
      case 'set_handicap':
      case 'unit_handicap': {
        const margin = kind === 'set_handicap' ? match().setMargin : match().unitMargin;
        return hcp === undefined ? undefined : twoWay('1', '2', priceHandicap(margin, hcp)?.home);
      }
      case 'total_sets':
      case 'unit_total': {
        const total = kind === 'total_sets' ? match().setsPlayed : match().unitTotal;
        return line === undefined ? undefined : overUnder(total, line);
      }
      case 'correct_score':
        return partition(
          [...match().setScores]
            .filter(([, p]) => p > 0)
            .sort(([a], [b]) => Number(b.split(':')[0]) - Number(a.split(':')[0]) || a.localeCompare(b))
            .map(([id, probability]) => ({ id, probability })),
        );
      case 'set_winner': {
        const set = this.#setOf(specifiers);
        return set ? twoWay('1', '2', set.homeWins) : undefined;
      }
      case 'set_total': {
        const set = this.#setOf(specifiers);
        return set && line !== undefined ? overUnder(set.total, line) : undefined;
      }
    }
  }

  lineQuantity(
    template: MarketTemplate,
    specifiers: Readonly<Record<string, string>>,
  ): LineQuantity | undefined {
    const kind = SET_MARKET_KINDS[template.key];
    if (!kind || this.#isOver) return undefined;
    switch (kind) {
      case 'set_handicap':
        return { pmf: this.#forecastMatch().setMargin, asian: false, smallestLine: 1 };
      case 'total_sets':
        return { pmf: this.#forecastMatch().setsPlayed, asian: false };
      case 'unit_total':
        return { pmf: this.#forecastMatch().unitTotal, asian: false };
      case 'unit_handicap':
        return { pmf: this.#forecastMatch().unitMargin, asian: false };
      case 'set_total': {
        const set = this.#setOf(specifiers);
        return set ? { pmf: set.total, asian: false } : undefined;
      }
      default:
        return undefined;
    }
  }

  openPeriods(template: MarketTemplate): readonly number[] {
    if (this.#isOver || !template.specifiers.some((key) => (SET_KEYS as readonly string[]).includes(key)))
      return [];
    const first = this.#sets.currentIndex + 1;
    return Array.from({ length: Math.max(0, this.#sport.bestOf - first + 1) }, (_, i) => first + i);
  }

  nextGoalNumber(): number | undefined {
    return undefined;
  }

  #setOf(specifiers: Readonly<Record<string, string>>): SetForecast | undefined {
    const key = SET_KEYS.find((k) => specifiers[k] !== undefined);
    const number = key ? numericSpecifier(specifiers, key) : undefined;
    if (number === undefined || !Number.isInteger(number) || number < 1) return undefined;
    return this.#sets.forecast(number - 1);
  }

  /** Plays the remaining sets out, state by state, carrying the units won along. */
  #forecastMatch(): MatchForecast {
    if (this.#match) return this.#match;
    const need = this.#setsToWin;
    const { score, periodScores } = this.#model;
    let completedTotal = 0;
    let completedMargin = 0;
    for (const set of periodScores.slice(0, score.home + score.away)) {
      completedTotal += set.home + set.away;
      completedMargin += set.home - set.away;
    }
    let level: State[] = [
      { ...score, mass: 1, unitTotal: certain(completedTotal), unitMargin: certain(completedMargin) },
    ];
    const finals: State[] = [];
    for (let index = score.home + score.away; level.length > 0; index += 1) {
      const set = this.#sets.forecast(index);
      if (!set) break;
      const byWinner = splitByWinner(set);
      const next = new Map<string, State[]>();
      for (const state of level) {
        for (const homeWon of [true, false]) {
          const part = homeWon ? byWinner.home : byWinner.away;
          if (part.mass <= 0) continue;
          const reached: State = {
            home: state.home + (homeWon ? 1 : 0),
            away: state.away + (homeWon ? 0 : 1),
            mass: state.mass * part.mass,
            unitTotal: sumShifted(state.unitTotal, part.total),
            unitMargin: sumShifted(state.unitMargin, part.margin),
          };
          const key = `${reached.home}:${reached.away}`;
          next.set(key, [...(next.get(key) ?? []), reached]);
        }
      }
      level = [];
      for (const states of next.values()) {
        const merged = merge(states);
        if (merged.home >= need || merged.away >= need) finals.push(merged);
        else level.push(merged);
      }
    }
    const total = finals.reduce((acc, s) => acc + s.mass, 0) || 1;
    const weighted = (pick: (s: State) => Pmf) =>
      mixture(finals.map((s) => ({ weight: s.mass / total, pmf: pick(s) })));
    this.#match = {
      setScores: new Map(finals.map((s) => [`${s.home}:${s.away}`, s.mass / total])),
      setMargin: histogram(finals.map((s) => [s.home - s.away, s.mass / total])),
      setsPlayed: histogram(finals.map((s) => [s.home + s.away, s.mass / total])),
      unitTotal: weighted((s) => s.unitTotal),
      unitMargin: weighted((s) => s.unitMargin),
    };
    return this.#match;
  }
}

interface WinnerPart {
  readonly mass: number;
  readonly total: Pmf;
  readonly margin: Pmf;
}

/** A set's outcomes split by who wins it: the chance, and the units conditional on it. */
function splitByWinner(set: SetForecast): { home: WinnerPart; away: WinnerPart } {
  const part = (homeWon: boolean): WinnerPart => {
    const outcomes = set.outcomes.filter((o) => o.homeWon === homeWon);
    const mass = outcomes.reduce((acc, o) => acc + o.probability, 0);
    if (mass <= 0) return { mass: 0, total: certain(0), margin: certain(0) };
    return {
      mass,
      total: histogram(outcomes.map((o) => [o.home + o.away, o.probability / mass])),
      margin: histogram(outcomes.map((o) => [o.home - o.away, o.probability / mass])),
    };
  };
  return { home: part(true), away: part(false) };
}

/** The distribution of integer values given with their probabilities. */
function histogram(entries: readonly (readonly [number, number])[]): Pmf {
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (const [value] of entries) {
    low = Math.min(low, value);
    high = Math.max(high, value);
  }
  if (!Number.isFinite(low)) return certain(0);
  const p = new Array<number>(high - low + 1).fill(0);
  for (const [value, probability] of entries) p[value - low] = (p[value - low] as number) + probability;
  return { offset: low, p };
}

/** The sum of independent units won so far and units of the next set. */
function sumShifted(a: Pmf, b: Pmf): Pmf {
  if (a.p.length === 1) return shift(b, a.offset);
  if (b.p.length === 1) return shift(a, b.offset);
  const out = new Array<number>(a.p.length + b.p.length - 1).fill(0);
  a.p.forEach((pa, i) => {
    b.p.forEach((pb, j) => {
      out[i + j] = (out[i + j] as number) + pa * pb;
    });
  });
  return { offset: a.offset + b.offset, p: out };
}

/** Merges the states reaching the same set score into one, weighting their unit distributions. */
function merge(states: readonly State[]): State {
  const first = states[0] as State;
  const mass = states.reduce((acc, s) => acc + s.mass, 0);
  if (states.length === 1) return first;
  return {
    home: first.home,
    away: first.away,
    mass,
    unitTotal: mixture(states.map((s) => ({ weight: s.mass / mass, pmf: s.unitTotal }))),
    unitMargin: mixture(states.map((s) => ({ weight: s.mass / mass, pmf: s.unitMargin }))),
  };
}

function twoWay(first: string, second: string, probability: number | undefined): Quote | undefined {
  if (probability === undefined) return undefined;
  return partition([
    { id: first, probability },
    { id: second, probability: 1 - probability },
  ]);
}

function overUnder(quantity: Pmf, line: number): Quote | undefined {
  const sides = priceLine(quantity, line);
  return sides
    ? partition([
        { id: 'over', probability: sides.over },
        { id: 'under', probability: sides.under },
      ])
    : undefined;
}
