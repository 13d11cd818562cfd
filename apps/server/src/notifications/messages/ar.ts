import type { Catalogue } from '../../i18n/translate';
import type { en } from './en';

/** The texts of the notification centre in Arabic (right to left). */
export const ar: Catalogue<typeof en> = {
  'notifications.bet_won.title': 'ربح الرهان',
  'notifications.bet_won.body': 'ربح رهانك {ref} مبلغ {amount}. تمت إضافته إلى رصيدك.',
  'notifications.bet_lost.title': 'خسر الرهان',
  'notifications.bet_lost.body': 'لم يربح رهانك {ref} بمبلغ {amount} هذه المرة.',
  'notifications.bet_half_lost.title': 'خسر الرهان جزئيًا',
  'notifications.bet_half_lost.body': 'خسر رهانك {ref} جزئيًا: أُعيد {amount} إلى رصيدك.',
  'notifications.bet_void_freebet.title': 'رهان ملغى',
  'notifications.bet_void_freebet.body': 'أُلغي رهانك {ref}: عاد رهانك المجاني بقيمة {amount} إلى مكافآتك.',
  'notifications.bet_void.title': 'رهان ملغى',
  'notifications.bet_void.body': 'أُلغي رهانك {ref}: أُعيد {amount} إلى رصيدك.',
  'notifications.bet_cashed_out.title': 'تمت التسوية النقدية',
  'notifications.bet_cashed_out.body': 'قمت بتسوية رهانك {ref} نقدًا: أُضيف {amount} إلى رصيدك.',
  'notifications.bonus_issued.title': 'مكافأة جديدة',
  'notifications.bonus_issued.body': '{title} بانتظارك في مكافآتك.',
  'notifications.caption.bet': 'رهان {ref}',
  'notifications.caption.bonus': 'مكافأة',
  'notifications.caption.deposit': 'إيداع',
};
