import { formatSpecifier } from '../../catalog/market-names';
import { compareMarkets } from '../../catalog/market-order';
import { type MarketTemplate, marketTemplate, SPORT_MARKETS } from '../../catalog/market-templates';
import { formatLine, priceLine } from './lines';
import { marginFor, oddsWithMargin } from './margin';
import type { MatchModel } from './match-model';
import type { Pmf } from './pmf';
import type { LineQuantity, MarketPricer, Quote } from './quote';
import { SetPricer } from './set-pricer';
import { sportModel } from './sport-models';
import { TallyPricer } from './tally-pricer';

/** One priced outcome: fair probability, decimal odds with margin, and whether it can be backed. */
export interface PricedOutcome {
  readonly id: string;
  readonly probability: number;
  readonly odds: number;
  readonly active: boolean;
}

/** One priced market line, ready to be stored as a markets row. */
export interface PricedMarket {
  readonly marketId: number;
  /** Specifier string as stored (`total=2.5`, `quarternr=1|total=40.5`, empty when none). */
  readonly specifier: string;
  readonly priority: number;
  /** The one line of its market type whose outcomes are closest to even. */
  readonly mostBalanced: boolean;
  readonly outcomes: readonly PricedOutcome[];
}

/** How deep a match's book goes: lines per line market, periods per per-period market. */
export interface BookDepth {
  /** Lines offered per whole-match line market (totals, handicaps). */
  readonly lines: number;
  /** Periods (sets, quarters...) offered per per-period market, from the current one. */
  readonly periods: number;
  /** Lines offered per line market of one period. */
  readonly periodLines: number;
}

/** Book depths by how much interest a match draws: top leagues, established ones, the rest. */
export const BOOK_DEPTHS = {
  top: { lines: 21, periods: 5, periodLines: 13 },
  major: { lines: 9, periods: 3, periodLines: 5 },
  minor: { lines: 3, periods: 2, periodLines: 2 },
} as const satisfies Record<string, BookDepth>;
/** How much interest a tournament draws: top, major or minor. */
export type BookTier = keyof typeof BOOK_DEPTHS;

/** Fewest markets a match book carries. */
export const MIN_MARKETS_PER_MATCH = 10;
/** Most markets a match book carries (the spec's fetch limit is 500; the demo stays well below). */
export const MAX_MARKETS_PER_MATCH = 200;

/** Smallest fair probability either side of an offered line may have. */
const MIN_LINE_PROBABILITY = 0.03;
/** Below this probability an outcome is shown but cannot be backed. */
const MIN_ACTIVE_PROBABILITY = 0.001;
const PERIOD_KEYS = new Set(['setnr', 'mapnr', 'periodnr', 'quarternr', 'inningnr']);

/** The pricer of a match's sport, in the match's current state. */
export function createPricer(model: MatchModel): MarketPricer {
  const sport = sportModel(model.sportKey);
  return sport.engine === 'tally' ? new TallyPricer(sport, model) : new SetPricer(sport, model);
}

/** Prices one market line with its margin; undefined when it cannot be offered in this state. */
export function priceMarketLine(
  pricer: MarketPricer,
  template: MarketTemplate,
  specifiers: Readonly<Record<string, string>>,
  live: boolean,
): PricedMarket | undefined {
  const quote = pricer.quote(template, specifiers);
  if (!quote || quote.outcomes.length === 0) return undefined;
  return {
    marketId: template.id,
    specifier: formatSpecifier(specifiers),
    priority: template.priority,
    mostBalanced: false,
    outcomes: withOdds(template, quote, live),
  };
}

function withOdds(template: MarketTemplate, quote: Quote, live: boolean): PricedOutcome[] {
  const ordered = Array.isArray(template.outcomes)
    ? template.outcomes.map((o) => ({
        id: o.id,
        probability: quote.outcomes.find((q) => q.id === o.id)?.probability ?? 0,
      }))
    : quote.outcomes;
  const odds = oddsWithMargin(
    ordered.map((o) => o.probability),
    marginFor(ordered.length, live),
    quote.winnersPerResult,
  );
  return ordered.map((o, i) => ({
    id: o.id,
    probability: o.probability,
    odds: odds[i] as number,
    active: o.probability >= MIN_ACTIVE_PROBABILITY,
  }));
}

interface Candidate {
  readonly market: PricedMarket;
  /** 0 for a line priced evens, up to 1 for a foregone one. */
  readonly imbalance: number;
}

