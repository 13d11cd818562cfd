import type { RealtimeEvent } from '@sportsbook/contract/realtime/events';
import type { RealtimeHub } from './hub';
import type { Publisher } from './publisher';
import type { RealtimeLogger } from './realtime-logger';

/**
 * The Publisher adapter for the embedded hub: events go straight into the hub's channels, in process.
 * The hub belongs to whoever built it (the app's deps); closing this publisher only stops publishing.
 */
export class HubPublisher implements Publisher {
  #closed = false;

  constructor(
    private readonly hub: RealtimeHub,
    private readonly logger: RealtimeLogger,
  ) {}

  /** Publishes in process; a failure is logged, never thrown. */
  async publish(channel: string, event: RealtimeEvent): Promise<void> {
    if (this.#closed) return;
    try {
      this.hub.publish(channel, event);
    } catch (error) {
      // A bad event is the publisher's bug, but it must not stop the feed that sent it.
      this.logger.error({ err: error, channel, event: event.event }, 'realtime publication dropped');
    }
  }

  /** True while the channel has subscribers or history a reconnecting client could still recover. */
  hasSubscribers(channel: string): boolean {
    return this.hub.hasSubscribers(channel);
  }

  /** Stops publishing; the hub itself is closed by its owner. */
  async close(): Promise<void> {
    this.#closed = true;
  }
}
