import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { buildApp } from '@sportsbook/server/app';
import { TokenService } from '@sportsbook/server/auth/tokens';
import { systemClock } from '@sportsbook/server/clock';
import { loadConfig } from '@sportsbook/server/config/config';
import { seedCatalog } from '@sportsbook/server/feed/generator/seed-catalog';
import { FeedSimulator } from '@sportsbook/server/feed/simulator/feed-simulator';
import { createRealtime } from '@sportsbook/server/realtime/create-realtime';
import { consoleRealtimeLogger } from '@sportsbook/server/realtime/realtime-logger';
import { serveParent } from '../support/bench-child';
import { openBenchDatabase } from '../support/scratch-database';
import {
  type CatalogueDatabaseKind,
  type CatalogueServerCommand,
  type CatalogueServerReady,
  type FeedReport,
  HELLO_PATH,
} from './catalogue-protocol';

/*
 * The backend under test for catalogue reads, in a process of its own: the app and the live simulator as
 * `main.ts` runs them, on a freshly seeded demo catalogue (PGlite in memory, or a scratch PostgreSQL
 * database that is dropped afterwards), with a hello-world route on the same app instance as the baseline.
 */

/** The simulator logs nothing here; a failed tick still shows. */
const quietFeedLog = {
  info: () => {},
  warn: () => {},
  error: (details: Record<string, unknown>, message: string) => console.error(message, details),
};

/** The seed the product starts with (config SIM_SEED default), for the same catalogue as `npm start`. */
const CATALOG_SEED = 20_261_122;

const kind = process.argv[2] as CatalogueDatabaseKind;
const database = await openBenchDatabase(kind, 'sportsbook_bench');
const seeded = performance.now();
await seedCatalog(database.db, { seed: CATALOG_SEED, now: Date.now() });
const seedMs = performance.now() - seeded;

const config = loadConfig({ SIMULATOR: 'off', SERVER_PORT: '0' });
const tokens = new TokenService(randomBytes(32).toString('hex'), randomBytes(32).toString('hex'));
const realtime = createRealtime(config, tokens, systemClock, consoleRealtimeLogger);
const app = await buildApp({
  config,
  database,
  tokens,
  clock: systemClock,
  publisher: realtime.publisher,
  hub: realtime.hub,
  redis: undefined,
});
app.get(HELLO_PATH, { schema: { hide: true } }, async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address() as AddressInfo;
const simulator = new FeedSimulator({
  db: database.db,
  clock: systemClock,
  publisher: realtime.publisher,
  seed: CATALOG_SEED,
  rate: config.simulator.rate,
  contentLocales: config.contentLocales,
  log: quietFeedLog,
});
await simulator.start();

const ready: CatalogueServerReady = {
  baseUrl: `http://127.0.0.1:${port}`,
  seedMs: Math.round(seedMs),
  simulatorRate: config.simulator.rate,
};
serveParent<CatalogueServerCommand>(
  ready,
  async (command) => {
    switch (command.kind) {
      case 'feed': {
        const stats = simulator.stats();
        const report: FeedReport = {
          ticks: stats.ticks,
          oddsChanges: stats.oddsChanges,
          busyMs: stats.busyMs,
          liveMatches: stats.liveMatches,
          atMs: performance.now(),
        };
        return report;
      }
    }
  },
  async () => {
    await simulator.stop();
    await realtime.close();
    await app.close();
    await database.close();
  },
);
