import { parseSpecifier } from '../../catalog/market-names';
import { marketTemplate } from '../../catalog/market-templates';
import { asMatchSimState, type MatchRowState, matchModelOf } from '../../feed/generator/sim-state';
import { roundOdds } from '../../feed/pricing/margin';
import { createPricer, priceMarketLine } from '../../feed/pricing/market-book';
import type { MatchModel } from '../../feed/pricing/match-model';
import type { Pmf } from '../../feed/pricing/pmf';
import { SPORT_MODELS, type TallySportModel } from '../../feed/pricing/sport-models';
import { TallyQuantities } from '../../feed/pricing/tally-quantities';
import { readSimExtras } from '../../feed/simulator/board/sim-match';
import { driftedRatings, driftedTempo } from '../../feed/simulator/trading/drift';
import { type ScoreDimension, type ScoreEvent, scoreEventOf } from './score-events';

/*
 * Bet builder prices (custom bets): the chance that every chosen outcome of one match wins together,
 * summed over the pricing model's distribution of the final tally at the match's current state, priced
 * with the margin the book puts on each leg (customBetPrice). Outcomes of one match are correlated (a home win and "over 2.5" go together
 * more often than their product says), so the price is not the product of the outcomes' odds.
 */

/** Below this joint chance the outcomes cannot all win: they contradict each other (home and away win). */
export const CONTRADICTION_PROBABILITY = 1e-9;

/** One outcome of a bet builder: the market line and the outcome chosen. */
export interface CustomLeg {
  readonly marketId: number;
  readonly specifier: string;
  readonly outcomeId: string;
}

/** What a match is priced from: its stored row fields and its simulator state. */
export interface CustomBetMatchState extends MatchRowState {
  readonly simState: unknown;
}

/**
 * The pricing model of a match as the live simulator prices it now: its row (score, status) and its
 * stored simulator state (ratings and tempo with their drift, progress, corners). Undefined for an outright
 * or a match without a model.
 */
export function customBetModel(match: CustomBetMatchState): MatchModel | undefined {
  const state = asMatchSimState(match.simState);
  if (!state) return undefined;
  const { drift } = readSimExtras(match.simState);
  return matchModelOf(match, {
    ...state,
    ratings: drift ? driftedRatings(state.ratings, drift) : state.ratings,
    tempo: drift ? driftedTempo(state.tempo, drift) : state.tempo,
  });
}

function tallySport(sportKey: string): TallySportModel | undefined {
  const sport = SPORT_MODELS[sportKey];
  return sport?.engine === 'tally' ? sport : undefined;
}

/** The score event of a leg on this sport, or undefined when the leg cannot be in a bet builder there. */
export function legEvent(sportKey: string, leg: CustomLeg): ScoreEvent | undefined {
  const sport = tallySport(sportKey);
  const template = marketTemplate(leg.marketId);
  if (!sport || !template) return undefined;
  const event = scoreEventOf(template.key, leg.specifier, leg.outcomeId);
  if (!event || (event.dimension === 'corners' && !sport.corners)) return undefined;
  return event;
}

/** Whether a market line can be in a bet builder: every outcome of it is a score event of the sport. */
export function isEligibleLine(
  sportKey: string,
  line: { readonly marketId: number; readonly specifier: string; readonly outcomeIds: readonly string[] },
): boolean {
  return (
    line.outcomeIds.length > 0 &&
    line.outcomeIds.every(
      (outcomeId) =>
        legEvent(sportKey, { marketId: line.marketId, specifier: line.specifier, outcomeId }) !== undefined,
    )
  );
}

/** P(every event holds) over the grid of two independent final tallies. */
function gridProbability(home: Pmf, away: Pmf, events: readonly ScoreEvent[]): number {
  let total = 0;
  for (let i = 0; i < home.p.length; i += 1) {
    const ph = home.p[i] as number;
    const h = home.offset + i;
    for (let j = 0; j < away.p.length; j += 1) {
      const a = away.offset + j;
      if (events.every((event) => event.wins(h, a))) total += ph * (away.p[j] as number);
    }
  }
  return total;
}

