import type { RealtimeEvent } from '@sportsbook/contract/realtime/events';

/**
 * Where the backend sends realtime events. Two adapters: the embedded hub (default) and Centrifugo's
 * server HTTP API. Publishing never throws to the caller for a transient failure of the transport; it
 * reports and goes on (a missed odds tick is repaired by the next one, a failed one must not stop the feed).
 */
export interface Publisher {
  /** Publishes one event on one channel (spec §7.3 names, see @sportsbook/contract/realtime/channels). */
  publish(channel: string, event: RealtimeEvent): Promise<void>;
  /**
   * Whether anyone may be listening on a channel. The embedded hub knows; Centrifugo's adapter answers
   * true. Publishers of costly documents (a match's full market list) skip channels nobody listens to.
   */
  hasSubscribers(channel: string): boolean;
  close(): Promise<void>;
}
