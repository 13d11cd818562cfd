import type { OddsType } from './odds-type';

/**
 * Odds display formats of spec §3. Decimal odds are the only stored and computed form; a display type only
 * changes how a price is written ([ODD1]). Rule ids are in `packages/core/SPEC.md` (ODD1..ODD11).
 *
 * A valid price is a finite decimal above 1. `formatOdds` writes an invalid one as {@link INVALID_ODDS_DISPLAY};
 * `oddsFromDisplay` throws an {@link OddsDisplayError} for text that is not a price of the type.
 * Negative numbers are written with an ASCII hyphen-minus; the parser also accepts the Unicode minus sign.
 */

/** [ODD1] What `formatOdds` writes for a price that is not a finite number above 1: an en dash. */
export const INVALID_ODDS_DISPLAY = '–';

/** [ODD11] Thrown by `oddsFromDisplay` for text that does not write a valid price in the given type. */
export class OddsDisplayError extends Error {
  readonly text: string;
  readonly type: OddsType;

  constructor(text: string, type: OddsType, reason: string) {
    super(`"${text}" is not ${type} odds: ${reason}`);
    this.name = 'OddsDisplayError';
    this.text = text;
    this.type = type;
  }
}

/** [ODD1] Whether a decimal price is valid: finite and above 1 (evens-or-worse-than-nothing is no price). */
export function isValidOdds(decimal: number): boolean {
  return Number.isFinite(decimal) && decimal > 1;
}

/**
 * Writes `value` (> 0) with at least `minDecimals` decimals, more when needed to show its first significant
 * digit (so a positive value never shows as 0), and drops trailing zeros beyond `minDecimals`.
 */
function fixed(value: number, minDecimals: number): string {
  const decimals = Math.min(100, Math.max(minDecimals, -Math.floor(Math.log10(value))));
  return trimZeros(value.toFixed(decimals), minDecimals);
}

/** Drops trailing zeros after the decimal point, keeping at least `minDecimals` of them. */
function trimZeros(text: string, minDecimals: number): string {
  const dot = text.indexOf('.');
  if (dot < 0) return text;
  let end = text.length;
  while (end > dot + 1 + minDecimals && text[end - 1] === '0') end--;
  if (end === dot + 1) end = dot;
  return text.slice(0, end);
}

/** [ODD2] European: the decimal with 2 decimals (more only for prices under 1.01, so 1.004 is not 1.00). */
function european(decimal: number): string {
  const profit = decimal - 1;
  const decimals = Math.min(100, Math.max(2, -Math.floor(Math.log10(profit))));
  return trimZeros(decimal.toFixed(decimals), 2);
}

/** [ODD4] Hong Kong: the profit per unit staked (decimal − 1), with the decimals of the european display. */
function hongkong(decimal: number): string {
  return fixed(decimal - 1, 2);
}

/**
 * [ODD5] American: +100 × (decimal − 1) from evens up, −100 / (decimal − 1) below, as integers. A negative
 * price that rounds to -100 is evens and is written "+100".
 */
function american(decimal: number): string {
  if (decimal >= 2) return `+${Math.round((decimal - 1) * 100)}`;
  const magnitude = Math.round(100 / (decimal - 1));
  return magnitude === 100 ? '+100' : `-${magnitude}`;
}

/**
 * Writes a negative display of magnitude `magnitude` (the −1/(decimal − 1) side of indonesian and malaysian).
 * A magnitude that rounds to 1.00 is evens and is written as the positive "1.00" ([ODD6], [ODD7]), so the
 * display reads back to 2.0 and writes the same again.
 */
function negative(magnitude: number): string {
  const text = fixed(magnitude, 2);
  return text === '1.00' ? text : `-${text}`;
}

/** [ODD6] Indonesian: decimal − 1 from evens up (≥ 1.00), −1 / (decimal − 1) below (≤ −1.00). */
function indonesian(decimal: number): string {
  return decimal >= 2 ? fixed(decimal - 1, 2) : negative(1 / (decimal - 1));
}

/** [ODD7] Malaysian: decimal − 1 up to evens (0 to 1.00), −1 / (decimal − 1) above (−1.00 to 0). */
function malaysian(decimal: number): string {
  return decimal <= 2 ? fixed(decimal - 1, 2) : negative(1 / (decimal - 1));
}

/**
 * [ODD8] Percent: the implied probability 100 / decimal with 3 significant digits, and at least one
 * significant digit of what it lacks to 100% (so a price above 1 never shows as 100%), trailing zeros
 * dropped: 2.0 → "50%", 1.5 → "66.7%", 101 → "0.99%", 1.0001 → "99.99%".
 */
