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
  'notifications.limit_raised.title': 'Limite aumentato',
  'notifications.limit_raised.body': 'Il tuo limite aumentato è ora in vigore: {limit}, {amount}.',
  'notifications.limit_removed.title': 'Limite rimosso',
  'notifications.limit_removed.body': 'Il tuo limite è stato rimosso, come hai chiesto: {limit}.',
  'notifications.caption.limits': 'Limiti',
  'notifications.limit.activity': 'Limite di attività',
  'notifications.limit.sportsbook_session': 'Limite di sessione scommesse sportive',
  'notifications.limit.session': 'Limite di sessione',
  'notifications.limit.bet': 'Limite di scommessa',
  'notifications.limit.time': 'Limite di tempo di sessione',
  'notifications.limit.loss': 'Limite di perdita',
  'notifications.limit.wager': 'Limite di giocate',
  'notifications.limit.deposit': 'Limite di deposito',
  'notifications.limit.reality_check': 'Promemoria di gioco',
  'notifications.limit.selfexclusion': 'Autoesclusione',
  'notifications.limit.coolingoff': 'Pausa',
  'notifications.limit_with_period': '{limit}, {period}',
  'notifications.limit_period.day': '24 ore',
  'notifications.limit_period.week': '7 giorni',
  'notifications.limit_period.month': 'mese',
};
