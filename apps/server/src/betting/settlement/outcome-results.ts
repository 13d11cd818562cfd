import {
  type LineSide,
  lineResult,
  type SelectionResult,
} from '@sportsbook/core/settlement/selection-results';
import { parseSpecifier } from '../../catalog/market-names';
import { marketTemplate } from '../../catalog/market-templates';
import { competitorIdOfOutcome, OUTRIGHT_WINNER_MARKET_ID } from '../../catalog/more-market-templates';
import type { Tally } from '../../feed/pricing/match-model';
import { numericSpecifier } from '../../feed/pricing/quote';
import { SET_MARKET_KINDS, type SetMarketKind } from '../../feed/pricing/set-pricer';
import { TALLY_MARKET_SHAPES, type TallyMarketShape } from '../../feed/pricing/tally-market-shapes';
import type { TallyScope } from '../../feed/pricing/tally-quantities';
import type { FinalMatchState } from '../../feed/simulator/final-state';

/*
 * What every outcome of every market type of the catalogue comes to, from how its match ended. A market
 * whose result cannot be read from the final state (a period never played, a match abandoned, an
 * unknown market, an outright without a recorded winner) is cancelled: its stakes are refunded.
 *
 * Which part of the match a market covers:
 * - markets without "incl." in their name are regular time: the regular periods only (ice hockey's 1x2,
 *   totals and handicaps leave overtime and the shoot-out out);
 * - "incl. overtime / extra innings / super over" markets add the overtime periods (a basketball total);
 * - a winner "incl. overtime and penalties" is the final score, a shoot-out counting one for its winner;
 * - per-period markets (halves, periods, quarters, innings, sets, maps) are that regular period;
 * - "next goal" is the n-th goal of regular time; none when fewer were scored.
 * Two-way markets that end level (a winner after a drawn overtime, draw no bet) refund.
 */

/** How much of the match a tally market's whole-match figures cover. */
type Extent = 'regular' | 'overtime' | 'shootout';

const EXTENT_BY_KEY: Readonly<Record<string, Extent>> = {
  winner_incl_ot_and_penalties: 'shootout',
  winner_incl_ot: 'overtime',
  total_incl_ot: 'overtime',
  handicap_incl_ot: 'overtime',
  home_total_incl_ot: 'overtime',
  away_total_incl_ot: 'overtime',
  odd_even_incl_ot: 'overtime',
  winner_incl_super_over: 'overtime',
  total_runs: 'overtime',
  winner_incl_extra_innings: 'overtime',
  total_incl_extra_innings: 'overtime',
  handicap_incl_extra_innings: 'overtime',
};

const SET_MARKETS = SET_MARKET_KINDS;

/** Every template key this module settles (the rest are cancelled): for tests that every type is covered. */
export function settledTemplateKeys(): string[] {
  return [...Object.keys(TALLY_MARKET_SHAPES), ...Object.keys(SET_MARKETS), 'outright_winner'];
}

/** A yes/no question's answer as a result; undefined (cannot tell) stays undefined. */
function decided(won: boolean | undefined): SelectionResult | undefined {
  if (won === undefined) return undefined;
  return won ? 'win_entire' : 'lose_entire';
}

const sign = (margin: number): '1' | 'X' | '2' => (margin > 0 ? '1' : margin < 0 ? '2' : 'X');

function sideOf(outcomeId: string): LineSide | undefined {
  return outcomeId === 'over' || outcomeId === 'under' ? outcomeId : undefined;
}

/** A line market's outcome on a quantity: over/under on `line`, Asian lines included (STL2). */
function onLine(quantity: number, line: number | undefined, outcomeId: string): SelectionResult | undefined {
  const side = sideOf(outcomeId);
  return side === undefined || line === undefined ? undefined : lineResult(quantity, line, side);
}

/** A handicap's outcome on the home margin: the home side ('1') is over −hcp, the away side ('2') under. */
function onHandicap(margin: number, hcp: number | undefined, outcomeId: string): SelectionResult | undefined {
  if (hcp === undefined) return undefined;
  if (outcomeId === '1') return lineResult(margin, -hcp, 'over');
  if (outcomeId === '2') return lineResult(margin, -hcp, 'under');
  return undefined;
}

/** A two-way winner: level refunds. */
function twoWay(margin: number, outcomeId: string): SelectionResult | undefined {
  if (outcomeId !== '1' && outcomeId !== '2') return undefined;
  if (margin === 0) return 'refund_entire';
  return decided(sign(margin) === outcomeId);
}

