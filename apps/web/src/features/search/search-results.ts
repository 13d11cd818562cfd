import type { SearchResponse } from '@sportsbook/contract/sportsbook/catalog-calls';
import { isLiveMatch } from '@sportsbook/core/catalog/match-status';

export type SearchGroupKey = 'matches' | 'tournaments' | 'categories';

/** One result: a link to its page, its name, and what places it (sport, country, league). */
export interface SearchItem {
  readonly key: string;
  readonly href: string;
  readonly name: string;
  readonly detail: string;
  /** A match's start (ISO 8601), shown in the reader's time zone. */
  readonly start?: string;
  readonly live?: boolean;
}

export interface SearchGroup {
  readonly key: SearchGroupKey;
  readonly items: readonly SearchItem[];
}

/** `home` + `/<sport>/<slug>`: the page of a match, league or country (spec §2.1), slugs encoded. */
function pageHref(home: string, sportKey: string, slug: string): string {
  return `${home}/${encodeURIComponent(sportKey)}/${encodeURIComponent(slug)}`;
}

/**
 * The search answer as groups of links, in the order shown (matches, leagues, countries), empty groups left
 * out. `home` is the sports home in the URL style of the current page (`/sports` or `/<locale>/sports`).
 */
export function searchGroups(response: SearchResponse, home: string): readonly SearchGroup[] {
  const groups: SearchGroup[] = [
    {
      key: 'matches',
      items: response.matches.map((match) => ({
        key: `m${match.id}`,
        href: pageHref(home, match.sport.key, match.slug),
        name: match.name,
        detail: [match.sport.name, match.category.name, match.tournament.name].join(' · '),
        start: match.start_time,
        live: isLiveMatch(match.status),
      })),
    },
    {
      key: 'tournaments',
      items: response.tournaments.map((tournament) => ({
        key: `t${tournament.id}`,
        href: pageHref(home, tournament.sport.key, tournament.slug),
        name: tournament.name,
        detail: [tournament.sport.name, tournament.category.name].join(' · '),
      })),
    },
    {
      key: 'categories',
      items: response.categories.map((category) => ({
        key: `c${category.id}`,
        href: pageHref(home, category.sport.key, category.slug),
        name: category.name,
        detail: category.sport.name,
      })),
    },
  ];
  return groups.filter((group) => group.items.length > 0);
}

/** How many results the groups hold. */
export function resultCount(groups: readonly SearchGroup[]): number {
  return groups.reduce((sum, group) => sum + group.items.length, 0);
}

/**
 * Where a key moves the focus among `count` results: -1 is the search box. ArrowDown/ArrowUp step (from the
 * last result down goes round to the first, up from the first goes back to the box), Home/End jump to the first
 * and last result when a result has the focus. Null: the key does not move the focus.
 */
export function nextFocus(current: number, key: string, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return current + 1 >= count ? 0 : current + 1;
    case 'ArrowUp':
      return current <= 0 ? -1 : current - 1;
    case 'Home':
      return current >= 0 ? 0 : null;
    case 'End':
      return current >= 0 ? count - 1 : null;
    default:
      return null;
  }
}
