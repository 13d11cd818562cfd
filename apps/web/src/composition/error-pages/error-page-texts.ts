import { errorPageLocale, errorTextsLocale } from '@sportsbook/core/locale/error-pages';
import { isRtlLocale } from '@sportsbook/core/locale/locale';
import { isSupportedLocale, SUPPORTED_LOCALES } from '@/lib/i18n/locales';
import { loadMessages, type Messages } from '@/lib/i18n/messages';
import catalogueFile from './error-page-catalogue.json';

/**
 * The texts of the error pages of spec §2.3 in about 40 locales, server side. The ten full-UI locales take them
 * from their `errors.json` (`page` group, the one next-intl serves); the others from
 * `composition/error-pages/error-page-catalogue.json`. A locale without texts falls back (core ERRP3) through its alias and
 * base language to the first site locale, then English; a text a catalogue entry lacks is the English one
 * (the locked texts, kept in English for most locales as the spec says).
 */

interface PageTexts {
  readonly title: string;
  readonly description: string;
}
interface PageWithHome extends PageTexts {
  readonly home: string;
}
export interface ErrorPageTexts {
  /** The locale the texts are written in (for `lang`), which may differ from the URL's (no → nb). */
  readonly locale: string;
  readonly dir: 'ltr' | 'rtl';
  readonly error: PageWithHome;
  readonly notFound: PageWithHome;
  readonly locked: PageTexts;
  /** `description` has `{countryName}` in it: see `blockedDescription`. */
  readonly blocked: PageTexts;
}

type Raw = { [key: string]: string | Raw };
const CATALOGUE = (catalogueFile as unknown as { locales: Record<string, Raw> }).locales;
const CATALOGUE_LOCALES: readonly string[] = [...SUPPORTED_LOCALES, ...Object.keys(CATALOGUE)];

/** Every locale with error-page texts of its own (full-UI locales and the catalogue). */
export function errorPageCatalogueLocales(): readonly string[] {
  return CATALOGUE_LOCALES;
}

/**
 * A message as ICU source text. Under Next the next-intl plugin precompiles `messages/**` (icu-minify):
 * "a {countryName} b" arrives as `["a ", ["countryName"], " b"]`; a simple argument is written back as
 * `{name}`, anything richer (plural, select) is not an error-page text and counts as missing.
 */
export function messageSource(message: unknown): string | undefined {
  if (typeof message === 'string') return message;
  if (!Array.isArray(message)) return undefined;
  let out = '';
  for (const part of message) {
    if (typeof part === 'string') out += part;
    else if (Array.isArray(part) && part.length === 1 && typeof part[0] === 'string') out += `{${part[0]}}`;
    else return undefined;
  }
  return out;
}

function text(raw: Raw | undefined, path: string): string | undefined {
  let node: unknown = raw;
  for (const part of path.split('.'))
    node = node && typeof node === 'object' && !Array.isArray(node) ? (node as Raw)[part] : undefined;
  const value = messageSource(node);
  return value !== undefined && value.trim() !== '' ? value : undefined;
}

async function rawPage(locale: string): Promise<Raw | undefined> {
  if (isSupportedLocale(locale)) {
    const errors = (await loadMessages(locale)).errors as Messages | undefined;
    return errors?.page as Raw | undefined;
  }
  return Object.hasOwn(CATALOGUE, locale) ? CATALOGUE[locale] : undefined;
}

/**
 * The error-page texts for the URL's `locale` on a site whose locales are `siteLocales` (first = default).
 * Never throws for an unknown or crafted locale: it is a fallback like any other.
 */
export async function errorPageTexts(
  locale: string,
  siteLocales: readonly string[],
): Promise<ErrorPageTexts> {
  const textsLocale = errorTextsLocale(locale, CATALOGUE_LOCALES, siteLocales);
  const [own, english] = await Promise.all([rawPage(textsLocale), rawPage('en')]);
  // The fallback text of spec §8 when even English is missing.
  const pick = (path: string) => text(own, path) ?? text(english, path) ?? 'UNEXPECTED ERROR IN ERROR APP';
  return {
    locale: textsLocale,
    dir: isRtlLocale(textsLocale) ? 'rtl' : 'ltr',
    error: {
      title: pick('error.title'),
      description: pick('error.description'),
      home: pick('error.home-button.title'),
    },
    notFound: {
      title: pick('not-found.title'),
      description: pick('not-found.description'),
      home: pick('not-found.home-button.title'),
    },
    // The locked texts stay in English unless the locale's own messages carry them (spec §2.3).
    locked: { title: pick('locked.title'), description: pick('locked.description') },
    blocked: { title: pick('blocked.title'), description: pick('blocked.description') },
  };
}

/** The blocked page's description with the country's name in it (plain text: React escapes it). */
export function blockedDescription(texts: ErrorPageTexts, countryName: string): string {
  return texts.blocked.description.replace('{countryName}', () => countryName);
}

/** The locale an error page is served in for a URL segment (core ERRP2), else the site's default locale. */
export function errorPageRequestLocale(segment: string, siteLocales: readonly string[]): string {
  return errorPageLocale(segment, siteLocales) ?? siteLocales[0] ?? 'en';
}