function yesNo(yes: boolean, outcomeId: string): SelectionResult | undefined {
  if (outcomeId === 'yes') return decided(yes);
  if (outcomeId === 'no') return decided(!yes);
  return undefined;
}

function scoreOutcome(outcomeId: string): Tally | undefined {
  const score = /^(\d{1,4}):(\d{1,4})$/.exec(outcomeId);
  return score ? { home: Number(score[1]), away: Number(score[2]) } : undefined;
}

/** The score of a tally match over a scope: the whole match to some extent, or one regular period. */
function tallyScore(final: FinalMatchState, scope: TallyScope, extent: Extent): Tally | undefined {
  if (scope !== 'match') {
    const period = final.periods.filter((p) => p.type === 'regular_period')[scope];
    return period ? { home: period.home, away: period.away } : undefined;
  }
  let home = 0;
  let away = 0;
  for (const period of final.periods) {
    if (period.type === 'penalties') {
      if (extent !== 'shootout') continue;
      // A shoot-out counts one for its winner.
      if (period.home > period.away) home += 1;
      else if (period.away > period.home) away += 1;
      continue;
    }
    if (period.type === 'overtime' && extent === 'regular') continue;
    home += period.home;
    away += period.away;
  }
  return { home, away };
}

/** Who scored the n-th goal of regular time: from the recorded order, else from the periods when they tell. */
function nthGoal(final: FinalMatchState, n: number, regular: Tally): 'home' | 'away' | 'none' | undefined {
  if (!Number.isInteger(n) || n < 1) return undefined;
  if (regular.home + regular.away < n) return 'none';
  const goals = regular.home + regular.away;
  // The record runs on into overtime; its first `goals` entries are regular time's.
  if (final.scorers !== null && final.scorers.length >= goals) {
    return final.scorers[n - 1] === 'h' ? 'home' : 'away';
  }
  let before = 0;
  for (const period of final.periods) {
    if (period.type !== 'regular_period') continue;
    const inPeriod = period.home + period.away;
    if (n <= before + inPeriod) {
      // Only a period where one side alone scored tells who scored its goals.
      if (period.away === 0) return 'home';
      if (period.home === 0) return 'away';
      return undefined;
    }
    before += inPeriod;
  }
  return undefined;
}

function tallyResult(
  final: FinalMatchState,
  key: string,
  shape: TallyMarketShape,
  specifiers: Readonly<Record<string, string>>,
  outcomeId: string,
): SelectionResult | undefined {
  const scope = shape.scope(specifiers);
  if (scope === undefined) return undefined;
  const score = tallyScore(final, scope, EXTENT_BY_KEY[key] ?? 'regular');
  if (!score) return undefined;
  const { home, away } = score;
  const margin = home - away;
  const line = numericSpecifier(specifiers, 'total');
  const hcp = numericSpecifier(specifiers, 'hcp');
  switch (shape.kind) {
    case 'result':
      return outcomeId === '1' || outcomeId === 'X' || outcomeId === '2'
        ? decided(sign(margin) === outcomeId)
        : undefined;
    case 'winner':
      return twoWay(margin, outcomeId);
    case 'double_chance':
      return /^(1X|12|X2)$/.test(outcomeId) ? decided(outcomeId.includes(sign(margin))) : undefined;
    case 'draw_no_bet':
      return twoWay(margin, outcomeId);
    case 'total':
      return onLine(home + away, line, outcomeId);
    case 'home_total':
      return onLine(home, line, outcomeId);
    case 'away_total':
      return onLine(away, line, outcomeId);
    case 'handicap':
      return onHandicap(margin, hcp, outcomeId);
    case 'both_score':
      return yesNo(home > 0 && away > 0, outcomeId);
    case 'home_clean_sheet':
      return yesNo(away === 0, outcomeId);
    case 'away_clean_sheet':
      return yesNo(home === 0, outcomeId);
    case 'odd_even':
      if (outcomeId === 'odd') return decided((home + away) % 2 === 1);
      if (outcomeId === 'even') return decided((home + away) % 2 === 0);
      return undefined;
    case 'correct_score': {
      const picked = scoreOutcome(outcomeId);
      return picked ? decided(picked.home === home && picked.away === away) : undefined;
    }
    case 'exact_goals': {
      if (outcomeId === '6+') return decided(home + away >= 6);
      return /^[0-5]$/.test(outcomeId) ? decided(home + away === Number(outcomeId)) : undefined;
    }
    case 'next_goal': {
      const scorer = nthGoal(final, numericSpecifier(specifiers, 'goalnr') ?? 0, score);
      if (scorer === undefined) return undefined;
      const id = scorer === 'home' ? '1' : scorer === 'away' ? '2' : 'none';
      return outcomeId === '1' || outcomeId === '2' || outcomeId === 'none'
        ? decided(id === outcomeId)
        : undefined;
    }
    case 'halftime_fulltime': {
      const half = tallyScore(final, 0, 'regular');
      const [first, second] = outcomeId.split('/');
      if (!half || first === undefined || second === undefined) return undefined;
      return decided(sign(half.home - half.away) === first && sign(margin) === second);
    }
    case 'result_and_total': {
      const [result, side] = outcomeId.split('&');
      const total = side === undefined ? undefined : onLine(home + away, line, side);
      if (result === undefined || total === undefined) return undefined;
      if (sign(margin) !== result) return 'lose_entire';
      // Offered on half lines only: a push of the total part cannot be settled as one outcome.
      return total === 'win_entire' || total === 'lose_entire' ? total : undefined;
    }
    case 'result_and_both_score': {
      const [result, answer] = outcomeId.split('&');
      const both = answer === undefined ? undefined : yesNo(home > 0 && away > 0, answer);
      if (result === undefined || both === undefined) return undefined;
      return decided(sign(margin) === result && both === 'win_entire');
    }
    case 'corners_total':
      return onLine(final.corners.home + final.corners.away, line, outcomeId);
    case 'corners_handicap':
      return onHandicap(final.corners.home - final.corners.away, hcp, outcomeId);
  }
}

