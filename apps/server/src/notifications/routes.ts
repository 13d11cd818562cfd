import {
  listNotifications,
  notificationCounters,
  readAllNotifications,
  readNotifications,
} from '@sportsbook/contract/sportsbook/notification-calls';
import { pageOf, pageOffset } from '@sportsbook/core/paging/pagination';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { type Caller, type RouteEnv, registerCall } from '../http/register-call';
import { announceUnreadCount, type NotificationAnnouncerContext } from './notification-announcer';
import * as store from './notifications';

function playerOf(caller: Caller | null): number {
  if (!caller) throw new Error('a bearer call ran without a caller');
  return caller.playerId;
}

/**
 * The notification centre's calls (spec §7.2): GET /notifications (paged, newest first, in the request's
 * language), GET /notifications/counters, POST /notifications/read-all and /notifications/read {ids}. Marking
 * read tells the player's other tabs and devices the new unread count.
 */
export function registerNotificationRoutes(app: FastifyInstance, env: RouteEnv, deps: AppDeps): void {
  const db = deps.database.db;
  const announcer: NotificationAnnouncerContext = {
    db,
    publisher: deps.publisher,
    contentLocales: deps.config.contentLocales,
    log: { error: (details, message) => app.log.error(details, message) },
  };
  const now = () => new Date(deps.clock.now()).toISOString();

  registerCall(app, env, listNotifications, async ({ caller, query, locale }) => {
    const { rows, total } = await store.listNotifications(db, playerOf(caller), {
      offset: pageOffset(query.page, query.limit),
      limit: query.limit,
    });
    const page = pageOf(total, query.page, query.limit);
    return {
      data: rows.map((row) => store.presentNotification(row, locale)),
      pagination: { total: page.total, page: page.page, limit: page.limit, last_page: page.lastPage },
    };
  });

  registerCall(app, env, notificationCounters, async ({ caller }) => ({
    unread: await store.unreadCount(db, playerOf(caller)),
  }));

  const markRead = async (playerId: number, ids: readonly number[] | 'all') => {
    await store.markRead(db, playerId, ids, now());
    await announceUnreadCount(announcer, playerId);
    return { unread: await store.unreadCount(db, playerId) };
  };
  registerCall(app, env, readAllNotifications, async ({ caller }) => markRead(playerOf(caller), 'all'));
  registerCall(app, env, readNotifications, async ({ caller, body }) => markRead(playerOf(caller), body.ids));
}