/**
 * The chance that every event wins, at the model's state: per dimension the sum over its final-tally grid
 * (each side's final tally is independent in the model), and the dimensions (score, corners) independent of
 * each other, as the model makes them. Undefined when the model cannot price them (not a tally sport, the
 * match over, no corners model).
 */
export function jointProbability(model: MatchModel, events: readonly ScoreEvent[]): number | undefined {
  const sport = tallySport(model.sportKey);
  if (!sport) return undefined;
  const quantities = new TallyQuantities(sport, model);
  if (!quantities.isOpen('match')) return undefined;
  const byDimension = new Map<ScoreDimension, ScoreEvent[]>();
  for (const event of events)
    byDimension.set(event.dimension, [...(byDimension.get(event.dimension) ?? []), event]);
  let probability = 1;
  for (const [dimension, dimensionEvents] of byDimension) {
    const home = dimension === 'score' ? quantities.side('match', 'home') : quantities.corners('home');
    const away = dimension === 'score' ? quantities.side('match', 'away') : quantities.corners('away');
    if (!home || !away) return undefined;
    probability *= gridProbability(home, away, dimensionEvents);
  }
  return probability;
}

/**
 * The book's own price of one leg at the model's state: its market line priced with the book's margin
 * (feed/pricing/market-book.ts), as the simulator would quote it now. Undefined when the line cannot be
 * offered in this state (e.g. a correct score the book no longer lists).
 */
export function bookOdds(model: MatchModel, leg: CustomLeg): number | undefined {
  const template = marketTemplate(leg.marketId);
  if (!template) return undefined;
  const priced = priceMarketLine(createPricer(model), template, parseSpecifier(leg.specifier), model.live);
  return priced?.outcomes.find((outcome) => outcome.id === leg.outcomeId && outcome.active)?.odds;
}

/**
 * A bet builder's decimal price, 2 decimals within the book's range: the legs' own book prices multiplied
 * together, as a combo would be, times the correlation of the legs, Π p(leg) ÷ p(all legs). Each leg keeps
 * exactly the margin the book puts on it, and the joint chance replaces the product of the chances: legs
 * that go together (a home win and goals) pay less than a combo of them, legs that pull apart pay more,
 * independent legs (goals and corners in the model) pay what a combo pays.
 */
export function customBetPrice(
  legs: readonly { readonly bookOdds: number; readonly probability: number }[],
  jointProbability: number,
): number {
  let odds = 1;
  for (const leg of legs) odds *= leg.bookOdds * leg.probability;
  return roundOdds(odds / jointProbability);
}

/** The answer to "what does this bet builder pay?" */
export type CustomQuote =
  | { readonly kind: 'priced'; readonly odds: number; readonly probability: number }
  /** A leg (by position) whose market the model does not price jointly. */
  | { readonly kind: 'not_eligible'; readonly leg: number }
  /** The legs cannot all win. */
  | { readonly kind: 'contradictory' };

/** Prices the legs of one match together at the model's state. */
export function quoteCustomBet(model: MatchModel | undefined, legs: readonly CustomLeg[]): CustomQuote {
  if (!model) return { kind: 'not_eligible', leg: 0 };
  const events: ScoreEvent[] = [];
  for (const [index, leg] of legs.entries()) {
    const event = legEvent(model.sportKey, leg);
    if (!event) return { kind: 'not_eligible', leg: index };
    events.push(event);
  }
  const probability = jointProbability(model, events);
  if (probability === undefined) return { kind: 'not_eligible', leg: 0 };
  if (probability < CONTRADICTION_PROBABILITY) return { kind: 'contradictory' };
  const priced: { bookOdds: number; probability: number }[] = [];
  for (const [index, leg] of legs.entries()) {
    const odds = bookOdds(model, leg);
    const alone = jointProbability(model, [events[index] as ScoreEvent]);
    if (odds === undefined || alone === undefined) return { kind: 'not_eligible', leg: index };
    priced.push({ bookOdds: odds, probability: alone });
  }
  return { kind: 'priced', odds: customBetPrice(priced, probability), probability };
}
