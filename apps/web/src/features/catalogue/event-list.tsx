import type { Match } from '@sportsbook/contract/entities/match';
import Link from 'next/link';
import { ListingFreshness, type ListingScope } from '@/features/live';
import { LiveMatches } from '@/lib/live/live-store';
import type { PageContext } from '@/lib/site/page-context';
import styles from './catalogue.module.css';
import { type ListContext, Rows, TournamentGroups } from './event-groups';
import { type EventGrouping, firstScreenIds, groupBy } from './first-screen';
import { LaterEvents } from './later-events';
import { href } from './links';

/**
 * A server-rendered list of events, seeded into the live store and kept live through the public channel;
 * `statuses` are the match statuses it lists and `admits` the scope of a list that shows every match of it,
 * so that matches starting or ending fetch the list again (`ListingFreshness`).
 * `sport` groups by sport then league (the live page), `tournament` by league, `none` is a flat list with
 * the league on each row. `idPrefix` keeps heading ids unique when a page shows several lists.
 * With `firstScreen`, the server draws about that many rows (whole leagues) and the browser the rest, each
 * part in its place (`LaterEvents`); headings and counts are the whole list's either way.
 */
export function EventList({
  matches,
  context,
  grouping,
  idPrefix,
  statuses,
  admits,
  firstScreen,
}: {
  matches: Match[];
  context: PageContext;
  grouping: EventGrouping;
  idPrefix: string;
  statuses: readonly number[];
  admits?: ListingScope | undefined;
  firstScreen?: number | undefined;
}) {
  const drawn = firstScreen === undefined ? null : firstScreenIds(matches, grouping, firstScreen);
  const now = (items: Match[]) => (drawn ? items.filter((match) => drawn.has(match.id)) : items);
  const later = (items: Match[]) =>
    drawn ? items.filter((match) => !drawn.has(match.id)).map((match) => match.id) : [];
  const plain: ListContext = { locale: context.locale, routing: context.routing, pageId: context.pageId };
  const scoped: ListContext = { ...plain, pageId: `${context.pageId}-${idPrefix}` };
  return (
    <LiveMatches matches={now(matches)}>
      <ListingFreshness ids={matches.map((match) => match.id)} statuses={statuses} admits={admits} />
      {grouping === 'none' ? (
        <>
          <Rows matches={now(matches)} context={plain} showLeague />
          <LaterEvents ids={later(matches)} context={plain} layout="rows" />
        </>
      ) : grouping === 'tournament' ? (
        <>
          <TournamentGroups matches={now(matches)} context={scoped} level={3} />
          <LaterEvents ids={later(matches)} context={scoped} layout="leagues" />
        </>
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
              <TournamentGroups matches={now(items)} context={scoped} level={4} />
              <LaterEvents ids={later(items)} context={scoped} layout="sport-leagues" />
            </section>
          );
        })
      )}
    </LiveMatches>
  );
}
