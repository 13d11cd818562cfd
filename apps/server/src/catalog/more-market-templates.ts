import {
  BET_BUILDER_GROUPS,
  DOUBLE_CHANCE,
  HANDICAP,
  type Localised,
  type MarketTemplate,
  mapLocales,
  OVER_UNDER,
  RESULT_PART,
  t,
  WORD,
  YES_NO,
} from './market-vocabulary';

/** Market type of an outright's winner market: its outcomes are the event's competitors. */
export const OUTRIGHT_WINNER_MARKET_ID = 534;

/** The outcome id of a competitor in an outright market. */
export function outrightOutcomeId(competitorId: number): string {
  return `sr:competitor:${competitorId}`;
}

/** The competitor an outright outcome id names, or undefined for any other id. */
export function competitorIdOfOutcome(outcomeId: string): number | undefined {
  const match = /^sr:competitor:(\d+)$/.exec(outcomeId);
  return match ? Number(match[1]) : undefined;
}

const RESULT_AND_BOTH_SCORE = ['1', 'X', '2'].flatMap((result) =>
  (['yes', 'no'] as const).map((answer) => ({
    id: `${result}&${answer}`,
    name: mapLocales(WORD[answer], (word, locale) => {
      const part = RESULT_PART[result] as Localised;
      return `${part[locale]} ${WORD.and[locale]} ${word}`;
    }),
  })),
);

/**
 * Market types added to the first vocabulary: football half-time and combination markets that fill a top
 * match's book, the corner handicap, Counter-Strike rounds, and the outright winner.
 */
export const MORE_MARKET_TEMPLATES: readonly MarketTemplate[] = [
  {
    id: 63,
    key: '1st_half_double_chance',
    name: t(
      '1st half - double chance',
      '1. Halbzeit - Doppelte Chance',
      '1ª parte - doble oportunidad',
      '1º tempo - dupla chance',
      'İlk Yarı - Çifte Şans',
      'الشوط الأول - فرصة مزدوجة',
    ),
    specifiers: [],
    outcomes: DOUBLE_CHANCE,
    groups: ['periods'],
    customBetGroups: [],
    priority: 795,
  },
  {
    id: 66,
    key: '1st_half_handicap',
    name: t(
      '1st half - handicap',
      '1. Halbzeit - Handicap',
      '1ª parte - hándicap',
      '1º tempo - handicap',
      'İlk Yarı - Handikap',
      'الشوط الأول - هانديكاب',
    ),
    specifiers: ['hcp'],
    outcomes: HANDICAP,
    groups: ['periods', 'handicaps'],
    customBetGroups: [],
    priority: 785,
  },
  {
    id: 75,
    key: '1st_half_both_teams_to_score',
    name: t(
      '1st half - both teams to score',
      '1. Halbzeit - Beide Teams treffen',
      '1ª parte - ambos equipos marcan',
      '1º tempo - ambas as equipes marcam',
      'İlk Yarı - Karşılıklı Gol',
      'الشوط الأول - كلا الفريقين يسجل',
    ),
    specifiers: [],
    outcomes: YES_NO,
    groups: ['periods', 'goals'],
    customBetGroups: [],
    priority: 775,
  },
  {
    id: 88,
    key: '2nd_half_handicap',
    name: t(
      '2nd half - handicap',
      '2. Halbzeit - Handicap',
      '2ª parte - hándicap',
      '2º tempo - handicap',
      'İkinci Yarı - Handikap',
      'الشوط الثاني - هانديكاب',
    ),
    specifiers: ['hcp'],
    outcomes: HANDICAP,
    groups: ['periods', 'handicaps'],
    customBetGroups: [],
    priority: 765,
  },
  {
    id: 81,
    key: '1st_half_correct_score',
    name: t(
      '1st half - correct score',
      '1. Halbzeit - Genaues Ergebnis',
      '1ª parte - resultado exacto',
      '1º tempo - resultado correto',
      'İlk Yarı - Doğru Skor',
      'الشوط الأول - النتيجة الصحيحة',
    ),
    specifiers: [],
    outcomes: 'scores',
    groups: ['periods', 'scores'],
    customBetGroups: [],
    priority: 690,
  },
  {
    id: 31,
    key: 'home_clean_sheet',
    name: mapLocales(
      t('clean sheet', 'ohne Gegentor', 'portería a cero', 'sem sofrer gols', 'gol yemez', 'شباك نظيفة'),
      (words) => `{$competitor1} ${words}`,
    ),
    specifiers: [],
    outcomes: YES_NO,
    groups: ['goals'],
    customBetGroups: BET_BUILDER_GROUPS,
    priority: 720,
  },
  {
    id: 32,
    key: 'away_clean_sheet',
    name: mapLocales(
      t('clean sheet', 'ohne Gegentor', 'portería a cero', 'sem sofrer gols', 'gol yemez', 'شباك نظيفة'),
      (words) => `{$competitor2} ${words}`,
    ),
    specifiers: [],
    outcomes: YES_NO,
    groups: ['goals'],
    customBetGroups: BET_BUILDER_GROUPS,
    priority: 710,
  },
  {
    id: 35,
    key: '1x2_and_both_teams_to_score',
    name: t(
      '1x2 & both teams to score',
      '1X2 & Beide Teams treffen',
      '1X2 y ambos equipos marcan',
      '1X2 e ambas as equipes marcam',
      'Maç Sonucu ve Karşılıklı Gol',
      '1X2 وكلا الفريقين يسجل',
    ),
    specifiers: [],
    outcomes: RESULT_AND_BOTH_SCORE,
    groups: ['combos'],
    customBetGroups: [],
    priority: 645,
  },
  {
    id: 165,
    key: 'corner_handicap',
    name: t(
      'Corner handicap',
      'Ecken-Handicap',
      'Hándicap de córners',
      'Handicap de escanteios',
      'Korner Handikapı',
      'هانديكاب الركلات الركنية',
    ),
    specifiers: ['hcp'],
    outcomes: HANDICAP,
    groups: ['corners', 'handicaps'],
    customBetGroups: [],
    priority: 615,
  },
  {
    id: 334,
    key: 'map_total_rounds',
    name: t(
      '{!mapnr} map - total rounds',
      '{!mapnr} Karte - Runden gesamt',
      '{!mapnr} mapa - total de rondas',
      '{!mapnr} mapa - total de rounds',
      '{!mapnr} harita - toplam raunt',
      'الخريطة {mapnr} - مجموع الجولات',
    ),
    specifiers: ['mapnr', 'total'],
    outcomes: OVER_UNDER('{total}'),
    groups: ['maps', 'totals'],
    customBetGroups: [],
    priority: 835,
  },
  {
    id: OUTRIGHT_WINNER_MARKET_ID,
    key: 'outright_winner',
    name: t('Winner', 'Sieger', 'Ganador', 'Vencedor', 'Kazanan', 'الفائز'),
    specifiers: [],
    outcomes: 'competitors',
    groups: ['main'],
    customBetGroups: [],
    priority: 1000,
  },
];
