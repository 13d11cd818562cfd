import { SESSION_COOKIE } from '@sportsbook/contract/platform/platform-calls';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@sportsbook/contract/platform/platform-errors';
import { BET_RESULTS, BET_STATUSES } from '@sportsbook/core/bets/bet-lists';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { TokenService } from '../../../src/auth/tokens';
import { ManualClock } from '../../../src/clock';
import type { Database } from '../../../src/db/database';
import { accounts, categories, markets, matches, players, sports, tournaments } from '../../../src/db/schema';
import { seedCatalog } from '../../../src/feed/generator/seed-catalog';
import { DEMO_PASSWORD, seedDemoPlayers } from '../../../src/platform/demo-players';
import { DEMO_PREDICTIONS, seedPredictions } from '../../../src/predictions/predictions';
import { RealtimeHub } from '../../../src/realtime/hub';
import { CATALOG_NOW, CATALOG_SEED } from '../../catalog/support/seeded-catalog';
import { clearLockout, DEMO_EMAIL, freshClientIp } from '../../platform/sign-in-helpers';
import { buildTestApp, TEST_API_SECRET, TEST_REALTIME_SECRET } from '../../support/app';
import { openTestDatabase, type TestDatabaseKind } from '../../support/database';
import type { KnownValues } from './schema-arbitrary';

/** A selection of the seeded book, in the placement shape, at its stored odds. */
export interface KnownSelection {
  readonly match_id: number;
  readonly market_id: number;
  readonly specifier: string;
  readonly outcome_id: string;
  readonly odds: number;
}

/** A signed-in player as the web holds one: the session cookie and the bearer token of its sportsbook session. */
export interface PlayerCredentials {
  readonly cookie: string;
  readonly authorization: string;
}

/** The app on a small seeded catalogue with the demo players, and what the fuzzer mixes into its inputs. */
export interface FuzzWorld {
  readonly app: FastifyInstance;
  readonly known: KnownValues;
  /** Selections the book offers at its odds now, so that some placements and prices are right. */
  readonly selections: readonly KnownSelection[];
  /** The web product's origin: the Origin the web's state changes come from. */
  readonly webOrigin: string;
  /**
   * A signed-in player: the session of the last sign-in, or, once `answered` saw it refused or ended, a new
   * sign-in of the next player of the pool (the sign-in rate limit allows 30 per account in 5 minutes).
   */
  player(): Promise<PlayerCredentials>;
  /** Tells the world how the player's request was answered: 401 and 403 may mean its session has ended. */
  answered(callId: string, status: number): void;
  close(): Promise<void>;
}

/** Players the fuzzer signs in, in turn: demo players with their accounts and the demo password. */
const POOL_SIZE = 8;

/** Adds players like the demo player (same password, EUR and USD accounts); returns their e-mails. */
async function addPlayers(db: Database['db']): Promise<string[]> {
  const [demo] = await db.select().from(players).where(eq(players.email, DEMO_EMAIL));
  if (!demo) throw new Error('the demo player is not seeded');
  const emails: string[] = [DEMO_EMAIL];
  for (let n = 1; n < POOL_SIZE; n += 1) {
    const { id: _id, createdAt: _created, ...copy } = demo;
    const [player] = await db
      .insert(players)
      .values({ ...copy, email: `fuzz-${n}@example.com` })
      .returning({ id: players.id, email: players.email });
    if (!player?.email) throw new Error('no player row');
    await db.insert(accounts).values([
      { playerId: player.id, currency: 'EUR', balance: 100_000, active: true },
      { playerId: player.id, currency: 'USD', balance: 100_000, active: true },
    ]);
    emails.push(player.email);
  }
  return emails;
}

