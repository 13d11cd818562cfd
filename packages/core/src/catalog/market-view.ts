/**
 * How a match's markets are laid out for reading (spec §3 Market: specifier, most balanced; issue 16 "markets
 * readable"): which line of a market type is its main line, when the lines of a type read as a table (the
 * line as a row label, the outcomes as column headings), the short labels of a listing's price columns, and
 * the cookie that remembers which market types the bettor collapsed. Rule ids MKV1–MKV6 of SPEC.md. Pure:
 * the web app renders what these decide.
 */

/** What the rules read of a market line (a contract `Market`, or a match's market summary). */
export interface MarketLine {
  readonly specifier: string;
  readonly most_balanced?: boolean | undefined;
  readonly outcomes: readonly { readonly id: string; readonly name: string; readonly odds: number }[];
}

/** The spread of a line's implied probabilities (highest − lowest); Infinity when it has no two prices. */
function spread(line: MarketLine): number {
  const probabilities = line.outcomes
    .filter((outcome) => Number.isFinite(outcome.odds) && outcome.odds > 1)
    .map((outcome) => 1 / outcome.odds);
  if (probabilities.length < 2) return Number.POSITIVE_INFINITY;
  return Math.max(...probabilities) - Math.min(...probabilities);
}

/**
 * [MKV1] The main line of a market type's lines (e.g. the 17 handicap lines of one match): the first line
 * the feed marks most balanced; when none is marked, the line whose outcomes' implied probabilities are
 * closest together (the smallest spread, the first of equals); a single line is its own main line. −1 for
 * no lines.
 */
export function mainLineIndex(lines: readonly MarketLine[]): number {
  if (lines.length <= 1) return lines.length - 1;
  const marked = lines.findIndex((line) => line.most_balanced === true);
  if (marked >= 0) return marked;
  let best = 0;
  let bestSpread = spread(lines[0] as MarketLine);
  for (let index = 1; index < lines.length; index++) {
    const current = spread(lines[index] as MarketLine);
    if (current < bestSpread) {
      best = index;
      bestSpread = current;
    }
  }
  return best;
}

/** [MKV2] A specifier's values, as a row label reads them: `total=2.5` → `2.5`; `hcp=-1|variant=x` → `-1 · x`. */
export function specifierLabel(specifier: string): string {
  return specifier
    .split('|')
    .filter((part) => part !== '')
    .map((part) => part.split('=').slice(1).join('=') || part)
    .join(' · ');
}

const NUMBER = /^[+\-\u2212]?\d+(?:\.\d+)?$/;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Splits an outcome name into what is left without the line's numbers (the column heading) and the numbers
 * taken out, as written (without parentheses): "Over 2.5" → ["Over", "2.5"], "Wigan City (+0.5)" with
 * hcp=-0.5 → ["Wigan City", "+0.5"].
 */
function splitName(name: string, values: readonly string[]): { heading: string; line: string } {
  let heading = name;
  const taken: string[] = [];
  for (const value of values) {
    if (!NUMBER.test(value)) continue;
    const magnitude = value.replace(/^[+\-\u2212]/, '');
    const pattern = new RegExp(`\\(?(?<![\\d.])([+\\-\\u2212]?${escapeRegExp(magnitude)})(?![\\d.])\\)?`);
    const found = pattern.exec(heading);
    if (!found) continue;
    taken.push(found[1] as string);
    heading = heading.slice(0, found.index) + heading.slice(found.index + found[0].length);
  }
  return { heading: heading.replace(/\s+/g, ' ').trim(), line: taken.join(' · ') };
}

/** [MKV3] A market type read as a table: one row per line, one column per outcome. */
export interface LineTable {
  /** The column headings ("Over", "Under"; "Wigan City", "Leicester Rovers"). */
  readonly columns: readonly string[];
  /** Per line, in the lines' order: its row label ('' when the cells carry the line) and cell labels. */
  readonly rows: readonly { readonly label: string; readonly cells: readonly string[] }[];
}

/** Most outcomes a line may have to be read as a table row (a phone shows three prices side by side). */
export const LINE_TABLE_MAX_OUTCOMES = 3;

/**
 * [MKV3] The lines of one market type as a table, when they read as one: two or more lines, every one with a
 * specifier and the same 2 or 3 outcomes (ids, in order), and each outcome's name without the line's numbers is the same on
 * every line and differs from its neighbours' (those are the column headings: "Over"/"Under", the team
 * names of a handicap). The row label is the line ("2.5") when every outcome carries the row's own number
 * on every line (totals) and the cells then show only prices; otherwise (a handicap's −0.5 / +0.5) no row
 * is labelled and each cell shows its outcome's number (the line's, when its name has none). Null when the lines do not read as a table.
 */