function percent(decimal: number): string {
  const probability = 100 / decimal;
  const remainder = (100 * (decimal - 1)) / decimal;
  const significant = 2 - Math.floor(Math.log10(probability));
  const belowHundred = -Math.floor(Math.log10(remainder));
  const decimals = Math.min(100, Math.max(0, significant, belowHundred));
  return `${trimZeros(probability.toFixed(decimals), 0)}%`;
}

/**
 * [ODD3] How British odds write evens (2.00), as bettors read it; `oddsFromDisplay` also reads "EVS". A display,
 * not a word of a language: a page that shows it to a bettor puts its own locale's word in its place.
 */
export const EVENS_DISPLAY = 'Evens';

/**
 * [ODD3] The standard UK fractional ladder, shortest to longest, in the forms bettors read (not reduced: 4/6
 * not 2/3, 6/4 not 3/2, 100/30 not 10/3, 85/40 not 17/8). From 10/1 to 30/1 every whole number (27/1 reads
 * as easily as 25/1 and is nearer to a 28.00 price); then the usual long-odds steps up to 1000/1.
 */
export const FRACTION_LADDER: readonly (readonly [numerator: number, denominator: number])[] = [
  [1, 1000],
  [1, 750],
  [1, 500],
  [1, 400],
  [1, 300],
  [1, 250],
  [1, 200],
  [1, 150],
  [1, 125],
  [1, 100],
  [1, 80],
  [1, 66],
  [1, 50],
  [1, 40],
  [1, 33],
  [1, 25],
  [1, 20],
  [1, 16],
  [1, 14],
  [1, 12],
  [1, 10],
  [1, 9],
  [1, 8],
  [2, 15],
  [1, 7],
  [2, 13],
  [1, 6],
  [2, 11],
  [1, 5],
  [2, 9],
  [1, 4],
  [2, 7],
  [3, 10],
  [1, 3],
  [4, 11],
  [3, 8],
  [2, 5],
  [4, 9],
  [1, 2],
  [8, 15],
  [4, 7],
  [8, 13],
  [4, 6],
  [8, 11],
  [4, 5],
  [5, 6],
  [10, 11],
  [20, 21],
  [1, 1],
  [21, 20],
  [11, 10],
  [6, 5],
  [5, 4],
  [11, 8],
  [7, 5],
  [6, 4],
  [8, 5],
  [13, 8],
  [7, 4],
  [9, 5],
  [15, 8],
  [2, 1],
  [85, 40],
  [9, 4],
  [5, 2],
  [11, 4],
  [3, 1],
  [100, 30],
  [7, 2],
  [4, 1],
  [9, 2],
  [5, 1],
  [11, 2],
  [6, 1],
  [13, 2],
  [7, 1],
  [15, 2],
  [8, 1],
  [17, 2],
  [9, 1],
  ...Array.from({ length: 21 }, (_, index) => [10 + index, 1] as const),
  [33, 1],
  [40, 1],
  [50, 1],
  [66, 1],
  [80, 1],
  [100, 1],
  [125, 1],
  [150, 1],
  [200, 1],
  [250, 1],
  [300, 1],
  [400, 1],
  [500, 1],
  [750, 1],
  [1000, 1],
];

/** Each ladder entry's profit per unit staked (numerator / denominator), ascending. */
const LADDER_PROFITS = FRACTION_LADDER.map(([numerator, denominator]) => numerator / denominator);
const LADDER_TEXTS = FRACTION_LADDER.map(([numerator, denominator]) =>
  numerator === denominator ? EVENS_DISPLAY : `${numerator}/${denominator}`,
);
/**
 * Where one entry gives way to the next: the geometric mean of their profits, i.e. the midpoint in log odds
 * (ln(profit) is −logit of the implied probability 1/decimal).
 */
const LADDER_BOUNDS = LADDER_PROFITS.slice(1).map((next, index) =>
  Math.sqrt((LADDER_PROFITS[index] as number) * next),
);
const LADDER_LOWEST = LADDER_PROFITS[0] as number;
const LADDER_HIGHEST = LADDER_PROFITS[LADDER_PROFITS.length - 1] as number;

/**
 * [ODD3] British (fractional): the ladder entry nearest to the price in log odds (the distance between
 * ln(decimal − 1) and ln(numerator / denominator)); exactly halfway, the shorter one. Beyond the ladder, the
 * nearest whole n/1 (above 1000/1) or 1/n (below 1/1000), also in log odds.
 */
