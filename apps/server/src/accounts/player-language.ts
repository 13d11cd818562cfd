import { baseLanguage, negotiateLocale, resolveLocaleAlias } from '@sportsbook/core/locale/locale';
import { WEB_LOCALES } from './web-links';

const LANGUAGE_TAG = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})?$/;

/**
 * The language stored for a player who asks for `requested` (sign-up `locale`, PATCH /player/update_locale),
 * or undefined when the product is not served in it. Served: its base language (aliases resolved, br → pt)
 * is one of CONTENT_LOCALES or of the web's locales. Stored in the web's spelling when the web has it (`pt` → `pt-BR`), so mail links
 * and the web agree; else as the content locale.
 */
export function playerLanguage(requested: string, contentLocales: readonly string[]): string | undefined {
  if (!LANGUAGE_TAG.test(requested)) return undefined;
  const tag = requested.replace('_', '-');
  const base = baseLanguage(resolveLocaleAlias(tag)).toLowerCase();
  const content = contentLocales.find((locale) => baseLanguage(locale).toLowerCase() === base);
  const web = negotiateLocale(tag, WEB_LOCALES, '');
  // A language the web is translated into is served even without content in it (names stay in the default).
  if (web && baseLanguage(web).toLowerCase() === base) return web;
  return content;
}
