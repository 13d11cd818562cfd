import {
  LIMIT_PERIODS,
  LIMIT_STATUSES,
  LIMIT_STRATEGIES,
  LIMIT_TYPES,
} from '@sportsbook/core/player-limits/limit-kinds';
import { z } from 'zod';
import { CurrencyCode, Timestamp } from './common';

export const LimitTypeSchema = z.enum(LIMIT_TYPES).meta({ id: 'LimitType' });
export const LimitStatusSchema = z.enum(LIMIT_STATUSES).meta({
  id: 'LimitStatus',
  description:
    'active: in force since it was set; confirmed: in force after its 24-hour wait (a raise); unconfirmed: a raise or removal waiting until confirm_until; unconfirmed_disabled: such a change withdrawn before it applied; confirmed_disabled: removed after its wait; disabled: replaced, lowered away or ended',
});
export const LimitPeriodSchema = z
  .enum(LIMIT_PERIODS)
  .meta({ id: 'LimitPeriod', description: 'day = 24 hours, week = 7 days, month = a calendar month' });
export const LimitStrategySchema = z.enum(LIMIT_STRATEGIES).meta({
  id: 'LimitStrategy',
  description: 'rolling: the last period up to now; fixed: consecutive periods from when the limit was set',
});

/**
 * A player limit (spec §3, responsible gambling). `amount` is minor units of `currency` for money limits
 * (bet, loss, wager, deposit), minutes for time limits (session, sportsbook_session, activity, time, and the
 * reality-check interval), null for exclusions (selfexclusion, coolingoff, which end at `disable_at`).
 */
export const PlayerLimitSchema = z
  .object({
    id: z.number().int().positive(),
    type: LimitTypeSchema,
    /** Null for limits that do not count over a period. */
    strategy: LimitStrategySchema.nullable(),
    status: LimitStatusSchema,
    period: LimitPeriodSchema.nullable(),
    amount: z.number().int().positive().nullable(),
    unit: z.enum(['money', 'minutes', 'none']),
    currency: CurrencyCode.nullable(),
    /** Minor units per major unit of `currency` (money limits), else null. */
    subunits: z.number().int().positive().nullable(),
    /** `sportsbook_session` for the reality check (its interval runs within a sportsbook session), else null. */
    parent_type: LimitTypeSchema.nullable(),
    /** For an `unconfirmed` row: the limit it replaces or removes. */
    replaces_id: z.number().int().positive().nullable(),
    /** What this change does once it applies (`unconfirmed` rows): raise the limit, or remove it. */
    pending_action: z.enum(['raise', 'remove']).nullable(),
    /** When an exclusion ends; null otherwise. */
    disable_at: Timestamp.nullable(),
    created_at: Timestamp,
    /** For an `unconfirmed` row: when it applies (24 hours after it was asked for). */
    confirm_until: Timestamp.nullable(),
    /**
     * Used so far in the current window, in the limit's unit (money: net loss, stakes or deposits; minutes:
     * active or session time); null where nothing is counted (bet, session lengths, reality check, exclusions).
     */
    used: z.number().int().nullable(),
  })
  .meta({ id: 'PlayerLimit' });
export type PlayerLimit = z.infer<typeof PlayerLimitSchema>;
