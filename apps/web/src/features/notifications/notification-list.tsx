'use client';

import type { Notification } from '@sportsbook/contract/entities/notification';
import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSession } from '@/lib/player/session-store';
import { queryClient } from '@/lib/query/app-query-client';
import { LocalTime } from '@/ui/time/local-time';
import {
  fetchNotifications,
  markNotificationsRead,
  NOTIFICATIONS_PAGE_SIZE,
  notificationsKey,
} from './api/notifications';
import styles from './notifications.module.css';
import { setUnread, useArrived, useUnread } from './notifications-store';

type Pages = InfiniteData<{ data: Notification[]; lastPage: number }, number>;

/**
 * The notification centre's list (spec §3): newest first, what arrived on the private channel on top, a page at
 * a time ("Show more"); unread ones marked, each readable on its own or all at once.
 */
function NotificationList({ playerId }: { playerId: number }) {
  const t = useTranslations('shell.notifications');
  const locale = useLocale();
  const unread = useUnread();
  const arrived = useArrived();
  const [readHere, setReadHere] = useState<ReadonlySet<number>>(new Set());
  const [failedMark, setFailedMark] = useState(false);
  const key = notificationsKey(playerId, locale);
  const query = useInfiniteQuery(
    {
      queryKey: key,
      queryFn: ({ pageParam }) => fetchNotifications(locale, pageParam, NOTIFICATIONS_PAGE_SIZE),
      initialPageParam: 1,
      getNextPageParam: (last, all) => (all.length < last.lastPage ? all.length + 1 : undefined),
      meta: { where: 'listing notifications' },
    },
    queryClient,
  );

  const paged = query.data?.pages.flatMap((page) => page.data) ?? [];
  const seen = new Set<number>();
  const items = [...arrived, ...paged].filter((item) => {
    if (seen.has(item.id)) return false;
    seen.add(item.id);
    return true;
  });
  // A count of none is the backend's word that every one is read (its push can beat the mark call's answer).
  const isRead = (item: Notification) => item.read || readHere.has(item.id) || unread === 0;

  // "Mark all" marks what the player sees: one arriving meanwhile stays unread here, as the count says.
  const mark = async (ids: readonly number[] | 'all') => {
    setFailedMark(false);
    const shown = ids === 'all' ? items.map((item) => item.id) : ids;
    try {
      setUnread(await markNotificationsRead(locale, ids));
      setReadHere((before) => new Set([...before, ...shown]));
      queryClient.setQueryData<Pages>(key, (pages) =>
        pages
          ? {
              ...pages,
              pages: pages.pages.map((page) => ({
                ...page,
                data: page.data.map((item) =>
                  ids === 'all' || ids.includes(item.id) ? { ...item, read: true } : item,
                ),
              })),
            }
          : pages,
      );
    } catch {
      setFailedMark(true);
    }
  };

  if (query.isPending && arrived.length === 0) {
    return (
      <p className={styles.status} role="status">
        {t('loading')}
      </p>
    );
  }
  if (query.isError && items.length === 0) {
    return (
      <div className={styles.status} role="alert">
        <p>{t('failed')}</p>
        <button type="button" className={styles.action} onClick={() => void query.refetch()}>
          {t('tryAgain')}
        </button>
      </div>
    );
  }
  if (items.length === 0) return <p className={styles.status}>{t('empty')}</p>;
  return (
    <div className={styles.list}>
      {unread ? (
        <button type="button" className={styles.action} onClick={() => void mark('all')}>
          {t('markAllRead')}
        </button>
      ) : null}
      {failedMark ? (
        <p role="alert" className={styles.error}>
          {t('markFailed')}
        </p>
      ) : null}
      <ul className={styles.items}>
        {items.map((item) => {
          const read = isRead(item);
          return (
            <li
              key={item.id}
              className={styles.item}
              data-unread={read ? undefined : ''}
              data-type={item.type}
            >
              <p className={styles.itemTitle}>
                {read ? null : <span className={styles.dot} aria-hidden="true" />}
                {read ? null : <span className="visually-hidden">{t('unreadMark')} </span>}
                {item.title}
              </p>
              {item.body ? <p className={styles.itemBody}>{item.body}</p> : null}
              <p className={styles.itemMeta}>
                {item.caption ? <span>{item.caption} · </span> : null}
                <LocalTime iso={item.created_at} />
              </p>
              {read ? null : (
                <button
                  type="button"
                  className={styles.linkAction}
                  // Its visible words first, then which notification (a list of "Mark as read" buttons otherwise).
                  aria-label={`${t('markRead')}: ${item.title}`}
                  onClick={() => void mark([item.id])}
                >
                  {t('markRead')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {query.hasNextPage ? (
        <button
          type="button"
          className={styles.action}
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? t('loading') : t('more')}
        </button>
      ) : null}
    </div>
  );
}

/** The list for whoever is signed in (a visitor is told to sign in). */
export function PlayerNotificationList() {
  const t = useTranslations('shell.notifications');
  const { status, player } = useSession();
  if (status === 'LOGGED_IN' && player) return <NotificationList playerId={player.id} />;
  if (status === 'NOT_LOGGED_IN')
    return (
      <div className={styles.status}>
        <p>{t('visitor')}</p>
        <button
          type="button"
          className={styles.action}
          onClick={() =>
            void import('@/lib/player/session-actions').then(({ promptSignIn }) =>
              promptSignIn('notifications'),
            )
          }
        >
          {t('signIn')}
        </button>
      </div>
    );
  return (
    <p className={styles.status} role="status">
      {t('loading')}
    </p>
  );
}
