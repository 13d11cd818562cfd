import {
  EXCLUSION_DAYS,
  MAX_MONEY_LIMIT,
  MIN_TIME_LIMIT_FLOOR,
  MINUTE_LIMIT_RANGE,
  maxMinutesFor,
} from '@sportsbook/core/player-limits/limit-kinds';
import { z } from 'zod';
import { CurrencyCode, text } from '../entities/common';
import { LimitPeriodSchema, LimitStrategySchema, PlayerLimitSchema } from '../entities/player-limit';
import { defineCall } from '../http/call';
import { queryId } from '../http/query';

/*
 * Player limits (spec §3, §7.1 `GET /user_limits`, under /platform like the rest of the Platform API).
 * Lowering a limit or adding one applies at once; raising or removing one applies 24 hours later (an
 * `unconfirmed` row with `confirm_until`) and needs a password confirmation token; exclusions
 * (selfexclusion, coolingoff) apply at once, need the token, and cannot be ended early. Decisions in
 * docs/adr/0010.
 */

/** From POST /platform/users/password/confirm: required to raise or remove a limit and to exclude oneself. */
const ConfirmationToken = text(2000, { min: 1 }).optional();
const MoneyAmount = z
  .number()
  .int()
  .min(1)
  .max(MAX_MONEY_LIMIT)
  .meta({ description: 'Minor units of currency' });
/**
 * Minutes from the absolute floor to the type's most; the operator's own minimum (settings
 * `platform_settings.min_time_limit_minutes`, 5 by default) is checked by the server (400 validation_failed,
 * detail `limit_too_short` on `amount`).
 */
const minutes = (range: { max: number }) =>
  z.number().int().min(MIN_TIME_LIMIT_FLOOR).max(range.max).meta({ description: 'Minutes' });

const MoneyPeriodLimit = z.strictObject({
  type: z.enum(['loss', 'wager', 'deposit']),
  period: LimitPeriodSchema,
  strategy: LimitStrategySchema.default('rolling'),
  amount: MoneyAmount,
  currency: CurrencyCode,
  password_confirmation_token: ConfirmationToken,
});
const BetLimit = z.strictObject({
  type: z.literal('bet'),
  amount: MoneyAmount,
  currency: CurrencyCode,
  password_confirmation_token: ConfirmationToken,
});
/** [RG7] A per-period time limit can be no longer than its period (1440 minutes a day, 10 080 a week...). */
const TimePeriodLimit = z
  .strictObject({
    type: z.enum(['activity', 'time']),
    period: LimitPeriodSchema,
    strategy: LimitStrategySchema.default('rolling'),
    // The most depends on the period: checked below, once.
    amount: z.number().int().min(MIN_TIME_LIMIT_FLOOR).meta({ description: 'Minutes, at most the period' }),
    password_confirmation_token: ConfirmationToken,
  })
  .superRefine((limit, context) => {
    const max = maxMinutesFor(limit.type, limit.period);
    if (limit.amount > max)
      context.addIssue({
        code: 'too_big',
        origin: 'number',
        maximum: max,
        inclusive: true,
        path: ['amount'],
        input: limit.amount,
        message: `a ${limit.period} limit can be at most ${max} minutes (the length of its period)`,
      });
  });
const SessionLimit = z.strictObject({
  type: z.enum(['session', 'sportsbook_session']),
  amount: minutes(MINUTE_LIMIT_RANGE.session),
  password_confirmation_token: ConfirmationToken,
});
const RealityCheck = z.strictObject({
  type: z.literal('reality_check'),
  amount: minutes(MINUTE_LIMIT_RANGE.reality_check),
  password_confirmation_token: ConfirmationToken,
});
const CoolingOff = z.strictObject({
  type: z.literal('coolingoff'),
  duration_days: z.number().int().min(EXCLUSION_DAYS.coolingoff.min).max(EXCLUSION_DAYS.coolingoff.max),
  password_confirmation_token: text(2000, { min: 1 }),
});
const SelfExclusion = z.strictObject({
  type: z.literal('selfexclusion'),
  duration_days: z.number().int().min(EXCLUSION_DAYS.selfexclusion.min).max(EXCLUSION_DAYS.selfexclusion.max),
  password_confirmation_token: text(2000, { min: 1 }),
});

/**
 * Sets a limit of (type, period, currency): a first one or a lower one applies at once, a higher one waits 24
 * hours. Money amounts are minor units of `currency` (one of the player's account currencies or an offered
 * one); time amounts are minutes (activity and time per period; session and sportsbook_session per session;
 * reality_check: the interval).
 */
export const SetUserLimitRequestSchema = z
  .discriminatedUnion('type', [
    MoneyPeriodLimit,
    BetLimit,
    TimePeriodLimit,
    SessionLimit,
    RealityCheck,
    CoolingOff,
    SelfExclusion,
  ])
  .meta({ id: 'SetUserLimitRequest' });
export type SetUserLimitRequest = z.infer<typeof SetUserLimitRequestSchema>;

export const UserLimitChangeSchema = z
  .object({
    /** The row in force (applied now) or the pending change (`unconfirmed`). */
    limit: PlayerLimitSchema,
    /** True when the change waits 24 hours (`limit.confirm_until`). */
    pending: z.boolean(),
  })
  .meta({ id: 'UserLimitChange' });

export const listUserLimits = defineCall({
  id: 'listUserLimits',
  api: 'platform',
  method: 'GET',
  path: '/user_limits',
  summary:
    "The player's limits in force and pending changes (spec §3 player limit), with what is used of each in its window",
  auth: 'session',
  status: 200,
  response: z.array(PlayerLimitSchema),
  errorStatuses: [401],
});

export const setUserLimit = defineCall({
  id: 'setUserLimit',
  api: 'platform',
  method: 'POST',
  path: '/user_limits',
  summary:
    'Sets, lowers or raises a limit, or starts a cooling-off or self-exclusion. 403 password_confirmation_required for a raise or an exclusion without a valid token; 422 currency_not_offered',
  auth: 'session',
  body: SetUserLimitRequestSchema,
  status: 200,
  response: UserLimitChangeSchema,
  errorStatuses: [401, 403, 422],
});

export const removeUserLimit = defineCall({
  id: 'removeUserLimit',
  api: 'platform',
  method: 'DELETE',
  path: '/user_limits/{id}',
  summary:
    'Removes a limit 24 hours from now (needs the password confirmation token as a query parameter), or withdraws a pending change at once. 404 limit_not_found, 422 limit_not_removable (exclusions)',
  auth: 'session',
  params: z.strictObject({ id: queryId }),
  query: z.strictObject({ password_confirmation_token: ConfirmationToken }),
  status: 200,
  response: UserLimitChangeSchema,
  errorStatuses: [401, 403, 404, 422],
});
