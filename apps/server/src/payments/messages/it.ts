import type { Catalogue } from '../../i18n/translate';
import type { en } from './en';

/** The texts of payment notifications and of the sandbox cashier page, in Italian. */
export const it: Catalogue<typeof en> = {
  'payments.deposit.success.title': 'Deposito ricevuto',
  'payments.deposit.success.body': 'Abbiamo aggiunto {amount} al tuo saldo.',
  'payments.deposit.pending.title': 'Deposito in corso',
  'payments.deposit.pending.body':
    'Il tuo deposito di {amount} è in elaborazione. Ti avviseremo quando arriverà.',
  'payments.deposit.failed.title': 'Deposito non riuscito',
  'payments.deposit.failed.body':
    'Il tuo deposito di {amount} è stato rifiutato. Prova un’altra carta o contatta la tua banca.',
  'payments.cashier.title': 'Deposito',
  'payments.cashier.amount': 'Importo',
  'payments.cashier.card_number': 'Numero della carta',
  'payments.cashier.expiry': 'Data di scadenza (MM/AA)',
  'payments.cashier.cvc': 'Codice di sicurezza',
  'payments.cashier.save_card': 'Salva questa carta per i depositi rapidi',
  'payments.cashier.pay': 'Paga',
  'payments.cashier.processing': 'Elaborazione…',
  'payments.cashier.sandbox':
    'Ambiente di prova: 4242 4242 4242 4242 va a buon fine, 4000 0000 0000 0002 viene rifiutata, 4000 0000 0000 0077 resta in attesa. Qualsiasi data di scadenza futura e qualsiasi codice di 3 cifre.',
  'payments.cashier.generic_error':
    'Non è stato possibile effettuare il pagamento. Controlla i dati e riprova.',
  'payments.cashier.error.amount_not_positive': 'Inserisci un importo maggiore di 0.',
  'payments.cashier.error.amount_too_precise': 'L’importo ha troppi decimali.',
  'payments.cashier.error.amount_too_large': 'L’importo è troppo alto.',
  'payments.cashier.error.card_invalid': 'Il numero della carta non è valido.',
  'payments.cashier.error.card_expired': 'La data di scadenza non è valida o è già passata.',
  'payments.cashier.error.cvc_invalid': 'Il codice di sicurezza non è valido.',
  'payments.cashier.error.deposit_limit_exceeded': 'Questo deposito supererebbe il tuo limite di deposito.',
  'payments.cashier.error.self_excluded': 'Ti sei autoescluso: i depositi non sono possibili.',
  'payments.cashier.error.cooling_off':
    'Sei in pausa: i depositi non sono possibili fino alla fine della pausa.',
  'payments.cashier.error.country_blocked': 'I depositi non sono disponibili nel tuo paese.',
  'payments.cashier.error.currency_not_offered': 'Non hai un conto in questa valuta.',
  'payments.cashier.error.unauthorized': 'Accedi per depositare.',
  'payments.cashier.error.rate_limited': 'Troppi tentativi. Attendi un minuto e riprova.',
  'payments.cashier.links': 'Assistenza e informazioni',
  'payments.cashier.terms': 'Termini e condizioni',
  'payments.cashier.transactions': 'Le mie transazioni',
  'payments.cashier.help': 'Centro assistenza',
};
