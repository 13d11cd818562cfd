import { MARKET_STATUSES, type MarketStatus } from '@sportsbook/core/catalog/market-status';
import { z } from 'zod';
import { Id, ProviderSchema, Timestamp } from './common';

/** Outcome (spec §3): id, name, active, odds (decimal). */
export const OutcomeSchema = z
  .object({
    id: z.string().min(1).max(64),
    name: z.string().min(1),
    active: z.boolean(),
    odds: z.number().min(1).meta({ description: 'Decimal odds' }),
  })
  .meta({ id: 'Outcome' });
export type Outcome = z.infer<typeof OutcomeSchema>;

export const MarketStatusSchema = z
  .number()
  .int()
  .refine((value): value is MarketStatus => (MARKET_STATUSES as readonly number[]).includes(value), {
    message: 'market status is one of 1, -1, 0, -2, -3, -4',
  })
  .meta({
    id: 'MarketStatus',
    description:
      '1 allowed, -1 suspended, 0 not allowed (never served), -2 handed over, -3 settled, -4 cancelled',
  });

/**
 * Market (spec §3). A market is identified within its match by `id` (the market type) and `specifier`
 * (e.g. `total=2.5`, empty when the market has none). Status 0 markets are never served (spec §4).
 */
export const MarketSchema = z
  .object({
    match_id: Id,
    match_urn_id: z.string().min(1),
    id: z.number().int().positive(),
    name: z.string().min(1),
    status: MarketStatusSchema,
    specifier: z.string().max(200),
    outcomes: z.array(OutcomeSchema),
    market_groups: z.array(z.string().min(1)),
    priority: z.number().int(),
    most_balanced: z.boolean(),
    next_bet_stop: Timestamp.nullable(),
    custom_bet_groups: z.array(z.string().min(1)),
    provider: ProviderSchema,
  })
  .meta({ id: 'Market' });
export type Market = z.infer<typeof MarketSchema>;
