import { BONUS_KINDS } from '@sportsbook/core/bonuses/bonus-selection';
import { z } from 'zod';
import { CurrencyCode, MinorUnits } from './common';

/** Bonus kinds of spec §4. */
export const BonusKindSchema = z.enum(BONUS_KINDS).meta({ id: 'BonusKind' });

/** Bonus states of spec §4. */
export const BonusStatusSchema = z.enum([
  'available',
  'active',
  'not_available',
  'deactivated',
  'bonus_over',
  'expired',
  'overridden',
  'unknown',
]);

/** The common fields of every bonus (spec §3), as a bonus_issued event carries them. */
export const BonusSummarySchema = z
  .object({
    id: z.number().int().positive(),
    bonus_type: BonusKindSchema,
    freebet_type: z.enum(['only_win', 'all_win', 'no_risk']).nullable(),
    user_bonus_status: BonusStatusSchema,
    title: z.string(),
  })
  .meta({ id: 'BonusSummary' });
export type BonusSummary = z.infer<typeof BonusSummarySchema>;

/** Tournament pool (spec §3): name, amount, pool amount, hits amount, currency, levels. */
export const PoolSchema = z
  .object({
    id: z.number().int().positive(),
    name: z.string(),
    amount: MinorUnits,
    pool_amount: MinorUnits,
    hits_amount: MinorUnits,
    currency: CurrencyCode,
    levels: z.array(z.object({ name: z.string(), pool_amount: MinorUnits, active: z.boolean() })),
  })
  .meta({ id: 'Pool' });
export type Pool = z.infer<typeof PoolSchema>;
