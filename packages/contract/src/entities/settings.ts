import { ODDS_TYPES } from '@sportsbook/core/odds/odds-type';
import { ODDS_ACCEPT_MODES } from '@sportsbook/core/ticket/odds-accept-mode';
import { z } from 'zod';
import { CountryCode, CurrencyCode, MinorUnits, ProviderSchema, SportTypeSchema } from './common';
import { CurrencySchema } from './currency';

export const OddsTypeSchema = z.enum(ODDS_TYPES).meta({ id: 'OddsType' });
export const OddsAcceptModeSchema = z.enum(ODDS_ACCEPT_MODES).meta({ id: 'OddsAcceptMode' });

export const ProviderStatusSchema = z.enum(['active', 'inactive']).meta({ id: 'ProviderStatus' });
/** Status of each data provider; selections of an inactive provider are not available (spec §4). */
export const ProviderStatusesSchema = z
  .record(ProviderSchema, ProviderStatusSchema)
  .meta({ id: 'ProviderStatuses' });
export type ProviderStatuses = z.infer<typeof ProviderStatusesSchema>;

const LimitActionSchema = z.enum(['accept', 'reject']);

const AmountLimitSchema = z.object({ amount: MinorUnits, action: LimitActionSchema });

/** Per fiat or crypto, per currency code (spec §3, bet limits). */
const AmountLimitsSchema = z.object({
  fiat: z.record(CurrencyCode, AmountLimitSchema),
  crypto: z.record(CurrencyCode, AmountLimitSchema),
});

/** Bet limits of spec §3 and §5: selection count, odds, max stake, payout. */
export const BetsLimitsSchema = z
  .object({
    selection_limit: z.number().int().positive().nullable(),
    odds_limit: z.object({ value: z.number().min(1), action: LimitActionSchema }).nullable(),
    max_stake_limit: AmountLimitsSchema.nullable(),
    payout_limit: AmountLimitsSchema.nullable(),
  })
  .meta({ id: 'BetsLimits' });
export type BetsLimits = z.infer<typeof BetsLimitsSchema>;

export const MarketGroupSchema = z
  .object({ key: z.string().min(1), name: z.string().min(1), priority: z.number().int() })
  .meta({ id: 'MarketGroup' });

/**
 * Settings of spec §3, with the system data (locales, currencies, countries, market groups...). For a
 * visitor they are the operator's defaults; for a player (bearer token) they carry the player's choices.
 */
export const SettingsSchema = z
  .object({
    custom_bet_enabled: z.boolean(),
    custom_bet_allowed_for_single: z.boolean(),
    stakes: z.array(z.number().positive()).max(10).meta({
      description: 'Preset stakes in major units of whatever currency the slip uses (e.g. 5, 10, 25)',
    }),
    odds_accept_mode: OddsAcceptModeSchema,
    odds_types: z.object({ available: z.array(OddsTypeSchema), selected: OddsTypeSchema }),
    active_odds_type: OddsTypeSchema,
    video_enabled: z.boolean(),
    provider_statuses: ProviderStatusesSchema,
    sport_type_providers: z.record(SportTypeSchema, z.array(ProviderSchema)),
    multi_single_available_by_provider: z.record(ProviderSchema, z.boolean()),
    is_horse_racing_enabled: z.boolean(),
    is_lottery_enabled: z.boolean(),
    is_multi_active_freebets_allowed: z.boolean(),
    is_premium_cricket_enabled: z.boolean(),
    is_virtual_gaming_arena_enabled: z.boolean(),
    bets_limits: BetsLimitsSchema.nullable(),
    /**
     * The operator's in-play bet delay per sport key, in whole seconds: a bet with a live selection of that
     * sport is held this long, then its prices are checked again before it is taken. Absent or 0: none.
     */
    in_play_bet_delays: z.record(z.string().min(1).max(40), z.number().int().min(0).max(30)).optional(),
    locales: z.array(z.string().min(2)),
    platform_settings: z.object({
      share_bet_enabled: z.boolean(),
      quick_bet_enabled: z.boolean(),
      blocked_countries: z.array(CountryCode),
      sign_in_blocked_countries: z.array(CountryCode),
      sign_up_blocked_countries: z.array(CountryCode),
      deposit_blocked_countries: z.array(CountryCode),
      phone_verification_required: z.boolean(),
      /** Quick deposit (spec §6 feature flag); a player also needs `quick_deposit_status_group_id` in `statuses`. */
      quick_deposit_enabled: z.boolean().optional(),
      /** The test status group whose members may use quick deposit (spec §6); null: nobody. */
      quick_deposit_status_group_id: z.number().int().nullable().optional(),
      /** The unlock-player modal (spec §6 feature flag "user unlock"): off, locked players wait out the cool-down. */
      user_unlock_enabled: z.boolean().optional(),
      /** Members of this status group get the deposit reminder (spec §6); null: nobody. */
      deposit_reminder_status_group_id: z.number().int().nullable().optional(),
      /** Seconds after page load before the deposit reminder shows (once a day, 1-day cookie). */
      deposit_reminder_delay_seconds: z.number().int().nonnegative().optional(),
      /** Seconds a visitor browses before the sign-up reminder shows; null: never. */
      sign_up_reminder_delay_seconds: z.number().int().nonnegative().nullable().optional(),
      /** The shortest time limit or reality-check interval a player may set, in minutes (5 unless the operator says). */
      min_time_limit_minutes: z.number().int().positive().optional(),
    }),
    player_fields: z.array(z.string().min(1)),
    currencies: z.record(CurrencyCode, CurrencySchema),
    countries: z.array(z.object({ code: CountryCode, name: z.string().min(1) })),
    user_country: CountryCode.nullable(),
    market_groups: z.record(z.string(), MarketGroupSchema),
    default_currency_code: CurrencyCode,
  })
  .meta({ id: 'Settings' });
export type Settings = z.infer<typeof SettingsSchema>;
