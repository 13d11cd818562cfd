import { userChannel } from '@sportsbook/contract/realtime/channels';
import type { Clock } from '../clock';
import { channelLocales } from '../realtime/channel-locales';
import type { Publisher } from '../realtime/publisher';
import { presentBonus } from './bonus-presenter';
import type { PlayerBonusRow } from './bonus-repository';

/** What telling a player about their new bonuses needs. */
export interface AnnouncementContext {
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
