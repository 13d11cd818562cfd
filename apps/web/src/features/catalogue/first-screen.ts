import type { Match } from '@sportsbook/contract/entities/match';

export type EventGrouping = 'sport' | 'tournament' | 'none';

/**
 * Rows a server render of a listing draws by default: a first screen on the tallest desktop (about 12 rows
 * at 1,080 px) with room to scroll. The rest is fetched and drawn in the browser right after hydration, which
 * halves what a render of the live page costs the web server (docs/performance.md).
 */
export const FIRST_SCREEN_ROWS = 20;

export interface Group<T> {
  readonly key: string;
  readonly items: T[];
}

/** `items` grouped by `keyOf`, groups in the order of their first item, items in their order. */
export function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Group<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return [...groups].map(([key, grouped]) => ({ key, items: grouped }));
}

type Listed = Pick<Match, 'id'> & {
  readonly sport: { readonly key: string };
  readonly tournament: { readonly id: number };
};

/** A listing's rows in the order it shows them, in the units it may be cut at (a league, or a row). */
function shownUnits<T extends Listed>(matches: readonly T[], grouping: EventGrouping): T[][] {
  const leagues = (items: readonly T[]) =>
    groupBy(items, (match) => String(match.tournament.id)).map((group) => group.items);
  switch (grouping) {
    case 'none':
      return matches.map((match) => [match]);
    case 'tournament':
      return leagues(matches);
    case 'sport':
      return groupBy(matches, (match) => match.sport.key).flatMap((sport) => leagues(sport.items));
  }
}

/**
 * The ids of the matches a server render draws: whole leagues (or rows, ungrouped) in the order the listing
 * shows them, while fewer than `rows` are taken, so that no league is split between the server's part and
 * the browser's. The first league is taken whatever its size (unless `rows` is 0: the browser draws all).
 */
export function firstScreenIds<T extends Listed>(
  matches: readonly T[],
  grouping: EventGrouping,
  rows: number = FIRST_SCREEN_ROWS,
): ReadonlySet<number> {
  const ids = new Set<number>();
  for (const unit of shownUnits(matches, grouping)) {
    if (ids.size >= rows) break;
    for (const match of unit) ids.add(match.id);
  }
  return ids;
}
