import type { Provider, SportType } from '@sportsbook/core/catalog/providers';
import { type Localised, t } from '../../../catalog/market-vocabulary';

/** A sport of the demo catalogue. */
export interface SportSpec {
  /** Key as in SPORT_MARKETS and in URLs. */
  readonly key: string;
  readonly names: Localised;
  /** Higher shows first: football leads. */
  readonly priority: number;
  readonly type: SportType;
  readonly provider: Provider;
  /** Whether matches are played at a named venue (stadium or arena). */
  readonly venues: boolean;
}

/** Every sport of the catalogue, in id order. */
export const SPORTS: readonly SportSpec[] = [
  {
    key: 'football',
    names: t('Football', 'Fußball', 'Fútbol', 'Futebol', 'Futbol', 'كرة القدم'),
    priority: 1000,
    type: 'regular',
    provider: 'betradar',
    venues: true,
  },
  {
    key: 'basketball',
    names: t('Basketball', 'Basketball', 'Baloncesto', 'Basquete', 'Basketbol', 'كرة السلة'),
    priority: 900,
    type: 'regular',
    provider: 'betradar',
    venues: true,
  },
  {
    key: 'tennis',
    names: t('Tennis', 'Tennis', 'Tenis', 'Tênis', 'Tenis', 'التنس'),
    priority: 850,
    type: 'regular',
    provider: 'betradar',
    venues: false,
  },
  {
    key: 'ice-hockey',
    names: t('Ice Hockey', 'Eishockey', 'Hockey sobre hielo', 'Hóquei no gelo', 'Buz Hokeyi', 'هوكي الجليد'),
    priority: 800,
    type: 'regular',
    provider: 'betradar',
    venues: true,
  },
  {
    key: 'volleyball',
    names: t('Volleyball', 'Volleyball', 'Voleibol', 'Vôlei', 'Voleybol', 'الكرة الطائرة'),
    priority: 700,
    type: 'regular',
    provider: 'betradar',
    venues: true,
  },
  {
    key: 'table-tennis',
    names: t('Table Tennis', 'Tischtennis', 'Tenis de mesa', 'Tênis de mesa', 'Masa Tenisi', 'كرة الطاولة'),
    priority: 650,
    type: 'regular',
    provider: 'betconstruct',
    venues: false,
  },
  {
    key: 'handball',
    names: t('Handball', 'Handball', 'Balonmano', 'Handebol', 'Hentbol', 'كرة اليد'),
    priority: 600,
    type: 'regular',
    provider: 'betradar',
    venues: true,
  },
  {
    key: 'american-football',
    names: t(
      'American Football',
      'American Football',
      'Fútbol americano',
      'Futebol americano',
      'Amerikan Futbolu',
      'كرة القدم الأمريكية',
    ),
    priority: 550,
    type: 'regular',
    provider: 'betradar',
    venues: true,
  },
  {
    key: 'baseball',
    names: t('Baseball', 'Baseball', 'Béisbol', 'Beisebol', 'Beyzbol', 'البيسبول'),
    priority: 500,
    type: 'regular',
    provider: 'betradar',
    venues: true,
  },
  {
    key: 'cricket',
    names: t('Cricket', 'Cricket', 'Críquet', 'Críquete', 'Kriket', 'الكريكيت'),
    priority: 450,
    type: 'regular',
    provider: 'betradar',
    venues: true,
  },
  {
    key: 'cs2',
    names: t(
      'Counter-Strike 2',
      'Counter-Strike 2',
      'Counter-Strike 2',
      'Counter-Strike 2',
      'Counter-Strike 2',
      'كاونتر سترايك 2',
    ),
    priority: 400,
    type: 'cyber',
    provider: 'oddin',
    venues: false,
  },
  {
    key: 'dota2',
    names: t('Dota 2', 'Dota 2', 'Dota 2', 'Dota 2', 'Dota 2', 'دوتا 2'),
    priority: 390,
    type: 'cyber',
    provider: 'oddin',
    venues: false,
  },
];

/** The URN prefix each provider writes ids with (`sr:match:1`, `od:match:1`, `bc:match:1`). */
export const URN_PREFIX: Readonly<Record<Provider, string>> = {
  betradar: 'sr',
  oddin: 'od',
  betconstruct: 'bc',
};
