import type { Catalogue } from '../../i18n/translate';
import type { en } from './en';

/** The texts of the notification centre in Italian. */
export const it: Catalogue<typeof en> = {
  'notifications.bet_won.title': 'Scommessa vinta',
  'notifications.bet_won.body':
    'La tua scommessa {ref} ha vinto {amount}. L’importo è stato aggiunto al tuo saldo.',
  'notifications.bet_lost.title': 'Scommessa persa',
  'notifications.bet_lost.body': 'La tua scommessa {ref} di {amount} questa volta non ha vinto.',
  'notifications.bet_half_lost.title': 'Scommessa persa in parte',
  'notifications.bet_half_lost.body':
    'La tua scommessa {ref} è stata persa in parte: {amount} è stato restituito al tuo saldo.',
  'notifications.bet_void_freebet.title': 'Scommessa annullata',
  'notifications.bet_void_freebet.body':
    'La tua scommessa {ref} è stata annullata: la tua scommessa gratuita di {amount} è di nuovo tra i tuoi bonus.',
  'notifications.bet_void.title': 'Scommessa annullata',
  'notifications.bet_void.body':
    'La tua scommessa {ref} è stata annullata: {amount} è stato restituito al tuo saldo.',
  'notifications.bet_cashed_out.title': 'Cash out effettuato',
  'notifications.bet_cashed_out.body':
    'Hai incassato la scommessa {ref}: {amount} è stato aggiunto al tuo saldo.',
  'notifications.bonus_issued.title': 'Nuovo bonus',
  'notifications.bonus_issued.body': '{title} ti aspetta tra i tuoi bonus.',
  'notifications.caption.bet': 'Scommessa {ref}',
  'notifications.caption.bonus': 'Bonus',
  'notifications.caption.deposit': 'Deposito',
};
