import type { Catalogue } from '../../i18n/translate';
import type { en } from './en';

/** The texts of the notification centre in Turkish. */
export const tr: Catalogue<typeof en> = {
  'notifications.bet_won.title': 'Bahis kazandı',
  'notifications.bet_won.body': '{ref} bahsiniz {amount} kazandı. Tutar bakiyenize eklendi.',
  'notifications.bet_lost.title': 'Bahis kaybetti',
  'notifications.bet_lost.body': '{amount} tutarındaki {ref} bahsiniz bu kez kazanmadı.',
  'notifications.bet_half_lost.title': 'Bahis kısmen kaybetti',
  'notifications.bet_half_lost.body': '{ref} bahsiniz kısmen kaybetti: {amount} bakiyenize iade edildi.',
  'notifications.bet_void_freebet.title': 'Bahis geçersiz',
  'notifications.bet_void_freebet.body':
    '{ref} bahsiniz geçersiz sayıldı: {amount} tutarındaki bedava bahsiniz bonuslarınıza geri döndü.',
  'notifications.bet_void.title': 'Bahis geçersiz',
  'notifications.bet_void.body': '{ref} bahsiniz geçersiz sayıldı: {amount} bakiyenize iade edildi.',
  'notifications.bet_cashed_out.title': 'Nakde çevrildi',
  'notifications.bet_cashed_out.body': '{ref} bahsinizi nakde çevirdiniz: {amount} bakiyenize eklendi.',
  'notifications.bonus_issued.title': 'Yeni bonus',
  'notifications.bonus_issued.body': '{title} bonuslarınızda sizi bekliyor.',
  'notifications.caption.bet': 'Bahis {ref}',
  'notifications.caption.bonus': 'Bonus',
  'notifications.caption.deposit': 'Para yatırma',
};
