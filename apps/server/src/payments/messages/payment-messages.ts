import { type Catalogues, translator } from '../../i18n/translate';
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { he } from './he';
import { it } from './it';
import { pl } from './pl';
import { ptBR } from './pt-BR';
import { tr } from './tr';

/**
 * The texts of payment notifications (`payments.deposit.{status}.title|body`, `{amount}` written for the
 * locale) and of the sandbox cashier page (`payments.cashier.*`, its errors by error code), one catalogue
 * per locale the web ships.
 */
export const PAYMENT_CATALOGUES: Catalogues<typeof en> = {
  en,
  de,
  es,
  'pt-BR': ptBR,
  tr,
  fr,
  it,
  pl,
  ar,
  he,
};

export const paymentMessages = translator(PAYMENT_CATALOGUES);
