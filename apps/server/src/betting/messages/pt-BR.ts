import type { Catalogue } from '../../i18n/translate';
import type { en } from './en';

/** The texts of the message keys the betting calls send, in Brazilian Portuguese. */
export const ptBR: Catalogue<typeof en> = {
  'error.place_bets.default': 'Não foi possível fazer a aposta.',
  'error.place_bets.invalid_odds': 'As odds não são válidas. Confira suas seleções e tente novamente.',
  'error.place_bets.invalid_odds_custom_bet':
    'O preço desta aposta personalizada mudou. Confira a nova odd e tente novamente.',
  'error.platform.pve_player_bet_forbidden': 'Sua conta não pode fazer apostas.',
  'error.risk_validation.odds_different_than_bookmaker':
    'As odds mudaram. Aceite as novas odds para fazer a aposta.',
  'error.risk_validation.odds_higher_than_bookmakers':
    'As odds pedidas são maiores que as da casa de apostas.',
  'error.risk_validation.odds_higher_than_bookmakers_current_odds':
    'As odds caíram. Aceite as odds atuais para fazer a aposta.',
  'error.risk_validation.odds_to_low': 'As odds são baixas demais para esta aposta.',
  'error.place_bets.selection_unavailable': 'Uma seleção não está mais disponível.',
  'error.place_bets.insufficient_balance': 'Seu saldo é insuficiente para este valor.',
  'error.place_bets.not_combinable': 'Estas seleções não podem ser combinadas em uma aposta.',
  'error.place_bets.invalid_stake': 'O valor é pequeno demais para ganhar algo com estas odds.',
  'error.place_bets.bet_limit_exceeded': 'A aposta ultrapassa um limite de apostas.',
  'error.place_bets.idempotency_key_reused': 'Esta chave de solicitação já foi usada para outro bilhete.',
  'error.place_bets.placement_in_progress': 'Estas apostas já estão sendo feitas. Aguarde um momento.',
  'error.place_bets.invalid_bet_type': 'A aposta não corresponde ao seu tipo de aposta.',
  'error.place_bets.duplicate_selection': 'A mesma seleção aparece duas vezes na aposta.',
  'error.place_bets.account_unavailable': 'Você não tem uma conta ativa nesta moeda.',
  'error.place_bets.bonus_unavailable': 'Este bônus não pode ser usado nesta aposta.',
  'error.validation.bet_limits.selection_limit_exceeded': 'Seleções demais: no máximo {limit} por aposta.',
  'error.validation.bet_limits.odds_limit_exceeded': 'A odd está acima do limite de {limit}.',
  'error.validation.bet_limits.max_stake_limit_exceeded': 'O valor está acima do máximo de {limit}.',
  'error.validation.bet_limits.payout_limit_exceeded':
    'O ganho potencial está acima do pagamento máximo de {limit}.',
  'error.place_bets.invalid_request':
    'Não foi possível ler o bilhete. Recarregue a página e tente novamente.',
  'error.place_bets.idempotency_key_required': 'Falta o Idempotency-Key da solicitação.',
  'error.custom_bet.market_not_eligible': 'Este mercado não pode fazer parte de uma aposta personalizada.',
  // The player's own limits (docs/adr/0010).
  'error.responsible_gambling.bet_limit_exceeded': 'Este valor ultrapassa seu limite de {limit} por aposta.',
  'error.responsible_gambling.loss_limit_exceeded':
    'Esta aposta ultrapassaria seu limite de perdas. Você pode apostar mais {limit} neste período.',
  'error.responsible_gambling.wager_limit_exceeded':
    'Esta aposta ultrapassaria seu limite de apostas. Você pode apostar mais {limit} neste período.',
  'error.responsible_gambling.self_excluded': 'Você se autoexcluiu das apostas até {limit}.',
  'error.responsible_gambling.cooling_off': 'Você está em uma pausa das apostas até {limit}.',
};
