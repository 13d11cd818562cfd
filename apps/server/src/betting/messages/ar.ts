import type { Catalogue } from '../../i18n/translate';
import type { en } from './en';

/** The texts of the message keys the betting calls send, in Arabic (right to left). */
export const ar: Catalogue<typeof en> = {
  'error.place_bets.default': 'تعذّر وضع الرهان.',
  'error.place_bets.invalid_odds': 'الاحتمالات غير صالحة. تحقّق من اختياراتك وحاول مرة أخرى.',
  'error.place_bets.invalid_odds_custom_bet':
    'تغيّر سعر هذا الرهان المخصّص. تحقّق من الاحتمالات الجديدة وحاول مرة أخرى.',
  'error.platform.pve_player_bet_forbidden': 'لا يُسمح لحسابك بوضع رهانات.',
  'error.risk_validation.odds_different_than_bookmaker':
    'تغيّرت الاحتمالات. اقبل الاحتمالات الجديدة لوضع الرهان.',
  'error.risk_validation.odds_higher_than_bookmakers': 'الاحتمالات المطلوبة أعلى من احتمالات شركة المراهنات.',
  'error.risk_validation.odds_higher_than_bookmakers_current_odds':
    'انخفضت الاحتمالات. اقبل الاحتمالات الحالية لوضع الرهان.',
  'error.risk_validation.odds_to_low': 'الاحتمالات منخفضة جدًا لهذا الرهان.',
  'error.place_bets.selection_unavailable': 'أحد الاختيارات لم يعد متاحًا.',
  'error.place_bets.insufficient_balance': 'رصيدك غير كافٍ لهذا المبلغ.',
  'error.place_bets.not_combinable': 'لا يمكن الجمع بين هذه الاختيارات في رهان واحد.',
  'error.place_bets.invalid_stake': 'المبلغ صغير جدًا لتحقيق أي ربح بهذه الاحتمالات.',
  'error.place_bets.bet_limit_exceeded': 'الرهان يتجاوز حدًّا من حدود الرهان.',
  'error.place_bets.idempotency_key_reused': 'مفتاح الطلب هذا استُخدم من قبل لقسيمة رهان أخرى.',
  'error.place_bets.placement_in_progress': 'يجري وضع هذه الرهانات بالفعل. انتظر لحظة.',
  'error.place_bets.invalid_bet_type': 'الرهان لا يطابق نوع الرهان.',
  'error.place_bets.duplicate_selection': 'الاختيار نفسه يظهر مرتين في الرهان.',
  'error.place_bets.account_unavailable': 'ليس لديك حساب نشط بهذه العملة.',
  'error.place_bets.bonus_unavailable': 'لا يمكن استخدام هذه المكافأة على هذا الرهان.',
  'error.validation.bet_limits.selection_limit_exceeded': 'اختيارات كثيرة جدًا: {limit} كحد أقصى لكل رهان.',
  'error.validation.bet_limits.odds_limit_exceeded': 'الاحتمالات تتجاوز الحد البالغ {limit}.',
  'error.validation.bet_limits.max_stake_limit_exceeded': 'المبلغ يتجاوز الحد الأقصى البالغ {limit}.',
  'error.validation.bet_limits.payout_limit_exceeded':
    'الربح المحتمل يتجاوز الحد الأقصى للدفع البالغ {limit}.',
  'error.place_bets.invalid_request': 'تعذّرت قراءة قسيمة الرهان. حدّث الصفحة وحاول مرة أخرى.',
  'error.place_bets.idempotency_key_required': 'الطلب يفتقد مفتاح Idempotency-Key.',
  'error.custom_bet.market_not_eligible': 'لا يمكن أن يكون هذا السوق جزءًا من رهان مخصّص.',
  // The player's own limits (docs/adr/0010).
  'error.responsible_gambling.bet_limit_exceeded':
    'هذا المبلغ يتجاوز حدّ الرهان الخاص بك وهو {limit} لكل رهان.',
  'error.responsible_gambling.loss_limit_exceeded':
    'سيتجاوز هذا الرهان حدّ الخسارة الخاص بك. يمكنك المراهنة بمبلغ {limit} إضافي في هذه الفترة.',
  'error.responsible_gambling.wager_limit_exceeded':
    'سيتجاوز هذا الرهان حدّ المراهنة الخاص بك. يمكنك المراهنة بمبلغ {limit} إضافي في هذه الفترة.',
  'error.responsible_gambling.self_excluded': 'لقد استبعدت نفسك من المراهنة حتى {limit}.',
  'error.responsible_gambling.cooling_off': 'أنت في فترة استراحة من المراهنة حتى {limit}.',
};
