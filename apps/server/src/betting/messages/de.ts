import type { Catalogue } from '../../i18n/translate';
import type { en } from './en';

/** The texts of the message keys the betting calls send, in German. */
export const de: Catalogue<typeof en> = {
  'error.place_bets.default': 'Die Wette konnte nicht platziert werden.',
  'error.place_bets.invalid_odds': 'Die Quoten sind ungültig. Prüfe deine Auswahl und versuche es erneut.',
  'error.place_bets.invalid_odds_custom_bet':
    'Der Preis dieses Wett-Baukastens hat sich geändert. Prüfe die neue Quote und versuche es erneut.',
  'error.platform.pve_player_bet_forbidden': 'Mit deinem Konto kannst du keine Wetten platzieren.',
  'error.risk_validation.odds_different_than_bookmaker':
    'Die Quoten haben sich geändert. Akzeptiere die neuen Quoten, um die Wette zu platzieren.',
  'error.risk_validation.odds_higher_than_bookmakers':
    'Die angefragten Quoten sind höher als die des Buchmachers.',
  'error.risk_validation.odds_higher_than_bookmakers_current_odds':
    'Die Quoten sind gesunken. Akzeptiere die aktuellen Quoten, um die Wette zu platzieren.',
  'error.risk_validation.odds_to_low': 'Die Quoten sind für diese Wette zu niedrig.',
  'error.place_bets.selection_unavailable': 'Eine Auswahl ist nicht mehr verfügbar.',
  'error.place_bets.insufficient_balance': 'Dein Guthaben reicht für diesen Einsatz nicht aus.',
  'error.place_bets.not_combinable': 'Diese Auswahlen können nicht in einer Wette kombiniert werden.',
  'error.place_bets.invalid_stake': 'Der Einsatz ist zu klein, um bei diesen Quoten etwas zu gewinnen.',
  'error.place_bets.bet_limit_exceeded': 'Die Wette überschreitet ein Wettlimit.',
  'error.place_bets.idempotency_key_reused':
    'Dieser Anfrageschlüssel wurde bereits für einen anderen Wettschein verwendet.',
  'error.place_bets.placement_in_progress':
    'Diese Wetten werden bereits platziert. Bitte warte einen Moment.',
  'error.place_bets.invalid_bet_type': 'Die Wette passt nicht zu ihrer Wettart.',
  'error.place_bets.duplicate_selection': 'Dieselbe Auswahl kommt zweimal in der Wette vor.',
  'error.place_bets.account_unavailable': 'Du hast kein aktives Konto in dieser Währung.',
  'error.place_bets.bonus_unavailable': 'Dieser Bonus kann für diese Wette nicht verwendet werden.',
  'error.validation.bet_limits.selection_limit_exceeded': 'Zu viele Auswahlen: höchstens {limit} pro Wette.',
  'error.validation.bet_limits.odds_limit_exceeded': 'Die Quote liegt über dem Limit von {limit}.',
  'error.validation.bet_limits.max_stake_limit_exceeded':
    'Der Einsatz liegt über dem Höchstbetrag von {limit}.',
  'error.validation.bet_limits.payout_limit_exceeded':
    'Der mögliche Gewinn liegt über der Höchstauszahlung von {limit}.',
  'error.place_bets.invalid_request':
    'Der Wettschein konnte nicht gelesen werden. Lade die Seite neu und versuche es erneut.',
  'error.place_bets.idempotency_key_required': 'Der Anfrage fehlt ihr Idempotency-Key.',
  'error.custom_bet.market_not_eligible': 'Dieser Markt kann nicht Teil eines Wett-Baukastens sein.',
  // The player's own limits (docs/adr/0010).
  'error.responsible_gambling.bet_limit_exceeded':
    'Dieser Einsatz liegt über deinem Wettlimit von {limit} pro Wette.',
  'error.responsible_gambling.loss_limit_exceeded':
    'Dieser Einsatz würde dein Verlustlimit überschreiten. In diesem Zeitraum kannst du noch {limit} einsetzen.',
  'error.responsible_gambling.wager_limit_exceeded':
    'Dieser Einsatz würde dein Einsatzlimit überschreiten. In diesem Zeitraum kannst du noch {limit} einsetzen.',
  'error.responsible_gambling.self_excluded': 'Du hast dich bis {limit} vom Wetten ausgeschlossen.',
  'error.responsible_gambling.cooling_off': 'Du machst bis {limit} eine Wettpause.',
};
