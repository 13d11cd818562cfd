'use client';

import type { FavouriteType } from '@sportsbook/contract/sportsbook/favourite-calls';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import styles from './favourites.module.css';
import { followFavourites, toggleFavourite, useStarred } from './favourites-store';

/**
 * The star of a match, league or sport (spec §4 favourites): a toggle button, pressed when starred, named
 * "Favourite: <name>" so a screen reader says what it stars and whether it is. A visitor pressing it is asked
 * to sign in.
 */
export function FavouriteStar({
  type,
  id,
  name,
  className,
  tone = 'light',
}: {
  type: FavouriteType;
  id: number;
  name: string;
  className?: string;
  /** `dark` on a dark band (the match header). */
  tone?: 'light' | 'dark';
}) {
  const t = useTranslations('catalogue.favourites');
  const locale = useLocale();
  const starred = useStarred(type, id);
  useEffect(() => followFavourites(locale), [locale]);
  return (
    <button
      type="button"
      className={[styles.star, tone === 'dark' ? styles.onDark : '', className ?? ''].join(' ')}
      aria-pressed={starred}
      aria-label={t('star', { name })}
      title={t(starred ? 'remove' : 'add')}
      data-favourite={type}
      onClick={() =>
        toggleFavourite(type, id, locale, {
          failed: t('failed', { name }),
          full: t('full'),
          gone: t('gone', { name }),
        })
      }
    >
      <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
        <path d="M12 2.8l2.84 5.76 6.36.92-4.6 4.49 1.09 6.33L12 17.3l-5.69 2.99 1.09-6.33-4.6-4.49 6.36-.92z" />
      </svg>
    </button>
  );
}

/** A page's heading with the star of what it is about (a sport's or a league's page). */
export function StarredHeading({ type, id, name }: { type: FavouriteType; id: number; name: string }) {
  return (
    <div className={styles.titled}>
      <h1>{name}</h1>
      <FavouriteStar type={type} id={id} name={name} />
    </div>
  );
}

/** What a visitor sees where their favourites would be: why to sign in, and the button that opens the dialog. */
export function FavouritesSignIn({
  text,
  className,
  buttonClassName,
}: {
  text: string;
  className: string | undefined;
  buttonClassName: string | undefined;
}) {
  const t = useTranslations('catalogue.favourites');
  return (
    <div className={className}>
      <p>{text}</p>
      <button
        type="button"
        className={buttonClassName}
        onClick={() =>
          void import('@/lib/player/session-actions').then(({ promptSignIn }) => promptSignIn('favourites'))
        }
      >
        {t('signIn')}
      </button>
    </div>
  );
}
