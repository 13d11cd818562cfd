import type { Market, Outcome } from '@sportsbook/contract/entities/market';
import type { MatchMarketSummary } from '@sportsbook/contract/entities/match';
import { isServableMarket, MARKET_STATUSES, type MarketStatus } from '@sportsbook/core/catalog/market-status';
import { toIsoUtcOrNull } from '../db/time';
import type { MarketRecord } from './catalog-records';
import { asProvider } from './entity-presenters';
import { parseSpecifier, renderName } from './market-names';
import { localised, marketTemplate } from './market-templates';
import { competitorIdOfOutcome } from './more-market-templates';

/** What a market's names are rendered with: the match and its competitors' names in the locale. */
export interface MarketNaming {
  readonly locale: string;
  readonly matchId: number;
  readonly matchUrnId: string;
  readonly competitor1: string;
  readonly competitor2: string;
  /** Names of an outright's competitors by id, for its winner market's outcomes. */
  readonly competitorNames: ReadonlyMap<number, string>;
}

/** A stored status as the wire's, or undefined for a status the spec does not know. */
function servedStatus(status: number): MarketStatus | undefined {
  const known = (MARKET_STATUSES as readonly number[]).includes(status)
    ? (status as MarketStatus)
    : undefined;
  return known !== undefined && isServableMarket(known) ? known : undefined;
}

/** Whether a stored market may be served at all: status 0 (and any unknown status) never is (spec §4). */
export function isServed(market: Pick<MarketRecord, 'status'>): boolean {
  return servedStatus(market.status) !== undefined;
}

function namesOf(market: MarketRecord, naming: MarketNaming): { name: string; outcomes: Outcome[] } {
  const template = marketTemplate(market.marketId);
  const context = {
    locale: naming.locale,
    specifiers: parseSpecifier(market.specifier),
    competitor1: naming.competitor1,
    competitor2: naming.competitor2,
  };
  const name = template
    ? renderName(localised(template.name, naming.locale), context)
    : `Market ${market.marketId}`;
  const outcomes = market.outcomes.map((outcome) => {
    let outcomeName = outcome.id;
    if (template && Array.isArray(template.outcomes)) {
      const fixed = template.outcomes.find((o) => o.id === outcome.id);
      if (fixed) outcomeName = renderName(localised(fixed.name, naming.locale), context);
    } else if (template?.outcomes === 'competitors') {
      const competitorId = competitorIdOfOutcome(outcome.id);
      outcomeName =
        (competitorId !== undefined ? naming.competitorNames.get(competitorId) : undefined) ?? outcome.id;
    }
    return { id: outcome.id, name: outcomeName || outcome.id, active: outcome.active, odds: outcome.odds };
  });
  return { name: name || `Market ${market.marketId}`, outcomes };
}

/** A stored market as the wire's Market, or undefined when it is not served (status 0). */
export function presentMarket(market: MarketRecord, naming: MarketNaming): Market | undefined {
  const status = servedStatus(market.status);
  if (status === undefined) return undefined;
  const template = marketTemplate(market.marketId);
  const { name, outcomes } = namesOf(market, naming);
  return {
    match_id: naming.matchId,
    match_urn_id: naming.matchUrnId,
    id: market.marketId,
    name,
    status,
    specifier: market.specifier,
    outcomes,
    market_groups: [...(template?.groups ?? [])],
    priority: market.priority,
    most_balanced: market.mostBalanced,
    next_bet_stop: toIsoUtcOrNull(market.nextBetStop),
    custom_bet_groups: [...(template?.customBetGroups ?? [])],
    provider: asProvider(market.provider),
  };
}

/** The summary a listing shows for a match's main or secondary market. */
export function presentSummary(market: MarketRecord, naming: MarketNaming): MatchMarketSummary | null {
  const full = presentMarket(market, naming);
  if (!full) return null;
  const { id, name, status, specifier, outcomes } = full;
  return { id, name, status, specifier, outcomes };
}
