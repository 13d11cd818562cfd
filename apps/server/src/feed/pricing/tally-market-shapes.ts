import { numericSpecifier } from './quote';
import type { TallyScope } from './tally-quantities';

/** Which part of the match a market is about, and which quantity its line is drawn on. */
export interface TallyMarketShape {
  readonly scope: (specifiers: Readonly<Record<string, string>>) => TallyScope | undefined;
  readonly kind:
    | 'result'
    | 'winner'
    | 'double_chance'
    | 'draw_no_bet'
    | 'total'
    | 'handicap'
    | 'home_total'
    | 'away_total'
    | 'both_score'
    | 'home_clean_sheet'
    | 'away_clean_sheet'
    | 'odd_even'
    | 'correct_score'
    | 'exact_goals'
    | 'next_goal'
    | 'halftime_fulltime'
    | 'result_and_total'
    | 'result_and_both_score'
    | 'corners_total'
    | 'corners_handicap';
}

const match = () => 'match' as const;
const firstHalf = () => 0;
const secondHalf = () => 1;
/** A per-period market: its 1-based period number specifier, as a 0-based scope. */
const periodOf =
  (key: string) =>
  (specifiers: Readonly<Record<string, string>>): TallyScope | undefined => {
    const number = numericSpecifier(specifiers, key);
    return number !== undefined && Number.isInteger(number) && number >= 1 ? number - 1 : undefined;
  };

/** The tally-sport market types, by template key. */
export const TALLY_MARKET_SHAPES: Readonly<Record<string, TallyMarketShape>> = {
  '1x2': { scope: match, kind: 'result' },
  double_chance: { scope: match, kind: 'double_chance' },
  draw_no_bet: { scope: match, kind: 'draw_no_bet' },
  total_goals: { scope: match, kind: 'total' },
  asian_handicap: { scope: match, kind: 'handicap' },
  both_teams_to_score: { scope: match, kind: 'both_score' },
  correct_score: { scope: match, kind: 'correct_score' },
  '1st_half_1x2': { scope: firstHalf, kind: 'result' },
  '1st_half_total': { scope: firstHalf, kind: 'total' },
  '1st_half_double_chance': { scope: firstHalf, kind: 'double_chance' },
  '1st_half_handicap': { scope: firstHalf, kind: 'handicap' },
  '1st_half_both_teams_to_score': { scope: firstHalf, kind: 'both_score' },
  '1st_half_correct_score': { scope: firstHalf, kind: 'correct_score' },
  '2nd_half_1x2': { scope: secondHalf, kind: 'result' },
  '2nd_half_total': { scope: secondHalf, kind: 'total' },
  '2nd_half_handicap': { scope: secondHalf, kind: 'handicap' },
  odd_even: { scope: match, kind: 'odd_even' },
  next_goal: { scope: match, kind: 'next_goal' },
  halftime_fulltime: { scope: match, kind: 'halftime_fulltime' },
  '1x2_and_total': { scope: match, kind: 'result_and_total' },
  '1x2_and_both_teams_to_score': { scope: match, kind: 'result_and_both_score' },
  exact_goals: { scope: match, kind: 'exact_goals' },
  home_total: { scope: match, kind: 'home_total' },
  away_total: { scope: match, kind: 'away_total' },
  home_clean_sheet: { scope: match, kind: 'home_clean_sheet' },
  away_clean_sheet: { scope: match, kind: 'away_clean_sheet' },
  total_corners: { scope: match, kind: 'corners_total' },
  corner_handicap: { scope: match, kind: 'corners_handicap' },
  winner_incl_ot_and_penalties: { scope: match, kind: 'winner' },
  period_1x2: { scope: periodOf('periodnr'), kind: 'result' },
  winner_incl_ot: { scope: match, kind: 'winner' },
  total_incl_ot: { scope: match, kind: 'total' },
  handicap_incl_ot: { scope: match, kind: 'handicap' },
  home_total_incl_ot: { scope: match, kind: 'home_total' },
  away_total_incl_ot: { scope: match, kind: 'away_total' },
  odd_even_incl_ot: { scope: match, kind: 'odd_even' },
  quarter_1x2: { scope: periodOf('quarternr'), kind: 'result' },
  quarter_total: { scope: periodOf('quarternr'), kind: 'total' },
  winner_incl_super_over: { scope: match, kind: 'winner' },
  total_runs: { scope: match, kind: 'total' },
  innings_total: { scope: periodOf('inningnr'), kind: 'home_total' },
  winner_incl_extra_innings: { scope: match, kind: 'winner' },
  total_incl_extra_innings: { scope: match, kind: 'total' },
  handicap_incl_extra_innings: { scope: match, kind: 'handicap' },
};

/** The period-number specifier of per-period tally markets. */
export const TALLY_PERIOD_KEYS = ['periodnr', 'quarternr', 'inningnr'] as const;
