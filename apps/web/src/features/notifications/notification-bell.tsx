'use client';

import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useShownSession } from '@/lib/player/first-render-session';
import { Icon } from '@/ui/icons/icon';
import styles from './notifications.module.css';
import { followNotifications, useUnread } from './notifications-store';

/** The list (and TanStack Query with it) loads when the panel first opens, not with the header. */
const PlayerNotificationList = dynamic(
  () => import('./notification-list').then((module) => module.PlayerNotificationList),
  { ssr: false },
);

const PANEL_ID = 'notifications-panel';

/**
 * The header's bell (spec §3 notifications, §7.3 unread_counters_changed): a signed-in player's unread count
 * on it, and the notification centre in a panel it opens (a popover: Escape or a tap outside closes it).
 */
export function NotificationBell({ className }: { className?: string }) {
  const t = useTranslations('shell.notifications');
  const locale = useLocale();
  const session = useShownSession();
  const unread = useUnread();
  const [opened, setOpened] = useState(false);
  useEffect(() => followNotifications(locale), [locale]);
  if (session.status !== 'LOGGED_IN' || !session.player) return null;
  const count = unread ?? 0;
  return (
    <li className={className}>
      <button
        type="button"
        className={styles.bell}
        popoverTarget={PANEL_ID}
        aria-label={count > 0 ? `${t('label')}, ${t('unread', { count })}` : t('label')}
      >
        <Icon id="bell" className={styles.bellIcon} />
        {count > 0 ? <span className={styles.badge}>{count > 99 ? '99+' : count}</span> : null}
      </button>
      <section
        id={PANEL_ID}
        popover="auto"
        className={styles.panel}
        aria-label={t('label')}
        onToggle={(event) => {
          if ((event as unknown as { newState?: string }).newState === 'open') setOpened(true);
        }}
      >
        <h2 className={styles.panelTitle}>{t('label')}</h2>
        {opened ? <PlayerNotificationList /> : null}
      </section>
    </li>
  );
}

/**
 * The bell's place on the narrowest phones (below 360 px the header has no room for it): an item of the account
 * menu, with the unread count, opening the same panel.
 */
export function NotificationsMenuButton({ className }: { className?: string }) {
  const t = useTranslations('shell.notifications');
  const unread = useUnread() ?? 0;
  return (
    <button
      type="button"
      className={`${styles.menuItem} ${className ?? ''}`}
      popoverTarget={PANEL_ID}
      aria-label={unread > 0 ? `${t('label')}, ${t('unread', { count: unread })}` : t('label')}
    >
      {t('label')}
      {unread > 0 ? <span className={styles.menuBadge}>{unread > 99 ? '99+' : unread}</span> : null}
    </button>
  );
}
