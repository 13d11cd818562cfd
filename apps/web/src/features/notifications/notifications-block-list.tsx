'use client';

import dynamic from 'next/dynamic';
import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import { followNotifications } from './notifications-store';

const PlayerNotificationList = dynamic(
  () => import('./notification-list').then((module) => module.PlayerNotificationList),
  { ssr: false },
);

/** The block's list, loaded after hydration (it is the player's; the server renders the page for everyone). */
export function NotificationsBlockList() {
  const locale = useLocale();
  useEffect(() => followNotifications(locale), [locale]);
  return <PlayerNotificationList />;
}
