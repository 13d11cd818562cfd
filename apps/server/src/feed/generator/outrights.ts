import { MARKET_TEMPLATES } from '../../catalog/market-templates';
import { localised, NAME_LOCALES } from '../../catalog/market-vocabulary';
import { OUTRIGHT_WINNER_MARKET_ID, outrightOutcomeId } from '../../catalog/more-market-templates';
import { foldText, slugify } from '../../catalog/text-folding';
import { marginFor, oddsWithMargin } from '../pricing/margin';
import type { CompetitorSeed } from './competitors';
import { URN_PREFIX } from './data/sports';
import type { OutrightSpec, TournamentSpec } from './data/tournament-spec';
import type { MarketInsert, MatchInsert, MatchParents } from './match-rows';
import type { Random } from './random';
import type { OutrightSimState } from './sim-state';

/** Rating points that multiply a competitor's title chances by e (a softmax temperature). */
const RATING_TEMPERATURE = 75;

/** The season an outright is about: the one under way at `now`, or the next one if it has ended. */
export function seasonOf(outright: OutrightSpec, now: number): { label: string; start: Date; end: Date } {
  const today = new Date(now);
  const year = today.getUTCFullYear();
  const dateOf = (y: number, [month, day]: readonly [number, number]) =>
    new Date(Date.UTC(y, month - 1, day));
  const build = (startYear: number) => {
    const crosses = outright.season === 'cross-year';
    const start = dateOf(startYear, outright.start);
    const end = dateOf(crosses ? startYear + 1 : startYear, outright.end);
    const label = crosses
      ? `${startYear}/${String((startYear + 1) % 100).padStart(2, '0')}`
      : String(startYear);
    return { label, start, end };
  };
  const current = build(dateOf(year, outright.start).getTime() <= now ? year : year - 1);
  return current.end.getTime() >= now ? current : build(current.start.getUTCFullYear() + 1);
}

/** Title chances from ratings: a softmax, so the favourite leads but every competitor has a price. */
export function titleChances(ratings: readonly number[]): number[] {
  const best = Math.max(...ratings);
  const weights = ratings.map((rating) => Math.exp((rating - best) / RATING_TEMPERATURE));
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / total);
}

/** The row of a season outright ("Premier League 2026/27 - Winner") and its winner market. */
export function outrightRows(
  id: number,
  spec: TournamentSpec,
  outright: OutrightSpec,
  competitors: readonly CompetitorSeed[],
  parents: MatchParents,
  now: number,
  random: Random,
): { match: MatchInsert; market: MarketInsert } {
  const season = seasonOf(outright, now);
  const winner = MARKET_TEMPLATES[OUTRIGHT_WINNER_MARKET_ID];
  if (!winner) throw new Error('the outright winner market template is missing');
  const titles = Object.fromEntries(
    NAME_LOCALES.map((locale) => [
      locale,
      `${spec.names?.[locale] ?? spec.name} ${season.label} - ${localised(winner.name, locale)}`,
    ]),
  );
  const title = titles.en ?? spec.name;
  const chances = titleChances(competitors.map((c) => c.rating));
  const ranked = competitors
    .map((c, i) => ({ competitor: c, chance: chances[i] as number }))
    .sort((a, b) => b.chance - a.chance);
  const odds = oddsWithMargin(
    ranked.map((r) => r.chance),
    marginFor(ranked.length, false),
  );
  const simState: OutrightSimState = {
    version: 1,
    kind: 'outright',
    ratings: Object.fromEntries(competitors.map((c) => [String(c.id), c.rating])),
  };
  const match: MatchInsert = {
    id,
    urnId: `${URN_PREFIX[parents.sport.provider]}:season:${id}`,
    slug: `${slugify(title)}-${id}`,
    type: 'season',
    sportId: parents.sportId,
    categoryId: parents.categoryId,
    tournamentId: parents.tournamentId,
    homeId: null,
    awayId: null,
    competitorIds: ranked.map((r) => r.competitor.id),
    title,
    titles,
    stadium: null,
    city: null,
    status: 0,
    stage: null,
    startTime: season.start.toISOString(),
    endDate: season.end.toISOString(),
    clock: null,
    totalScore: null,
    gameScore: null,
    currentServer: null,
    periodScores: [],
    maxPeriodNumber: null,
    mainMarketId: OUTRIGHT_WINNER_MARKET_ID,
    secondaryMarketId: null,
    availableMarketsCount: 1,
    topMarketsCount: 1,
    hasVideo: false,
    provider: parents.sport.provider,
    hasProviderStats: false,
    betsCount: random.int(2000, 20000),
    searchText: [...new Set(Object.values(titles).map(foldText))].join(' | '),
    simState: { ...simState },
    updatedAt: new Date(now).toISOString(),
  };
  const market: MarketInsert = {
    matchId: id,
    marketId: OUTRIGHT_WINNER_MARKET_ID,
    specifier: '',
    status: 1,
    outcomes: ranked.map((r, i) => ({
      id: outrightOutcomeId(r.competitor.id),
      active: true,
      odds: odds[i] as number,
    })),
    priority: winner.priority,
    mostBalanced: true,
    nextBetStop: null,
    provider: parents.sport.provider,
    updatedAt: new Date(now).toISOString(),
  };
  return { match, market };
}
