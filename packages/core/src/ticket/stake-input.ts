import { fractionDigits } from '../locale/formats';

/**
 * What a bettor may type as an amount of money in the slip (a stake, a wanted win, a preset stake): digits,
 * one decimal separator of the locale and at most as many decimals as the currency has (spec §3 Currency
 * subunits). Nothing else: no sign, no letters, no grouping. Pure, so the web refuses a keystroke that would
 * make the text invalid and says why.
 */

/** How the slip reads amounts in one locale and currency. */
export interface StakeInputFormat {
  /** Minor units per major unit of the currency (100 for EUR, 1 for a currency without subunits). */
  readonly subunits: number;
  /** The decimal separators accepted, the first being the one the field writes (STK2). */
  readonly separators: readonly string[];
}

/** [STK3] Why a text is not an amount. */
export const STAKE_INPUT_PROBLEMS = ['characters', 'negative', 'separator', 'decimals', 'too_large'] as const;
export type StakeInputProblem = (typeof STAKE_INPUT_PROBLEMS)[number];

export type StakeInput =
  | { readonly ok: true; readonly minor: number }
  | { readonly ok: false; readonly problem: StakeInputProblem };

/** The Arabic decimal separator (U+066B): never a grouping sign, so taken beside '.' where '.' is decimal. */
const ARABIC_DECIMAL = '\u066b';

/** Most whole digits an amount may have (10^12 major units is beyond any balance). */
const MAX_WHOLE_DIGITS = 12;

/**
 * [STK2] The decimal separators of a locale: the one its numbers are written with (',' in de, es, pt-BR, tr,
 * fr, it, pl; '.' in en, ar, he), first; where that is '.' or the Arabic '٫', both of them.
 */
export function decimalSeparators(locale: string): readonly string[] {
  let separator = '.';
  try {
    separator =
      new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  } catch {
    separator = '.';
  }
  if (separator === '.' || separator === ARABIC_DECIMAL) {
    return separator === '.' ? ['.', ARABIC_DECIMAL] : [ARABIC_DECIMAL, '.'];
  }
  return [separator];
}

/** [STK1] A digit as ASCII: Arabic-Indic (U+0660–0669) and Eastern Arabic-Indic (U+06F0–06F9) digits too. */
function asciiDigit(char: string): string | null {
  const code = char.charCodeAt(0);
  if (code >= 0x30 && code <= 0x39) return char;
  if (code >= 0x660 && code <= 0x669) return String(code - 0x660);
  if (code >= 0x6f0 && code <= 0x6f9) return String(code - 0x6f0);
  return null;
}

/** Every character that separates decimals in some locale, so a wrong one is named as a separator problem. */
const ANY_SEPARATOR = new Set(['.', ',', ARABIC_DECIMAL, '\u066c']);

/**
 * [STK1] [STK2] [STK3] A typed amount as minor units: surrounding spaces ignored; digits (ASCII or
 * Arabic-Indic) with at most one of the locale's decimal separators and at most the currency's decimals (none
 * for a currency without subunits). Partial input reads as far as it goes ("" and "," are 0, "10," is 10).
 * Refused, with the first problem: a minus sign (`negative`), a separator that is not the locale's or a
 * second one (`separator`), more decimals than the currency has (`decimals`), more than 12 whole digits
 * (`too_large`), anything else (`characters`).
 */
export function readStakeInput(text: string, format: StakeInputFormat): StakeInput {
  const trimmed = text.trim();
  const decimals = fractionDigits(format.subunits);
  let whole = '';
  let fraction = '';
  let seenSeparator = false;
  for (const char of trimmed) {
    const digit = asciiDigit(char);
    if (digit !== null) {
      if (seenSeparator) fraction += digit;
      else whole += digit;
      continue;
    }
    if (char === '-' || char === '\u2212') return { ok: false, problem: 'negative' };
    if (format.separators.includes(char)) {
      if (seenSeparator) return { ok: false, problem: 'separator' };
      if (decimals === 0) return { ok: false, problem: 'decimals' };
      seenSeparator = true;
      continue;
    }
    return { ok: false, problem: ANY_SEPARATOR.has(char) ? 'separator' : 'characters' };
  }
  if (fraction.length > decimals) return { ok: false, problem: 'decimals' };
  const significant = whole.replace(/^0+(?=\d)/, '');
  if (significant.length > MAX_WHOLE_DIGITS) return { ok: false, problem: 'too_large' };
  const minor = Number(significant || '0') * format.subunits + Number(fraction.padEnd(decimals, '0') || '0');
  if (!Number.isSafeInteger(minor)) return { ok: false, problem: 'too_large' };
  return { ok: true, minor };
}

/**
 * [STK4] Minor units as the text an amount field shows: ASCII digits, the currency's decimals after the
 * locale's separator (the first of `separators`), no grouping ("12,50" in de, "12.50" in en, "1250" with no
 * subunits). Reading it back gives the same amount.
 */
export function stakeInputText(minor: number, format: StakeInputFormat): string {
  const decimals = fractionDigits(format.subunits);
  const safe = Number.isSafeInteger(minor) && minor > 0 ? minor : 0;
  const whole = Math.floor(safe / format.subunits);
  if (decimals === 0) return String(whole);
  const fraction = String(safe - whole * format.subunits).padStart(decimals, '0');
  return `${whole}${format.separators[0] ?? '.'}${fraction}`;
}

/** [STK5] Most preset stakes a player keeps (contract Settings.stakes). */
export const MAX_PRESET_STAKES = 10;

export type PresetStakes =
  | { readonly ok: true; readonly stakes: readonly number[] }
  | {
      readonly ok: false;
      /** The field at fault, or null when it is the list (none left). */
      readonly index: number | null;
      readonly problem: StakeInputProblem | 'zero' | 'none';
    };

/**
 * [STK5] Preset stakes as typed: each read as STK1–STK3 for the currency, a blank field skipped, each above
 * zero; at least one, at most ten; kept in major units (what POST /settings {stakes} takes), without
 * repeats, smallest first.
 */
export function readPresetStakes(texts: readonly string[], format: StakeInputFormat): PresetStakes {
  const minors: number[] = [];
  for (const [index, text] of texts.entries()) {
    if (text.trim() === '') continue;
    const read = readStakeInput(text, format);
    if (!read.ok) return { ok: false, index, problem: read.problem };
    if (read.minor === 0) return { ok: false, index, problem: 'zero' };
    minors.push(read.minor);
  }
  return presetStakes(minors, format.subunits);
}

/**
 * [STK5] Preset stakes from amounts already read (minor units; 0 is a blank field): one to ten, in major
 * units, without repeats, smallest first.
 */
export function presetStakes(minors: readonly number[], subunits: number): PresetStakes {
  const kept = new Set(minors.filter((minor) => Number.isSafeInteger(minor) && minor > 0));
  if (kept.size === 0) return { ok: false, index: null, problem: 'none' };
  const stakes = [...kept]
    .sort((a, b) => a - b)
    .slice(0, MAX_PRESET_STAKES)
    .map((minor) => minor / subunits);
  return { ok: true, stakes };
}

/**
 * [STK6] A saved preset (major units) as minor units of the slip currency, or null when the currency cannot
 * hold it (more decimals than it has, not above zero, not finite): such a preset is not offered.
 */
export function presetMinor(preset: number, subunits: number): number | null {
  if (!Number.isFinite(preset) || preset <= 0) return null;
  const minor = Math.round(preset * subunits);
  if (minor < 1 || !Number.isSafeInteger(minor)) return null;
  return Math.abs(minor - preset * subunits) < 1e-6 * Math.max(1, minor) ? minor : null;
}
