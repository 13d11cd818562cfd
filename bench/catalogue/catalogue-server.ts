import { execFileSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@sportsbook/server/config/config';
import { processLogger } from '@sportsbook/server/start-backend';
import { seedMsOf, simulatorOf, startBenchBackend } from '../support/bench-backend';
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
 * `main.ts` starts them (`startBackend`), on a freshly seeded demo catalogue (PGlite in memory, or a
 * scratch PostgreSQL database that is dropped afterwards), with a hello-world route on the same app
 * instance as the baseline.
 */

const kind = process.argv[2] as CatalogueDatabaseKind;
const database = await openBenchDatabase(kind, 'sportsbook_bench');
// The request log as `npm start` writes it, into a pipe that another process drains (as a terminal or a log
// collector does); off (warnings only) until the parent turns it on for its rounds.
const logPipe = join(tmpdir(), `catalogue-bench-log-${process.pid}`);
execFileSync('mkfifo', [logPipe]);
const logReader = spawn('cat', [logPipe], { stdio: 'ignore' });
const requestLog = processLogger(loadConfig({ LOG_LEVEL: 'warn' }), logPipe);
// The demo catalogue and feed of the seed `npm start` uses (SIM_SEED's default), at the default rate;
// nothing is bet, so betting need not follow the feed.
const backend = await startBenchBackend(
  { SIMULATOR: 'on' },
  {
    database,
    seed: { demoPlayers: false },
    followFeed: false,
    logger: requestLog,
    logRequests: true,
    extend: (app) => {
      app.get(HELLO_PATH, { schema: { hide: true } }, async () => ({ hello: 'world' }));
    },
  },
);
const simulator = simulatorOf(backend);

const ready: CatalogueServerReady = {
  baseUrl: backend.url,
  seedMs: seedMsOf(backend),
  simulatorRate: backend.deps.config.simulator.rate,
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
      case 'request-log':
        requestLog.level = command.on ? 'info' : 'warn';
        return { level: requestLog.level };
    }
  },
  async () => {
    await backend.close();
    await database.close();
    logReader.kill();
    rmSync(logPipe, { force: true });
  },
);