function british(decimal: number): string {
  const profit = decimal - 1;
  if (profit > LADDER_HIGHEST) {
    const whole = Math.floor(profit);
    return `${profit <= Math.sqrt(whole * (whole + 1)) ? whole : whole + 1}/1`;
  }
  if (profit < LADDER_LOWEST) {
    const against = 1 / profit;
    const whole = Math.floor(against);
    return `1/${against < Math.sqrt(whole * (whole + 1)) ? whole : whole + 1}`;
  }
  // The first entry whose upper bound the profit does not pass (binary search over the bounds).
  let low = 0;
  let high = LADDER_BOUNDS.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (profit <= (LADDER_BOUNDS[middle] as number)) high = middle;
    else low = middle + 1;
  }
  return LADDER_TEXTS[low] as string;
}

const FORMATTERS: Readonly<Record<OddsType, (decimal: number) => string>> = {
  european,
  british,
  hongkong,
  american,
  indonesian,
  malaysian,
  percent,
};

/**
 * [ODD1]–[ODD8] Writes a decimal price in a display type. Invalid prices (not finite, or not above 1) are
 * written as {@link INVALID_ODDS_DISPLAY}.
 */
export function formatOdds(decimal: number, type: OddsType): string {
  if (!isValidOdds(decimal)) return INVALID_ODDS_DISPLAY;
  return FORMATTERS[type](decimal);
}

const UNSIGNED = String.raw`\d+(?:\.\d+)?`;
const SIGNED_NUMBER = new RegExp(`^([+-]?)(${UNSIGNED})$`);
const FRACTION = /^(\d+)\s*\/\s*(\d+)$/;
const PERCENT = new RegExp(`^(${UNSIGNED})\\s*%?$`);

/** The text with outer spaces removed and the Unicode minus sign read as a hyphen-minus. */
function normalise(text: string): string {
  return text.trim().replace(/\u2212/g, '-');
}

function signedNumber(text: string, type: OddsType): number {
  const match = SIGNED_NUMBER.exec(text);
  if (!match) throw new OddsDisplayError(text, type, 'expected a number');
  const value = Number(match[2]);
  return match[1] === '-' ? -value : value;
}

const PARSERS: Readonly<Record<OddsType, (text: string) => number>> = {
  european(text) {
    if (/^[+-]/.test(text)) throw new OddsDisplayError(text, 'european', 'a decimal price has no sign');
    return signedNumber(text, 'european');
  },
  british(text) {
    if (/^(evs|evens)$/i.test(text)) return 2;
    const match = FRACTION.exec(text);
    if (!match) throw new OddsDisplayError(text, 'british', 'expected a fraction such as 5/2');
    const numerator = Number(match[1]);
    const denominator = Number(match[2]);
    if (numerator === 0 || denominator === 0) {
      throw new OddsDisplayError(text, 'british', 'numerator and denominator must be above 0');
    }
    return 1 + numerator / denominator;
  },
  hongkong(text) {
    const value = signedNumber(text, 'hongkong');
    if (value <= 0) throw new OddsDisplayError(text, 'hongkong', 'Hong Kong odds are above 0');
    return 1 + value;
  },
  american(text) {
    const value = signedNumber(text, 'american');
    if (Math.abs(value) < 100)
      throw new OddsDisplayError(text, 'american', 'American odds are ±100 or beyond');
    return value > 0 ? 1 + value / 100 : 1 + 100 / -value;
  },
  indonesian(text) {
    const value = signedNumber(text, 'indonesian');
    if (Math.abs(value) < 1)
      throw new OddsDisplayError(text, 'indonesian', 'Indonesian odds are ±1 or beyond');
    return value > 0 ? 1 + value : 1 + 1 / -value;
  },
  malaysian(text) {
    const value = signedNumber(text, 'malaysian');
    if (value === 0 || Math.abs(value) > 1) {
      throw new OddsDisplayError(text, 'malaysian', 'Malaysian odds are between -1 and 1, not 0');
    }
    return value > 0 ? 1 + value : 1 + 1 / -value;
  },
  percent(text) {
    const match = PERCENT.exec(text);
    if (!match) throw new OddsDisplayError(text, 'percent', 'expected a percentage such as 50%');
    const probability = Number(match[1]);
    if (probability <= 0 || probability >= 100) {
      throw new OddsDisplayError(text, 'percent', 'an implied probability is above 0% and below 100%');
    }
    return 100 / probability;
  },
};

/**
 * [ODD11] Reads a displayed price back as decimal odds. Accepts what `formatOdds` writes, plus outer spaces,
 * a leading "+" on signed types, the Unicode minus sign, "EVS"/"evens" (british) and a missing "%" (percent).
 * Throws an {@link OddsDisplayError} when the text is not a valid price of the type (including the dash of an
 * invalid price).
 */
export function oddsFromDisplay(text: string, type: OddsType): number {
  const decimal = PARSERS[type](normalise(text));
  if (!isValidOdds(decimal))
    throw new OddsDisplayError(text, type, 'decimal odds must be a finite number above 1');
  return decimal;
}
