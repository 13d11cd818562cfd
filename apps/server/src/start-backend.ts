import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import pino from 'pino';
import { type AppDeps, buildApp } from './app';
import { TokenService } from './auth/tokens';
import { bettingContextOf } from './betting/betting-context';
import { FeedFollower } from './betting/feed-follower';
import { SettlementService } from './betting/settlement/settlement-service';
import { seedDemoCampaigns } from './bonuses/demo-campaigns';
import { AdjustableClock, type Clock, systemClock } from './clock';
import type { ServerConfig } from './config/config';
import { loadSecrets, type Secrets } from './config/secrets';
import { seedBannerSlots } from './content/banner-slots';
import { DEMO_BANNER_SLOTS } from './content/demo-banners';
import { type Database, type DatabaseTarget, type Db, openDatabase } from './db/database';
import { isDatabaseUnavailable } from './db/database-errors';
import { type SeedReport, seedCatalog } from './feed/generator/seed-catalog';
import { FeedHealthMonitor } from './feed/health/feed-health-monitor';
import { FeedSimulator } from './feed/simulator/feed-simulator';
import { LOG_REDACTION } from './http/log-redaction';
import { seedDemoPlayers } from './platform/demo-players';
import { DEMO_PREDICTIONS, seedPredictions } from './predictions/predictions';
import { createRealtime } from './realtime/create-realtime';
import type { Publisher } from './realtime/publisher';

/**
 * What a backend start may differ in. Everything an operator sets comes in `config` (the environment:
 * port, host, DATABASE_URL or DATA_DIR, SIMULATOR, SIM_RATE, SIM_SEED, LOG_LEVEL, …); the rest is for
 * benchmarks and tests, and defaults to what `main.ts` runs.
 */
export interface BackendOptions {
  readonly config: ServerConfig;
  /**
   * An open database (a benchmark's scratch database, a stand-in), which stays the caller's to close; or
   * where to open one. Default: DATABASE_URL, else PGlite in DATA_DIR/pglite. A PostgreSQL server that
   * cannot be reached yet is waited for.
   */
  readonly database?: Database | DatabaseTarget;
  /** The token secrets. Default: AUTH_SECRET and REALTIME_TOKEN_SECRET, else generated into DATA_DIR. */
  readonly secrets?: Secrets;
  readonly clock?: Clock;
  /** The process logger. Default: pino at LOG_LEVEL with the log redaction (`processLogger`). */
  readonly logger?: pino.Logger;
  /** One log line per request (the default); benchmarks turn it off, so that no request pays for it. */
  readonly logRequests?: boolean;
  /**
   * Writes the demo catalogue (from SIM_SEED) and the demo players when missing (the default); `false`
   * writes nothing (a database the backend's path never touches).
   */
  readonly seed?: false | { readonly demoPlayers?: boolean };
  /** The catalogue's size relative to the full one, as seeded and as the simulator keeps it. Default 1. */
  readonly catalogScale?: number;
  /** Matches the simulator keeps in play at least. Default: the simulator's. */
  readonly minLive?: number;
  /**
   * Whether betting follows the live feed (the default): bets pause while it is not live, finished matches
   * are settled and cash-out values revalued after every tick, and what the last run left unsettled is
   * settled at start. Off, prices count as live for good and nothing settles (benchmarks that only read,
   * or count every stake).
   */
  readonly followFeed?: boolean;
  /** Where events go instead of the embedded hub or Centrifugo (a benchmark that records them). */
  readonly publisher?: Publisher;
  /** Routes and hooks of the caller's, added before the app listens (a benchmark's baseline route). */
  readonly extend?: (app: FastifyInstance) => void | Promise<void>;
}

/** A started backend. */
export interface Backend {
  /** Where the app listens: `http://host:port`. */
  readonly url: string;
  readonly port: number;
  readonly app: FastifyInstance;
  readonly deps: AppDeps;
  readonly logger: pino.Logger;
  /** The live feed, when SIMULATOR is on. */
  readonly simulator: FeedSimulator | undefined;
  /** What seeding the catalogue did, unless seeding was off. */
  readonly seeded: SeedReport | undefined;
  /** Stops the feed, the realtime side, the app, Redis, and the database it opened, in that order. */
  close(): Promise<void>;
}

