import { isTopMarket } from '../../catalog/market-counts';
import { SPORT_MARKETS } from '../../catalog/market-templates';
import { periodKey, periodName } from '../../catalog/period-names';
import { foldText, slugify } from '../../catalog/text-folding';
import type { markets, matches } from '../../db/schema';
import { BOOK_DEPTHS, buildMarketBook, type PricedMarket } from '../pricing/market-book';
import { sportModel } from '../pricing/sport-models';
import { competitorNames } from './competitors';
import type { SportSpec } from './data/sports';
import { URN_PREFIX } from './data/sports';
import type { Fixture } from './fixtures';
import type { Random } from './random';
import { type MatchSimState, matchModelOf } from './sim-state';
import { regularPeriods, sportTimeline } from './sport-timelines';

/** A matches row to insert. */
export type MatchInsert = typeof matches.$inferInsert;
/** A markets row to insert. */
export type MarketInsert = typeof markets.$inferInsert;

/** Ids of the rows a match belongs to. */
export interface MatchParents {
  readonly sport: SportSpec;
  readonly sportId: number;
  readonly categoryId: number;
  readonly tournamentId: number;
}

/** Bets already placed on a match, by how much interest its tournament draws. */
const BETS_RANGE = { top: [800, 6000], major: [120, 1500], minor: [3, 300] } as const;

/** Every locale's name of a match, folded for search. */
/** What the product serves of a match's extras: neither a stream nor provider statistics yet. */
const SERVED = { video: false, providerStats: false } as const;

function searchTextOf(...names: readonly Record<string, string>[]): string {
  const all = new Set(names.flatMap((n) => Object.values(n)).map(foldText));
  return [...all].join(' | ');
}

/** The stored row of a match and the rows of its markets, priced from its state. */
export function matchRows(
  id: number,
  fixture: Fixture,
  parents: MatchParents,
  now: number,
  random: Random,
): { match: MatchInsert; markets: MarketInsert[] } {
  const { spec, home, away, live } = fixture;
  const sport = sportModel(spec.sport);
  const timeline = sportTimeline(spec.sport);
  const simState: MatchSimState = {
    version: 1,
    kind: 'match',
    ratings: { home: home.rating, away: away.rating },
    tempo: spec.tempo ?? 1,
    tier: spec.tier,
    progress: live?.progress ?? 0,
    corners: live?.corners ?? { home: 0, away: 0 },
  };
  const periodScores = (live?.periodScores ?? []).map((score, i) => {
    const key = periodKey(i + 1, timeline.word);
    return {
      ...score,
      period_key: key,
      name: periodName(key, 'en'),
      number: i + 1,
      type: 'regular_period' as const,
    };
  });
  const row = {
    sportKey: spec.sport,
    status: live ? 1 : 0,
    totalScore: live?.score ?? null,
    periodScores,
    currentServer: live?.server ?? null,
  };
  const book = buildMarketBook(matchModelOf(row, simState), BOOK_DEPTHS[spec.tier]);
  const marketRows = withStatuses(book, id, parents.sport.provider, live !== null, now, random);
  // In the order the row drew them before (the same seed gives the same catalogue).
  const videoDraw = live !== null && random.chance(parents.sport.provider === 'betconstruct' ? 0.3 : 0.55);
  const statsDraw = parents.sport.provider === 'betradar' && random.chance(0.75);
  const sportMarkets = SPORT_MARKETS[spec.sport];
  const [minBets, maxBets] = BETS_RANGE[spec.tier];
  const venue = parents.sport.venues
    ? { stadium: home.venue, city: home.city }
    : { stadium: null, city: spec.city ?? null };
  const match: MatchInsert = {
    id,
    urnId: `${URN_PREFIX[parents.sport.provider]}:match:${id}`,
    slug: `${slugify(home.name)}-${slugify(away.name)}-${id}`,
    type: 'match',
    sportId: parents.sportId,
    categoryId: parents.categoryId,
    tournamentId: parents.tournamentId,
    homeId: home.id,
    awayId: away.id,
    competitorIds: [home.id, away.id],
    title: null,
    titles: {},
    stadium: venue.stadium,
    city: venue.city,
    status: row.status,
    stage: live?.stage ?? null,
    startTime: new Date(fixture.startTime).toISOString(),
    endDate: null,
    clock: live?.clock ?? null,
    totalScore: live?.score ?? null,
    gameScore: live?.gameScore ?? null,
    currentServer: live?.server ?? null,
    periodScores,
    maxPeriodNumber: regularPeriods(spec.sport, sport.engine === 'sets' ? sport.bestOf : undefined),
    mainMarketId: sportMarkets?.main ?? null,
    secondaryMarketId: sportMarkets?.secondary ?? null,
    availableMarketsCount: marketRows.filter((m) => m.status !== 0).length,
    topMarketsCount: marketRows.filter((m) => m.status !== 0 && isTopMarket(m.marketId)).length,
    // Drawn (so the demo catalogue stays the same) but not advertised: nothing serves a stream or provider
    // statistics yet (the match-centre issue), and a flag must not promise what is not there.
    hasVideo: SERVED.video && videoDraw,
    provider: parents.sport.provider,
    hasProviderStats: SERVED.providerStats && statsDraw,
    betsCount: Math.round(random.between(minBets, maxBets) * (live ? 1.6 : 1)),
    searchText: searchTextOf(competitorNames(home), competitorNames(away)),
    simState: { ...simState },
    updatedAt: new Date(now).toISOString(),
  };
  return { match, markets: marketRows };
}

/**
 * Market statuses as a feed shows them: most lines open, some suspended (more in play, and now and then
 * a whole live book after an incident), a few not allowed (status 0, stored but never served), and the
 * next bet stop on some live main markets. A most-balanced line is never status 0.
 */
function withStatuses(
  book: readonly PricedMarket[],
  matchId: number,
  provider: string,
  live: boolean,
  now: number,
  random: Random,
): MarketInsert[] {
  const betStop = live && random.chance(0.08);
  const notAllowed = new Set<PricedMarket>();
  if (book.length >= 30 && random.chance(0.2)) {
    const candidates = book.filter((m) => !m.mostBalanced);
    for (let i = random.int(1, 3); i > 0 && candidates.length > 0; i -= 1) {
      notAllowed.add(candidates.splice(random.int(0, candidates.length - 1), 1)[0] as PricedMarket);
    }
  }
  const nextBetStop =
    live && random.chance(0.3) ? new Date(now + random.int(20, 240) * 1000).toISOString() : null;
  return book.map((market) => {
    const suspended = betStop || random.chance(live ? 0.05 : 0.01);
    return {
      matchId,
      marketId: market.marketId,
      specifier: market.specifier,
      status: notAllowed.has(market) ? 0 : suspended ? -1 : 1,
      outcomes: market.outcomes.map((o) => ({ id: o.id, active: o.active, odds: o.odds })),
      priority: market.priority,
      mostBalanced: market.mostBalanced,
      nextBetStop: nextBetStop && isTopMarket(market.marketId) ? nextBetStop : null,
      provider,
      updatedAt: new Date(now).toISOString(),
    };
  });
}
