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
 * The texts of every message key the betting calls send, one catalogue per locale the web ships. A refused bet
 * carries its key and its `localized_message` (spec §8: per-bet messages come from localized_message); a client
 * that knows the key may show its own text instead. `{limit}` is filled with the limit gone over, written for
 * the locale.
 */
export const BETTING_CATALOGUES: Catalogues<typeof en> = {
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

export const bettingMessages = translator(BETTING_CATALOGUES);

/**
 * The text of a message key in a locale, placeholders filled; a key without texts gets the default placement
 * message (spec §8: error.place_bets.default is the fallback), so a client always has something to show.
 */
export function placementMessage(
  key: string,
  locale: string,
  params: Readonly<Record<string, string>> = {},
): string {
  return (
    bettingMessages.lookup(locale, key, params) ??
    bettingMessages.translate(locale, 'error.place_bets.default')
  );
}
