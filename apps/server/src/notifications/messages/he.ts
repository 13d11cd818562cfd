import type { Catalogue } from '../../i18n/translate';
import type { en } from './en';

/** The texts of the notification centre in Hebrew (right to left). */
export const he: Catalogue<typeof en> = {
  'notifications.bet_won.title': 'ההימור זכה',
  'notifications.bet_won.body': 'ההימור שלך {ref} זכה ב-{amount}. הסכום נוסף ליתרה שלך.',
  'notifications.bet_lost.title': 'ההימור הפסיד',
  'notifications.bet_lost.body': 'ההימור שלך {ref} על סך {amount} לא זכה הפעם.',
  'notifications.bet_half_lost.title': 'ההימור הפסיד בחלקו',
  'notifications.bet_half_lost.body': 'ההימור שלך {ref} הפסיד בחלקו: {amount} הוחזרו ליתרה שלך.',
  'notifications.bet_void_freebet.title': 'ההימור בוטל',
  'notifications.bet_void_freebet.body':
    'ההימור שלך {ref} בוטל: ההימור החינמי שלך על סך {amount} חזר לבונוסים שלך.',
  'notifications.bet_void.title': 'ההימור בוטל',
  'notifications.bet_void.body': 'ההימור שלך {ref} בוטל: {amount} הוחזרו ליתרה שלך.',
  'notifications.bet_cashed_out.title': 'בוצע קאש-אאוט',
  'notifications.bet_cashed_out.body': 'פדית את ההימור שלך {ref}: {amount} נוספו ליתרה שלך.',
  'notifications.bonus_issued.title': 'בונוס חדש',
  'notifications.bonus_issued.body': '{title} מחכה לך בבונוסים שלך.',
  'notifications.caption.bet': 'הימור {ref}',
  'notifications.caption.bonus': 'בונוס',
  'notifications.caption.deposit': 'הפקדה',
};
