import type { AddressInfo } from 'node:net';
import { TokenService } from '../../../src/auth/tokens';
import type { Database } from '../../../src/db/database';
import { RealtimeHub } from '../../../src/realtime/hub';
import type { RealtimeHubOptions } from '../../../src/realtime/hub-options';
import { HubPublisher } from '../../../src/realtime/hub-publisher';
import type { RealtimeLogger } from '../../../src/realtime/realtime-logger';
import { buildTestApp, TEST_API_SECRET, TEST_REALTIME_SECRET, type TestApp } from '../../support/app';

/** A logger that keeps what it was told, so tests can assert that a failure was reported. */
export class RecordingLogger implements RealtimeLogger {
  readonly entries: { level: 'warn' | 'error'; message: string; details: Record<string, unknown> }[] = [];

  warn(details: Record<string, unknown>, message: string): void {
    this.entries.push({ level: 'warn', message, details });
  }

  error(details: Record<string, unknown>, message: string): void {
    this.entries.push({ level: 'error', message, details });
  }
}

/** The real app, listening on 127.0.0.1 (any free port unless told), with the embedded hub serving /connection/websocket. */
export interface RealtimeTestServer {
  readonly t: TestApp;
  readonly hub: RealtimeHub;
  readonly publisher: HubPublisher;
  readonly tokens: TokenService;
  readonly logger: RecordingLogger;
  /** `http://127.0.0.1:{port}` */
  readonly httpUrl: string;
  /** `ws://127.0.0.1:{port}/connection/websocket` */
  readonly wsUrl: string;
  /** Closes the hub (3001 to every client), then the app. */
  close(): Promise<void>;
}

/** Hub settings that keep a suite fast: short pings and deadlines, a fine-grained tick. */
export const FAST_HUB: Omit<RealtimeHubOptions, 'tokens'> = {
  pingIntervalMs: 400,
  pongTimeoutMs: 300,
  tokenExpiryGraceMs: 200,
  connectTimeoutMs: 500,
  historySize: 50,
  historyTtlMs: 60_000,
  tickMs: 20,
};

export async function startRealtimeServer(
  database: Database,
  hubOptions: Omit<RealtimeHubOptions, 'tokens' | 'logger'> = FAST_HUB,
  port = 0,
  env: Record<string, string> = {},
): Promise<RealtimeTestServer> {
  const tokens = new TokenService(TEST_API_SECRET, TEST_REALTIME_SECRET);
  const logger = new RecordingLogger();
  const hub = new RealtimeHub({ ...hubOptions, tokens, logger });
  const publisher = new HubPublisher(hub, logger);
  const t = await buildTestApp({ database, env, overrides: { tokens, hub, publisher } });
  await t.app.listen({ host: '127.0.0.1', port });
  const address = t.app.server.address() as AddressInfo;
  return {
    t,
    hub,
    publisher,
    tokens,
    logger,
    httpUrl: `http://127.0.0.1:${address.port}`,
    wsUrl: `ws://127.0.0.1:${address.port}/connection/websocket`,
    async close() {
      await hub.close();
      await t.app.close();
    },
  };
}

/**
 * A token service whose clock runs `shiftMs` behind (negative) or ahead, to sign tokens that are already
 * expired or expire soon, with the same secret as the app.
 */
export function shiftedTokens(shiftMs: number): TokenService {
  return new TokenService(TEST_API_SECRET, TEST_REALTIME_SECRET, () => Date.now() + shiftMs);
}
