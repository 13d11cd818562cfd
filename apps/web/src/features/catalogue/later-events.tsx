'use client';

import type { Match } from '@sportsbook/contract/entities/match';
import { listMatches } from '@sportsbook/contract/sportsbook/catalog-calls';
import { MAX_PAGE_LIMIT } from '@sportsbook/core/paging/pagination';
import { useTranslations } from 'next-intl';
import { type CSSProperties, startTransition, useEffect, useState } from 'react';
import { browserCall } from '@/lib/api/browser-call';
import { liveStore } from '@/lib/live/live-store';
import styles from './catalogue.module.css';
import { type ListContext, Rows, TournamentGroups } from './event-groups';

/** How the rows sit in the list: ungrouped, in leagues (h3), or in leagues under a sport (h4). */
export type LaterLayout = 'rows' | 'leagues' | 'sport-leagues';

/** Ids per request: a query string of about 800 characters. */
const IDS_PER_REQUEST = 100;

/** The matches of `ids`, in that order; ids the backend no longer lists (a match just ended) are left out. */
async function fetchMatchesInOrder(ids: readonly number[], locale: string): Promise<Match[]> {
  const chunks: number[][] = [];
  for (let start = 0; start < ids.length; start += IDS_PER_REQUEST) {
    chunks.push(ids.slice(start, start + IDS_PER_REQUEST));
  }
  const pages = await Promise.all(
    chunks.map((chunk) =>
      browserCall(listMatches, { locale, query: { id: chunk.join(','), limit: MAX_PAGE_LIMIT } }),
    ),
  );
  const byId = new Map(pages.flatMap((page) => page.data).map((match) => [match.id, match]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

type Loaded =
  | { readonly key: string; readonly matches: Match[] }
  | { readonly key: string; readonly failed: true };

/**
 * The rows of a long listing the server left to the browser (`EventList`'s `firstScreen`): fetched right after
 * hydration and drawn in a transition, so neither the render nor the first paint waits for them. Until they
 * are there, a notice holds about their height; if they cannot be fetched, it says so and offers to try again.
 * When the list changes (a refresh after a match started or ended), the rows already there stay until the new
 * ones arrive.
 */
export function LaterEvents({
  ids,
  context,
  layout,
}: {
  ids: readonly number[];
  context: ListContext;
  layout: LaterLayout;
}) {
  const t = useTranslations('catalogue.later');
  const key = ids.join(',');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for the same ids again
  useEffect(() => {
    if (key === '') return;
    let current = true;
    fetchMatchesInOrder(key.split(',').map(Number), context.locale).then(
      (matches) => {
        if (!current) return;
        // Into the live store once, as they arrive: the rows read it first, and later renders of this
        // component must not put these (by then older) prices back.
        liveStore.seed(matches, [], 'overwrite');
        startTransition(() => setLoaded({ key, matches }));
      },
      () => {
        if (current) setLoaded({ key, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [key, context.locale, attempt]);

  if (ids.length === 0) return null;
  if (loaded && 'matches' in loaded) {
    const wanted = new Set(ids);
    const matches = loaded.matches.filter((match) => wanted.has(match.id));
    return layout === 'rows' ? (
      <Rows matches={matches} context={context} showLeague />
    ) : (
      <TournamentGroups matches={matches} context={context} level={layout === 'leagues' ? 3 : 4} />
    );
  }
  if (loaded?.key === key && 'failed' in loaded) {
    return (
      <div className={styles.laterFailed} role="alert">
        <p>{t('failed')}</p>
        <button
          type="button"
          className={styles.button}
          onClick={() => {
            setLoaded(null);
            setAttempt((n) => n + 1);
          }}
        >
          {t('tryAgain')}
        </button>
      </div>
    );
  }
  return (
    <p
      className={styles.later}
      data-later-rows={ids.length}
      style={{ '--later-rows': ids.length } as CSSProperties}
    >
      {t('loading')}
    </p>
  );
}
