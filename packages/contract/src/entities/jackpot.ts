import { z } from 'zod';
import { BonusImagesSchema } from './bonus';
import { CurrencyCode, MinorUnits, Timestamp } from './common';

/** A level of a jackpot's pool (spec §3 pool levels): its name and what it holds now. */
export const JackpotLevelSchema = z
  .object({
    code: z.string(),
    name: z.string(),
    /** What the level holds now: what its winner gets. */
    pool_amount: MinorUnits,
    /** Whether bets feed it now (its jackpot is running). */
    active: z.boolean(),
  })
  .meta({ id: 'JackpotLevel' });

/**
 * A jackpot and its pool (spec §1, §3 pool): `amount` is what its levels hold now, `pool_amount` everything
 * bets have fed it, `hits_amount` everything it has paid out.
 */
export const JackpotSchema = z
  .object({
    id: z.number().int().positive(),
    name: z.string(),
    description: z.string(),
    terms: z.string(),
    status: z.enum(['active', 'paused', 'ended']),
    currency: CurrencyCode,
    subunits: z.number().int().positive(),
    amount: MinorUnits,
    pool_amount: MinorUnits,
    hits_amount: MinorUnits,
    hits_count: z.number().int().nonnegative(),
    /** What a bet needs to take part: its cash stake (minor units) and odds. */
    min_stake: MinorUnits,
    min_odds: z.number().min(1),
    /** Percent of a qualifying bet's cash stake that feeds the pool. */
    contribution_percent: z.number().positive(),
    levels: z.array(JackpotLevelSchema),
    images: BonusImagesSchema,
    starts_at: Timestamp,
    ends_at: Timestamp.nullable(),
  })
  .meta({ id: 'Jackpot' });
export type Jackpot = z.infer<typeof JackpotSchema>;

/**
 * A jackpot hit (spec §3): a level a bet made drop. `user_hash` names the winner without saying who; `seen`
 * is whether the caller has been shown their own hit (always true for someone else's).
 */
export const JackpotHitSchema = z
  .object({
    id: z.number().int().positive(),
    jackpot_id: z.number().int().positive(),
    amount: MinorUnits,
    currency: CurrencyCode,
    subunits: z.number().int().positive(),
    amount_euro: MinorUnits,
    created_at: Timestamp,
    level_code: z.string(),
    level_name: z.string(),
    name: z.string(),
    status: z.enum(['approved', 'paid']),
    user_hash: z.string(),
    seen: z.boolean(),
  })
  .meta({ id: 'JackpotHit' });
export type JackpotHit = z.infer<typeof JackpotHitSchema>;
