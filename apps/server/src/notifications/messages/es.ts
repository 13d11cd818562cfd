import type { Catalogue } from '../../i18n/translate';
import type { en } from './en';

/** The texts of the notification centre in Spanish. */
export const es: Catalogue<typeof en> = {
  'notifications.bet_won.title': 'Apuesta ganada',
  'notifications.bet_won.body': 'Tu apuesta {ref} ha ganado {amount}. Se ha añadido a tu saldo.',
  'notifications.bet_lost.title': 'Apuesta perdida',
  'notifications.bet_lost.body': 'Tu apuesta {ref} de {amount} no ha ganado esta vez.',
  'notifications.bet_half_lost.title': 'Apuesta perdida en parte',
  'notifications.bet_half_lost.body':
    'Tu apuesta {ref} se perdió en parte: se han devuelto {amount} a tu saldo.',
  'notifications.bet_void_freebet.title': 'Apuesta anulada',
  'notifications.bet_void_freebet.body':
    'Tu apuesta {ref} se anuló: tu apuesta gratis de {amount} vuelve a estar en tus bonos.',
  'notifications.bet_void.title': 'Apuesta anulada',
  'notifications.bet_void.body': 'Tu apuesta {ref} se anuló: se han devuelto {amount} a tu saldo.',
  'notifications.bet_cashed_out.title': 'Cash out realizado',
  'notifications.bet_cashed_out.body': 'Has cobrado tu apuesta {ref}: se han añadido {amount} a tu saldo.',
  'notifications.bonus_issued.title': 'Nuevo bono',
  'notifications.bonus_issued.body': '{title} te espera en tus bonos.',
  'notifications.caption.bet': 'Apuesta {ref}',
  'notifications.caption.bonus': 'Bono',
  'notifications.caption.deposit': 'Depósito',
};
