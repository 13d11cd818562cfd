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

/** The notification centre's texts (`notifications.{kind}.title|body`, captions), one catalogue per web locale. */
export const NOTIFICATION_CATALOGUES: Catalogues<typeof en> = {
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

export const notificationMessages = translator(NOTIFICATION_CATALOGUES);
