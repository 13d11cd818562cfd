import type { Market, Outcome } from '@sportsbook/contract/entities/market';
import type { Match } from '@sportsbook/contract/entities/match';

/** Test builders: valid contract objects with overridable fields. */
export function anOutcome(overrides: Partial<Outcome> = {}): Outcome {
  return { id: '1', name: 'Home', active: true, odds: 2.1, ...overrides };
}

export function aMarket(overrides: Partial<Market> = {}): Market {
  const matchId = overrides.match_id ?? 7;
  return {
    match_id: matchId,
    match_urn_id: `sr:match:${matchId}`,
    id: 1,
    name: '1x2',
    status: 1,
    specifier: '',
    outcomes: [
      anOutcome({ id: '1', name: 'Home', odds: 2.1 }),
      anOutcome({ id: '2', name: 'Draw', odds: 3.4 }),
      anOutcome({ id: '3', name: 'Away', odds: 3.9 }),
    ],
    market_groups: ['main'],
    priority: 100,
    most_balanced: false,
    next_bet_stop: null,
    custom_bet_groups: [],
    provider: 'betradar',
    ...overrides,
  };
}

export function aMatch(overrides: Partial<Match> = {}): Match {
  const id = overrides.id ?? 7;
  const main = aMarket({ match_id: id });
  return {
    id,
    urn_id: `sr:match:${id}`,
    slug: `home-away-${id}`,
    type: 'match',
    name: 'Home - Away',
    sport: { id: 1, urn_id: 'sr:sport:1', key: 'football', name: 'Football', type: 'regular' },
    category: { id: 2, slug: 'england', name: 'England', country_code: 'GB' },
    tournament: {
      id: 3,
      urn_id: 'sr:tournament:3',
      slug: 'premier-league',
      name: 'Premier League',
      priority: 1,
    },
    home: { id: 10, name: 'Home FC', abbreviation: 'HOM', logo: null },
    away: { id: 11, name: 'Away FC', abbreviation: 'AWA', logo: null },
    competitors: [],
    stadium: null,
    city: null,
    status: 1,
    stage: '1st_half',
    start_time: '2026-05-01T18:00:00.000Z',
    end_date: null,
    clock: {
      match_time: 600,
      stoppage_time: null,
      stoppage_time_announced: null,
      remaining_time: null,
      remaining_time_in_period: null,
      stopped: false,
      clock_updated_at: '2026-05-01T18:10:00.000Z',
    },
    total_score: { home: 1, away: 0 },
    game_score: null,
    current_server: null,
    period_scores: [
      { home: 1, away: 0, period_key: '1st_half', name: '1st half', number: 1, type: 'regular_period' },
    ],
    max_period_number: 2,
    available_markets_count: 40,
    top_markets_count: 10,
    main_market_id: main.id,
    main_market_outcomes_count: 3,
    main_market: {
      id: main.id,
      name: main.name,
      status: main.status,
      specifier: main.specifier,
      outcomes: main.outcomes,
    },
    secondary_market_id: null,
    secondary_market_outcomes_count: 0,
    secondary_market: null,
    has_video: false,
    provider: 'betradar',
    has_provider_stats: true,
    bets_count: 0,
    is_bettable: true,
    ...overrides,
  };
}
