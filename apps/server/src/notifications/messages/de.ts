import type { Catalogue } from '../../i18n/translate';
import type { en } from './en';

/** The texts of the notification centre in German. */
export const de: Catalogue<typeof en> = {
  'notifications.bet_won.title': 'Wette gewonnen',
  'notifications.bet_won.body':
    'Ihre Wette {ref} hat {amount} gewonnen. Der Betrag wurde Ihrem Guthaben gutgeschrieben.',
  'notifications.bet_lost.title': 'Wette verloren',
  'notifications.bet_lost.body': 'Ihre Wette {ref} über {amount} hat diesmal nicht gewonnen.',
  'notifications.bet_half_lost.title': 'Wette teilweise verloren',
  'notifications.bet_half_lost.body':
    'Ihre Wette {ref} hat teilweise verloren: {amount} wurde Ihrem Guthaben zurückgebucht.',
  'notifications.bet_void_freebet.title': 'Wette ungültig',
  'notifications.bet_void_freebet.body':
    'Ihre Wette {ref} wurde storniert: Ihre Gratiswette über {amount} ist wieder in Ihren Boni.',
  'notifications.bet_void.title': 'Wette ungültig',
  'notifications.bet_void.body':
    'Ihre Wette {ref} wurde storniert: {amount} wurde Ihrem Guthaben zurückgebucht.',
  'notifications.bet_cashed_out.title': 'Ausgezahlt',
  'notifications.bet_cashed_out.body':
    'Sie haben Ihre Wette {ref} ausgezahlt: {amount} wurde Ihrem Guthaben gutgeschrieben.',
  'notifications.bonus_issued.title': 'Neuer Bonus',
  'notifications.bonus_issued.body': '{title} wartet in Ihren Boni.',
  'notifications.caption.bet': 'Wette {ref}',
  'notifications.caption.bonus': 'Bonus',
  'notifications.caption.deposit': 'Einzahlung',
  'notifications.limit_raised.title': 'Limit erhöht',
  'notifications.limit_raised.body': 'Ihr erhöhtes Limit gilt jetzt: {limit}, {amount}.',
  'notifications.limit_removed.title': 'Limit entfernt',
  'notifications.limit_removed.body': 'Ihr Limit wurde wie gewünscht entfernt: {limit}.',
  'notifications.caption.limits': 'Limits',
  'notifications.limit.activity': 'Aktivitätslimit',
  'notifications.limit.sportsbook_session': 'Sportwetten-Sitzungslimit',
  'notifications.limit.session': 'Sitzungslimit',
  'notifications.limit.bet': 'Wettlimit',
  'notifications.limit.time': 'Sitzungszeitlimit',
  'notifications.limit.loss': 'Verlustlimit',
  'notifications.limit.wager': 'Einsatzlimit',
  'notifications.limit.deposit': 'Einzahlungslimit',
  'notifications.limit.reality_check': 'Realitätscheck',
  'notifications.limit.selfexclusion': 'Selbstsperre',
  'notifications.limit.coolingoff': 'Auszeit',
  'notifications.limit_with_period': '{limit}, {period}',
  'notifications.limit_period.day': '24 Stunden',
  'notifications.limit_period.week': '7 Tage',
  'notifications.limit_period.month': 'Monat',
};
