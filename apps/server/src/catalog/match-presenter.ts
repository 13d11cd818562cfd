import type { Competitor, Match, MatchClock } from '@sportsbook/contract/entities/match';
import { isOpenMarket } from '@sportsbook/core/catalog/market-status';
import {
  isBettableMatchStatus,
  MATCH_STATUSES,
  type MatchStatus,
} from '@sportsbook/core/catalog/match-status';
import { EVENT_TYPES, type EventType } from '@sportsbook/core/catalog/providers';
import { toIsoUtc, toIsoUtcOrNull } from '../db/time';
import type { CompetitorRecord, MatchRecord } from './catalog-records';
import {
  asProvider,
  fixedOutcomeCount,
  nameIn,
  presentCategoryRef,
  presentCompetitor,
  presentSportRef,
  presentTournamentRef,
} from './entity-presenters';
import { type MarketNaming, presentSummary } from './market-presenter';
import { periodName } from './period-names';

/** What a match is presented with besides its record. */
export interface MatchContext {
  readonly locale: string;
  /** Competitors of outrights, by id. */
  readonly competitors: ReadonlyMap<number, CompetitorRecord>;
}

function asMatchStatus(value: number): MatchStatus {
  if ((MATCH_STATUSES as readonly number[]).includes(value)) return value as MatchStatus;
  throw new Error(`unknown match status ${value} in the catalogue`);
}

function asEventType(value: string): EventType {
  if ((EVENT_TYPES as readonly string[]).includes(value)) return value as EventType;
  throw new Error(`unknown event type ${value} in the catalogue`);
}

function presentClock(clock: MatchRecord['match']['clock']): MatchClock | null {
  return clock ? { ...clock, clock_updated_at: toIsoUtc(clock.clock_updated_at) } : null;
}

/** The names market names are rendered with, for a match in a locale. */
export function namingOf(
  record: MatchRecord,
  locale: string,
  competitors: ReadonlyMap<number, CompetitorRecord>,
): MarketNaming {
  const { match, home, away } = record;
  const competitorNames = new Map<number, string>();
  for (const id of match.competitorIds) {
    const competitor = competitors.get(id);
    if (competitor) competitorNames.set(id, nameIn(competitor.names, competitor.name, locale));
  }
  return {
    locale,
    matchId: match.id,
    matchUrnId: match.urnId,
    competitor1: home ? nameIn(home.names, home.name, locale) : '',
    competitor2: away ? nameIn(away.names, away.name, locale) : '',
    competitorNames,
  };
}

/** A match (or outright) as the wire's Match, in a locale. */
export function presentMatch(record: MatchRecord, context: MatchContext): Match {
  const { match, sport, category, tournament } = record;
  const { locale } = context;
  const home = record.home ? presentCompetitor(record.home, locale) : null;
  const away = record.away ? presentCompetitor(record.away, locale) : null;
  const isOutright = match.type !== 'match';
  const competitors: Competitor[] = isOutright
    ? match.competitorIds.flatMap((id) => {
        const competitor = context.competitors.get(id);
        return competitor ? [presentCompetitor(competitor, locale)] : [];
      })
    : [home, away].filter((c): c is Competitor => c !== null);
  const naming = namingOf(record, locale, context.competitors);
  const main = record.mainLine ? presentSummary(record.mainLine, naming) : null;
  const secondary = record.secondaryLine ? presentSummary(record.secondaryLine, naming) : null;
  const outcomesCount = (marketId: number | null, summary: typeof main) =>
    isOutright && marketId === match.mainMarketId
      ? competitors.length
      : fixedOutcomeCount(marketId) || (summary?.outcomes.length ?? 0);
  const status = asMatchStatus(match.status);
  const name = isOutright
    ? nameIn(match.titles, match.title ?? tournament.name, locale)
    : `${home?.name ?? '?'} - ${away?.name ?? '?'}`;
  return {
    id: match.id,
    urn_id: match.urnId,
    slug: match.slug,
    type: asEventType(match.type),
    name,
    sport: presentSportRef(sport, locale),
    category: presentCategoryRef(category, locale),
    tournament: presentTournamentRef(tournament, locale),
    home,
    away,
    competitors,
    stadium: match.stadium,
    city: match.city,
    status,
    stage: match.stage,
    start_time: toIsoUtc(match.startTime),
    end_date: toIsoUtcOrNull(match.endDate),
    clock: presentClock(match.clock),
    total_score: match.totalScore,
    game_score: match.gameScore,
    current_server:
      match.currentServer === 'home' || match.currentServer === 'away' ? match.currentServer : null,
    period_scores: match.periodScores.map((period) => {
      const localisedName = periodName(period.period_key, locale);
      return { ...period, name: localisedName === period.period_key ? period.name : localisedName };
    }),
    max_period_number: match.maxPeriodNumber,
    available_markets_count: match.availableMarketsCount,
    top_markets_count: match.topMarketsCount,
    main_market_id: match.mainMarketId,
    main_market_outcomes_count: outcomesCount(match.mainMarketId, main),
    main_market: main,
    secondary_market_id: match.secondaryMarketId,
    secondary_market_outcomes_count: outcomesCount(match.secondaryMarketId, secondary),
    secondary_market: secondary,
    has_video: match.hasVideo,
    provider: asProvider(match.provider),
    has_provider_stats: match.hasProviderStats,
    bets_count: match.betsCount,
    is_bettable:
      isBettableMatchStatus(status) &&
      record.providerStatus === 'active' &&
      main !== null &&
      isOpenMarket(main.status),
  };
}
