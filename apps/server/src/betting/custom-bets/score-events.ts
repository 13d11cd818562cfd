import { parseSpecifier } from '../../catalog/market-names';
import { numericSpecifier } from '../../feed/pricing/quote';
import { TALLY_MARKET_SHAPES, type TallyMarketShape } from '../../feed/pricing/tally-market-shapes';

/**
 * A bet builder combines outcomes whose result is decided by the final score alone, so that the chance of
 * all of them together is a sum over the score grid the pricing model knows. An outcome is such an event
 * when it wins or loses on (home, away) of the match's final tally, with no refund and nothing else
 * deciding it (no overtime tie-break, no period, no goal order).
 */

/** Which final tally an event is read on: the score (goals, points, runs) or corners. */
export type ScoreDimension = 'score' | 'corners';

/** An outcome as a yes/no question on the final tally of one dimension. */
export interface ScoreEvent {
  readonly dimension: ScoreDimension;
  readonly wins: (home: number, away: number) => boolean;
}

/** Market kinds whose outcomes are score events (whole match only). */
const ELIGIBLE_KINDS: ReadonlySet<TallyMarketShape['kind']> = new Set([
  'result',
  'double_chance',
  'total',
  'home_total',
  'away_total',
  'handicap',
  'both_score',
  'home_clean_sheet',
  'away_clean_sheet',
  'odd_even',
  'correct_score',
  'exact_goals',
  'result_and_total',
  'result_and_both_score',
  'corners_total',
  'corners_handicap',
]);

/** A half line (2.5, -1.5): never level, so never a refund. Whole and quarter lines can push. */
function isHalfLine(value: number | undefined): value is number {
  return value !== undefined && Number.isInteger(value * 2) && !Number.isInteger(value);
}

const RESULT: Readonly<Record<string, (home: number, away: number) => boolean>> = {
  '1': (h, a) => h > a,
  X: (h, a) => h === a,
  '2': (h, a) => h < a,
};

const DOUBLE_CHANCE: Readonly<Record<string, (home: number, away: number) => boolean>> = {
  '1X': (h, a) => h >= a,
  '12': (h, a) => h !== a,
  X2: (h, a) => h <= a,
};

function overUnder(outcomeId: string, line: number, of: (h: number, a: number) => number) {
  if (outcomeId === 'over') return (h: number, a: number) => of(h, a) > line;
  if (outcomeId === 'under') return (h: number, a: number) => of(h, a) < line;
  return undefined;
}

function yesNo(outcomeId: string, yes: (h: number, a: number) => boolean) {
  if (outcomeId === 'yes') return yes;
  if (outcomeId === 'no') return (h: number, a: number) => !yes(h, a);
  return undefined;
}

function handicapSide(outcomeId: string, hcp: number) {
  if (outcomeId === '1') return (h: number, a: number) => h - a + hcp > 0;
  if (outcomeId === '2') return (h: number, a: number) => h - a + hcp < 0;
  return undefined;
}

const total = (h: number, a: number) => h + a;
const bothScore = (h: number, a: number) => h > 0 && a > 0;

function winsOf(
  kind: TallyMarketShape['kind'],
  specifiers: Readonly<Record<string, string>>,
  outcomeId: string,
): ((home: number, away: number) => boolean) | undefined {
  const line = numericSpecifier(specifiers, 'total');
  const hcp = numericSpecifier(specifiers, 'hcp');
  switch (kind) {
    case 'result':
      return RESULT[outcomeId];
    case 'double_chance':
      return DOUBLE_CHANCE[outcomeId];
    case 'total':
    case 'corners_total':
      return isHalfLine(line) ? overUnder(outcomeId, line, total) : undefined;
    case 'home_total':
      return isHalfLine(line) ? overUnder(outcomeId, line, (h) => h) : undefined;
    case 'away_total':
      return isHalfLine(line) ? overUnder(outcomeId, line, (_h, a) => a) : undefined;
    case 'handicap':
    case 'corners_handicap':
      return isHalfLine(hcp) ? handicapSide(outcomeId, hcp) : undefined;
    case 'both_score':
      return yesNo(outcomeId, bothScore);
    case 'home_clean_sheet':
      return yesNo(outcomeId, (_h, a) => a === 0);
    case 'away_clean_sheet':
      return yesNo(outcomeId, (h) => h === 0);
    case 'odd_even':
      if (outcomeId === 'odd') return (h, a) => (h + a) % 2 === 1;
      if (outcomeId === 'even') return (h, a) => (h + a) % 2 === 0;
      return undefined;
    case 'correct_score': {
      const score = /^(\d{1,4}):(\d{1,4})$/.exec(outcomeId);
      if (!score) return undefined;
      const home = Number(score[1]);
      const away = Number(score[2]);
      return (h, a) => h === home && a === away;
    }
    case 'exact_goals': {
      if (outcomeId === '6+') return (h, a) => h + a >= 6;
      if (!/^[0-5]$/.test(outcomeId)) return undefined;
      const goals = Number(outcomeId);
      return (h, a) => h + a === goals;
    }
    case 'result_and_total': {
      const [result, side] = outcomeId.split('&');
      const first = result === undefined ? undefined : RESULT[result];
      const second = isHalfLine(line) && side !== undefined ? overUnder(side, line, total) : undefined;
      return first && second ? (h, a) => first(h, a) && second(h, a) : undefined;
    }
    case 'result_and_both_score': {
      const [result, answer] = outcomeId.split('&');
      const first = result === undefined ? undefined : RESULT[result];
      const second = answer === undefined ? undefined : yesNo(answer, bothScore);
      return first && second ? (h, a) => first(h, a) && second(h, a) : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * The score event an outcome of a market line stands for, or undefined when the outcome is not decided
 * by the whole match's final tally alone (and so cannot be priced jointly: not eligible for a bet builder).
 */
export function scoreEventOf(
  templateKey: string,
  specifier: string,
  outcomeId: string,
): ScoreEvent | undefined {
  const shape = TALLY_MARKET_SHAPES[templateKey];
  if (!shape || !ELIGIBLE_KINDS.has(shape.kind)) return undefined;
  const specifiers = parseSpecifier(specifier);
  if (shape.scope(specifiers) !== 'match') return undefined;
  const wins = winsOf(shape.kind, specifiers, outcomeId);
  if (!wins) return undefined;
  const dimension: ScoreDimension =
    shape.kind === 'corners_total' || shape.kind === 'corners_handicap' ? 'corners' : 'score';
  return { dimension, wins };
}
