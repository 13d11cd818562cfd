import { matchModelOf } from '../../generator/sim-state';
import { BOOK_DEPTHS, buildMarketBook, createPricer, type PricedMarket } from '../../pricing/market-book';
import type { MatchModel } from '../../pricing/match-model';
import type { MarketPricer } from '../../pricing/quote';
import type { SimMatch } from '../board/sim-match';
import { playView } from '../play/play-view';
import { driftedRatings, driftedTempo } from './drift';

/** The pricing model of a match as it stands: its score and play, its ratings and tempo with their drift. */
export function pricingModel(match: SimMatch): MatchModel {
  const view = match.play && match.status === 1 ? playView(match.play, match.identity.sportKey) : null;
  return matchModelOf(
    {
      sportKey: match.identity.sportKey,
      status: match.status,
      totalScore: view?.totalScore ?? match.wire.totalScore,
      periodScores: view?.periodScores ?? match.wire.periodScores,
      currentServer: view?.server ?? match.wire.currentServer,
    },
    {
      ...match.base,
      ratings: driftedRatings(match.base.ratings, match.drift),
      tempo: driftedTempo(match.base.tempo, match.drift),
      progress: view?.progress ?? match.base.progress,
      corners: view?.corners ?? match.base.corners,
    },
  );
}

interface Priced {
  readonly key: string;
  readonly model: MatchModel;
  readonly pricer: MarketPricer;
}

/**
 * Pricers by match, kept while the match's model stays the same: repricing many lines of one match builds
 * its score distributions once, and a set sport's forecasts (costly) survive from tick to tick until a
 * point is played or its drift moves. Within a tick, `forget` a match whose state changed.
 */
export class MatchPricing {
  readonly #pricers = new Map<number, Priced>();
  readonly #checked = new Set<number>();

  /** Starts a tick: models are checked again on first use. */
  nextTick(): void {
    this.#checked.clear();
  }

  #entry(match: SimMatch): Priced {
    const known = this.#pricers.get(match.id);
    if (known && this.#checked.has(match.id)) return known;
    const model = pricingModel(match);
    const key = JSON.stringify(model);
    this.#checked.add(match.id);
    if (known?.key === key) return known;
    const entry = { key, model, pricer: createPricer(model) };
    this.#pricers.set(match.id, entry);
    return entry;
  }

  pricer(match: SimMatch): MarketPricer {
    return this.#entry(match).pricer;
  }

  model(match: SimMatch): MatchModel {
    return this.#entry(match).model;
  }

  /** The whole book of the match as it stands. */
  book(match: SimMatch): PricedMarket[] {
    return buildMarketBook(this.model(match), BOOK_DEPTHS[match.base.tier]);
  }

  /** The match's state changed: check its model again on next use. */
  forget(match: SimMatch): void {
    this.#checked.delete(match.id);
  }

  /** The match left the board. */
  drop(matchId: number): void {
    this.#pricers.delete(matchId);
    this.#checked.delete(matchId);
  }
}