/** A set sport's set (or map) by its 1-based number specifier, when it was played. */
function setOf(final: FinalMatchState, specifiers: Readonly<Record<string, string>>): Tally | undefined {
  const number = numericSpecifier(specifiers, 'setnr') ?? numericSpecifier(specifiers, 'mapnr');
  if (number === undefined || !Number.isInteger(number) || number < 1) return undefined;
  const set = final.periods[number - 1];
  return set ? { home: set.home, away: set.away } : undefined;
}

function setResult(
  final: FinalMatchState,
  kind: SetMarketKind,
  specifiers: Readonly<Record<string, string>>,
  outcomeId: string,
): SelectionResult | undefined {
  const sets = final.totalScore;
  const line = numericSpecifier(specifiers, 'total');
  const hcp = numericSpecifier(specifiers, 'hcp');
  let units = 0;
  let unitMargin = 0;
  for (const set of final.periods) {
    units += set.home + set.away;
    unitMargin += set.home - set.away;
  }
  switch (kind) {
    case 'winner':
      return twoWay(sets.home - sets.away, outcomeId);
    case 'set_handicap':
      return onHandicap(sets.home - sets.away, hcp, outcomeId);
    case 'total_sets':
      return onLine(sets.home + sets.away, line, outcomeId);
    case 'correct_score': {
      const picked = scoreOutcome(outcomeId);
      return picked ? decided(picked.home === sets.home && picked.away === sets.away) : undefined;
    }
    case 'set_winner': {
      const set = setOf(final, specifiers);
      return set ? twoWay(set.home - set.away, outcomeId) : undefined;
    }
    case 'set_total': {
      const set = setOf(final, specifiers);
      return set ? onLine(set.home + set.away, line, outcomeId) : undefined;
    }
    case 'unit_total':
      return onLine(units, line, outcomeId);
    case 'unit_handicap':
      return onHandicap(unitMargin, hcp, outcomeId);
  }
}

function outrightResult(final: FinalMatchState, outcomeId: string): SelectionResult | undefined {
  if (final.winnerId === null) return undefined;
  const competitor = competitorIdOfOutcome(outcomeId);
  return competitor === undefined ? undefined : decided(competitor === final.winnerId);
}

/**
 * The result of one outcome of a market line, from how its match (or outright) ended; `canceled` when it
 * cannot be told (see the module's notes).
 */
export function outcomeResult(
  final: FinalMatchState,
  line: { readonly marketId: number; readonly specifier: string },
  outcomeId: string,
): SelectionResult {
  const template = marketTemplate(line.marketId);
  if (!template) return 'canceled';
  if (template.id === OUTRIGHT_WINNER_MARKET_ID) return outrightResult(final, outcomeId) ?? 'canceled';
  if (final.kind !== 'match' || !final.completed) return 'canceled';
  const specifiers = parseSpecifier(line.specifier);
  const tally = TALLY_MARKET_SHAPES[template.key];
  if (tally) return tallyResult(final, template.key, tally, specifiers, outcomeId) ?? 'canceled';
  const set = SET_MARKETS[template.key];
  if (set) return setResult(final, set, specifiers, outcomeId) ?? 'canceled';
  return 'canceled';
}
