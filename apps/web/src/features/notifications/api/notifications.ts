import type { Notification } from '@sportsbook/contract/entities/notification';

/** A page of the player's notifications (GET /api/v2/notifications), newest first, in `locale`. */
export async function fetchNotifications(
  locale: string,
  page: number,
  limit: number,
): Promise<{ data: Notification[]; lastPage: number }> {
  const [{ playerCall }, { listNotifications }] = await Promise.all([
    import('@/lib/player/session-actions'),
    import('@sportsbook/contract/sportsbook/notification-calls'),
  ]);
  const answer = await playerCall(listNotifications, { locale, query: { page, limit } });
  return { data: answer.data, lastPage: answer.pagination.last_page };
}

/** Marks these notifications read, or every one (POST /notifications/read, /read-all); answers the unread count. */
export async function markNotificationsRead(locale: string, ids: readonly number[] | 'all'): Promise<number> {
  const [{ playerCall }, calls] = await Promise.all([
    import('@/lib/player/session-actions'),
    import('@sportsbook/contract/sportsbook/notification-calls'),
  ]);
  const answer =
    ids === 'all'
      ? await playerCall(calls.readAllNotifications, { locale })
      : await playerCall(calls.readNotifications, { locale, body: { ids: [...ids] } });
  return answer.unread;
}

/** Notifications per page of the centre (spec §7.2 GET /notifications: page, limit). */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** The cache key of a player's notification pages. */
export const notificationsKey = (playerId: number, locale: string) =>
  ['notifications', playerId, locale] as const;
