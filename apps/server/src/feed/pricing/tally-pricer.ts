import type { MarketTemplate } from '../../catalog/market-templates';
import { priceHandicap, priceLine } from './lines';
import type { MatchModel } from './match-model';
import { difference, type Pmf, probabilityAbove, probabilityBelow, probabilityOf, sum } from './pmf';
import { type LineQuantity, type MarketPricer, numericSpecifier, partition, type Quote } from './quote';
import type { TallySportModel } from './sport-models';
import { TALLY_MARKET_SHAPES, TALLY_PERIOD_KEYS } from './tally-market-shapes';
import { type Side, TallyQuantities, type TallyScope } from './tally-quantities';

/** Smallest probability a correct-score outcome needs to be offered. */
const MIN_SCORE_PROBABILITY = 0.004;
/** Most outcomes a correct-score market offers. */
const MAX_SCORES = 30;

const sign = (value: number): '1' | 'X' | '2' => (value > 0 ? '1' : value < 0 ? '2' : 'X');

/**
 * Prices the markets of tally sports (football, ice hockey, handball, basketball, American football,
 * cricket, baseball) from the distributions of each side's final score.
 */
export class TallyPricer implements MarketPricer {
  readonly #sport: TallySportModel;
  readonly #model: MatchModel;
  readonly #q: TallyQuantities;

  constructor(sport: TallySportModel, model: MatchModel) {
    this.#sport = sport;
    this.#model = model;
    this.#q = new TallyQuantities(sport, model);
  }

