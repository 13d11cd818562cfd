/**
 * The words market templates are built from: locales, localised text helpers, outcome sets shared by many
 * market types, and the template types. market-templates.ts lists the market types themselves.
 */

/** Locales the backend writes names in; the first is the default. */
export const NAME_LOCALES = ['en', 'de', 'es', 'pt', 'tr', 'ar'] as const;
export type NameLocale = (typeof NAME_LOCALES)[number];
export type Localised = Readonly<Record<NameLocale, string>>;

/** Picks a locale's text, falling back to English. */
export function localised(text: Localised, locale: string): string {
  return (text as Readonly<Record<string, string>>)[locale] ?? text.en;
}

/** Localised text, given in NAME_LOCALES order: en, de, es, pt, tr, ar. */
export const t = (en: string, de: string, es: string, pt: string, tr: string, ar: string): Localised => ({
  en,
  de,
  es,
  pt,
  tr,
  ar,
});

/** The same text in every locale (names made of placeholders, numbers). */
export const same = (text: string): Localised => t(text, text, text, text, text, text);

/** Outcome words shared by many markets. */
export const WORD = {
  over: t('Over', 'Über', 'Más de', 'Mais de', 'Üst', 'أكثر من'),
  under: t('Under', 'Unter', 'Menos de', 'Menos de', 'Alt', 'أقل من'),
  draw: t('Draw', 'Unentschieden', 'Empate', 'Empate', 'Beraberlik', 'تعادل'),
  yes: t('Yes', 'Ja', 'Sí', 'Sim', 'Evet', 'نعم'),
  no: t('No', 'Nein', 'No', 'Não', 'Hayır', 'لا'),
  odd: t('Odd', 'Ungerade', 'Impar', 'Ímpar', 'Tek', 'فردي'),
  even: t('Even', 'Gerade', 'Par', 'Par', 'Çift', 'زوجي'),
  none: t('None', 'Keines', 'Ninguno', 'Nenhum', 'Yok', 'لا أحد'),
  and: t('&', '&', 'y', 'e', 've', 'و'),
} as const;

/** Maps every locale of a text through a function of (text, locale). */
export function mapLocales(text: Localised, fn: (value: string, locale: NameLocale) => string): Localised {
  return Object.fromEntries(
    NAME_LOCALES.map((locale) => [locale, fn(text[locale], locale)]),
  ) as unknown as Localised;
}

/** A word followed by a placeholder (`Over {total}`), in every locale. */
export const withValue = (word: Localised, placeholder: string): Localised =>
  mapLocales(word, (w) => `${w} ${placeholder}`);
/** Bet-builder group of markets a custom bet may combine. */
export const BET_BUILDER_GROUPS = ['betbuilder'] as const;

const home = same('{$competitor1}');
const away = same('{$competitor2}');

export interface OutcomeTemplate {
  readonly id: string;
  readonly name: Localised;
}

export interface MarketTemplate {
  readonly id: number;
  /** Stable key for code and tests. */
  readonly key: string;
  readonly name: Localised;
  /** Specifier keys, in the order the feed writes them (e.g. `['total']`, `['hcp']`, `['setnr']`). */
  readonly specifiers: readonly string[];
  /**
   * Fixed outcomes; `'scores'` for correct-score style markets whose outcomes (e.g. `2:1`) are chosen
   * by the feed, their names being their ids in every locale; or `'competitors'` for outright markets
   * whose outcomes are the event's competitors (ids from `outrightOutcomeId`, names the competitors').
   */
  readonly outcomes: readonly OutcomeTemplate[] | 'scores' | 'competitors';
  /** Market group keys (see MARKET_GROUPS). */
  readonly groups: readonly string[];
  /** Bet-builder groups a custom bet may combine (empty: not offered in custom bets). */
  readonly customBetGroups: readonly string[];
  /** Higher shows first. */
  readonly priority: number;
  /** Offered only while the match is live (e.g. next goal) or only before it starts. */
  readonly phase?: 'live' | 'prematch';
}

export const ONE_X_TWO: readonly OutcomeTemplate[] = [
  { id: '1', name: home },
  { id: 'X', name: WORD.draw },
  { id: '2', name: away },
];
export const WINNER: readonly OutcomeTemplate[] = [
  { id: '1', name: home },
  { id: '2', name: away },
];
export const OVER_UNDER = (placeholder: string): readonly OutcomeTemplate[] => [
  { id: 'over', name: withValue(WORD.over, placeholder) },
  { id: 'under', name: withValue(WORD.under, placeholder) },
];
export const HANDICAP: readonly OutcomeTemplate[] = [
  { id: '1', name: same('{$competitor1} ({+hcp})') },
  { id: '2', name: same('{$competitor2} ({-hcp})') },
];
export const YES_NO: readonly OutcomeTemplate[] = [
  { id: 'yes', name: WORD.yes },
  { id: 'no', name: WORD.no },
];
export const ODD_EVEN: readonly OutcomeTemplate[] = [
  { id: 'odd', name: WORD.odd },
  { id: 'even', name: WORD.even },
];
export const DOUBLE_CHANCE: readonly OutcomeTemplate[] = [
  { id: '1X', name: mapLocales(WORD.draw, (draw) => `{$competitor1} / ${draw}`) },
  { id: '12', name: same('{$competitor1} / {$competitor2}') },
  { id: 'X2', name: mapLocales(WORD.draw, (draw) => `${draw} / {$competitor2}`) },
];
export const RESULT_PART: Readonly<Record<string, Localised>> = { '1': home, X: WORD.draw, '2': away };
export const HALFTIME_FULLTIME: readonly OutcomeTemplate[] = ['1', 'X', '2'].flatMap((first) =>
  ['1', 'X', '2'].map((second) => ({
    id: `${first}/${second}`,
    name: mapLocales(WORD.draw, (_draw, locale) => {
      const a = RESULT_PART[first] as Localised;
      const b = RESULT_PART[second] as Localised;
      return `${a[locale]} / ${b[locale]}`;
    }),
  })),
);
export const RESULT_AND_TOTAL: readonly OutcomeTemplate[] = ['1', 'X', '2'].flatMap((result) =>
  (['over', 'under'] as const).map((side) => ({
    id: `${result}&${side}`,
    name: mapLocales(WORD[side], (word, locale) => {
      const part = RESULT_PART[result] as Localised;
      return `${part[locale]} ${WORD.and[locale]} ${word} {total}`;
    }),
  })),
);
export const EXACT_GOALS: readonly OutcomeTemplate[] = ['0', '1', '2', '3', '4', '5', '6+'].map((id) => ({
  id,
  name: same(id),
}));
export const NEXT_GOAL: readonly OutcomeTemplate[] = [
  { id: '1', name: home },
  { id: 'none', name: WORD.none },
  { id: '2', name: away },
];
