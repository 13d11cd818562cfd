import type { Catalogue } from '../../i18n/translate';
import type { en } from './en';

/** The texts of the message keys the betting calls send, in Italian. */
export const it: Catalogue<typeof en> = {
  'error.place_bets.default': 'Non è stato possibile piazzare la scommessa.',
  'error.place_bets.invalid_odds': 'Le quote non sono valide. Controlla le tue selezioni e riprova.',
  'error.place_bets.invalid_odds_custom_bet':
    'La quota di questa scommessa personalizzata è cambiata. Controlla la nuova quota e riprova.',
  'error.platform.pve_player_bet_forbidden': 'Il tuo account non può piazzare scommesse.',
  'error.risk_validation.odds_different_than_bookmaker':
    'Le quote sono cambiate. Accetta le nuove quote per piazzare la scommessa.',
  'error.risk_validation.odds_higher_than_bookmakers':
    'Le quote richieste sono più alte di quelle del bookmaker.',
  'error.risk_validation.odds_higher_than_bookmakers_current_odds':
    'Le quote sono scese. Accetta le quote attuali per piazzare la scommessa.',
  'error.risk_validation.odds_to_low': 'Le quote sono troppo basse per questa scommessa.',
  'error.place_bets.selection_unavailable': 'Una selezione non è più disponibile.',
  'error.place_bets.insufficient_balance': 'Il tuo saldo non è sufficiente per questa puntata.',
  'error.place_bets.not_combinable': 'Queste selezioni non possono essere combinate in un’unica scommessa.',
  'error.place_bets.invalid_stake': 'La puntata è troppo bassa per vincere qualcosa con queste quote.',
  'error.place_bets.bet_limit_exceeded': 'La scommessa supera un limite di scommessa.',
  'error.place_bets.idempotency_key_reused':
    'Questa chiave di richiesta è già stata usata per un’altra schedina.',
  'error.place_bets.placement_in_progress': 'Queste scommesse sono già in fase di invio. Attendi un momento.',
  'error.place_bets.invalid_bet_type': 'La scommessa non corrisponde al suo tipo di scommessa.',
  'error.place_bets.duplicate_selection': 'La stessa selezione compare due volte nella scommessa.',
  'error.place_bets.account_unavailable': 'Non hai un conto attivo in questa valuta.',
  'error.place_bets.bonus_unavailable': 'Questo bonus non può essere usato per questa scommessa.',
  'error.validation.bet_limits.selection_limit_exceeded':
    'Troppe selezioni: al massimo {limit} per scommessa.',
  'error.validation.bet_limits.odds_limit_exceeded': 'La quota supera il limite di {limit}.',
  'error.validation.bet_limits.max_stake_limit_exceeded': 'La puntata supera il massimo di {limit}.',
  'error.validation.bet_limits.payout_limit_exceeded':
    'La vincita potenziale supera il pagamento massimo di {limit}.',
  'error.place_bets.invalid_request':
    'Non è stato possibile leggere la schedina. Ricarica la pagina e riprova.',
  'error.place_bets.idempotency_key_required': 'Nella richiesta manca l’Idempotency-Key.',
  'error.custom_bet.market_not_eligible': 'Questo mercato non può far parte di una scommessa personalizzata.',
  // The player's own limits (docs/adr/0010).
  'error.responsible_gambling.bet_limit_exceeded':
    'Questa puntata supera il tuo limite di scommessa di {limit} per scommessa.',
  'error.responsible_gambling.loss_limit_exceeded':
    'Questa puntata supererebbe il tuo limite di perdita. In questo periodo puoi puntare ancora {limit}.',
  'error.responsible_gambling.wager_limit_exceeded':
    'Questa puntata supererebbe il tuo limite di giocate. In questo periodo puoi puntare ancora {limit}.',
  'error.responsible_gambling.self_excluded': 'Ti sei autoescluso dalle scommesse fino al {limit}.',
  'error.responsible_gambling.cooling_off': 'Sei in pausa dalle scommesse fino al {limit}.',
};
