import { BET_RESULTS, BET_STATUSES } from '@sportsbook/core/bets/bet-lists';
import { z } from 'zod';
import { CurrencyCode, Id, MatchStatusSchema, MinorUnits, ProviderSchema, Timestamp } from './common';

/**
 * Bet types as a server writes them. A client treats double, treble and accumulator as combo (spec §3).
 */
export const ServerBetTypeSchema = z.enum([
  'single',
  'double',
  'treble',
  'accumulator',
  'combo',
  'system',
  'custom_bet',
]);

/** Bet statuses of spec §4. */
export const BetStatusSchema = z.enum(BET_STATUSES).meta({ id: 'BetStatus' });
export type BetStatus = z.infer<typeof BetStatusSchema>;

/** Bet results of spec §4. */
export const BetResultSchema = z.enum(BET_RESULTS).meta({ id: 'BetResult' });
export type BetResult = z.infer<typeof BetResultSchema>;

/** A selection of a placed bet (spec §3, server selection). */
export const BetSelectionSchema = z
  .object({
    id: z.number().int().positive(),
    status: BetResultSchema,
    market: z.object({ id: z.number().int().positive(), name: z.string() }),
    outcome: z.object({ id: z.string().min(1), name: z.string() }),
    odds: z.number().min(1),
    specifier: z.string(),
    match: z.object({
      id: Id,
      urn_id: z.string(),
      slug: z.string(),
      type: z.string(),
      name: z.string(),
      status: MatchStatusSchema,
      start_time: Timestamp,
      home_name: z.string().nullable(),
      away_name: z.string().nullable(),
      sport_key: z.string(),
      provider: ProviderSchema,
    }),
    category: z.object({ id: Id, name: z.string() }),
  })
  .meta({ id: 'BetSelection' });
export type BetSelection = z.infer<typeof BetSelectionSchema>;

/** Bet (spec §3, server). Money in minor units of `currency` (`subunits` per major unit). */
export const BetSchema = z
  .object({
    id: z.number().int().positive(),
    type: ServerBetTypeSchema,
    ref: z.string().min(1),
    status: BetStatusSchema,
    stake: MinorUnits.positive(),
    currency: CurrencyCode,
    subunits: z.number().int().positive(),
    win_amount: MinorUnits.nullable(),
    potential_win: MinorUnits,
    odds: z.number().min(1),
    selections: z.array(BetSelectionSchema).min(1),
    created_at: Timestamp,
    result: BetResultSchema,
    to_cashout: MinorUnits.nullable(),
    bonus: z
      .object({ id: z.number().int().positive(), type: z.string(), odds: z.number().nullable() })
      .nullable(),
    system: z
      .object({
        id: z.string().min(1),
        win_count: z.number().int().positive(),
        total_count: z.number().int().positive(),
      })
      .nullable(),
    used_in_jackpot: z.boolean(),
    is_vip: z.boolean(),
  })
  .meta({ id: 'Bet' });
export type Bet = z.infer<typeof BetSchema>;
