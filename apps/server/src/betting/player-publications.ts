import { userChannel } from '@sportsbook/contract/realtime/channels';
import type { RealtimeEvent } from '@sportsbook/contract/realtime/events';
import { channelLocales } from '../realtime/channel-locales';
import type { BettingContext } from './betting-context';

/**
 * What the betting services publish on a player's private channel (`$user:{locale}:{id}`, spec §7.3), in
 * every content locale someone listens in. Publications go out after the work is committed; a failed one
 * is reported, never turned into an error (the work is done).
 */
export class PlayerPublications {
  readonly #context: BettingContext;
  readonly #locales: readonly string[];

  constructor(context: BettingContext) {
    this.#context = context;
    this.#locales = channelLocales(context.contentLocales);
  }

  /** The content locales whose private channel of the player has subscribers (none: nothing to build). */
  listening(playerId: number): string[] {
    return this.#locales.filter((locale) =>
      this.#context.publisher.hasSubscribers(userChannel(locale, playerId)),
    );
  }

  /** Publishes the events built for each listening locale, in order. */
  async publish(
    playerId: number,
    eventsIn: (locale: string) => readonly RealtimeEvent[],
    locales: readonly string[] = this.listening(playerId),
  ): Promise<void> {
    for (const locale of locales) {
      const channel = userChannel(locale, playerId);
      try {
        for (const event of eventsIn(locale)) await this.#context.publisher.publish(channel, event);
      } catch (error) {
        this.#context.log.error({ err: error, channel }, 'a bet publication failed');
      }
    }
  }
}
