import type { Catalogue } from '../../i18n/translate';
import type { en } from './en';

/** The texts of payment notifications and of the sandbox cashier page, in Polish. */
export const pl: Catalogue<typeof en> = {
  'payments.deposit.success.title': 'Wpłata zaksięgowana',
  'payments.deposit.success.body': 'Kwota {amount} została dodana do Twojego salda.',
  'payments.deposit.pending.title': 'Wpłata w toku',
  'payments.deposit.pending.body':
    'Twoja wpłata {amount} jest przetwarzana. Damy Ci znać, gdy zostanie zaksięgowana.',
  'payments.deposit.failed.title': 'Wpłata nieudana',
  'payments.deposit.failed.body':
    'Twoja wpłata {amount} została odrzucona. Spróbuj innej karty lub skontaktuj się z bankiem.',
  'payments.cashier.title': 'Wpłata',
  'payments.cashier.amount': 'Kwota',
  'payments.cashier.card_number': 'Numer karty',
  'payments.cashier.expiry': 'Data ważności (MM/RR)',
  'payments.cashier.cvc': 'Kod zabezpieczający',
  'payments.cashier.save_card': 'Zapisz tę kartę do szybkich wpłat',
  'payments.cashier.pay': 'Zapłać',
  'payments.cashier.processing': 'Przetwarzanie…',
  'payments.cashier.sandbox':
    'Środowisko testowe: 4242 4242 4242 4242 – płatność udana, 4000 0000 0000 0002 – odrzucona, 4000 0000 0000 0077 – pozostaje w toku. Dowolna przyszła data ważności i dowolny 3-cyfrowy kod.',
  'payments.cashier.generic_error': 'Nie udało się zrealizować płatności. Sprawdź dane i spróbuj ponownie.',
  'payments.cashier.error.amount_not_positive': 'Podaj kwotę większą niż 0.',
  'payments.cashier.error.amount_too_precise': 'Kwota ma zbyt wiele miejsc po przecinku.',
  'payments.cashier.error.amount_too_large': 'Kwota jest zbyt duża.',
  'payments.cashier.error.card_invalid': 'Numer karty jest nieprawidłowy.',
  'payments.cashier.error.card_expired': 'Data ważności jest nieprawidłowa lub już minęła.',
  'payments.cashier.error.cvc_invalid': 'Kod zabezpieczający jest nieprawidłowy.',
  'payments.cashier.error.deposit_limit_exceeded': 'Ta wpłata przekroczyłaby Twój limit wpłat.',
  'payments.cashier.error.self_excluded': 'Obowiązuje Twoje samowykluczenie: wpłaty nie są możliwe.',
  'payments.cashier.error.cooling_off': 'Masz przerwę od gry: wpłaty nie są możliwe do jej zakończenia.',
  'payments.cashier.error.country_blocked': 'Wpłaty nie są dostępne w Twoim kraju.',
  'payments.cashier.error.currency_not_offered': 'Nie masz konta w tej walucie.',
  'payments.cashier.error.unauthorized': 'Zaloguj się, aby wpłacić środki.',
  'payments.cashier.error.rate_limited': 'Zbyt wiele prób. Odczekaj minutę i spróbuj ponownie.',
  'payments.cashier.links': 'Pomoc i informacje',
  'payments.cashier.terms': 'Regulamin',
  'payments.cashier.transactions': 'Moje transakcje',
  'payments.cashier.help': 'Centrum pomocy',
};
