/**
 * The locales this build ships messages for (`apps/web/messages/<locale>/`). A site configuration picks its
 * locales among them; its first locale is the default one.
 */
export const SUPPORTED_LOCALES = ['en', 'de', 'es', 'pt-BR', 'tr', 'fr', 'it', 'pl', 'ar', 'he'] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

/** The locale whose messages fill any key another locale lacks. */
export const FALLBACK_LOCALE: SupportedLocale = 'en';

/** Native names, shown by the language switch in the language itself. */
export const LOCALE_NAMES: Readonly<Record<SupportedLocale, string>> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  tr: 'Türkçe',
  fr: 'Français',
  it: 'Italiano',
  pl: 'Polski',
  ar: 'العربية',
  he: 'עברית',
};

export function isSupportedLocale(value: string): value is SupportedLocale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(value);
}
