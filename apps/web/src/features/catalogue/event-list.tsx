import type { Match } from '@sportsbook/contract/entities/match';
import Link from 'next/link';
import { ListingFreshness, type ListingScope } from '@/features/live';
import { LiveMatches } from '@/lib/live/live-store';
import type { PageContext } from '@/lib/site/page-context';
import styles from './catalogue.module.css';
import { EventRow } from './event-row';
import rowStyles from './event-rows.module.css';
import { href } from './links';

export type EventGrouping = 'sport' | 'tournament' | 'none';

interface Group<T> {
  readonly key: string;
  readonly items: T[];
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Group<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return [...groups].map(([key, grouped]) => ({ key, items: grouped }));
}

/** The heading of a price column: the market every row of the list shows there, else none. */
function columnHeading(matches: readonly Match[], pick: (match: Match) => { name: string } | null): string {
  let name: string | null = null;
  for (const match of matches) {
    const market = pick(match);
    if (!market) continue;
    if (name === null) name = market.name;
    else if (name !== market.name) return '';
  }
  return name ?? '';
}

function Rows({
  matches,
  context,
  showLeague,
}: {
  matches: Match[];
  context: PageContext;
  showLeague: boolean;
}) {
  const main = columnHeading(matches, (match) => match.main_market);
  const secondary = columnHeading(matches, (match) => match.secondary_market);
  return (
    <div className={rowStyles.list}>
      {main || secondary ? (
        // Visual column headings; each row's price group carries its market's name for screen readers.
        <div className={rowStyles.head} aria-hidden="true">
          <div className={rowStyles.markets}>
            <span className={rowStyles.headCell}>{main}</span>
            <span className={rowStyles.headCell}>{secondary}</span>
          </div>
        </div>
      ) : null}
      <ul className={rowStyles.rows}>
        {matches.map((match) => (
          <EventRow
            key={match.id}
            initial={match}
            href={href.match(context, match)}
            showLeague={showLeague}
          />
        ))}
      </ul>
    </div>
  );
}

function TournamentGroups({
  matches,
  context,
  level,
}: {
  matches: Match[];
  context: PageContext;
  level: 3 | 4;
}) {
  const Heading = level === 3 ? 'h3' : 'h4';
  return groupBy(matches, (match) => String(match.tournament.id)).map(({ key, items }) => {
    const first = items[0] as Match;
    return (
      <section key={key} className={styles.group} aria-labelledby={`${context.pageId}-t-${key}`}>
        <Heading className={styles.groupTitle} id={`${context.pageId}-t-${key}`}>
          <Link href={href.inSport(context, first.sport.key, first.tournament.slug)} prefetch={false}>
            <span className={styles.groupCategory}>{first.category.name}</span> {first.tournament.name}
          </Link>
        </Heading>
        <Rows matches={items} context={context} showLeague={false} />
      </section>
    );
  });
}

/**
 * A server-rendered list of events, seeded into the live store and kept live through the public channel;
 * `statuses` are the match statuses it lists and `admits` the scope of a list that shows every match of it,
 * so that matches starting or ending fetch the list again (`ListingFreshness`).
 * `sport` groups by sport then league (the live page), `tournament` by league, `none` is a flat list with
 * the league on each row. `idPrefix` keeps heading ids unique when a page shows several lists.
 */
export function EventList({
  matches,
  context,
  grouping,
  idPrefix,
  statuses,
  admits,
}: {
  matches: Match[];
  context: PageContext;
  grouping: EventGrouping;
  idPrefix: string;
  statuses: readonly number[];
  admits?: ListingScope | undefined;
}) {
  const scoped = { ...context, pageId: `${context.pageId}-${idPrefix}` };
  return (
    <LiveMatches matches={matches}>
      <ListingFreshness ids={matches.map((match) => match.id)} statuses={statuses} admits={admits} />
      {grouping === 'none' ? (
        <Rows matches={matches} context={context} showLeague />
      ) : grouping === 'tournament' ? (
        <TournamentGroups matches={matches} context={scoped} level={3} />
      ) : (
        groupBy(matches, (match) => match.sport.key).map(({ key, items }) => {
          const sport = (items[0] as Match).sport;
          return (
            <section key={key} className={styles.sportGroup} aria-labelledby={`${scoped.pageId}-s-${key}`}>
              <h3 className={styles.sportTitle} id={`${scoped.pageId}-s-${key}`}>
                <Link href={href.sport(context, sport.key)} prefetch={false}>
                  {sport.name}
                </Link>{' '}
                <span className={styles.count}>{items.length}</span>
              </h3>
              <TournamentGroups matches={items} context={scoped} level={4} />
            </section>
          );
        })
      )}
    </LiveMatches>
  );
}
