import type { Catalogue } from '../../i18n/translate';
import type { en } from './en';

/** The texts of the notification centre in Polish. */
export const pl: Catalogue<typeof en> = {
  'notifications.bet_won.title': 'Zakład wygrany',
  'notifications.bet_won.body': 'Twój zakład {ref} wygrał {amount}. Kwota została dodana do salda.',
  'notifications.bet_lost.title': 'Zakład przegrany',
  'notifications.bet_lost.body': 'Twój zakład {ref} za {amount} tym razem nie wygrał.',
  'notifications.bet_half_lost.title': 'Zakład częściowo przegrany',
  'notifications.bet_half_lost.body': 'Twój zakład {ref} częściowo przegrał: {amount} wróciło na saldo.',
  'notifications.bet_void_freebet.title': 'Zakład anulowany',
  'notifications.bet_void_freebet.body':
    'Twój zakład {ref} został anulowany: darmowy zakład za {amount} wrócił do Twoich bonusów.',
  'notifications.bet_void.title': 'Zakład anulowany',
  'notifications.bet_void.body': 'Twój zakład {ref} został anulowany: {amount} wróciło na saldo.',
  'notifications.bet_cashed_out.title': 'Wypłacono',
  'notifications.bet_cashed_out.body': 'Wypłaciłeś zakład {ref}: {amount} dodano do salda.',
  'notifications.bonus_issued.title': 'Nowy bonus',
  'notifications.bonus_issued.body': '{title} czeka w Twoich bonusach.',
  'notifications.caption.bet': 'Zakład {ref}',
  'notifications.caption.bonus': 'Bonus',
  'notifications.caption.deposit': 'Wpłata',
};
