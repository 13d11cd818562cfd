import type { Catalogue } from '../../i18n/translate';
import type { en } from './en';

/** The texts of the message keys the betting calls send, in Turkish. */
export const tr: Catalogue<typeof en> = {
  'error.place_bets.default': 'Bahis yapılamadı.',
  'error.place_bets.invalid_odds': 'Oranlar geçerli değil. Seçimlerini kontrol edip tekrar dene.',
  'error.place_bets.invalid_odds_custom_bet':
    'Bu bahis oluşturucunun oranı değişti. Yeni oranı kontrol edip tekrar dene.',
  'error.platform.pve_player_bet_forbidden': 'Hesabınla bahis yapamazsın.',
  'error.risk_validation.odds_different_than_bookmaker':
    'Oranlar değişti. Bahsi yapmak için yeni oranları kabul et.',
  'error.risk_validation.odds_higher_than_bookmakers':
    'İstenen oranlar bahis şirketinin oranlarından yüksek.',
  'error.risk_validation.odds_higher_than_bookmakers_current_odds':
    'Oranlar düştü. Bahsi yapmak için güncel oranları kabul et.',
  'error.risk_validation.odds_to_low': 'Oranlar bu bahis için çok düşük.',
  'error.place_bets.selection_unavailable': 'Bir seçim artık mevcut değil.',
  'error.place_bets.insufficient_balance': 'Bakiyen bu bahis tutarı için yetersiz.',
  'error.place_bets.not_combinable': 'Bu seçimler tek bir bahiste birleştirilemez.',
  'error.place_bets.invalid_stake': 'Bahis tutarı bu oranlarla kazanç sağlamak için çok düşük.',
  'error.place_bets.bet_limit_exceeded': 'Bahis bir bahis limitini aşıyor.',
  'error.place_bets.idempotency_key_reused': 'Bu istek anahtarı başka bir kupon için zaten kullanıldı.',
  'error.place_bets.placement_in_progress': 'Bu bahisler zaten yapılıyor. Biraz bekle.',
  'error.place_bets.invalid_bet_type': 'Bahis, bahis türüyle uyuşmuyor.',
  'error.place_bets.duplicate_selection': 'Aynı seçim bahiste iki kez yer alıyor.',
  'error.place_bets.account_unavailable': 'Bu para biriminde aktif bir hesabın yok.',
  'error.place_bets.bonus_unavailable': 'Bu bonus bu bahiste kullanılamaz.',
  'error.validation.bet_limits.selection_limit_exceeded': 'Çok fazla seçim: bahis başına en fazla {limit}.',
  'error.validation.bet_limits.odds_limit_exceeded': 'Oran {limit} sınırının üzerinde.',
  'error.validation.bet_limits.max_stake_limit_exceeded': 'Bahis tutarı en fazla {limit} olabilir.',
  'error.validation.bet_limits.payout_limit_exceeded':
    'Olası kazanç, en yüksek ödeme olan {limit} tutarını aşıyor.',
  'error.place_bets.invalid_request': 'Kupon okunamadı. Sayfayı yenileyip tekrar dene.',
  'error.place_bets.idempotency_key_required': 'İsteğin Idempotency-Key değeri eksik.',
  'error.custom_bet.market_not_eligible': 'Bu market bahis oluşturucuya eklenemez.',
  // The player's own limits (docs/adr/0010).
  'error.responsible_gambling.bet_limit_exceeded':
    'Bu bahis tutarı, bahis başına {limit} olan limitini aşıyor.',
  'error.responsible_gambling.loss_limit_exceeded':
    'Bu bahis kayıp limitini aşar. Bu dönemde en fazla {limit} daha yatırabilirsin.',
  'error.responsible_gambling.wager_limit_exceeded':
    'Bu bahis, bahis tutarı limitini aşar. Bu dönemde en fazla {limit} daha yatırabilirsin.',
  'error.responsible_gambling.self_excluded': 'Kendini {limit} tarihine kadar bahisten uzaklaştırdın.',
  'error.responsible_gambling.cooling_off': '{limit} tarihine kadar bahse ara veriyorsun.',
};
