import type { Match } from '@sportsbook/contract/entities/match';
import Link from 'next/link';
import type { PageContext } from '@/lib/site/page-context';
import styles from './catalogue.module.css';
import { EventRow } from './event-row';
import rowStyles from './event-rows.module.css';
import { FavouriteStar } from './favourite-star';
import { groupBy } from './first-screen';
import { href } from './links';

// The parts of an event list, drawn by the server (EventList) and by the browser (LaterEvents) alike.

/** What a list's parts need of its page: links and heading ids (serializable, for the browser's part too). */
export type ListContext = Pick<PageContext, 'locale' | 'routing' | 'pageId'>;

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

export function Rows({
  matches,
  context,
  showLeague,
}: {
  matches: Match[];
  context: ListContext;
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

export function TournamentGroups({
  matches,
  context,
  level,
}: {
  matches: Match[];
  context: ListContext;
  level: 3 | 4;
}) {
  const Heading = level === 3 ? 'h3' : 'h4';
  return groupBy(matches, (match) => String(match.tournament.id)).map(({ key, items }) => {
    const first = items[0] as Match;
    return (
      <section key={key} className={styles.group} aria-labelledby={`${context.pageId}-t-${key}`}>
        <div className={styles.groupHeader}>
          <Heading className={styles.groupTitle} id={`${context.pageId}-t-${key}`}>
            <Link href={href.inSport(context, first.sport.key, first.tournament.slug)} prefetch={false}>
              <span className={styles.groupCategory}>{first.category.name}</span> {first.tournament.name}
            </Link>
          </Heading>
          <FavouriteStar type="tournament" id={first.tournament.id} name={first.tournament.name} />
        </div>
        <Rows matches={items} context={context} showLeague={false} />
      </section>
    );
  });
}
