import type { Market } from '@sportsbook/contract/entities/market';
import type { Match } from '@sportsbook/contract/entities/match';
import type { RealtimeEvent } from '@sportsbook/contract/realtime/events';
import { and, asc, eq, sql } from 'drizzle-orm';
import { ManualClock } from '../../../src/clock';
import type { Database, Db } from '../../../src/db/database';
import { markets, matches, sports } from '../../../src/db/schema';
import { toIsoUtc } from '../../../src/db/time';
import { type SeedReport, seedCatalog } from '../../../src/feed/generator/seed-catalog';
import {
  FeedSimulator,
  type FeedSimulatorOptions,
  type SimulatorLogger,
} from '../../../src/feed/simulator/feed-simulator';
import type { Publisher } from '../../../src/realtime/publisher';
import { buildTestApp, type TestApp } from '../../support/app';
import { openTestDatabase, type TestDatabaseKind } from '../../support/database';

/** The moment the test catalogue describes: a Saturday afternoon, with matches in play. */
export const SIM_NOW = Date.parse('2026-11-21T15:30:00.000Z');
/** The seed of the test catalogue and of the simulators on it (the product's default). */
export const SIM_SEED = 20_261_122;

/** A publisher that records what it is given, with subscribers on the channels a test chooses. */
export class ListeningPublisher implements Publisher {
  readonly published: { channel: string; event: RealtimeEvent }[] = [];
  readonly asked = new Set<string>();

  constructor(private readonly listens: (channel: string) => boolean = () => true) {}

  async publish(channel: string, event: RealtimeEvent): Promise<void> {
    this.published.push({ channel, event });
  }

  hasSubscribers(channel: string): boolean {
    this.asked.add(channel);
    return this.listens(channel);
  }

  async close(): Promise<void> {}

  clear(): void {
    this.published.length = 0;
  }
}

/** A logger that keeps errors, so a test can assert none happened. */
export class KeepingLogger implements SimulatorLogger {
  readonly errors: unknown[] = [];
  info(): void {}
  warn(): void {}
  error(details: Record<string, unknown>): void {
    this.errors.push(details.err ?? details);
  }
}

/** A seeded test database, its clock, and the app on it. */
export interface SimWorld {
  readonly database: Database;
  readonly db: Db;
  readonly clock: ManualClock;
  readonly report: SeedReport;
  readonly scale: number;
  /** The app on the same database and clock, built on first use. */
  app(): Promise<TestApp>;
  close(): Promise<void>;
}

/** Opens a test database with a seeded catalogue (`scale` of the full one) and a clock at SIM_NOW. */
export async function openSimWorld(kind: TestDatabaseKind, scale = 0.25, seed = SIM_SEED): Promise<SimWorld> {
  const database = await openTestDatabase(kind);
  const report = await seedCatalog(database.db, { seed, now: SIM_NOW, scale });
  const clock = new ManualClock(SIM_NOW);
  let app: TestApp | undefined;
  return {
    database,
    db: database.db,
    clock,
    report,
    scale,
    async app() {
      app ??= await buildTestApp({ database, clock });
      return app;
    },
    async close() {
      await app?.app.close();
      await database.close();
    },
  };
}

/** A simulator on a world, with small defaults tests can override. */
export function simulatorOn(
  world: SimWorld,
  overrides: Partial<FeedSimulatorOptions> = {},
): { simulator: FeedSimulator; publisher: ListeningPublisher; logger: KeepingLogger } {
  // Nobody listens unless the test says so: publications cost time and most tests look at the database.
  const publisher =
    overrides.publisher instanceof ListeningPublisher
      ? overrides.publisher
      : new ListeningPublisher(() => false);
  const logger = new KeepingLogger();
  const simulator = new FeedSimulator({
    db: world.db,
    clock: world.clock,
    publisher,
    seed: SIM_SEED,
    rate: 40,
    contentLocales: ['en'],
    log: logger,
    catalogScale: world.scale,
    minLive: 5,
    ...overrides,
  });
  return { simulator, publisher, logger };
}

/** Moves the clock on by `stepMs` and ticks, `count` times. */
export async function tickBy(
  world: SimWorld,
  simulator: FeedSimulator,
  stepMs: number,
  count = 1,
): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    world.clock.advance(stepMs);
    await simulator.tick();
  }
}

/** A timestamp as stored (`2026-11-22 10:00:00+00`), in ms since the epoch. */
export function storedMs(value: string): number {
  return Date.parse(toIsoUtc(value));
}

/** A stored match row. */
export type MatchRow = typeof matches.$inferSelect;
/** A stored markets row. */
export type MarketRow = typeof markets.$inferSelect;

/** A match's row. */
export async function matchRow(db: Db, id: number): Promise<MatchRow> {
  const [row] = await db.select().from(matches).where(eq(matches.id, id));
  if (!row) throw new Error(`no match ${id}`);
  return row;
}

/** A match's market rows, in key order. */
export async function marketRows(db: Db, id: number): Promise<MarketRow[]> {
  return db
    .select()
    .from(markets)
    .where(eq(markets.matchId, id))
    .orderBy(asc(markets.marketId), asc(markets.specifier));
}

/** Matches of a sport (type match) with the given status, in id order. */
export async function matchesOf(db: Db, sportKey: string, status?: number): Promise<MatchRow[]> {
  const rows = await db
    .select({ match: matches })
    .from(matches)
    .innerJoin(sports, eq(sports.id, matches.sportId))
    .where(
      and(
        eq(sports.key, sportKey),
        eq(matches.type, 'match'),
        status === undefined ? undefined : eq(matches.status, status),
      ),
    )
    .orderBy(asc(matches.id));
  return rows.map((r) => r.match);
}

/** Matches in play. */
export async function liveCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(matches)
    .where(sql`${matches.status} = 1 and ${matches.type} = 'match'`);
  return row?.n ?? 0;
}

/** GET /api/v2/matches/{id} through the app, in a locale. */
export async function apiMatch(world: SimWorld, id: number, locale = 'en'): Promise<Match> {
  const { app } = await world.app();
  const res = await app.inject({
    method: 'GET',
    url: `/api/v2/matches/${id}`,
    headers: { 'accept-language': locale },
  });
  if (res.statusCode !== 200) throw new Error(`GET match ${id}: ${res.statusCode} ${res.body}`);
  return res.json() as Match;
}

/** Every served market of a match through GET /api/v2/matches/{id}/markets, in a locale. */
export async function apiMarkets(world: SimWorld, id: number, locale = 'en'): Promise<Market[]> {
  const { app } = await world.app();
  const res = await app.inject({
    method: 'GET',
    url: `/api/v2/matches/${id}/markets?limit=500`,
    headers: { 'accept-language': locale },
  });
  if (res.statusCode !== 200) throw new Error(`GET markets ${id}: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: Market[] }).data;
}