/** Lines of a line market worth offering, the most balanced first. */
function candidateLines(quantity: LineQuantity, key: 'total' | 'hcp'): { line: number; imbalance: number }[] {
  const { pmf, asian, smallestLine = 0 } = quantity;
  const low = quantileValue(pmf, 0.003);
  const high = quantileValue(pmf, 0.997);
  const step = asian ? 0.25 : 1;
  const thresholds: number[] = [];
  for (
    let threshold = (asian ? low : low - 1) + (asian ? 0 : 0.5);
    threshold <= high + 0.5;
    threshold += step
  ) {
    thresholds.push(threshold);
  }
  return thresholds
    .map((threshold) => {
      const sides = priceLine(pmf, threshold);
      const line = key === 'hcp' ? -threshold : threshold;
      return { line, sides };
    })
    .filter(
      (c): c is { line: number; sides: NonNullable<typeof c.sides> } =>
        c.sides !== undefined &&
        Math.abs(c.line) >= smallestLine &&
        Math.min(c.sides.over, c.sides.under) >= MIN_LINE_PROBABILITY,
    )
    .map((c) => ({ line: c.line, imbalance: Math.abs(c.sides.over - c.sides.under) }))
    .sort((a, b) => a.imbalance - b.imbalance || a.line - b.line);
}

function quantileValue(pmf: Pmf, q: number): number {
  let cumulative = 0;
  for (let i = 0; i < pmf.p.length; i += 1) {
    cumulative += pmf.p[i] as number;
    if (cumulative >= q) return pmf.offset + i;
  }
  return pmf.offset + pmf.p.length - 1;
}

/** The spread of a line's outcome probabilities, for lines without a total or handicap. */
function spread(market: PricedMarket): number {
  const probabilities = market.outcomes.map((o) => o.probability);
  return Math.max(...probabilities) - Math.min(...probabilities);
}

/** Every line of one market type worth offering in this state. */
function linesOf(
  pricer: MarketPricer,
  template: MarketTemplate,
  model: MatchModel,
  depth: BookDepth,
): Candidate[] {
  const periodKey = template.specifiers.find((key) => PERIOD_KEYS.has(key));
  const lineKey = template.specifiers.find((key): key is 'total' | 'hcp' => key === 'total' || key === 'hcp');
  const scopes: Record<string, string>[] = [];
  if (template.specifiers.includes('goalnr')) {
    const goal = pricer.nextGoalNumber();
    if (goal !== undefined) scopes.push({ goalnr: String(goal) });
  } else if (periodKey) {
    for (const period of pricer.openPeriods(template).slice(0, depth.periods)) {
      scopes.push({ [periodKey]: String(period) });
    }
  } else {
    scopes.push({});
  }
  const out: Candidate[] = [];
  for (const scope of scopes) {
    if (!lineKey) {
      const market = priceMarketLine(pricer, template, scope, model.live);
      if (market) out.push({ market, imbalance: spread(market) });
      continue;
    }
    const quantity = pricer.lineQuantity(template, scope);
    if (!quantity) continue;
    const wanted = periodKey ? depth.periodLines : depth.lines;
    for (const { line, imbalance } of candidateLines(quantity, lineKey).slice(0, wanted)) {
      const market = priceMarketLine(pricer, template, { ...scope, [lineKey]: formatLine(line) }, model.live);
      if (market) out.push({ market, imbalance });
    }
  }
  return out;
}

function buildAtDepth(model: MatchModel, depth: BookDepth, pricer: MarketPricer): PricedMarket[] {
  const sportMarkets = SPORT_MARKETS[model.sportKey];
  if (!sportMarkets) throw new Error(`no markets for sport ${model.sportKey}`);
  const book: PricedMarket[] = [];
  for (const id of sportMarkets.markets) {
    const template = marketTemplate(id);
    if (!template) continue;
    if ((template.phase === 'live' && !model.live) || (template.phase === 'prematch' && model.live)) continue;
    const lines = linesOf(pricer, template, model, depth);
    const balanced = lines.reduce<Candidate | undefined>(
      (best, c) => (best === undefined || c.imbalance < best.imbalance ? c : best),
      undefined,
    );
    for (const candidate of lines) {
      book.push({ ...candidate.market, mostBalanced: candidate === balanced });
    }
  }
  return book.sort(compareMarkets);
}

/**
 * The full book of a match in its current state: every market type of its sport that can be offered, each
 * line priced, exactly one line per market type marked most balanced, between 10 and 200 markets (the
 * depth widens for a thin book and narrows for an overfull one). The live simulator calls this again after
 * every event to reprice.
 */
export function buildMarketBook(model: MatchModel, depth: BookDepth): PricedMarket[] {
  const pricer = createPricer(model);
  let current: BookDepth = depth;
  let book = buildAtDepth(model, current, pricer);
  for (let widen = 0; book.length < MIN_MARKETS_PER_MATCH && widen < 6; widen += 1) {
    current = {
      lines: current.lines + 2,
      periods: current.periods + 1,
      periodLines: current.periodLines + 2,
    };
    book = buildAtDepth(model, current, pricer);
  }
  while (book.length > MAX_MARKETS_PER_MATCH && current.lines > 1) {
    current = {
      lines: current.lines - 1,
      periods: current.periods,
      periodLines: Math.max(1, current.periodLines - 1),
    };
    book = buildAtDepth(model, current, pricer);
  }
  return book;
}
