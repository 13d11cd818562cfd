'use client';

import type { Match } from '@sportsbook/contract/entities/match';
import type { Sport } from '@sportsbook/contract/entities/sport';
import type { Tournament } from '@sportsbook/contract/entities/tournament';
import { MATCH_STATUS } from '@sportsbook/core/catalog/match-status';
import { MAX_PAGE_LIMIT } from '@sportsbook/core/paging/pagination';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { startTransition, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { browserCall } from '@/lib/api/browser-call';
import { liveStore } from '@/lib/live/live-store';
import { useSession } from '@/lib/player/session-store';
import { useStore } from '@/lib/store/store';
import { SportIcon } from '@/ui/icons/icon';
import styles from './catalogue.module.css';
import { type ListContext, Rows } from './event-groups';
import { FavouriteStar, FavouritesSignIn } from './favourite-star';
import favouriteStyles from './favourites.module.css';
import { favouritesLoadFailed, followFavourites, retryFavourites, useStarredIds } from './favourites-store';
import { href } from './links';

/** Ids per request: a query string of about 800 characters. */
const IDS_PER_REQUEST = 100;

/** What the view shows of the starred matches, leagues and sports (fetched by id, in the browser). */
interface Fetched {
  readonly matches: ReadonlyMap<number, Match | null>;
  readonly tournaments: ReadonlyMap<number, Tournament | null>;
  readonly sports: ReadonlyMap<number, Sport | null>;
}

const NOTHING: Fetched = { matches: new Map(), tournaments: new Map(), sports: new Map() };

function chunks(ids: readonly number[]): number[][] {
  const out: number[][] = [];
  for (let start = 0; start < ids.length; start += IDS_PER_REQUEST)
    out.push(ids.slice(start, start + IDS_PER_REQUEST));
  return out;
}

/** The open (prematch and live) matches of `ids`; an id missing from the answer has ended or gone (null). */
async function fetchOpenMatches(ids: readonly number[], locale: string): Promise<Map<number, Match | null>> {
  const pages = await Promise.all(
    chunks(ids).map((chunk) =>
      browserCall(listMatches(), {
        locale,
        query: { id: chunk.join(','), match_status: '0,1', limit: MAX_PAGE_LIMIT },
      }),
    ),
  );
  const found = new Map<number, Match | null>(ids.map((id) => [id, null]));
  for (const match of pages.flatMap((page) => page.data)) found.set(match.id, match);
  return found;
}

// The calls' definitions (zod schemas) load with the view's first fetch, not with the page.
let calls: typeof import('@sportsbook/contract/sportsbook/catalog-calls') | null = null;
const listMatches = () => (calls as NonNullable<typeof calls>).listMatches;

async function fetchMissing(
  wanted: { matches: readonly number[]; tournaments: readonly number[]; sports: readonly number[] },
  have: Fetched,
  locale: string,
): Promise<Fetched> {
  calls ??= await import('@sportsbook/contract/sportsbook/catalog-calls');
  const { listSports, listTournaments } = calls;
  const missingMatches = wanted.matches.filter((id) => !have.matches.has(id));
  const missingTournaments = wanted.tournaments.filter((id) => !have.tournaments.has(id));
  const needSports = wanted.sports.some((id) => !have.sports.has(id));
  const [matches, tournaments, sports] = await Promise.all([
    missingMatches.length > 0 ? fetchOpenMatches(missingMatches, locale) : new Map<number, Match | null>(),
    Promise.all(
      chunks(missingTournaments).map((chunk) =>
        browserCall(listTournaments, { locale, query: { id: chunk.join(','), limit: MAX_PAGE_LIMIT } }),
      ),
    ),
    needSports ? browserCall(listSports, { locale, query: { limit: MAX_PAGE_LIMIT } }) : null,
  ]);
  const tournamentMap = new Map<number, Tournament | null>(missingTournaments.map((id) => [id, null]));
  for (const tournament of tournaments.flatMap((page) => page.data))
    tournamentMap.set(tournament.id, tournament);
  const sportMap = new Map<number, Sport | null>(wanted.sports.map((id) => [id, null]));
  for (const sport of sports?.data ?? []) sportMap.set(sport.id, sport);
  return {
    matches: new Map([...have.matches, ...matches]),
    tournaments: new Map([...have.tournaments, ...tournamentMap]),
    sports: sports ? new Map([...have.sports, ...sportMap]) : have.sports,
  };
}

/** The statuses of these matches in the live store, re-rendering the caller when one changes. */
function useLiveStatuses(ids: readonly number[]): string {
  const key = ids.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the ids
  const subscribe = useCallback(
    (listener: () => void) => {
      const stops = ids.map((id) => liveStore.subscribeMatch(id, listener));
      return () => {
        for (const stop of stops) stop();
      };
    },
    [key],
  );
  return useSyncExternalStore(
    subscribe,
    () => ids.map((id) => liveStore.match(id)?.status ?? '').join(','),
    () => '',
  );
}

/** Live first, then by start time (the soonest first). */
function byLiveThenStart(a: Match, b: Match): number {
  const live = Number(b.status === MATCH_STATUS.live) - Number(a.status === MATCH_STATUS.live);
  return live || a.start_time.localeCompare(b.start_time) || a.id - b.id;
}

/**
 * The player's favourites (spec §2.1 /favorites, §2.4 favourites block): their starred matches that are live or
 * coming up (kept live like any listing), then their leagues and sports, each with its star to unstar it. A
 * visitor is told what favourites are and asked to sign in; a player with none is told how to add some.
 */
export function FavouritesView({
  context,
  limit,
  headingLevel,
}: {
  context: ListContext;
  /** Most matches shown (the soonest). */
  limit: number;
  /** The sections' heading level: 2 on the favourites page, 3 inside a page's column. */
  headingLevel: 2 | 3;
}) {
  const t = useTranslations('catalogue.favourites');
  const { status } = useSession();
  const matchIds = useStarredIds('match');
  const tournamentIds = useStarredIds('tournament');
  const sportIds = useStarredIds('sport');
  const [fetched, setFetched] = useState<Fetched>(NOTHING);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const loadFailed = useStore(favouritesLoadFailed);
  const kept = useRef({
    matches: new Set<number>(),
    tournaments: new Set<number>(),
    sports: new Set<number>(),
  });
  // Re-rendered when a listed match goes live or ends, so it moves to its section.
  useLiveStatuses([...fetched.matches.keys()]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const loaded = matchIds.loaded && tournamentIds.loaded && sportIds.loaded;
  const wantedKey = `${matchIds.ids.join(',')}|${tournamentIds.ids.join(',')}|${sportIds.ids.join(',')}`;

  useEffect(() => followFavourites(context.locale), [context.locale]);

  // Fetches what is starred and not fetched yet (a star pressed elsewhere on the page adds its match here).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the ids; `attempt` retries
  useEffect(() => {
    if (!loaded) return;
    let current = true;
    const [m, l, s] = wantedKey.split('|').map((part) => (part ? part.split(',').map(Number) : []));
    setFailed(false);
    fetchMissing({ matches: m ?? [], tournaments: l ?? [], sports: s ?? [] }, fetched, context.locale).then(
      (next) => {
        if (!current) return;
        const open = [...next.matches.values()].filter((match): match is Match => match !== null);
        liveStore.seed(open, [], 'insert');
        startTransition(() => setFetched(next));
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [loaded, wantedKey, context.locale, attempt]);

  if (status === 'NOT_LOGGED_IN') {
    return <FavouritesSignIn text={t('visitor')} className={styles.block} buttonClassName={styles.button} />;
  }
  if (status === 'LOGGED_IN' && !loaded && loadFailed) {
    return (
      <div className={styles.laterFailed} role="alert">
        <p>{t('failedList')}</p>
        <button type="button" className={styles.button} onClick={retryFavourites}>
          {t('tryAgain')}
        </button>
      </div>
    );
  }
  if (status !== 'LOGGED_IN' || !loaded) {
    return (
      <p className={styles.later} role="status">
        {t('loading')}
      </p>
    );
  }
  // What was starred while the view is open stays until the page is left: an unstarred row keeps its place
  // (and the focus on its star), so a slip of the finger is undone with the same star.
  for (const id of matchIds.ids) kept.current.matches.add(id);
  for (const id of tournamentIds.ids) kept.current.tournaments.add(id);
  for (const id of sportIds.ids) kept.current.sports.add(id);
  const { matches: keptMatches, tournaments: keptTournaments, sports: keptSports } = kept.current;
  if (keptMatches.size + keptTournaments.size + keptSports.size === 0) {
    return (
      <div className={styles.block}>
        <p>{t('empty')}</p>
        <Link className={styles.button} href={href.home(context)} prefetch={false}>
          {t('browse')}
        </Link>
      </div>
    );
  }

  const matches = [...fetched.matches.values()]
    .filter((match): match is Match => match !== null && keptMatches.has(match.id))
    .map((match) => liveStore.match(match.id) ?? match)
    .filter((match) => match.status === MATCH_STATUS.live || match.status === MATCH_STATUS.prematch)
    .sort(byLiveThenStart);
  const live = matches.filter((match) => match.status === MATCH_STATUS.live).slice(0, limit);
  const upcoming = matches
    .filter((match) => match.status === MATCH_STATUS.prematch)
    .slice(0, Math.max(0, limit - live.length));
  const pendingMatches = matchIds.ids.some((id) => !fetched.matches.has(id));
  const leagues = [...keptTournaments]
    .map((id) => fetched.tournaments.get(id))
    .filter((tournament): tournament is Tournament => !!tournament);
  const sports = [...keptSports]
    .map((id) => fetched.sports.get(id))
    .filter((sport): sport is Sport => !!sport);

  return (
    <div className={styles.block} data-favourites="">
      {failed ? (
        <div className={styles.laterFailed} role="alert">
          <p>{t('failedList')}</p>
          <button type="button" className={styles.button} onClick={() => setAttempt((n) => n + 1)}>
            {t('tryAgain')}
          </button>
        </div>
      ) : null}
      <section aria-labelledby={`${context.pageId}-fav-live`}>
        <Heading id={`${context.pageId}-fav-live`} className={styles.blockTitle}>
          {t('live')} <span className={styles.count}>{live.length}</span>
        </Heading>
        {live.length > 0 ? (
          <Rows matches={live} context={context} showLeague />
        ) : (
          <p className={styles.empty}>{pendingMatches ? t('loading') : t('noLive')}</p>
        )}
      </section>
      <section aria-labelledby={`${context.pageId}-fav-upcoming`}>
        <Heading id={`${context.pageId}-fav-upcoming`} className={styles.blockTitle}>
          {t('upcoming')} <span className={styles.count}>{upcoming.length}</span>
        </Heading>
        {upcoming.length > 0 ? (
          <Rows matches={upcoming} context={context} showLeague />
        ) : (
          <p className={styles.empty}>{pendingMatches ? t('loading') : t('noUpcoming')}</p>
        )}
      </section>
      {leagues.length > 0 ? (
        <section aria-labelledby={`${context.pageId}-fav-leagues`}>
          <Heading id={`${context.pageId}-fav-leagues`} className={styles.blockTitle}>
            {t('leagues')}
          </Heading>
          <ul className={styles.navList}>
            {leagues.map((league) => (
              <li key={league.id} className={favouriteStyles.item}>
                <Link
                  className={styles.navLink}
                  href={href.inSport(context, league.sport.key, league.slug)}
                  prefetch={false}
                >
                  <SportIcon sportKey={league.sport.key} className={styles.sportIcon} />
                  <span className={styles.navName}>{league.name}</span>
                  <span className={styles.navCount}>{league.category.name}</span>
                </Link>
                <FavouriteStar type="tournament" id={league.id} name={league.name} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {sports.length > 0 ? (
        <section aria-labelledby={`${context.pageId}-fav-sports`}>
          <Heading id={`${context.pageId}-fav-sports`} className={styles.blockTitle}>
            {t('sports')}
          </Heading>
          <ul className={styles.navList}>
            {sports.map((sport) => (
              <li key={sport.id} className={favouriteStyles.item}>
                <Link className={styles.navLink} href={href.sport(context, sport.key)} prefetch={false}>
                  <SportIcon sportKey={sport.key} className={styles.sportIcon} />
                  <span className={styles.navName}>{sport.name}</span>
                </Link>
                <FavouriteStar type="sport" id={sport.id} name={sport.name} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
