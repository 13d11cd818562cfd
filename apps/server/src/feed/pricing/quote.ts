import type { MarketTemplate } from '../../catalog/market-templates';
import type { Pmf } from './pmf';

/** One outcome of a priced market line, with its fair probability. */
export interface QuotedOutcome {
  readonly id: string;
  readonly probability: number;
}

/**
 * The fair probabilities of one market line. They sum to `winnersPerResult`: 1 when exactly one outcome
 * wins (1x2, over/under, correct score...), 2 for double chance, where every result wins two outcomes.
 */
export interface Quote {
  readonly outcomes: readonly QuotedOutcome[];
  readonly winnersPerResult: 1 | 2;
}

/** The quantity a line market is drawn on, from which the book picks its lines. */
export interface LineQuantity {
  /** The distribution of the total (for `total` lines) or of the home margin (for `hcp` lines). */
  readonly pmf: Pmf;
  /** Whether the market takes Asian lines (whole and quarter lines besides half lines). */
  readonly asian: boolean;
  /** Lines closer to zero are not offered (a ±0.5 set handicap would repeat the winner market). */
  readonly smallestLine?: number;
}

/** Prices the markets of one match in one state; built per sport engine. */
export interface MarketPricer {
  /** Fair probabilities of a market line, or undefined when it cannot be offered now (decided, over). */
  quote(template: MarketTemplate, specifiers: Readonly<Record<string, string>>): Quote | undefined;
  /**
   * The distribution a line market's `total` or `hcp` is drawn on, given its other specifiers (a period
   * number...), or undefined when there is nothing left to price.
   */
  lineQuantity(
    template: MarketTemplate,
    specifiers: Readonly<Record<string, string>>,
  ): LineQuantity | undefined;
  /** Period (set, map, quarter...) numbers, 1-based, that per-period markets can still be offered for. */
  openPeriods(template: MarketTemplate): readonly number[];
  /** The goal number a "next goal" market is about, or undefined when none is offered. */
  nextGoalNumber(): number | undefined;
}

/** A quote for outcomes that partition the results (exactly one wins). */
export function partition(outcomes: readonly QuotedOutcome[]): Quote {
  return { outcomes, winnersPerResult: 1 };
}

/** Reads a numeric specifier; undefined when missing or not a number. */
export function numericSpecifier(
  specifiers: Readonly<Record<string, string>>,
  key: string,
): number | undefined {
  const raw = specifiers[key];
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) ? value : undefined;
}
