import type { Localised } from '../../../catalog/market-vocabulary';
import type { BookTier } from '../../pricing/market-book';

/** Where a tournament's competitors come from. */
export type TeamSource =
  /** Clubs of one country, named after its cities in its own naming habits. */
  | { readonly kind: 'clubs'; readonly country: string; readonly count: number }
  /** City franchises with invented nicknames (North American, Latin American, Australian, college). */
  | {
      readonly kind: 'franchises';
      readonly country: string;
      readonly style: 'us' | 'latin' | 'aus' | 'college';
      readonly count: number;
    }
  /** Individual players (tennis, table tennis) of the given nationalities. */
  | {
      readonly kind: 'players';
      readonly gender: 'men' | 'women';
      readonly nationalities: readonly string[];
      readonly count: number;
    }
  /** National teams (region keys). */
  | { readonly kind: 'nations'; readonly nations: readonly string[] }
  /** Invented e-sports organisations. */
  | { readonly kind: 'esports'; readonly count: number }
  /** The best competitors of other tournaments of the same sport (international club competitions). */
  | { readonly kind: 'pool'; readonly from: readonly string[]; readonly count: number };

/** A season-long outright on the tournament ("Premier League 2026/27 - Winner"). */
export interface OutrightSpec {
  /** Cross-year seasons are written `2026/27`; calendar ones `2026`. */
  readonly season: 'cross-year' | 'calendar';
  /** Month (1-12) and day the season starts and ends. */
  readonly start: readonly [number, number];
  readonly end: readonly [number, number];
}

/** A tournament (league, cup, tennis event) of the demo catalogue. */
export interface TournamentSpec {
  readonly sport: string;
  /** Region key (the category). */
  readonly region: string;
  /** Unique within the sport. */
  readonly slug: string;
  readonly name: string;
  /** Names in other locales, where they differ from `name`. */
  readonly names?: Partial<Localised>;
  /** How deep the books of its matches go. */
  readonly tier: BookTier;
  readonly priority: number;
  /** Matches at full scale, of which `live` are in play at generation time. */
  readonly matches: number;
  readonly live: number;
  readonly teams: TeamSource;
  /** Mean rating of its competitors (about 1500). */
  readonly strength: number;
  /** Scoring level relative to the sport's norm (the NBA scores more than FIBA leagues). */
  readonly tempo?: number;
  readonly outright?: OutrightSpec;
  /** Where an individual-sport event is held (tennis). */
  readonly city?: string;
}
