'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useSession } from '@/lib/player/session-store';
import { useStore } from '@/lib/store/store';
import { SportIcon } from '@/ui/icons/icon';
import styles from './catalogue.module.css';
import { FavouritesSignIn } from './favourite-star';
import { favouritesLoadFailed, followFavourites, retryFavourites, useStarredIds } from './favourites-store';

/** A sport as the sport list shows it: its link and counts (drawn on the server, filtered here). */
export interface ListedSport {
  readonly id: number;
  readonly key: string;
  readonly name: string;
  readonly href: string;
  readonly current: boolean;
  readonly liveCount: number;
  readonly liveLabel: string;
  readonly countLabel: string;
}

/**
 * The sport list's favorites tab (spec §2.4): the open sports the player starred, in the list's order. A
 * visitor is asked to sign in; a player with none is told where the star is.
 */
export function FavouriteSports({ sports, locale }: { sports: readonly ListedSport[]; locale: string }) {
  const t = useTranslations('catalogue.favourites');
  const { status } = useSession();
  const { loaded, ids } = useStarredIds('sport');
  const loadFailed = useStore(favouritesLoadFailed);
  useEffect(() => followFavourites(locale), [locale]);
  if (status === 'NOT_LOGGED_IN') {
    return (
      <FavouritesSignIn
        text={t('sportsVisitor')}
        className={styles.empty}
        buttonClassName={styles.linkButton}
      />
    );
  }
  if (status === 'LOGGED_IN' && !loaded && loadFailed)
    return (
      <div className={styles.empty} role="alert">
        <p>{t('failedList')}</p>
        <button type="button" className={styles.linkButton} onClick={retryFavourites}>
          {t('tryAgain')}
        </button>
      </div>
    );
  if (status !== 'LOGGED_IN' || !loaded) return <p className={styles.empty}>{t('loading')}</p>;
  const starred = new Set(ids);
  const shown = sports.filter((sport) => starred.has(sport.id));
  if (shown.length === 0) return <p className={styles.empty}>{t('sportsEmpty')}</p>;
  return (
    <ul className={styles.navList}>
      {shown.map((sport) => (
        <li key={sport.id}>
          <Link
            className={styles.navLink}
            href={sport.href}
            prefetch={false}
            aria-current={sport.current ? 'page' : undefined}
          >
            <SportIcon sportKey={sport.key} className={styles.sportIcon} />
            <span className={styles.navName}>{sport.name}</span>
            {sport.liveCount > 0 ? (
              <span className={styles.liveCount}>
                <span aria-hidden="true">{sport.liveCount}</span>
                <span className={styles.visuallyHidden}>{sport.liveLabel}</span>
              </span>
            ) : null}
            <span className={styles.navCount}>{sport.countLabel}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