  quote(template: MarketTemplate, specifiers: Readonly<Record<string, string>>): Quote | undefined {
    const shape = TALLY_MARKET_SHAPES[template.key];
    const scope = shape?.scope(specifiers);
    if (!shape || scope === undefined || !this.#q.isOpen(scope)) return undefined;
    const line = numericSpecifier(specifiers, 'total');
    const hcp = numericSpecifier(specifiers, 'hcp');
    switch (shape.kind) {
      case 'result':
        return this.#result(this.#q.margin(scope));
      case 'winner':
        return this.#winner(this.#q.margin(scope));
      case 'double_chance':
        return this.#doubleChance(this.#q.margin(scope));
      case 'draw_no_bet': {
        const margin = this.#q.margin(scope);
        return this.#twoWay('1', '2', priceHandicap(margin, 0)?.home);
      }
      case 'total':
        return line === undefined ? undefined : this.#overUnder(this.#q.total(scope), line);
      case 'home_total':
      case 'away_total':
        return line === undefined
          ? undefined
          : this.#overUnder(this.#q.side(scope, shape.kind === 'home_total' ? 'home' : 'away'), line);
      case 'handicap': {
        if (hcp === undefined) return undefined;
        return this.#twoWay('1', '2', priceHandicap(this.#q.margin(scope), hcp)?.home);
      }
      case 'both_score':
        return this.#twoWay('yes', 'no', this.#bothScore(scope));
      case 'home_clean_sheet':
        return this.#twoWay('yes', 'no', probabilityOf(this.#q.side(scope, 'away'), 0));
      case 'away_clean_sheet':
        return this.#twoWay('yes', 'no', probabilityOf(this.#q.side(scope, 'home'), 0));
      case 'odd_even':
        return this.#oddEven(this.#q.total(scope));
      case 'correct_score':
        return this.#correctScore(scope);
      case 'exact_goals':
        return this.#exactGoals(this.#q.total(scope));
      case 'next_goal':
        return this.#nextGoal(specifiers);
      case 'halftime_fulltime':
        return this.#halftimeFulltime();
      case 'result_and_total':
        return line === undefined ? undefined : this.#resultAndTotal(scope, line);
      case 'result_and_both_score':
        return this.#resultAndBothScore(scope);
      case 'corners_total': {
        const home = this.#q.corners('home');
        const away = this.#q.corners('away');
        return home && away && line !== undefined
          ? this.#overUnder(this.#cornersTotal(home, away), line)
          : undefined;
      }
      case 'corners_handicap': {
        const margin = this.#cornersMargin();
        return margin && hcp !== undefined
          ? this.#twoWay('1', '2', priceHandicap(margin, hcp)?.home)
          : undefined;
      }
    }
  }

  lineQuantity(
    template: MarketTemplate,
    specifiers: Readonly<Record<string, string>>,
  ): LineQuantity | undefined {
    const shape = TALLY_MARKET_SHAPES[template.key];
    const scope = shape?.scope(specifiers);
    if (!shape || scope === undefined || !this.#q.isOpen(scope)) return undefined;
    const asian = this.#sport.family === 'poisson';
    switch (shape.kind) {
      case 'total':
      case 'result_and_total':
        return { pmf: this.#q.total(scope), asian: asian && shape.kind === 'total' };
      case 'home_total':
        return { pmf: this.#q.side(scope, 'home'), asian };
      case 'away_total':
        return { pmf: this.#q.side(scope, 'away'), asian };
      case 'handicap':
        return { pmf: this.#q.margin(scope), asian };
      case 'corners_total': {
        const home = this.#q.corners('home');
        const away = this.#q.corners('away');
        return home && away ? { pmf: this.#cornersTotal(home, away), asian: false } : undefined;
      }
      case 'corners_handicap': {
        const margin = this.#cornersMargin();
        return margin ? { pmf: margin, asian: false } : undefined;
      }
      default:
        return undefined;
    }
  }

  openPeriods(template: MarketTemplate): readonly number[] {
    if (!template.specifiers.some((key) => (TALLY_PERIOD_KEYS as readonly string[]).includes(key))) return [];
    return this.#sport.periods.flatMap((_, index) => (this.#q.isOpen(index) ? [index + 1] : []));
  }

  nextGoalNumber(): number | undefined {
    if (!this.#model.live || !this.#q.isOpen('match')) return undefined;
    return this.#model.score.home + this.#model.score.away + 1;
  }

  #result(margin: Pmf): Quote {
    return partition([
      { id: '1', probability: probabilityAbove(margin, 0) },
      { id: 'X', probability: probabilityOf(margin, 0) },
      { id: '2', probability: probabilityBelow(margin, 0) },
    ]);
  }

  /** Two-way winner: a level result goes to overtime or a shoot-out, which the stronger side edges. */
  #winner(margin: Pmf): Quote {
    const tieBreakHome = Math.min(0.8, Math.max(0.2, 0.5 + this.#sport.tieBreakEdge * this.#q.edge));
    const level = probabilityOf(margin, 0);
    const home = probabilityAbove(margin, 0) + level * tieBreakHome;
    return partition([
      { id: '1', probability: home },
      { id: '2', probability: 1 - home },
    ]);
  }

  #doubleChance(margin: Pmf): Quote {
    const home = probabilityAbove(margin, 0);
    const draw = probabilityOf(margin, 0);
    const away = probabilityBelow(margin, 0);
    return {
      outcomes: [
        { id: '1X', probability: home + draw },
        { id: '12', probability: home + away },
        { id: 'X2', probability: draw + away },
      ],
      winnersPerResult: 2,
    };
  }

  #twoWay(first: string, second: string, probability: number | undefined): Quote | undefined {
    if (probability === undefined) return undefined;
    return partition([
      { id: first, probability },
      { id: second, probability: 1 - probability },
    ]);
  }

  #overUnder(quantity: Pmf, line: number): Quote | undefined {
    const sides = priceLine(quantity, line);
    return sides
      ? partition([
          { id: 'over', probability: sides.over },
          { id: 'under', probability: sides.under },
        ])
      : undefined;
  }

  #bothScore(scope: TallyScope): number {
    const scores = (side: Side) => 1 - probabilityOf(this.#q.side(scope, side), 0);
    return scores('home') * scores('away');
  }

  #oddEven(total: Pmf): Quote {
    const odd = total.p.reduce((acc, p, i) => ((total.offset + i) % 2 !== 0 ? acc + p : acc), 0);
    return partition([
      { id: 'odd', probability: odd },
      { id: 'even', probability: 1 - odd },
    ]);
  }

  /** Visits every final score of the scope with its probability (the sides are independent). */
  #eachScore(scope: TallyScope, visit: (home: number, away: number, probability: number) => void): void {
    const home = this.#q.side(scope, 'home');
    const away = this.#q.side(scope, 'away');
    home.p.forEach((ph, i) => {
      away.p.forEach((pa, j) => {
        visit(home.offset + i, away.offset + j, ph * pa);
      });
    });
  }

  /** The likeliest final scores, renormalised over those offered (the feed leaves out the long tail). */
  #correctScore(scope: TallyScope): Quote {
    const scores: { id: string; probability: number }[] = [];
    this.#eachScore(scope, (home, away, probability) => {
      if (probability >= MIN_SCORE_PROBABILITY) scores.push({ id: `${home}:${away}`, probability });
    });
    const offered = scores.sort((a, b) => b.probability - a.probability).slice(0, MAX_SCORES);
    const total = offered.reduce((acc, s) => acc + s.probability, 0);
    return partition(
      offered
        .map((s) => ({ id: s.id, probability: s.probability / total }))
        .sort((a, b) => compareScores(a.id, b.id)),
    );
  }

