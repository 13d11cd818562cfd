import type { EnglishCatalogue } from '../../i18n/translate';

/** The texts of the message keys the betting calls send, in English: the keys and `{placeholders}` every other locale has. */
export const en = {
  'error.place_bets.default': 'The bet could not be placed.',
  'error.place_bets.invalid_odds': 'The odds are not valid. Check your selections and try again.',
  'error.place_bets.invalid_odds_custom_bet':
    'The price of this bet builder has changed. Check the new odds and try again.',
  'error.platform.pve_player_bet_forbidden': 'Your account is not allowed to place bets.',
  'error.risk_validation.odds_different_than_bookmaker':
    'The odds have changed. Accept the new odds to place the bet.',
  'error.risk_validation.odds_higher_than_bookmakers':
    "The odds asked for are higher than the bookmaker's odds.",
  'error.risk_validation.odds_higher_than_bookmakers_current_odds':
    'The odds have dropped. Accept the current odds to place the bet.',
  'error.risk_validation.odds_to_low': 'The odds are too low for this bet.',
  'error.place_bets.selection_unavailable': 'A selection is no longer available.',
  'error.place_bets.insufficient_balance': 'Your balance is too low for this stake.',
  'error.place_bets.not_combinable': 'These selections cannot be combined in one bet.',
  'error.place_bets.invalid_stake': 'The stake is too small to win anything at these odds.',
  'error.place_bets.bet_limit_exceeded': 'The bet is over a betting limit.',
  'error.place_bets.idempotency_key_reused': 'This request key was already used for a different bet slip.',
  'error.place_bets.placement_in_progress': 'These bets are already being placed. Wait a moment.',
  'error.place_bets.invalid_bet_type': 'The bet does not match its bet type.',
  'error.place_bets.duplicate_selection': 'The same selection appears twice in the bet.',
  'error.place_bets.account_unavailable': 'You have no active account in this currency.',
  'error.place_bets.bonus_unavailable': 'This bonus cannot be used on this bet.',
  'error.validation.bet_limits.selection_limit_exceeded': 'Too many selections: at most {limit} per bet.',
  'error.validation.bet_limits.odds_limit_exceeded': 'The odds are above the limit of {limit}.',
  'error.validation.bet_limits.max_stake_limit_exceeded': 'The stake is above the maximum of {limit}.',
  'error.validation.bet_limits.payout_limit_exceeded':
    'The potential win is above the maximum payout of {limit}.',
  'error.place_bets.invalid_request': 'The bet slip could not be read. Refresh the page and try again.',
  'error.place_bets.idempotency_key_required': 'The request is missing its Idempotency-Key.',
  'error.custom_bet.market_not_eligible': 'This market cannot be part of a bet builder.',
  // The player's own limits (docs/adr/0010).
  'error.responsible_gambling.bet_limit_exceeded': 'This stake is over your bet limit of {limit} per bet.',
  'error.responsible_gambling.loss_limit_exceeded':
    'This stake would go over your loss limit. You can stake {limit} more in this period.',
  'error.responsible_gambling.wager_limit_exceeded':
    'This stake would go over your wager limit. You can stake {limit} more in this period.',
  'error.responsible_gambling.self_excluded': 'You have excluded yourself from betting until {limit}.',
  'error.responsible_gambling.cooling_off': 'You are taking a break from betting until {limit}.',
} as const satisfies EnglishCatalogue;
