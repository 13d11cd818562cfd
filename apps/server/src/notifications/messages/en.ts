import type { EnglishCatalogue } from '../../i18n/translate';

/** The texts of the notification centre in English: the keys and `{placeholders}` every other locale has. */
export const en = {
  'notifications.bet_won.title': 'Bet won',
  'notifications.bet_won.body': 'Your bet {ref} won {amount}. It has been added to your balance.',
  'notifications.bet_lost.title': 'Bet lost',
  'notifications.bet_lost.body': 'Your bet {ref} of {amount} did not win this time.',
  'notifications.bet_half_lost.title': 'Bet lost in part',
  'notifications.bet_half_lost.body':
    'Your bet {ref} lost in part: {amount} has been returned to your balance.',
  'notifications.bet_void_freebet.title': 'Bet void',
  'notifications.bet_void_freebet.body':
    'Your bet {ref} was void: your free bet of {amount} is back in your bonuses.',
  'notifications.bet_void.title': 'Bet void',
  'notifications.bet_void.body': 'Your bet {ref} was void: {amount} has been returned to your balance.',
  'notifications.bet_cashed_out.title': 'Cashed out',
  'notifications.bet_cashed_out.body':
    'You cashed out your bet {ref}: {amount} has been added to your balance.',
  'notifications.bonus_issued.title': 'New bonus',
  'notifications.bonus_issued.body': '{title} is waiting in your bonuses.',
  'notifications.caption.bet': 'Bet {ref}',
  'notifications.caption.bonus': 'Bonus',
  'notifications.caption.deposit': 'Deposit',
} as const satisfies EnglishCatalogue;
