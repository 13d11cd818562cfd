import type { BetsLimits, Settings } from '@sportsbook/contract/entities/settings';
import { DEFAULT_ODDS_TYPE, ODDS_TYPES } from '@sportsbook/core/odds/odds-type';
import { DEFAULT_MIN_TIME_LIMIT_MINUTES } from '@sportsbook/core/player-limits/limit-kinds';
import { DEFAULT_CURRENCY_CODE } from '../platform/currencies';
import { SIGN_UP_FIELDS } from '../platform/player-view';

/**
 * The settings an operator chooses for everyone: what a visitor gets, and what a player gets until they
 * choose otherwise. The rest of the settings answer is system data (locales, currencies, countries, market
 * groups, provider statuses, the visitor's country) filled in per request.
 */
export type OperatorSettings = Omit<
  Settings,
  | 'active_odds_type'
  | 'provider_statuses'
  | 'locales'
  | 'currencies'
  | 'countries'
  | 'user_country'
  | 'market_groups'
>;

const reject = (amount: number) => ({ amount, action: 'reject' as const });

/**
 * Bet limits of spec §5, amounts in minor units of each currency: a stake above `max_stake_limit` and a
 * potential payout above `payout_limit` are refused; combined odds above `odds_limit` only warn.
 * Roughly 5,000 EUR of stake and 100,000 EUR of payout, in round figures per currency.
 */
export const DEFAULT_BETS_LIMITS: BetsLimits = {
  selection_limit: 20,
  odds_limit: { value: 1000, action: 'accept' },
  max_stake_limit: {
    fiat: {
      EUR: reject(500_000),
      USD: reject(500_000),
      GBP: reject(400_000),
      BRL: reject(2_500_000),
      TRY: reject(20_000_000),
      CAD: reject(700_000),
      AUD: reject(800_000),
    },
    crypto: {
      BTC: reject(10_000_000),
      ETH: reject(200_000_000),
      LTC: reject(5_000_000_000),
      USDT: reject(500_000),
    },
  },
  payout_limit: {
    fiat: {
      EUR: reject(10_000_000),
      USD: reject(10_000_000),
      GBP: reject(8_500_000),
      BRL: reject(50_000_000),
      TRY: reject(400_000_000),
      CAD: reject(14_000_000),
      AUD: reject(15_000_000),
    },
    crypto: {
      BTC: reject(200_000_000),
      ETH: reject(4_000_000_000),
      LTC: reject(100_000_000_000),
      USDT: reject(10_000_000),
    },
  },
};

/** The reference operator's settings. */
export const OPERATOR_SETTINGS: OperatorSettings = {
  custom_bet_enabled: true,
  custom_bet_allowed_for_single: false,
  stakes: [5, 10, 25, 50],
  odds_accept_mode: 'none',
  odds_types: { available: [...ODDS_TYPES], selected: DEFAULT_ODDS_TYPE },
  // No stream is served yet (the match-centre issue): the product must not offer video.
  video_enabled: false,
  sport_type_providers: {
    regular: ['betradar', 'betconstruct'],
    cyber: ['oddin'],
    premium_cricket: [],
  },
  multi_single_available_by_provider: { betradar: true, oddin: true, betconstruct: false },
  // The reference backend has no horse racing, lotteries, premium cricket or virtual arena feed.
  is_horse_racing_enabled: false,
  is_lottery_enabled: false,
  is_multi_active_freebets_allowed: false,
  is_premium_cricket_enabled: false,
  is_virtual_gaming_arena_enabled: false,
  bets_limits: DEFAULT_BETS_LIMITS,
  platform_settings: {
    share_bet_enabled: true,
    quick_bet_enabled: true,
    blocked_countries: [],
    sign_in_blocked_countries: [],
    sign_up_blocked_countries: [],
    deposit_blocked_countries: [],
    phone_verification_required: false,
    quick_deposit_enabled: true,
    quick_deposit_status_group_id: 90,
    user_unlock_enabled: true,
    deposit_reminder_status_group_id: 91,
    deposit_reminder_delay_seconds: 10,
    sign_up_reminder_delay_seconds: 60,
    min_time_limit_minutes: DEFAULT_MIN_TIME_LIMIT_MINUTES,
  },
  player_fields: [...SIGN_UP_FIELDS],
  default_currency_code: DEFAULT_CURRENCY_CODE,
};

