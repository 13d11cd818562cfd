import type { Market } from '@sportsbook/contract/entities/market';
import { isOpenMarket, type MarketStatus } from '@sportsbook/core/catalog/market-status';
import { isBettableMatchStatus, type MatchStatus } from '@sportsbook/core/catalog/match-status';
import { combinedOdds } from '@sportsbook/core/ticket/odds-math';
import { type CompetitorRecord, loadMatchRecords, type MatchRecord } from '../../catalog/catalog-records';
import { compareMarkets } from '../../catalog/market-order';
import { presentMarket } from '../../catalog/market-presenter';
import { BET_BUILDER_GROUPS } from '../../catalog/market-vocabulary';
import { namingOf } from '../../catalog/match-presenter';
import type { MatchModel } from '../../feed/pricing/match-model';
import { ApiError } from '../../http/api-error';
import type { BettingContext } from '../betting-context';
import { lineRefKey, loadMarketLines, loadPricingStates, loadServedLines } from '../betting-repository';
import {
  type CustomLeg,
  customBetModel,
  isEligibleLine,
  jointProbability,
  quoteCustomBet,
} from './custom-bet-pricer';

/** The message key of a market a bet builder cannot take. */
export const MARKET_NOT_ELIGIBLE_KEY = 'error.custom_bet.market_not_eligible';

function unprocessable(code: string, message: string, messageKey: string): ApiError {
  return new ApiError(422, code, message, undefined, messageKey);
}

/**
 * The bet builder (custom bets, spec §3 and §7.2): which markets of a match can be combined, and what a
 * combination pays (custom-bet-pricer.ts). Only prematch and live matches of an active provider.
 */
export class CustomBetService {
  readonly #context: BettingContext;

  constructor(context: BettingContext) {
    this.#context = context;
  }

  async #match(
    matchId: number,
  ): Promise<{ record: MatchRecord; competitors: Map<number, CompetitorRecord> }> {
    const { records, competitors } = await loadMatchRecords(this.#context.db, this.#context.references, [
      matchId,
    ]);
    const [record] = records;
    if (!record) throw ApiError.notFound('match', matchId);
    return { record, competitors };
  }

  /** The match's pricing model when it takes custom bets now; undefined otherwise. */
  async #model(record: MatchRecord): Promise<MatchModel | undefined> {
    const bettable =
      isBettableMatchStatus(record.match.status as MatchStatus) && record.providerStatus !== 'inactive';
    if (!bettable) return undefined;
    const [state] = await loadPricingStates(this.#context.db, [record.match.id]);
    const model = state ? customBetModel(state) : undefined;
    // An empty bet builder prices to 1 exactly when the model can still price the match (not over).
    return model && jointProbability(model, []) !== undefined ? model : undefined;
  }

  /**
   * GET /bets/custom/markets/{matchId}: the served lines whose every outcome the model prices jointly,
   * in book order, in the request locale, with the bet builder group; none when the match takes no
   * custom bets now (finished, suspended provider, an outright).
   */
  async markets(matchId: number, locale: string): Promise<Market[]> {
    const { record, competitors } = await this.#match(matchId);
    const model = await this.#model(record);
    if (!model) return [];
    const naming = namingOf(record, locale, competitors);
    const lines = await loadServedLines(this.#context.db, matchId);
    return lines
      .filter((line) =>
        isEligibleLine(record.sport.key, {
          marketId: line.marketId,
          specifier: line.specifier,
          outcomeIds: line.outcomes.map((outcome) => outcome.id),
        }),
      )
      .sort(compareMarkets)
      .flatMap((line) => {
        const market = presentMarket(line, naming);
        return market ? [{ ...market, custom_bet_groups: [...BET_BUILDER_GROUPS] }] : [];
      });
  }

  /**
   * POST /bets/custom/odds: the joint price of outcomes of one match (correlation included) and the plain
   * product of their odds. 404 for an unknown match; 422 for an outcome not on offer, a market the model
   * cannot combine, the same outcome twice, or outcomes that cannot all win.
   */
  async odds(request: {
    readonly match_id: number;
    readonly selections: readonly { market_id: number; specifier: string; outcome_id: string }[];
  }): Promise<{ odds: number; independent_odds: number }> {
    const { record } = await this.#match(request.match_id);
    const model = await this.#model(record);
    if (!model) {
      throw unprocessable(
        'selection_unavailable',
        `match ${request.match_id} takes no custom bets now`,
        'error.place_bets.selection_unavailable',
      );
    }
    const legs: CustomLeg[] = request.selections.map((s) => ({
      marketId: s.market_id,
      specifier: s.specifier,
      outcomeId: s.outcome_id,
    }));
    const keys = legs.map((leg) => `${leg.marketId}|${leg.specifier}|${leg.outcomeId}`);
    if (new Set(keys).size !== keys.length) {
      throw unprocessable(
        'duplicate_selection',
        'the same outcome is in the custom bet twice',
        'error.place_bets.duplicate_selection',
      );
    }
    const lines = await loadMarketLines(
      this.#context.db,
      legs.map((leg) => ({ matchId: request.match_id, marketId: leg.marketId, specifier: leg.specifier })),
    );
    const prices: number[] = [];
    for (const leg of legs) {
      const line = lines.get(lineRefKey({ matchId: request.match_id, ...leg }));
      const outcome = line?.outcomes.find((o) => o.id === leg.outcomeId);
      if (!line || !outcome?.active || !isOpenMarket(line.status as MarketStatus)) {
        throw unprocessable(
          'selection_unavailable',
          `outcome ${leg.outcomeId} of market ${leg.marketId} (${leg.specifier || 'no specifier'}) is not on offer`,
          'error.place_bets.selection_unavailable',
        );
      }
      prices.push(outcome.odds);
    }
    const quote = quoteCustomBet(model, legs);
    if (quote.kind === 'not_eligible') {
      const leg = legs[quote.leg];
      throw unprocessable(
        'not_combinable',
        `market ${leg?.marketId} (${leg?.specifier || 'no specifier'}) cannot be part of a custom bet`,
        MARKET_NOT_ELIGIBLE_KEY,
      );
    }
    if (quote.kind === 'contradictory') {
      throw unprocessable(
        'not_combinable',
        'these outcomes cannot all win together',
        'error.place_bets.not_combinable',
      );
    }
    return { odds: quote.odds, independent_odds: combinedOdds(prices) };
  }
}
