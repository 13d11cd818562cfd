import type { Database, Db } from '@sportsbook/server/db/database';
import { DatabaseHealth } from '@sportsbook/server/db/database-health';
import { startBenchBackend } from '../support/bench-backend';
import { FANOUT_CHANNEL } from './fanout-protocol';
import type { FanoutServer } from './fanout-server-port';

/**
 * A database the hub's path never touches: a visitor's token call and the WebSocket need none. Any use
 * throws, so should that path ever query, the token call fails and so does the benchmark, loudly. Without
 * a real database the server's memory is the app's and the hub's alone (an in-memory PGlite would add some
 * 400 MiB, and its free pages would absorb the growth the benchmark measures).
 */
function untouchedDatabase(): Database {
  const db = new Proxy({} as Db, {
    get(_target, property) {
      throw new Error(`the hub benchmark's server has no database (asked for ${String(property)})`);
    },
  });
  return {
    db,
    kind: 'postgres',
    health: new DatabaseHealth({ probe: async () => {} }),
    close: async () => {},
  };
}

/**
 * The backend as `main.ts` starts it (`startBackend`: app, embedded hub, token call) without a feed:
 * clients take the real path (token call, connect, subscribe) and publications go through `hub.publish`.
 */
export async function startHubServer(): Promise<FanoutServer> {
  const backend = await startBenchBackend(
    { SIMULATOR: 'off' },
    { database: untouchedDatabase(), seed: false, followFeed: false },
  );
  const { hub } = backend.deps;
  if (!hub) throw new Error('the config asked for Centrifugo; the benchmark needs the embedded hub');
  const { port } = backend;
  return {
    ready: {
      wsUrl: `ws://127.0.0.1:${port}/connection/websocket`,
      tokenUrl: `http://127.0.0.1:${port}/api/v2/websocket/token`,
    },
    broadcast: (data) => {
      hub.publish(FANOUT_CHANNEL, data);
    },
    connections: () => hub.stats().connections,
  };
}
