import { z } from 'zod';
import { NotificationSchema } from '../entities/notification';
import { defineCall } from '../http/call';
import { paginated, pagingQuery } from '../http/pagination';

/** Spec §7.2 GET /notifications (page, limit): a page of the notification centre. */
export const NOTIFICATIONS_DEFAULT_LIMIT = 20;

/** Most ids one POST /notifications/read marks. */
export const NOTIFICATIONS_READ_MAX = 100;

/** The player's unread count (spec §3 "unread count"; the `unread_counters_changed` event carries the same). */
export const NotificationCountersSchema = z
  .object({ unread: z.number().int().nonnegative() })
  .meta({ id: 'NotificationCounters' });
export type NotificationCounters = z.infer<typeof NotificationCountersSchema>;

export const listNotifications = defineCall({
  id: 'listNotifications',
  api: 'sportsbook',
  method: 'GET',
  path: '/notifications',
  summary:
    "The player's notifications, newest first, written in the request's language: bets settled, cash outs, bonuses issued, deposits, limits coming into force",
  auth: 'bearer',
  query: z.strictObject({ ...pagingQuery(NOTIFICATIONS_DEFAULT_LIMIT) }),
  status: 200,
  response: paginated(NotificationSchema).meta({ id: 'NotificationPage' }),
  errorStatuses: [401],
});

export const notificationCounters = defineCall({
  id: 'notificationCounters',
  api: 'sportsbook',
  method: 'GET',
  path: '/notifications/counters',
  summary: "How many of the player's notifications are unread",
  auth: 'bearer',
  status: 200,
  response: NotificationCountersSchema,
  errorStatuses: [401],
});

export const readAllNotifications = defineCall({
  id: 'readAllNotifications',
  api: 'sportsbook',
  method: 'POST',
  path: '/notifications/read-all',
  summary: "Marks every one of the player's notifications read; answers the counters (unread 0)",
  auth: 'bearer',
  status: 200,
  response: NotificationCountersSchema,
  errorStatuses: [401],
});

export const ReadNotificationsRequestSchema = z
  .strictObject({
    ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(NOTIFICATIONS_READ_MAX),
  })
  .meta({ id: 'ReadNotificationsRequest' });

export const readNotifications = defineCall({
  id: 'readNotifications',
  api: 'sportsbook',
  method: 'POST',
  path: '/notifications/read',
  summary:
    "Marks the player's notifications of these ids read (ids that are not theirs change nothing); answers the counters",
  auth: 'bearer',
  body: ReadNotificationsRequestSchema,
  status: 200,
  response: NotificationCountersSchema,
  errorStatuses: [401],
});
