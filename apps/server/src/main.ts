import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Redis } from 'ioredis';
import pino from 'pino';
import { buildApp } from './app';
import { TokenService } from './auth/tokens';
import { bettingContextOf } from './betting/betting-context';
import { FeedFollower } from './betting/feed-follower';
import { SettlementService } from './betting/settlement/settlement-service';
import { AdjustableClock, type Clock, systemClock } from './clock';
import { ConfigError, loadConfig, type ServerConfig } from './config/config';
import { loadSecrets } from './config/secrets';
import { type Database, openDatabase } from './db/database';
import { isDatabaseUnavailable } from './db/database-errors';
import { seedCatalog } from './feed/generator/seed-catalog';
import { FeedHealthMonitor } from './feed/health/feed-health-monitor';
import { FeedSimulator } from './feed/simulator/feed-simulator';
import { LOG_REDACTION } from './http/log-redaction';
import { seedDemoPlayers } from './platform/demo-players';
import { createRealtime } from './realtime/create-realtime';

function readConfig(): ServerConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Seconds between attempts to reach PostgreSQL at start (it may still be starting, or failing over). */
const START_RETRY_MS = 2_000;

/** Opens the database, waiting for PostgreSQL while it cannot be reached (a start must not race it). */
async function openDatabaseWhenReachable(
  config: ServerConfig,
  dataDir: string,
  log: pino.Logger,
): Promise<Database> {
  for (;;) {
    try {
      return await openDatabase(
        config.databaseUrl
          ? { kind: 'postgres', url: config.databaseUrl }
          : { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
        { timeouts: config.databaseTimeouts, poolSize: config.databasePoolSize, log },
      );
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      log.warn({ err: error, retryInMs: START_RETRY_MS }, 'the database cannot be reached yet');
      await new Promise((resolve) => setTimeout(resolve, START_RETRY_MS));
    }
  }
}

/**
 * Starts the reference backend: database (created, migrated and seeded on first start), realtime, HTTP, and
 * the feed simulator; stops them in reverse order on SIGINT or SIGTERM.
 */
async function main(): Promise<void> {
  const config = readConfig();
  const log = pino({ level: config.logLevel, ...LOG_REDACTION });
  const dataDir = resolve(config.dataDir);
  await mkdir(dataDir, { recursive: true });
  const secrets = await loadSecrets(dataDir, {
    authSecret: config.authSecret,
    realtimeTokenSecret: config.realtime.tokenSecret,
  });

  // No database error ends the process: one that reaches nobody is logged, and the backend carries on
  // (each call answers 503 while the database is away, the health tracker probes it back).
  process.on('unhandledRejection', (reason) => {
    if (!isDatabaseUnavailable(reason)) throw reason;
    log.error({ err: reason }, 'a database failure reached no caller');
  });
  // The browser journeys move this backend's time on (TEST_CLOCK_CONTROL); otherwise it is the system's.
  const clockControl = config.testClockControl ? new AdjustableClock(systemClock) : undefined;
  const clock: Clock = clockControl ?? systemClock;
  if (clockControl)
    log.warn("TEST_CLOCK_CONTROL is on: POST /__test/clock moves this backend's time (tests only)");
  const database = await openDatabaseWhenReachable(config, dataDir, log);
  log.info({ database: database.kind }, 'database ready');
  const catalog = await seedCatalog(database.db, { seed: config.simulator.seed, now: clock.now() });
  if (catalog.seeded)
    log.info({ counts: catalog.counts, ms: catalog.generateMs + catalog.writeMs }, 'demo catalogue seeded');
  const demoPlayers = await seedDemoPlayers(database.db);
  if (demoPlayers > 0) log.info({ created: demoPlayers }, 'demo players seeded');

  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  redis?.on('error', (error) => log.warn({ err: error }, 'redis error'));
  const tokens = new TokenService(secrets.authSecret, secrets.realtimeTokenSecret, () => clock.now());
  const realtime = createRealtime(config, tokens, clock, log);
  // With the simulator, bets wait until its first tick has caught up with the time the backend was down
  // (matches that ended meanwhile are decided first); the API answers reads meanwhile.
  const feedHealth = config.simulator.enabled
    ? new FeedHealthMonitor({
        clock,
        publisher: realtime.publisher,
        contentLocales: config.contentLocales,
        staleAfterMs: config.simulator.staleAfterMs,
        log,
      })
    : new FeedHealthMonitor();
  if (config.simulator.enabled) feedHealth.started();
  const app = await buildApp({
    feedHealth,
    config,
    database,
    tokens,
    clock,
    ...(clockControl ? { clockControl } : {}),
    publisher: realtime.publisher,
    hub: realtime.hub,
    redis,
    logger: log,
  });
  await app.listen({ host: config.host, port: config.port });
  // Bets the last run left unsettled (matches decided while the server was down) are settled first; a
  // failure here is retried by the simulator's sweep, so it does not stop the start.
  const betting = bettingContextOf({
    database,
    clock,
    publisher: realtime.publisher,
    config,
    logger: log,
  });
  try {
    const outstanding = await new SettlementService(betting).settleOutstanding();
    if (outstanding.bets > 0) log.info(outstanding, 'outstanding bets settled');
  } catch (error) {
    log.error({ err: error }, 'settling outstanding bets at start-up failed');
  }
  const simulator = config.simulator.enabled
    ? new FeedSimulator({
        db: database.db,
        clock,
        publisher: realtime.publisher,
        seed: config.simulator.seed,
        rate: config.simulator.rate,
        contentLocales: config.contentLocales,
        log,
        // Settles matches as they finish and keeps listening players' cash-out values current.
        listener: new FeedFollower(betting),
        health: feedHealth,
      })
    : undefined;
  // Catches up with the time the server was down, then ticks on its own timer.
  await simulator?.start();
  if (simulator)
    log.info({ rate: config.simulator.rate, seed: config.simulator.seed }, 'feed simulator started');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping');
    // The feed stops first (its tick in progress finishes), so nothing publishes into a closing hub.
    await simulator?.stop();
    feedHealth.stop();
    // The hub closes its clients with 3001 before Fastify tears the sockets down (clients then reconnect
    // to the next server instead of treating it as a network failure).
    await realtime.close();
    await app.close();
    await redis?.quit();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('the backend failed to start:', error);
  process.exit(1);
});
