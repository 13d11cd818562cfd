import type { TokenService } from '../auth/tokens';
import type { Clock } from '../clock';
import type { ServerConfig } from '../config/config';
import { CentrifugoPublisher } from './centrifugo-publisher';
import { RealtimeHub } from './hub';
import type { RealtimeHubOptions } from './hub-options';
import { HubPublisher } from './hub-publisher';
import type { Publisher } from './publisher';
import type { RealtimeLogger } from './realtime-logger';

/** The realtime side of the app: `deps.hub` and `deps.publisher`. */
export interface Realtime {
  /** Serves /connection/websocket; undefined when Centrifugo serves clients. */
  readonly hub: RealtimeHub | undefined;
  readonly publisher: Publisher;
  /** Closes the publisher, then the hub (3001 to every client). Call it before closing the app. */
  close(): Promise<void>;
}

/**
 * Builds what the config asks for: with CENTRIFUGO_API_URL, a publisher to Centrifugo's server API and no
 * embedded hub; otherwise the embedded hub and its in-process publisher.
 */
export function createRealtime(
  config: ServerConfig,
  tokens: TokenService,
  clock: Clock,
  logger: RealtimeLogger,
  hubOptions: Omit<RealtimeHubOptions, 'tokens' | 'clock' | 'logger'> = {},
): Realtime {
  const centrifugo = config.realtime.centrifugo;
  if (centrifugo) {
    const publisher = new CentrifugoPublisher({ ...centrifugo, logger });
    return { hub: undefined, publisher, close: () => publisher.close() };
  }
  const hub = new RealtimeHub({ ...hubOptions, tokens, clock, logger });
  const publisher = new HubPublisher(hub, logger);
  return {
    hub,
    publisher,
    async close() {
      await publisher.close();
      await hub.close();
    },
  };
}
