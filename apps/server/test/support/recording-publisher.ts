import type { RealtimeEvent } from '@sportsbook/contract/realtime/events';
import type { Publisher } from '../../src/realtime/publisher';

/** A Publisher that keeps what it was given, for tests that assert what the backend publishes. */
export class RecordingPublisher implements Publisher {
  readonly published: { channel: string; event: RealtimeEvent }[] = [];

  async publish(channel: string, event: RealtimeEvent): Promise<void> {
    this.published.push({ channel, event });
  }

  hasSubscribers(): boolean {
    return true;
  }

  async close(): Promise<void> {}

  on(channel: string): RealtimeEvent[] {
    return this.published.filter((p) => p.channel === channel).map((p) => p.event);
  }

  clear(): void {
    this.published.length = 0;
  }
}
