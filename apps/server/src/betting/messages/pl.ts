import type { Catalogue } from '../../i18n/translate';
import type { en } from './en';

/** The texts of the message keys the betting calls send, in Polish. */
export const pl: Catalogue<typeof en> = {
  'error.place_bets.default': 'Nie udało się postawić zakładu.',
  'error.place_bets.invalid_odds': 'Kursy są nieprawidłowe. Sprawdź swoje zdarzenia i spróbuj ponownie.',
  'error.place_bets.invalid_odds_custom_bet':
    'Kurs tego zakładu Bet Builder się zmienił. Sprawdź nowy kurs i spróbuj ponownie.',
  'error.platform.pve_player_bet_forbidden': 'Twoje konto nie może stawiać zakładów.',
  'error.risk_validation.odds_different_than_bookmaker':
    'Kursy się zmieniły. Zaakceptuj nowe kursy, aby postawić zakład.',
  'error.risk_validation.odds_higher_than_bookmakers': 'Żądane kursy są wyższe niż kursy bukmachera.',
  'error.risk_validation.odds_higher_than_bookmakers_current_odds':
    'Kursy spadły. Zaakceptuj aktualne kursy, aby postawić zakład.',
  'error.risk_validation.odds_to_low': 'Kursy są zbyt niskie dla tego zakładu.',
  'error.place_bets.selection_unavailable': 'Jedno ze zdarzeń nie jest już dostępne.',
  'error.place_bets.insufficient_balance': 'Twoje saldo jest za niskie na tę stawkę.',
  'error.place_bets.not_combinable': 'Tych zdarzeń nie można połączyć w jednym zakładzie.',
  'error.place_bets.invalid_stake': 'Stawka jest za niska, aby przy tych kursach cokolwiek wygrać.',
  'error.place_bets.bet_limit_exceeded': 'Zakład przekracza limit zakładów.',
  'error.place_bets.idempotency_key_reused': 'Ten klucz żądania został już użyty dla innego kuponu.',
  'error.place_bets.placement_in_progress': 'Te zakłady są już stawiane. Poczekaj chwilę.',
  'error.place_bets.invalid_bet_type': 'Zakład nie pasuje do swojego typu zakładu.',
  'error.place_bets.duplicate_selection': 'To samo zdarzenie występuje w zakładzie dwa razy.',
  'error.place_bets.account_unavailable': 'Nie masz aktywnego konta w tej walucie.',
  'error.place_bets.bonus_unavailable': 'Tego bonusu nie można wykorzystać w tym zakładzie.',
  'error.validation.bet_limits.selection_limit_exceeded':
    'Za dużo zdarzeń: maksymalnie {limit} w jednym zakładzie.',
  'error.validation.bet_limits.odds_limit_exceeded': 'Kurs przekracza limit {limit}.',
  'error.validation.bet_limits.max_stake_limit_exceeded': 'Stawka przekracza maksymalną kwotę {limit}.',
  'error.validation.bet_limits.payout_limit_exceeded':
    'Możliwa wygrana przekracza maksymalną wypłatę {limit}.',
  'error.place_bets.invalid_request': 'Nie udało się odczytać kuponu. Odśwież stronę i spróbuj ponownie.',
  'error.place_bets.idempotency_key_required': 'W żądaniu brakuje nagłówka Idempotency-Key.',
  'error.custom_bet.market_not_eligible': 'Tego rynku nie można dodać do zakładu Bet Builder.',
  // The player's own limits (docs/adr/0010).
  'error.responsible_gambling.bet_limit_exceeded':
    'Ta stawka przekracza Twój limit stawki wynoszący {limit} na zakład.',
  'error.responsible_gambling.loss_limit_exceeded':
    'Ta stawka przekroczyłaby Twój limit strat. W tym okresie możesz postawić jeszcze {limit}.',
  'error.responsible_gambling.wager_limit_exceeded':
    'Ta stawka przekroczyłaby Twój limit obrotu. W tym okresie możesz postawić jeszcze {limit}.',
  'error.responsible_gambling.self_excluded': 'Obowiązuje Twoje samowykluczenie z zakładów do {limit}.',
  'error.responsible_gambling.cooling_off': 'Masz przerwę od gry do {limit}.',
};