/** What a deployment configures of the operator's settings (ServerConfig has all of it). */
export interface DeploymentSettings {
  readonly shareBetEnabled: boolean;
  readonly blockedCountries?: {
    readonly all: readonly string[];
    readonly signIn: readonly string[];
    readonly signUp: readonly string[];
    readonly deposit: readonly string[];
  };
  readonly phoneVerificationRequired?: boolean;
  readonly quickDeposit?: { readonly enabled: boolean; readonly statusGroupId: number };
  readonly userUnlockEnabled?: boolean;
  readonly reminders?: {
    readonly depositStatusGroupId: number | null;
    readonly depositDelaySeconds: number;
    readonly signUpDelaySeconds: number | null;
  };
  readonly minTimeLimitMinutes?: number;
  readonly inPlayBetDelays?: Readonly<Record<string, number>>;
  readonly multiActiveFreebetsAllowed?: boolean;
}

/**
 * The operator's settings as a deployment configures them: SHARE_BET_ENABLED, the blocked-country lists,
 * PHONE_VERIFICATION_REQUIRED, quick deposit and its test status group, USER_UNLOCK_ENABLED, the deposit
 * reminder's group and delay, the sign-up reminder's delay, the shortest time limit (MIN_TIME_LIMIT_MINUTES),
 * several freebets in one slip (MULTI_ACTIVE_FREEBETS).
 */
export function operatorSettingsFor(deployment: DeploymentSettings): OperatorSettings {
  const base = OPERATOR_SETTINGS.platform_settings;
  const blocked = deployment.blockedCountries;
  return {
    ...OPERATOR_SETTINGS,
    is_multi_active_freebets_allowed:
      deployment.multiActiveFreebetsAllowed ?? OPERATOR_SETTINGS.is_multi_active_freebets_allowed,
    in_play_bet_delays: { ...deployment.inPlayBetDelays },
    platform_settings: {
      ...base,
      share_bet_enabled: deployment.shareBetEnabled,
      blocked_countries: [...(blocked?.all ?? base.blocked_countries)],
      sign_in_blocked_countries: [...(blocked?.signIn ?? base.sign_in_blocked_countries)],
      sign_up_blocked_countries: [...(blocked?.signUp ?? base.sign_up_blocked_countries)],
      deposit_blocked_countries: [...(blocked?.deposit ?? base.deposit_blocked_countries)],
      phone_verification_required: deployment.phoneVerificationRequired ?? base.phone_verification_required,
      quick_deposit_enabled: deployment.quickDeposit?.enabled ?? base.quick_deposit_enabled ?? false,
      quick_deposit_status_group_id:
        deployment.quickDeposit?.statusGroupId ?? base.quick_deposit_status_group_id ?? null,
      user_unlock_enabled: deployment.userUnlockEnabled ?? base.user_unlock_enabled ?? true,
      deposit_reminder_status_group_id:
        deployment.reminders === undefined
          ? (base.deposit_reminder_status_group_id ?? null)
          : deployment.reminders.depositStatusGroupId,
      deposit_reminder_delay_seconds:
        deployment.reminders?.depositDelaySeconds ?? base.deposit_reminder_delay_seconds ?? 10,
      sign_up_reminder_delay_seconds:
        deployment.reminders === undefined
          ? (base.sign_up_reminder_delay_seconds ?? null)
          : deployment.reminders.signUpDelaySeconds,
      min_time_limit_minutes:
        deployment.minTimeLimitMinutes ?? base.min_time_limit_minutes ?? DEFAULT_MIN_TIME_LIMIT_MINUTES,
    },
  };
}