export function lineTable(lines: readonly MarketLine[]): LineTable | null {
  const first = lines[0];
  // One line is no table: its outcomes show side by side (MKV4) under the market's name.
  if (!first || lines.length < 2 || first.specifier === '') return null;
  const ids = first.outcomes.map((outcome) => outcome.id);
  if (ids.length < 2 || ids.length > LINE_TABLE_MAX_OUTCOMES) return null;
  let columns: string[] | null = null;
  const rows: { label: string; cells: string[] }[] = [];
  let carried = true;
  for (const line of lines) {
    if (line.specifier === '') return null;
    if (line.outcomes.length !== ids.length || line.outcomes.some((outcome, i) => outcome.id !== ids[i])) {
      return null;
    }
    const values = line.specifier.split('|').map((part) => part.split('=').slice(1).join('='));
    const parts = line.outcomes.map((outcome) => splitName(outcome.name, values));
    const headings = parts.map((part) => part.heading);
    if (headings.some((heading) => heading === '')) return null;
    if (new Set(headings).size !== headings.length) return null;
    if (columns === null) columns = headings;
    else if (headings.some((heading, i) => heading !== columns?.[i])) return null;
    const label = specifierLabel(line.specifier);
    const cells = parts.map((part) => part.line);
    carried &&= cells.every((cell) => cell === label || cell === '');
    rows.push({ label, cells });
  }
  if (!columns) return null;
  return {
    columns,
    rows: rows.map(({ label, cells }) =>
      carried
        ? { label, cells: cells.map(() => '') }
        : { label: '', cells: cells.map((cell) => cell || label) },
    ),
  };
}

/** [MKV4] How one line's outcomes sit: two or three side by side (1x2, two-way), more in a wrapping grid. */
export type OutcomeLayout = 'one' | 'two' | 'three' | 'grid';

/** [MKV4] The layout of a line of `count` outcomes. */
export function outcomeLayout(count: number): OutcomeLayout {
  if (count <= 1) return 'one';
  if (count === 2) return 'two';
  if (count === 3) return 'three';
  return 'grid';
}

/** The conventional column labels of result markets: home, draw, away, and double chance. */
const RESULT_LABELS = new Set(['1', 'X', '2', '1X', '12', 'X2']);

/**
 * [MKV5] What a listing row's price button shows of its outcome, where the teams are already written beside
 * it: the conventional result label (1, X, 2, 1X, 12, X2: the outcome's id) for a market without a line,
 * else the outcome's name (e.g. "Over 2.5", which a column heading cannot carry: each match has its line).
 */
export function listingLabel(
  market: { readonly specifier: string },
  outcome: { readonly id: string; readonly name: string },
): string {
  return market.specifier === '' && RESULT_LABELS.has(outcome.id) ? outcome.id : outcome.name;
}

/** [MKV6] The cookie of the market types the bettor collapsed on match pages (a preference). */
export const COLLAPSED_MARKETS_COOKIE = 'collapsedMarkets';
/** [MKV6] Its lifetime in days. */
export const COLLAPSED_MARKETS_COOKIE_DAYS = 365;
/** [MKV6] The most market types it remembers (the latest collapsed); the cookie stays well under 1 KB. */
export const COLLAPSED_MARKETS_LIMIT = 100;

const COLLAPSED_VALUE = /^[1-9]\d{0,8}(?:\.[1-9]\d{0,8})*$/;

/**
 * [MKV6] Reads the cookie: market type ids (positive integers) joined by dots, e.g. `18.16.165`. Anything else
 * (absent, empty, a zero, a sign, letters, padding) reads as nothing collapsed, so a bad value never hides a
 * market; repeated ids count once and only the last {@link COLLAPSED_MARKETS_LIMIT} are kept.
 */
export function parseCollapsedMarkets(value: string | undefined): ReadonlySet<number> {
  if (value === undefined || !COLLAPSED_VALUE.test(value)) return new Set();
  const ids = [...new Set(value.split('.').map(Number))];
  return new Set(ids.slice(-COLLAPSED_MARKETS_LIMIT));
}

/** [MKV6] The cookie value of a set of collapsed market types (in the order given, the latest last). */
export function serializeCollapsedMarkets(ids: Iterable<number>): string {
  const valid = [...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0 && id < 1e9);
  return valid.slice(-COLLAPSED_MARKETS_LIMIT).join('.');
}
