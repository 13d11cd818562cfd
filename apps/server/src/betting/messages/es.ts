import type { Catalogue } from '../../i18n/translate';
import type { en } from './en';

/** The texts of the message keys the betting calls send, in Spanish. */
export const es: Catalogue<typeof en> = {
  'error.place_bets.default': 'No se ha podido realizar la apuesta.',
  'error.place_bets.invalid_odds': 'Las cuotas no son válidas. Revisa tus selecciones e inténtalo de nuevo.',
  'error.place_bets.invalid_odds_custom_bet':
    'El precio de esta apuesta personalizada ha cambiado. Revisa la nueva cuota e inténtalo de nuevo.',
  'error.platform.pve_player_bet_forbidden': 'Tu cuenta no puede realizar apuestas.',
  'error.risk_validation.odds_different_than_bookmaker':
    'Las cuotas han cambiado. Acepta las nuevas cuotas para realizar la apuesta.',
  'error.risk_validation.odds_higher_than_bookmakers':
    'Las cuotas solicitadas son más altas que las de la casa de apuestas.',
  'error.risk_validation.odds_higher_than_bookmakers_current_odds':
    'Las cuotas han bajado. Acepta las cuotas actuales para realizar la apuesta.',
  'error.risk_validation.odds_to_low': 'Las cuotas son demasiado bajas para esta apuesta.',
  'error.place_bets.selection_unavailable': 'Una selección ya no está disponible.',
  'error.place_bets.insufficient_balance': 'Tu saldo es insuficiente para este importe.',
  'error.place_bets.not_combinable': 'Estas selecciones no se pueden combinar en una apuesta.',
  'error.place_bets.invalid_stake': 'El importe es demasiado bajo para ganar algo con estas cuotas.',
  'error.place_bets.bet_limit_exceeded': 'La apuesta supera un límite de apuestas.',
  'error.place_bets.idempotency_key_reused': 'Esta clave de solicitud ya se usó para otro boleto.',
  'error.place_bets.placement_in_progress': 'Estas apuestas ya se están realizando. Espera un momento.',
  'error.place_bets.invalid_bet_type': 'La apuesta no corresponde a su tipo de apuesta.',
  'error.place_bets.duplicate_selection': 'La misma selección aparece dos veces en la apuesta.',
  'error.place_bets.account_unavailable': 'No tienes una cuenta activa en esta moneda.',
  'error.place_bets.bonus_unavailable': 'Este bono no se puede usar en esta apuesta.',
  'error.validation.bet_limits.selection_limit_exceeded':
    'Demasiadas selecciones: como máximo {limit} por apuesta.',
  'error.validation.bet_limits.odds_limit_exceeded': 'La cuota supera el límite de {limit}.',
  'error.validation.bet_limits.max_stake_limit_exceeded': 'El importe supera el máximo de {limit}.',
  'error.validation.bet_limits.payout_limit_exceeded':
    'La ganancia potencial supera el pago máximo de {limit}.',
  'error.place_bets.invalid_request':
    'No se ha podido leer el boleto. Recarga la página e inténtalo de nuevo.',
  'error.place_bets.idempotency_key_required': 'A la solicitud le falta su Idempotency-Key.',
  'error.custom_bet.market_not_eligible': 'Este mercado no puede formar parte de una apuesta personalizada.',
  // The player's own limits (docs/adr/0010).
  'error.responsible_gambling.bet_limit_exceeded': 'Esta apuesta supera tu límite de {limit} por apuesta.',
  'error.responsible_gambling.loss_limit_exceeded':
    'Esta apuesta superaría tu límite de pérdidas. Puedes apostar {limit} más en este periodo.',
  'error.responsible_gambling.wager_limit_exceeded':
    'Esta apuesta superaría tu límite de apuestas. Puedes apostar {limit} más en este periodo.',
  'error.responsible_gambling.self_excluded': 'Te has autoexcluido de las apuestas hasta el {limit}.',
  'error.responsible_gambling.cooling_off': 'Estás en una pausa de las apuestas hasta el {limit}.',
};
