/** [LOC1] Locale aliases of spec §9: no → nb, tl → fil, br → pt-BR; Serbian maps to sr-ME. */
const LOCALE_ALIASES: ReadonlyMap<string, string> = new Map([
  ['no', 'nb'],
  ['tl', 'fil'],
  ['br', 'pt-BR'],
  ['sr', 'sr-ME'],
]);

/** [LOC2] Right-to-left locales of spec §9. */
const RTL_LANGUAGES: ReadonlySet<string> = new Set(['ar', 'he', 'fa', 'ur']);

/** The locale a URL segment or header value stands for, after the aliases of spec §9. */
export function resolveLocaleAlias(locale: string): string {
  return LOCALE_ALIASES.get(locale) ?? locale;
}

/** The base language of a locale tag: `pt-BR` → `pt`. */
export function baseLanguage(locale: string): string {
  return (locale.split('-')[0] ?? locale).toLowerCase();
}

/** [LOC2] Whether a locale is written right to left. */
export function isRtlLocale(locale: string): boolean {
  return RTL_LANGUAGES.has(baseLanguage(resolveLocaleAlias(locale)));
}

/**
 * [LOC3] The locale part of realtime channel names: the base language, with br mapped to pt
 * (spec §7.2: "in channel names br maps to pt").
 */
export function channelLocale(locale: string): string {
  return baseLanguage(resolveLocaleAlias(locale));
}

/**
 * [LOC4] Picks the best supported locale for a requested one: exact match, then alias, then same base
 * language, else the fallback (the first configured locale).
 */
export function negotiateLocale(
  requested: string | undefined,
  supported: readonly string[],
  fallback: string,
): string {
  if (!requested) return fallback;
  const lower = (value: string) => value.toLowerCase();
  const candidates = [requested, resolveLocaleAlias(requested)];
  for (const candidate of candidates) {
    const exact = supported.find((s) => lower(s) === lower(candidate));
    if (exact) return exact;
  }
  const base = baseLanguage(resolveLocaleAlias(requested));
  return supported.find((s) => baseLanguage(s) === base) ?? fallback;
}

/** The first language tag of an Accept-Language header value, or undefined. */
export function firstAcceptedLanguage(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const first = header.split(',')[0]?.split(';')[0]?.trim();
  return first && first !== '*' ? first : undefined;
}

/**
 * [LOC5] The language header of a sportsbook call (spec §7.2 "language header from locale (br maps to
 * pt-BR)"): the page locale with the aliases of §9 resolved; a value that is no language tag is left out.
 */
export function languageHeader(locale: string): string | undefined {
  if (!/^[a-z]{2,3}(?:[-_][a-z0-9]{2,8})?$/i.test(locale)) return undefined;
  return resolveLocaleAlias(locale.replace('_', '-'));
}
