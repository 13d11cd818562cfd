import type { Catalogue } from '../../i18n/translate';
import type { en } from './en';

/** The texts of the notification centre in French. */
export const fr: Catalogue<typeof en> = {
  'notifications.bet_won.title': 'Pari gagné',
  'notifications.bet_won.body':
    'Votre pari {ref} a rapporté {amount}. Le montant a été ajouté à votre solde.',
  'notifications.bet_lost.title': 'Pari perdu',
  'notifications.bet_lost.body': 'Votre pari {ref} de {amount} n’a pas gagné cette fois.',
  'notifications.bet_half_lost.title': 'Pari perdu en partie',
  'notifications.bet_half_lost.body':
    'Votre pari {ref} a perdu en partie : {amount} a été remboursé sur votre solde.',
  'notifications.bet_void_freebet.title': 'Pari annulé',
  'notifications.bet_void_freebet.body':
    'Votre pari {ref} a été annulé : votre pari gratuit de {amount} est de retour dans vos bonus.',
  'notifications.bet_void.title': 'Pari annulé',
  'notifications.bet_void.body': 'Votre pari {ref} a été annulé : {amount} a été remboursé sur votre solde.',
  'notifications.bet_cashed_out.title': 'Cash out effectué',
  'notifications.bet_cashed_out.body':
    'Vous avez encaissé votre pari {ref} : {amount} a été ajouté à votre solde.',
  'notifications.bonus_issued.title': 'Nouveau bonus',
  'notifications.bonus_issued.body': '{title} vous attend dans vos bonus.',
  'notifications.caption.bet': 'Pari {ref}',
  'notifications.caption.bonus': 'Bonus',
  'notifications.caption.deposit': 'Dépôt',
  'notifications.limit_raised.title': 'Limite relevée',
  'notifications.limit_raised.body': 'Votre limite relevée est maintenant en vigueur : {limit}, {amount}.',
  'notifications.limit_removed.title': 'Limite supprimée',
  'notifications.limit_removed.body': 'Votre limite a été supprimée, comme vous l’avez demandé : {limit}.',
  'notifications.caption.limits': 'Limites',
  'notifications.limit.activity': 'Limite d’activité',
  'notifications.limit.sportsbook_session': 'Limite de session paris sportifs',
  'notifications.limit.session': 'Limite de session',
  'notifications.limit.bet': 'Limite de pari',
  'notifications.limit.time': 'Limite de temps de session',
  'notifications.limit.loss': 'Limite de pertes',
  'notifications.limit.wager': 'Limite de mises',
  'notifications.limit.deposit': 'Limite de dépôt',
  'notifications.limit.reality_check': 'Rappel de jeu',
  'notifications.limit.selfexclusion': 'Auto-exclusion',
  'notifications.limit.coolingoff': 'Pause',
  'notifications.limit_with_period': '{limit}, {period}',
  'notifications.limit_period.day': '24 heures',
  'notifications.limit_period.week': '7 jours',
  'notifications.limit_period.month': 'mois',
};