/** Signs a player in through the API, as the web does, and starts its sportsbook session. */
async function signIn(app: FastifyInstance, db: Database['db'], email: string): Promise<PlayerCredentials> {
  // Fuzzed sign-ins and password confirmations may have counted failures against the player.
  await clearLockout(db, email);
  const signedIn = await app.inject({
    method: 'POST',
    url: '/platform/users/sign_in',
    headers: { 'x-forwarded-for': freshClientIp() },
    payload: { email, password: DEMO_PASSWORD },
  });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  const cookie = signedIn.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
  if (!cookie) throw new Error('sign-in set no session cookie');
  const session = await app.inject({
    method: 'POST',
    url: '/platform/sportsbook_sessions',
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, 'x-forwarded-for': freshClientIp() },
    cookies: { [SESSION_COOKIE]: cookie },
  });
  expect(session.statusCode, session.body).toBe(201);
  return { cookie, authorization: `Bearer ${session.json<{ token: string }>().token}` };
}

export async function openFuzzWorld(kind: TestDatabaseKind): Promise<FuzzWorld> {
  const database = await openTestDatabase(kind);
  const { db } = database;
  await seedCatalog(db, { seed: CATALOG_SEED, now: CATALOG_NOW, scale: 0.05 });
  await seedDemoPlayers(db);
  // Predictions to vote in (a vote in any other is a 404 before it reaches the vote itself).
  await seedPredictions(db, DEMO_PREDICTIONS, new Date(CATALOG_NOW).toISOString());
  // The embedded hub, so that its WebSocket route is there to be fuzzed too.
  const hub = new RealtimeHub({ tokens: new TokenService(TEST_API_SECRET, TEST_REALTIME_SECRET) });
  const { app, config } = await buildTestApp({
    database,
    clock: new ManualClock(CATALOG_NOW),
    overrides: { hub },
  });

  const books = await db
    .select({
      matchId: markets.matchId,
      marketId: markets.marketId,
      specifier: markets.specifier,
      status: markets.status,
      outcomes: markets.outcomes,
    })
    .from(markets)
    .limit(200);
  const ids = [
    ...(await db.select({ id: sports.id }).from(sports)),
    ...(await db.select({ id: categories.id }).from(categories).limit(20)),
    ...(await db.select({ id: tournaments.id }).from(tournaments).limit(20)),
    ...(await db.select({ id: matches.id }).from(matches).limit(40)),
  ].map((row) => row.id);
  const sportKeys = (await db.select({ key: sports.key }).from(sports)).map((row) => row.key);
  const known: KnownValues = {
    integers: [...new Set([...ids, ...books.map((book) => book.marketId), 1, 2, 3])],
    strings: [
      ...new Set([
        ...books.map((book) => book.specifier),
        ...books.flatMap((book) => book.outcomes.map((outcome) => outcome.id)),
        ...sportKeys,
        ...[
          'EUR',
          'USD',
          'GBP',
          'BTC',
          'DE',
          'GB',
          'en',
          'de',
          'pt-BR',
          'main',
          'public:en',
          'demo@example.com',
          ...Object.keys(DEMO_PREDICTIONS),
          ...Object.values(DEMO_PREDICTIONS).flat(),
          ...BET_STATUSES,
          ...BET_RESULTS,
        ],
      ]),
    ],
  };
  const selections = books
    .filter((book) => book.status === 1)
    .flatMap((book) =>
      book.outcomes
        .filter((outcome) => outcome.active)
        .map((outcome) => ({
          match_id: book.matchId,
          market_id: book.marketId,
          specifier: book.specifier,
          outcome_id: outcome.id,
          odds: outcome.odds,
        })),
    );

  const emails = await addPlayers(db);
  let signIns = 0;
  let current: PlayerCredentials | undefined;
  let suspect = false;
  return {
    app,
    known,
    selections,
    webOrigin: config.webOrigin,
    async player() {
      if (current && suspect) {
        const check = await app.inject({
          method: 'POST',
          url: '/api/v2/websocket/token',
          headers: { authorization: current.authorization },
        });
        if (check.statusCode !== 200) current = undefined;
      }
      suspect = false;
      if (!current) {
        current = await signIn(app, db, emails[signIns % emails.length] ?? DEMO_EMAIL);
        signIns += 1;
      }
      return current;
    },
    answered(callId, status) {
      if (status === 401 || status === 403 || callId === 'signOut') suspect = true;
    },
    async close() {
      await hub.close();
      await app.close();
      await database.close();
    },
  };
}
