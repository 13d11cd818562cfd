import { negotiateLocale } from '@sportsbook/core/locale/locale';

/** The locales the server writes messages in: every locale the web ships (apps/web `SUPPORTED_LOCALES`). */
export const MESSAGE_LOCALES = ['en', 'de', 'es', 'pt-BR', 'tr', 'fr', 'it', 'pl', 'ar', 'he'] as const;
export type MessageLocale = (typeof MESSAGE_LOCALES)[number];

/**
 * [LOC4] The message locale of a requested one (a request's `locale`, an Accept-Language tag): exact, then
 * through its alias (br → pt-BR), then by base language (fr-CA → fr), else English.
 */
export function messageLocale(requested: string | undefined): MessageLocale {
  const negotiated = negotiateLocale(requested, MESSAGE_LOCALES, 'en');
  return MESSAGE_LOCALES.find((locale) => locale === negotiated) ?? 'en';
}

/** A module's English texts by message key (declared `as const`): they give the keys and each `{placeholder}`. */
export type EnglishCatalogue = Readonly<Record<string, string>>;

/** The keys of an English catalogue written in another locale. */
export type Catalogue<English extends EnglishCatalogue> = { readonly [Key in keyof English]: string };

/** A module's catalogues, one per message locale. */
export type Catalogues<English extends EnglishCatalogue> = { readonly en: English } & {
  readonly [Locale in Exclude<MessageLocale, 'en'>]: Catalogue<English>;
};

/** The `{name}` placeholders of a text. */
export type Placeholders<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** What a key's placeholders are filled with: values already written for the locale (money, dates). */
export type MessageParams = Readonly<Record<string, string>>;

/** The params argument of a key: required, and naming exactly its placeholders, when the text has any. */
type ParamsOf<Text extends string> = [Placeholders<Text>] extends [never]
  ? []
  : [params: Readonly<Record<Placeholders<Text>, string>>];

export interface Translator<English extends EnglishCatalogue> {
  /** The text of a key in the message locale of `locale`, its placeholders filled. */
  translate<Key extends keyof English & string>(
    locale: string,
    key: Key,
    ...params: ParamsOf<English[Key]>
  ): string;
  /**
   * The text of a key known only at run time (a message key on the wire), or undefined when the catalogue has
   * no such key; a placeholder without a value is left as written.
   */
  lookup(locale: string, key: string, params?: MessageParams): string | undefined;
}

const fill = (text: string, params: MessageParams) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);

/** The lookup of one module's catalogues (each module owns its keys; this helper is shared). */
export function translator<English extends EnglishCatalogue>(
  catalogues: Catalogues<English>,
): Translator<English> {
  const lookup = (locale: string, key: string, params: MessageParams = {}) => {
    const texts: Readonly<Record<string, string | undefined>> = catalogues[messageLocale(locale)];
    const text = texts[key];
    return text === undefined ? undefined : fill(text, params);
  };
  return {
    translate: (locale, key, ...params) => lookup(locale, key, params[0]) ?? key,
    lookup,
  };
}
