import { userChannel } from '@sportsbook/contract/realtime/channels';
import type { Db } from '../db/database';
import { channelLocales } from '../realtime/channel-locales';
import type { Publisher } from '../realtime/publisher';
import { type NotificationRow, presentNotification, unreadCount } from './notifications';

/** What telling players about their new notifications needs. */
export interface NotificationAnnouncerContext {
  readonly db: Db;
  readonly publisher: Publisher;
  readonly contentLocales: readonly string[];
  readonly log: { error(details: Record<string, unknown>, message: string): void };
}

/**
 * After the commit that wrote them: `notification` for each new row and `unread_counters_changed` with the
 * player's unread count (spec §7.3), on the player's private channel in every locale someone listens in. A
 * failed publication is reported, never an error: the notifications are stored and the centre lists them.
 */
export async function announceNotifications(
  context: NotificationAnnouncerContext,
  rows: readonly NotificationRow[],
): Promise<void> {
  const byPlayer = new Map<number, NotificationRow[]>();
  for (const row of rows) byPlayer.set(row.playerId, [...(byPlayer.get(row.playerId) ?? []), row]);
  for (const [playerId, theirs] of byPlayer) {
    await publishToPlayer(context, playerId, theirs);
  }
}

/** `unread_counters_changed` alone: the player read some (in another tab, another device). */
export async function announceUnreadCount(
  context: NotificationAnnouncerContext,
  playerId: number,
): Promise<void> {
  await publishToPlayer(context, playerId, []);
}

/**
 * One announcement at a time per player (on this node): each reads the unread count after its own commit, so the
 * last count published is the latest, never an older one overtaking it (a read-all racing a settlement).
 */
const announcing = new Map<number, Promise<void>>();

function publishToPlayer(
  context: NotificationAnnouncerContext,
  playerId: number,
  rows: readonly NotificationRow[],
): Promise<void> {
  const previous = announcing.get(playerId) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(() => publishNow(context, playerId, rows));
  announcing.set(playerId, next);
  next
    .finally(() => {
      if (announcing.get(playerId) === next) announcing.delete(playerId);
    })
    .catch(() => undefined);
  return next;
}

async function publishNow(
  context: NotificationAnnouncerContext,
  playerId: number,
  rows: readonly NotificationRow[],
): Promise<void> {
  const { publisher, contentLocales, log } = context;
  const channels = channelLocales(contentLocales)
    .map((locale) => ({ locale, channel: userChannel(locale, playerId) }))
    .filter(({ channel }) => publisher.hasSubscribers(channel));
  if (channels.length === 0) return;
  try {
    const unread = await unreadCount(context.db, playerId);
    for (const { locale, channel } of channels) {
      for (const row of rows)
        await publisher.publish(channel, {
          event: 'notification',
          payload: { notification: presentNotification(row, locale) },
        });
      await publisher.publish(channel, {
        event: 'unread_counters_changed',
        payload: { notifications: { unread } },
      });
    }
  } catch (error) {
    log.error({ err: error, playerId }, 'notifications could not be published');
  }
}
