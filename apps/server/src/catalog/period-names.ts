import { renderName } from './market-names';
import { type Localised, localised, t } from './market-vocabulary';

/** What a sport's periods are called. */
export type PeriodWord = 'half' | 'period' | 'quarter' | 'set' | 'map' | 'innings' | 'inning';

const PERIOD_WORDS: Readonly<Record<PeriodWord, Localised>> = {
  half: t('{!n} half', '{!n} Halbzeit', '{!n} parte', '{!n} tempo', '{!n} yarı', 'الشوط {n}'),
  period: t('{!n} period', '{!n} Drittel', '{!n} periodo', '{!n} período', '{!n} periyot', 'الفترة {n}'),
  quarter: t('{!n} quarter', '{!n} Viertel', '{!n} cuarto', '{!n} quarto', '{!n} çeyrek', 'الربع {n}'),
  set: t('{!n} set', '{!n} Satz', '{!n} set', '{!n} set', '{!n} set', 'المجموعة {n}'),
  map: t('{!n} map', '{!n} Karte', '{!n} mapa', '{!n} mapa', '{!n} harita', 'الخريطة {n}'),
  innings: t('{!n} innings', '{!n} Innings', '{!n} entrada', '{!n} entrada', '{!n} devre', 'الجولة {n}'),
  inning: t('{!n} inning', '{!n} Inning', '{!n} entrada', '{!n} entrada', '{!n} devre', 'الشوط {n}'),
};

const OTHER_PERIODS: Readonly<Record<string, Localised>> = {
  overtime: t('Overtime', 'Verlängerung', 'Prórroga', 'Prorrogação', 'Uzatma', 'الوقت الإضافي'),
  penalties: t('Penalties', 'Elfmeterschießen', 'Penaltis', 'Pênaltis', 'Penaltılar', 'ركلات الترجيح'),
};

/** The English ordinal suffix of a period number, as period keys write it (`1st_half`, `3rd_set`). */
function ordinalSuffix(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return 'th';
  return ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
}

/** The key of a period as feeds write it: `1st_half`, `2nd_period`, `4th_quarter`, `3rd_set`. */
export function periodKey(number: number, word: PeriodWord): string {
  return `${number}${ordinalSuffix(number)}_${word}`;
}

const KEY_PATTERN = /^(\d+)(?:st|nd|rd|th)_(half|period|quarter|set|map|innings|inning)$/;

/** A period's display name in a locale (`2nd half`, `2. Halbzeit`); unknown keys are returned as they are. */
export function periodName(key: string, locale: string): string {
  const other = OTHER_PERIODS[key];
  if (other) return localised(other, locale);
  const match = KEY_PATTERN.exec(key);
  if (!match) return key;
  const [, number = '1', word = 'half'] = match;
  return renderName(localised(PERIOD_WORDS[word as PeriodWord], locale), {
    locale,
    specifiers: { n: number },
    competitor1: '',
    competitor2: '',
  });
}
