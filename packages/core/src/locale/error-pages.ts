import { baseLanguage, resolveLocaleAlias } from './locale';

/**
 * [ERRP1] The locales of the error pages' reduced shell (spec §2.3). An error page (/sports/404, /500,
 * /locked, /blocked) is served in one of these even when the site does not configure it, besides the site's
 * own locales; any other locale segment before an error page is routed like every other page.
 */
export const REDUCED_SHELL_LOCALES = [
  'en',
  'en-AU',
  'en-CA',
  'fr-CA',
  'en-NZ',
  'de-AT',
  'de-CH',
  'ar',
  'en-AR',
  'no',
] as const;

/** The error pages of spec §2.1 (the last path segment under /sports). */
export const ERROR_PAGES = ['404', '500', 'locked', 'blocked'] as const;
export type ErrorPageName = (typeof ERROR_PAGES)[number];

/** [ERRP2] `/sports/<page>` (optionally with a trailing slash) names an error page; which one, else undefined. */
export function errorPageOf(sportsPath: string): ErrorPageName | undefined {
  const match = /^\/sports\/([^/]+)\/?$/.exec(sportsPath);
  const page = match?.[1];
  return (ERROR_PAGES as readonly string[]).includes(page ?? '') ? (page as ErrorPageName) : undefined;
}

/**
 * [ERRP2] The locale an error page is served in for a URL segment: a site locale or a reduced-shell locale,
 * matched case-insensitively and answered in its configured spelling (`FR-ca` → `fr-CA`); undefined for any
 * other segment (an unknown or crafted one is not a locale here).
 */
export function errorPageLocale(segment: string, siteLocales: readonly string[]): string | undefined {
  if (!/^[a-z]{2,3}(?:-[a-z0-9]{2,4})?$/i.test(segment)) return undefined;
  const lower = segment.toLowerCase();
  return [...siteLocales, ...REDUCED_SHELL_LOCALES].find((locale) => locale.toLowerCase() === lower);
}

/**
 * [ERRP3] Whose texts an error page in `locale` shows: the catalogue's entry for the locale itself, then for
 * its alias (no → nb), then for its base language (de-AT → de, en-NZ → en), else the first site locale's
 * (spec §2.3 "fallback to the first site locale"), else English.
 */
export function errorTextsLocale(
  locale: string,
  catalogueLocales: readonly string[],
  siteLocales: readonly string[],
): string {
  const find = (wanted: string) => catalogueLocales.find((l) => l.toLowerCase() === wanted.toLowerCase());
  const alias = resolveLocaleAlias(locale);
  const found = find(locale) ?? find(alias) ?? find(baseLanguage(alias));
  if (found) return found;
  const first = siteLocales[0];
  return (first && (find(first) ?? find(baseLanguage(first)))) || 'en';
}
