import type { Catalogue } from '../../i18n/translate';
import type { en } from './en';

/** The texts of the message keys the betting calls send, in French. */
export const fr: Catalogue<typeof en> = {
  'error.place_bets.default': 'Le pari n’a pas pu être placé.',
  'error.place_bets.invalid_odds': 'Les cotes ne sont pas valides. Vérifiez vos sélections et réessayez.',
  'error.place_bets.invalid_odds_custom_bet':
    'La cote de ce pari personnalisé a changé. Vérifiez la nouvelle cote et réessayez.',
  'error.platform.pve_player_bet_forbidden': 'Votre compte n’est pas autorisé à placer des paris.',
  'error.risk_validation.odds_different_than_bookmaker':
    'Les cotes ont changé. Acceptez les nouvelles cotes pour placer le pari.',
  'error.risk_validation.odds_higher_than_bookmakers':
    'Les cotes demandées sont supérieures à celles du bookmaker.',
  'error.risk_validation.odds_higher_than_bookmakers_current_odds':
    'Les cotes ont baissé. Acceptez les cotes actuelles pour placer le pari.',
  'error.risk_validation.odds_to_low': 'Les cotes sont trop basses pour ce pari.',
  'error.place_bets.selection_unavailable': 'Une sélection n’est plus disponible.',
  'error.place_bets.insufficient_balance': 'Votre solde est insuffisant pour cette mise.',
  'error.place_bets.not_combinable': 'Ces sélections ne peuvent pas être combinées dans un même pari.',
  'error.place_bets.invalid_stake': 'La mise est trop faible pour rapporter un gain à ces cotes.',
  'error.place_bets.bet_limit_exceeded': 'Le pari dépasse une limite de paris.',
  'error.place_bets.idempotency_key_reused':
    'Cette clé de requête a déjà été utilisée pour un autre coupon de paris.',
  'error.place_bets.placement_in_progress':
    'Ces paris sont déjà en cours de placement. Patientez un instant.',
  'error.place_bets.invalid_bet_type': 'Le pari ne correspond pas à son type de pari.',
  'error.place_bets.duplicate_selection': 'La même sélection figure deux fois dans le pari.',
  'error.place_bets.account_unavailable': 'Vous n’avez pas de compte actif dans cette devise.',
  'error.place_bets.bonus_unavailable': 'Ce bonus ne peut pas être utilisé pour ce pari.',
  'error.validation.bet_limits.selection_limit_exceeded': 'Trop de sélections : {limit} au maximum par pari.',
  'error.validation.bet_limits.odds_limit_exceeded': 'La cote dépasse la limite de {limit}.',
  'error.validation.bet_limits.max_stake_limit_exceeded': 'La mise dépasse le maximum de {limit}.',
  'error.validation.bet_limits.payout_limit_exceeded':
    'Le gain potentiel dépasse le paiement maximal de {limit}.',
  'error.place_bets.invalid_request':
    'Le coupon de paris n’a pas pu être lu. Actualisez la page et réessayez.',
  'error.place_bets.idempotency_key_required': 'La requête ne contient pas d’Idempotency-Key.',
  'error.custom_bet.market_not_eligible': 'Ce marché ne peut pas faire partie d’un pari personnalisé.',
  // The player's own limits (docs/adr/0010).
  'error.responsible_gambling.bet_limit_exceeded':
    'Cette mise dépasse votre limite de pari de {limit} par pari.',
  'error.responsible_gambling.loss_limit_exceeded':
    'Cette mise dépasserait votre limite de pertes. Vous pouvez encore miser {limit} sur cette période.',
  'error.responsible_gambling.wager_limit_exceeded':
    'Cette mise dépasserait votre limite de mises. Vous pouvez encore miser {limit} sur cette période.',
  'error.responsible_gambling.self_excluded': 'Vous vous êtes exclu des paris jusqu’au {limit}.',
  'error.responsible_gambling.cooling_off': 'Vous faites une pause dans vos paris jusqu’au {limit}.',
};
