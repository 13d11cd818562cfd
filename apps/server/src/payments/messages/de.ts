import type { Catalogue } from '../../i18n/translate';
import type { en } from './en';

/** The texts of payment notifications and of the sandbox cashier page, in German. */
export const de: Catalogue<typeof en> = {
  'payments.deposit.success.title': 'Einzahlung eingegangen',
  'payments.deposit.success.body': '{amount} wurden deinem Guthaben gutgeschrieben.',
  'payments.deposit.pending.title': 'Einzahlung in Bearbeitung',
  'payments.deposit.pending.body':
    'Deine Einzahlung von {amount} wird bearbeitet. Wir sagen dir Bescheid, sobald sie eingegangen ist.',
  'payments.deposit.failed.title': 'Einzahlung fehlgeschlagen',
  'payments.deposit.failed.body':
    'Deine Einzahlung von {amount} wurde abgelehnt. Versuche es mit einer anderen Karte oder wende dich an deine Bank.',
  'payments.cashier.title': 'Einzahlung',
  'payments.cashier.amount': 'Betrag',
  'payments.cashier.card_number': 'Kartennummer',
  'payments.cashier.expiry': 'Ablaufdatum (MM/JJ)',
  'payments.cashier.cvc': 'Sicherheitscode',
  'payments.cashier.save_card': 'Diese Karte für Schnelleinzahlungen speichern',
  'payments.cashier.pay': 'Bezahlen',
  'payments.cashier.processing': 'Wird bearbeitet…',
  'payments.cashier.sandbox':
    'Testumgebung: 4242 4242 4242 4242 gelingt, 4000 0000 0000 0002 wird abgelehnt, 4000 0000 0000 0077 bleibt in Bearbeitung. Beliebiges zukünftiges Ablaufdatum und beliebiger dreistelliger Code.',
  'payments.cashier.generic_error':
    'Die Zahlung konnte nicht ausgeführt werden. Prüfe die Angaben und versuche es erneut.',
  'payments.cashier.error.amount_not_positive': 'Gib einen Betrag über 0 ein.',
  'payments.cashier.error.amount_too_precise': 'Der Betrag hat zu viele Nachkommastellen.',
  'payments.cashier.error.amount_too_large': 'Der Betrag ist zu hoch.',
  'payments.cashier.error.card_invalid': 'Die Kartennummer ist ungültig.',
  'payments.cashier.error.card_expired': 'Das Ablaufdatum ist ungültig oder abgelaufen.',
  'payments.cashier.error.cvc_invalid': 'Der Sicherheitscode ist ungültig.',
  'payments.cashier.error.deposit_limit_exceeded':
    'Diese Einzahlung würde dein Einzahlungslimit überschreiten.',
  'payments.cashier.error.self_excluded':
    'Du hast dich selbst ausgeschlossen: Einzahlungen sind nicht möglich.',
  'payments.cashier.error.cooling_off': 'Du machst eine Pause: Einzahlungen sind erst danach möglich.',
  'payments.cashier.error.country_blocked': 'Einzahlungen sind in deinem Land nicht verfügbar.',
  'payments.cashier.error.currency_not_offered': 'Du hast kein Konto in dieser Währung.',
  'payments.cashier.error.unauthorized': 'Melde dich an, um einzuzahlen.',
  'payments.cashier.error.rate_limited': 'Zu viele Versuche. Warte eine Minute und versuche es erneut.',
  'payments.cashier.links': 'Hilfe und Informationen',
  'payments.cashier.terms': 'Geschäftsbedingungen',
  'payments.cashier.transactions': 'Meine Transaktionen',
  'payments.cashier.help': 'Hilfe-Center',
};
