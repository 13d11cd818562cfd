import type { Catalogue } from '../../i18n/translate';
import type { en } from './en';

/** The texts of the notification centre in Brazilian Portuguese. */
export const ptBR: Catalogue<typeof en> = {
  'notifications.bet_won.title': 'Aposta ganha',
  'notifications.bet_won.body': 'Sua aposta {ref} ganhou {amount}. O valor foi adicionado ao seu saldo.',
  'notifications.bet_lost.title': 'Aposta perdida',
  'notifications.bet_lost.body': 'Sua aposta {ref} de {amount} não ganhou desta vez.',
  'notifications.bet_half_lost.title': 'Aposta perdida em parte',
  'notifications.bet_half_lost.body': 'Sua aposta {ref} perdeu em parte: {amount} voltou para o seu saldo.',
  'notifications.bet_void_freebet.title': 'Aposta anulada',
  'notifications.bet_void_freebet.body':
    'Sua aposta {ref} foi anulada: sua aposta grátis de {amount} voltou para os seus bônus.',
  'notifications.bet_void.title': 'Aposta anulada',
  'notifications.bet_void.body': 'Sua aposta {ref} foi anulada: {amount} voltou para o seu saldo.',
  'notifications.bet_cashed_out.title': 'Cash out feito',
  'notifications.bet_cashed_out.body':
    'Você encerrou sua aposta {ref}: {amount} foi adicionado ao seu saldo.',
  'notifications.bonus_issued.title': 'Novo bônus',
  'notifications.bonus_issued.body': '{title} está esperando nos seus bônus.',
  'notifications.caption.bet': 'Aposta {ref}',
  'notifications.caption.bonus': 'Bônus',
  'notifications.caption.deposit': 'Depósito',
};
