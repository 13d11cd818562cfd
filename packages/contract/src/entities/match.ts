import { z } from 'zod';
import { CategoryRefSchema } from './category';
import { EventTypeSchema, Id, MatchStatusSchema, ProviderSchema, Slug, Timestamp } from './common';
import { MarketSchema } from './market';
import { SportRefSchema } from './sport';
import { TournamentRefSchema } from './tournament';

/** A competitor of a match or outright. `logo` is a path served by the backend (never an external URL). */
export const CompetitorSchema = z
  .object({
    id: Id,
    name: z.string().min(1),
    abbreviation: z.string().min(1).max(8),
    logo: z.string().nullable(),
  })
  .meta({ id: 'Competitor' });
export type Competitor = z.infer<typeof CompetitorSchema>;

/**
 * Match clock (spec §3). Times are whole seconds as they stood at `clock_updated_at`; while `stopped` is
 * false a client advances `match_time` and counts down the remaining times by the seconds since then.
 */
export const MatchClockSchema = z
  .object({
    match_time: z.number().int().nonnegative().nullable().meta({ description: 'Seconds played' }),
    stoppage_time: z
      .number()
      .int()
      .nonnegative()
      .nullable()
      .meta({ description: 'Seconds of stoppage time played' }),
    stoppage_time_announced: z
      .number()
      .int()
      .nonnegative()
      .nullable()
      .meta({ description: 'Announced stoppage time, in seconds' }),
    remaining_time: z
      .number()
      .int()
      .nonnegative()
      .nullable()
      .meta({ description: 'Seconds left in the match' }),
    remaining_time_in_period: z
      .number()
      .int()
      .nonnegative()
      .nullable()
      .meta({ description: 'Seconds left in the current period' }),
    stopped: z.boolean(),
    clock_updated_at: Timestamp,
  })
  .meta({ id: 'MatchClock' });
export type MatchClock = z.infer<typeof MatchClockSchema>;

/** Total score (goals, points, sets won...). */
export const ScoreSchema = z.object({
  home: z.number().int().nonnegative(),
  away: z.number().int().nonnegative(),
});
export type Score = z.infer<typeof ScoreSchema>;

/** Score inside the current game (tennis points 0/15/30/40/A, a set's games...), as the feed writes it. */
export const GameScoreSchema = z.object({ home: z.string().max(8), away: z.string().max(8) });
export type GameScore = z.infer<typeof GameScoreSchema>;

export const PeriodScoreSchema = z
  .object({
    home: z.number().int().nonnegative(),
    away: z.number().int().nonnegative(),
    period_key: z.string().min(1),
    name: z.string().min(1),
    number: z.number().int().positive(),
    type: z.enum(['regular_period', 'overtime', 'penalties']),
  })
  .meta({ id: 'PeriodScore' });
export type PeriodScore = z.infer<typeof PeriodScoreSchema>;

/** The market summary a listing shows next to a match (its main or secondary market with odds). */
export const MatchMarketSummarySchema = MarketSchema.pick({
  id: true,
  name: true,
  status: true,
  specifier: true,
  outcomes: true,
}).meta({ id: 'MatchMarketSummary' });
export type MatchMarketSummary = z.infer<typeof MatchMarketSummarySchema>;

/**
 * Match or outright (spec §3). Outrights (type stage, season or simple_tournament) carry a `name`, their
 * `competitors` and an `end_date`, and have no home or away.
 */
export const MatchSchema = z
  .object({
    id: Id,
    urn_id: z.string().min(1),
    slug: Slug,
    type: EventTypeSchema,
    name: z
      .string()
      .min(1)
      .meta({ description: 'Display name: "Home - Away" for matches, the title for outrights' }),
    sport: SportRefSchema,
    category: CategoryRefSchema,
    tournament: TournamentRefSchema,
    home: CompetitorSchema.nullable(),
    away: CompetitorSchema.nullable(),
    competitors: z.array(CompetitorSchema),
    stadium: z.string().nullable(),
    city: z.string().nullable(),
    status: MatchStatusSchema,
    stage: z
      .string()
      .nullable()
      .meta({ description: 'Current period key (e.g. 1st_half), or null before start' }),
    start_time: Timestamp,
    end_date: Timestamp.nullable(),
    clock: MatchClockSchema.nullable(),
    total_score: ScoreSchema.nullable(),
    game_score: GameScoreSchema.nullable(),
    current_server: z.enum(['home', 'away']).nullable(),
    period_scores: z.array(PeriodScoreSchema),
    max_period_number: z.number().int().positive().nullable(),
    available_markets_count: z.number().int().nonnegative(),
    top_markets_count: z.number().int().nonnegative(),
    main_market_id: z.number().int().positive().nullable(),
    main_market_outcomes_count: z.number().int().nonnegative(),
    main_market: MatchMarketSummarySchema.nullable(),
    secondary_market_id: z.number().int().positive().nullable(),
    secondary_market_outcomes_count: z.number().int().nonnegative(),
    secondary_market: MatchMarketSummarySchema.nullable(),
    has_video: z.boolean(),
    provider: ProviderSchema,
    has_provider_stats: z.boolean().meta({ description: 'Provider statistics exist (one provider only)' }),
    bets_count: z.number().int().nonnegative(),
    is_bettable: z.boolean(),
  })
  .meta({ id: 'Match' });
export type Match = z.infer<typeof MatchSchema>;