  #exactGoals(total: Pmf): Quote {
    const exact = [0, 1, 2, 3, 4, 5].map((goals) => ({
      id: String(goals),
      probability: probabilityOf(total, goals),
    }));
    return partition([...exact, { id: '6+', probability: probabilityAbove(total, 5) }]);
  }

  /** Who scores the next goal: a race of the sides' remaining scoring rates, or no goal at all. */
  #nextGoal(specifiers: Readonly<Record<string, string>>): Quote | undefined {
    const goal = numericSpecifier(specifiers, 'goalnr');
    if (goal === undefined || goal !== this.nextGoalNumber()) return undefined;
    const home = this.#q.remainingMean('match', 'home');
    const away = this.#q.remainingMean('match', 'away');
    const none = Math.exp(-(home + away));
    const some = 1 - none;
    const homeShare = home + away > 0 ? home / (home + away) : 0.5;
    return partition([
      { id: '1', probability: some * homeShare },
      { id: 'none', probability: none },
      { id: '2', probability: some * (1 - homeShare) },
    ]);
  }

  #halftimeFulltime(): Quote | undefined {
    if (!this.#q.isOpen(0)) return undefined;
    const first = this.#q.margin(0);
    const second = this.#q.margin(1);
    const cells = new Map<string, number>();
    first.p.forEach((p1, i) => {
      const halfTime = first.offset + i;
      second.p.forEach((p2, j) => {
        const id = `${sign(halfTime)}/${sign(halfTime + second.offset + j)}`;
        cells.set(id, (cells.get(id) ?? 0) + p1 * p2);
      });
    });
    return partition(
      ['1', 'X', '2'].flatMap((a) =>
        ['1', 'X', '2'].map((b) => ({ id: `${a}/${b}`, probability: cells.get(`${a}/${b}`) ?? 0 })),
      ),
    );
  }

  #resultAndTotal(scope: TallyScope, line: number): Quote | undefined {
    if (Number.isInteger(line)) return undefined;
    const cells = new Map<string, number>();
    this.#eachScore(scope, (home, away, probability) => {
      const id = `${sign(home - away)}&${home + away > line ? 'over' : 'under'}`;
      cells.set(id, (cells.get(id) ?? 0) + probability);
    });
    return partition(
      ['1', 'X', '2'].flatMap((r) =>
        ['over', 'under'].map((side) => ({
          id: `${r}&${side}`,
          probability: cells.get(`${r}&${side}`) ?? 0,
        })),
      ),
    );
  }

  #resultAndBothScore(scope: TallyScope): Quote {
    const cells = new Map<string, number>();
    this.#eachScore(scope, (home, away, probability) => {
      const id = `${sign(home - away)}&${home > 0 && away > 0 ? 'yes' : 'no'}`;
      cells.set(id, (cells.get(id) ?? 0) + probability);
    });
    return partition(
      ['1', 'X', '2'].flatMap((r) =>
        ['yes', 'no'].map((answer) => ({
          id: `${r}&${answer}`,
          probability: cells.get(`${r}&${answer}`) ?? 0,
        })),
      ),
    );
  }

  #cornersTotal(home: Pmf, away: Pmf): Pmf {
    return sum(home, away);
  }

  #cornersMargin(): Pmf | undefined {
    const home = this.#q.corners('home');
    const away = this.#q.corners('away');
    return home && away ? difference(home, away) : undefined;
  }
}

/** Orders `h:a` score ids by home goals, then away goals. */
export function compareScores(a: string, b: string): number {
  const [ah = 0, aa = 0] = a.split(':').map(Number);
  const [bh = 0, ba = 0] = b.split(':').map(Number);
  return ah - bh || aa - ba;
}
