import { userChannel } from '@sportsbook/contract/realtime/channels';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { announceNotifications } from '../notifications/notification-announcer';
import { recordNotifications } from '../notifications/notifications';
import { channelLocales } from '../realtime/channel-locales';
import type { Publisher } from '../realtime/publisher';
import { presentBonus } from './bonus-presenter';
import type { PlayerBonusRow } from './bonus-repository';

/** What telling a player about their new bonuses needs. */
export interface AnnouncementContext {
  readonly db: Db;
  readonly clock: Clock;
  readonly publisher: Publisher;
  readonly contentLocales: readonly string[];
  readonly log: { error(details: Record<string, unknown>, message: string): void };
}

/**
 * `bonus_issued` (spec §7.3) on the player's private channel for each bonus, in every locale someone listens
 * in; sent after the commit that issued them. A failed publication is reported, never an error: the bonuses
 * are issued and the player's lists show them.
 */
export async function announceBonusesIssued(
  context: AnnouncementContext,
  playerId: number,
  rows: readonly PlayerBonusRow[],
): Promise<void> {
  if (rows.length === 0) return;
  const { publisher, contentLocales, log } = context;
  const now = context.clock.now();
  await noteBonusesIssued(context, playerId, rows, now);
  for (const locale of channelLocales(contentLocales)) {
    const channel = userChannel(locale, playerId);
    if (!publisher.hasSubscribers(channel)) continue;
    try {
      for (const row of rows) {
        const bonus = presentBonus(row, locale, now);
        await publisher.publish(channel, {
          event: 'bonus_issued',
          payload: {
            bonus: {
              id: bonus.id,
              bonus_type: bonus.bonus_type,
              freebet_type: bonus.freebet_type,
              user_bonus_status: bonus.user_bonus_status,
              title: bonus.title,
            },
          },
        });
      }
    } catch (error) {
      log.error({ err: error, channel }, 'bonus_issued could not be published');
    }
  }
}

/**
 * The notification centre's entry for each new bonus (spec §3), its title in every content locale. Written
 * after the commit that issued them: a failure is reported and the bonuses stay issued.
 */
async function noteBonusesIssued(
  context: AnnouncementContext,
  playerId: number,
  rows: readonly PlayerBonusRow[],
  now: number,
): Promise<void> {
  try {
    const notified = await recordNotifications(
      context.db,
      rows.map((row) => ({
        kind: 'bonus_issued' as const,
        playerId,
        bonusId: row.bonus.id,
        titles: Object.fromEntries(
          context.contentLocales.map((locale) => [locale, presentBonus(row, locale, now).title]),
        ),
      })),
      new Date(now).toISOString(),
    );
    await announceNotifications(context, notified);
  } catch (error) {
    context.log.error({ err: error, playerId }, 'bonus notifications could not be written');
  }
}