/** Bytes of log lines gathered before one write: a write a line cost the live page 11–13 % of its throughput. */
export const LOG_WRITE_BYTES = 8_192;
/** The longest a gathered line waits before it is written, when traffic is too light to fill LOG_WRITE_BYTES. */
export const LOG_FLUSH_MS = 500;

/**
 * The process logger of the backend: pino at LOG_LEVEL to stdout (or `destination`), with secrets kept out of
 * the request log.
 */
export function processLogger(config: ServerConfig, destination: number | string = 1): pino.Logger {
  // Buffered, written asynchronously: a request does not wait for the terminal or the log collector. Lines
  // are gathered into writes of LOG_WRITE_BYTES (each write is a system call and wakes the reader), and
  // whatever is gathered leaves within LOG_FLUSH_MS; pino writes what is left when the process exits.
  const stream = pino.destination({ dest: destination, sync: false, minLength: LOG_WRITE_BYTES });
  const flusher = setInterval(() => {
    try {
      stream.flush();
    } catch {
      clearInterval(flusher); // the stream was closed
    }
  }, LOG_FLUSH_MS);
  flusher.unref();
  return pino({ level: config.logLevel, ...LOG_REDACTION }, stream);
}

/** Milliseconds between attempts to reach PostgreSQL at start (it may still be starting, or failing over). */
const START_RETRY_MS = 2_000;

/** Opens the database, waiting for PostgreSQL while it cannot be reached (a start must not race it). */
async function openDatabaseWhenReachable(
  target: DatabaseTarget,
  config: ServerConfig,
  log: pino.Logger,
): Promise<Database> {
  for (;;) {
    try {
      return await openDatabase(target, {
        timeouts: config.databaseTimeouts,
        poolSize: config.databasePoolSize,
        log,
      });
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      log.warn({ err: error, retryInMs: START_RETRY_MS }, 'the database cannot be reached yet');
      await new Promise((resolve) => setTimeout(resolve, START_RETRY_MS));
    }
  }
}

function isOpen(database: Database | DatabaseTarget): database is Database {
  return 'db' in database;
}

function configuredTarget(config: ServerConfig): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: join(resolve(config.dataDir), 'pglite') };
}

async function configuredSecrets(config: ServerConfig): Promise<Secrets> {
  const dataDir = resolve(config.dataDir);
  await mkdir(dataDir, { recursive: true });
  return loadSecrets(dataDir, {
    authSecret: config.authSecret,
    realtimeTokenSecret: config.realtime.tokenSecret,
  });
}

