import { channelLocale } from '@sportsbook/core/locale/locale';

/** Content locales once per channel locale (pt and pt-BR share `pt` channels, core LOC3). */
export function channelLocales(locales: readonly string[]): string[] {
  const seen = new Set<string>();
  return locales.filter((locale) => {
    const key = channelLocale(locale);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