function urlOf(address: AddressInfo): string {
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/** Writes the demo catalogue and, when asked, the demo players, unless they are there. */
async function seedDemoData(
  db: Db,
  what: {
    readonly seed: number;
    readonly scale: number | undefined;
    readonly demoPlayers: boolean;
    readonly demoCampaigns: readonly string[];
  },
  clock: Clock,
  log: pino.Logger,
): Promise<SeedReport> {
  const seeded = await seedCatalog(db, {
    seed: what.seed,
    now: clock.now(),
    ...(what.scale !== undefined ? { scale: what.scale } : {}),
  });
  if (seeded.seeded)
    log.info({ counts: seeded.counts, ms: seeded.generateMs + seeded.writeMs }, 'demo catalogue seeded');
  const campaigns = await seedDemoCampaigns(db, clock.now(), { kinds: what.demoCampaigns });
  if (campaigns > 0) log.info({ created: campaigns }, 'demo bonus campaigns seeded');
  const slots = await seedBannerSlots(db, DEMO_BANNER_SLOTS, new Date(clock.now()).toISOString());
  if (slots > 0) log.info({ slots }, 'demo banner slots seeded');
  const polls = await seedPredictions(db, DEMO_PREDICTIONS, new Date(clock.now()).toISOString());
  if (polls > 0) log.info({ predictions: polls }, 'demo predictions opened');
  if (what.demoPlayers) {
    const demoPlayers = await seedDemoPlayers(db);
    if (demoPlayers > 0) log.info({ created: demoPlayers }, 'demo players seeded');
  }
  return seeded;
}

/**
 * Starts the reference backend: database (created, migrated and seeded on first start), realtime, HTTP, and
 * the feed simulator. The one bootstrap of `main.ts` and of every benchmark's server.
 */
export async function startBackend(options: BackendOptions): Promise<Backend> {
  const { config } = options;
  const log = options.logger ?? processLogger(config);
  // The browser journeys move this backend's time on (TEST_CLOCK_CONTROL); otherwise it is the given clock or
  // the system's.
  const clockControl =
    options.clock === undefined && config.testClockControl ? new AdjustableClock(systemClock) : undefined;
  const clock = options.clock ?? clockControl ?? systemClock;
  if (clockControl)
    log.warn("TEST_CLOCK_CONTROL is on: POST /__test/clock moves this backend's time (tests only)");
  const followFeed = options.followFeed ?? true;
  const secrets = options.secrets ?? (await configuredSecrets(config));

  const given = options.database ?? configuredTarget(config);
  const database = isOpen(given) ? given : await openDatabaseWhenReachable(given, config, log);
  log.info({ database: database.kind }, 'database ready');
  const seeded =
    options.seed === false
      ? undefined
      : await seedDemoData(
          database.db,
          {
            seed: config.simulator.seed,
            scale: options.catalogScale,
            demoPlayers: options.seed?.demoPlayers ?? true,
            demoCampaigns: config.demoCampaigns,
          },
          clock,
          log,
        );

  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  redis?.on('error', (error) => log.warn({ err: error }, 'redis error'));
  const tokens = new TokenService(secrets.authSecret, secrets.realtimeTokenSecret, () => clock.now());
  const realtime = options.publisher
    ? { hub: undefined, publisher: options.publisher, close: async () => {} }
    : createRealtime(config, tokens, clock, log);
  const simulated = config.simulator.enabled;
  // With the simulator, bets wait until its first tick has caught up with the time the backend was down
  // (matches that ended meanwhile are decided first); the API answers reads meanwhile.
  const feedHealth =
    simulated && followFeed
      ? new FeedHealthMonitor({
          clock,
          publisher: realtime.publisher,
          contentLocales: config.contentLocales,
          staleAfterMs: config.simulator.staleAfterMs,
          log,
        })
      : new FeedHealthMonitor();
  if (simulated && followFeed) feedHealth.started();
  const deps: AppDeps = {
    feedHealth,
    config,
    database,
    tokens,
    clock,
    ...(clockControl ? { clockControl } : {}),
    publisher: realtime.publisher,
    hub: realtime.hub,
    redis,
    ...(options.logRequests === false ? {} : { logger: log }),
  };
  const app = await buildApp(deps);
  await options.extend?.(app);
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address() as AddressInfo;

  const betting = followFeed
    ? bettingContextOf({ database, clock, publisher: realtime.publisher, config, logger: log })
    : undefined;
  if (betting) {
    // Bets the last run left unsettled (matches decided while the server was down) are settled first; a
    // failure here is retried by the simulator's sweep, so it does not stop the start.
    try {
      const outstanding = await new SettlementService(betting).settleOutstanding();
      if (outstanding.bets > 0) log.info(outstanding, 'outstanding bets settled');
    } catch (error) {
      log.error({ err: error }, 'settling outstanding bets at start-up failed');
    }
  }
  const simulator = simulated
    ? new FeedSimulator({
        db: database.db,
        clock,
        publisher: realtime.publisher,
        seed: config.simulator.seed,
        rate: config.simulator.rate,
        keepClosedMs: config.simulator.keepClosedMs,
        contentLocales: config.contentLocales,
        log,
        ...(options.catalogScale !== undefined ? { catalogScale: options.catalogScale } : {}),
        ...(options.minLive !== undefined ? { minLive: options.minLive } : {}),
        // Settles matches as they finish and keeps listening players' cash-out values current.
        ...(betting ? { listener: new FeedFollower(betting), health: feedHealth } : {}),
      })
    : undefined;
  // Catches up with the time the server was down, then ticks on its own timer.
  await simulator?.start();
  if (simulator)
    log.info({ rate: config.simulator.rate, seed: config.simulator.seed }, 'feed simulator started');

  return {
    url: urlOf(address),
    port: address.port,
    app,
    deps,
    logger: log,
    simulator,
    seeded,
    async close() {
      // The feed stops first (its tick in progress finishes), so nothing publishes into a closing hub.
      await simulator?.stop();
      feedHealth.stop();
      // The hub closes its clients with 3001 before Fastify tears the sockets down (clients then reconnect
      // to the next server instead of treating it as a network failure).
      await realtime.close();
      await app.close();
      await redis?.quit();
      if (database !== given) await database.close();
    },
  };
}
