import { randomBytes, randomUUID } from 'node:crypto';
import type { PlaceBet, PlaceBetsRequest, PlaceBetType } from '@sportsbook/contract/sportsbook/bet-calls';
import { PROVIDERS } from '@sportsbook/core/catalog/providers';
import { and, count, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { OUTRIGHT_WINNER_MARKET_ID, outrightOutcomeId } from '../../../src/catalog/more-market-templates';
import { ManualClock } from '../../../src/clock';
import type { Database } from '../../../src/db/database';
import {
  accountLedger,
  accounts,
  bets,
  categories,
  competitors,
  markets,
  matches,
  playerSettings,
  players,
  providerStatuses,
  type StoredOutcome,
  sessions,
  sports,
  tournaments,
} from '../../../src/db/schema';
import type { MatchSimState } from '../../../src/feed/generator/sim-state';
import { BOOK_DEPTHS, buildMarketBook, type PricedMarket } from '../../../src/feed/pricing/market-book';
import type { MatchModel, Tally } from '../../../src/feed/pricing/match-model';
import type { Publisher } from '../../../src/realtime/publisher';
import { buildTestApp, type TestApp } from '../../support/app';
import { openTestDatabase, type TestDatabaseKind } from '../../support/database';
import { RecordingPublisher } from '../../support/recording-publisher';

/** The moment the betting tests happen at (server clock). */
export const BETTING_NOW = Date.parse('2026-11-21T15:30:00.000Z');

const SPORTS = {
  football: { id: 1, provider: 'betradar', type: 'regular' },
  tennis: { id: 5, provider: 'betradar', type: 'regular' },
  cs2: { id: 109, provider: 'oddin', type: 'cyber' },
} as const;
export type WorldSport = keyof typeof SPORTS;

/** A match of the test catalogue: its id and its whole priced book as stored. */
export interface WorldMatch {
  readonly id: number;
  readonly homeName: string;
  readonly awayName: string;
  readonly book: readonly PricedMarket[];
  /** A selection of the stored book, with its stored odds. */
  selection(marketId: number, outcomeId: string, specifier?: string): WorldSelection;
}

/** What a client sends for one selection (a placement selection). */
export interface WorldSelection {
  readonly match_id: number;
  readonly market_id: number;
  readonly specifier: string;
  readonly outcome_id: string;
  readonly odds: number;
}

export interface Bettor {
  readonly playerId: number;
  readonly authorization: string;
}

/** A test database with a small catalogue the tests build match by match, and the app on it. */
export class BettingWorld {
  readonly publisher: RecordingPublisher;
  #nextMatchId = 1_000;
  #nextCompetitorId = 10_000;

  private constructor(
    readonly database: Database,
    readonly t: TestApp,
    readonly clock: ManualClock,
    publisher: RecordingPublisher,
  ) {
    this.publisher = publisher;
  }

  static async open(
    kind: TestDatabaseKind,
    options: {
      env?: Record<string, string>;
      publisher?: Publisher;
      app?: { database: Database; t: TestApp };
    } = {},
  ): Promise<BettingWorld> {
    const clock = new ManualClock(BETTING_NOW);
    const recording = new RecordingPublisher();
    if (options.app) {
      await seedReferences(options.app.database);
      return new BettingWorld(options.app.database, options.app.t, clock, recording);
    }
    const database = await openTestDatabase(kind);
    await seedReferences(database);
    const t = await buildTestApp({
      database,
      clock,
      publisher: options.publisher ?? recording,
      ...(options.env ? { env: options.env } : {}),
    });
    return new BettingWorld(database, t, clock, recording);
  }

  get db() {
    return this.database.db;
  }

  async close(): Promise<void> {
    await this.t.app.close();
    await this.database.close();
  }

  /**
   * A match with its whole book priced by the feed's model (so stored odds and the bet builder's model
   * agree), every line open. Prematch unless told; a live one carries its score and progress.
   */
  async aMatch(
    options: {
      sport?: WorldSport;
      status?: number;
      ratings?: Tally;
      score?: Tally;
      progress?: number;
      provider?: string;
    } = {},
  ): Promise<WorldMatch> {
    const sport = options.sport ?? 'football';
    const sportRow = SPORTS[sport];
    const id = this.#nextMatchId++;
    const home = this.#nextCompetitorId++;
    const away = this.#nextCompetitorId++;
    const homeName = `Home ${id}`;
    const awayName = `Away ${id}`;
    await this.db.insert(competitors).values([
      { id: home, sportId: sportRow.id, name: homeName, names: { de: `Heim ${id}` }, abbreviation: 'HOM' },
      { id: away, sportId: sportRow.id, name: awayName, names: { de: `Gast ${id}` }, abbreviation: 'AWY' },
    ]);
    const status = options.status ?? 0;
    const live = status === 1;
    const ratings = options.ratings ?? { home: 1600, away: 1450 };
    const score = live ? (options.score ?? { home: 0, away: 0 }) : { home: 0, away: 0 };
    const progress = live ? (options.progress ?? 0.5) : 0;
    const simState: MatchSimState = {
      version: 1,
      kind: 'match',
      ratings,
      tempo: 1,
      tier: 'minor',
      progress,
      corners: { home: 0, away: 0 },
    };
    const model: MatchModel = {
      sportKey: sport,
      ratings,
      tempo: 1,
      live,
      progress,
      score,
      periodScores: live ? [{ home: score.home, away: score.away }] : [],
      server: null,
      corners: { home: 0, away: 0 },
    };
    const book = buildMarketBook(model, BOOK_DEPTHS.minor);
    const provider = options.provider ?? sportRow.provider;
    await this.db.insert(matches).values({
      id,
      urnId: `sr:match:${id}`,
      slug: `home-${id}-away-${id}`,
      type: 'match',
      sportId: sportRow.id,
      categoryId: sportRow.id,
      tournamentId: sportRow.id,
      homeId: home,
      awayId: away,
      status,
      startTime: new Date(BETTING_NOW + (live ? -2_700_000 : 3_600_000)).toISOString(),
      totalScore: live ? score : null,
      periodScores: live
        ? [{ ...score, period_key: '1st_half', name: '1st half', number: 1, type: 'regular_period' }]
        : [],
      provider,
      simState: simState as unknown as Record<string, unknown>,
    });
    await this.db.insert(markets).values(
      book.map((line) => ({
        matchId: id,
        marketId: line.marketId,
        specifier: line.specifier,
        status: 1,
        outcomes: line.outcomes.map((o) => ({ id: o.id, active: o.active, odds: o.odds })),
        priority: line.priority,
        mostBalanced: line.mostBalanced,
        provider,
      })),
    );
    return {
      id,
      homeName,
      awayName,
      book,
      selection(marketId, outcomeId, specifier) {
        const line = book.find(
          (l) =>
            l.marketId === marketId && (specifier === undefined ? l.mostBalanced : l.specifier === specifier),
        );
        const outcome = line?.outcomes.find((o) => o.id === outcomeId);
        if (!line || !outcome)
          throw new Error(`match ${id} has no ${marketId} ${specifier ?? ''} ${outcomeId}`);
        return {
          match_id: id,
          market_id: marketId,
          specifier: line.specifier,
          outcome_id: outcomeId,
          odds: outcome.odds,
        };
      },
    };
  }

  /** An outright (a season winner market over four competitors), open for bets. */
  async anOutright(): Promise<{ id: number; title: string; selection(place: number): WorldSelection }> {
    const id = this.#nextMatchId++;
    const ids = [0, 1, 2, 3].map(() => this.#nextCompetitorId++);
    await this.db.insert(competitors).values(
      ids.map((competitorId) => ({
        id: competitorId,
        sportId: SPORTS.football.id,
        name: `Club ${competitorId}`,
        names: { de: `Verein ${competitorId}` },
        abbreviation: 'CLB',
      })),
    );
    const title = `League ${id} winner`;
    await this.db.insert(matches).values({
      id,
      urnId: `sr:season:${id}`,
      slug: `league-${id}-winner`,
      type: 'season',
      sportId: SPORTS.football.id,
      categoryId: SPORTS.football.id,
      tournamentId: SPORTS.football.id,
      competitorIds: ids,
      title,
      titles: { de: `Liga ${id} Sieger` },
      status: 0,
      startTime: new Date(BETTING_NOW + 86_400_000).toISOString(),
      provider: 'betradar',
    });
    const outcomes = ids.map((competitorId, i) => ({
      id: outrightOutcomeId(competitorId),
      active: true,
      odds: [2.5, 3.4, 6, 12][i] ?? 20,
    }));
    await this.db.insert(markets).values({
      matchId: id,
      marketId: OUTRIGHT_WINNER_MARKET_ID,
      specifier: '',
      status: 1,
      outcomes,
      priority: 1000,
      mostBalanced: true,
      provider: 'betradar',
    });
    return {
      id,
      title,
      selection: (place) => {
        const outcome = outcomes[place] ?? outcomes[0];
        return {
          match_id: id,
          market_id: OUTRIGHT_WINNER_MARKET_ID,
          specifier: '',
          outcome_id: outcome?.id ?? '',
          odds: outcome?.odds ?? 0,
        };
      },
    };
  }

  /** Several prematch football matches. */
  async matches(countOf: number): Promise<WorldMatch[]> {
    const made: WorldMatch[] = [];
    for (let i = 0; i < countOf; i += 1) made.push(await this.aMatch());
    return made;
  }

  /** A signed-in player with accounts (minor units), optionally pve or with an odds acceptance mode. */
  async aBettor(
    options: {
      balances?: Record<string, number>;
      pve?: boolean;
      oddsAcceptMode?: string;
      inactive?: string[];
    } = {},
  ): Promise<Bettor> {
    const suffix = randomBytes(6).toString('hex');
    const [player] = await this.db
      .insert(players)
      .values({
        email: `bettor-${suffix}@example.test`,
        passwordHash: 'not-a-real-hash',
        currency: 'EUR',
        pve: options.pve ?? false,
      })
      .returning({ id: players.id });
    if (!player) throw new Error('no player row');
    const balances = options.balances ?? { EUR: 100_000 };
    const rows = Object.entries(balances).map(([currency, balance]) => ({
      playerId: player.id,
      currency,
      balance,
      active: !(options.inactive ?? []).includes(currency),
    }));
    if (rows.length > 0) await this.db.insert(accounts).values(rows);
    if (options.oddsAcceptMode)
      await this.db
        .insert(playerSettings)
        .values({ playerId: player.id, oddsAcceptMode: options.oddsAcceptMode });
    const [session] = await this.db
      .insert(sessions)
      .values({
        playerId: player.id,
        tokenHash: `hash-${suffix}`,
        expiresAt: new Date(this.t.deps.clock.now() + 3_600_000).toISOString(),
      })
      .returning({ id: sessions.id });
    if (!session) throw new Error('no session row');
    const { token } = await this.t.deps.tokens.signSportsbookToken(player.id, session.id, 3_600);
    return { playerId: player.id, authorization: `Bearer ${token}` };
  }

  /** POST /api/v3/bets with a fresh Idempotency-Key unless one is given (null: none sent). */
  place(
    bettor: Bettor | null,
    body: unknown,
    options: { key?: string | null; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> {
    const key = options.key === undefined ? randomUUID() : options.key;
    return this.t.app.inject({
      method: 'POST',
      url: '/api/v3/bets',
      headers: {
        ...(bettor ? { authorization: bettor.authorization } : {}),
        ...(key !== null ? { 'idempotency-key': key } : {}),
        ...options.headers,
      },
      payload: body as Record<string, unknown>,
    });
  }

  /** A POST or GET of the bets API, parsed. */
  async call(
    method: 'GET' | 'POST',
    url: string,
    bettor: Bettor | null,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    return this.t.app.inject({
      method,
      url,
      headers: { ...(bettor ? { authorization: bettor.authorization } : {}), ...headers },
      ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
    });
  }

  /** The player's balance in a currency (minor units). */
  async balance(bettor: Bettor, currency = 'EUR'): Promise<number> {
    const rows = await this.db
      .select({ balance: accounts.balance })
      .from(accounts)
      .where(and(eq(accounts.playerId, bettor.playerId), eq(accounts.currency, currency)));
    return rows[0]?.balance ?? 0;
  }

  /** How many bets the player has. */
  async betCount(bettor: Bettor): Promise<number> {
    const rows = await this.db.select({ n: count() }).from(bets).where(eq(bets.playerId, bettor.playerId));
    return Number(rows[0]?.n ?? 0);
  }

  /** The sum of the player's ledger movements (negative for stakes). */
  async ledgerSum(bettor: Bettor): Promise<number> {
    const rows = await this.db
      .select({ total: sql<string>`coalesce(sum(${accountLedger.amount}), 0)` })
      .from(accountLedger)
      .innerJoin(accounts, eq(accounts.id, accountLedger.accountId))
      .where(eq(accounts.playerId, bettor.playerId));
    return Number(rows[0]?.total ?? 0);
  }

  /** Changes one outcome's stored odds (the book moved). */
  async setOdds(selection: WorldSelection, odds: number): Promise<void> {
    await this.#updateOutcomes(selection, (outcome) =>
      outcome.id === selection.outcome_id ? { ...outcome, odds } : outcome,
    );
  }

  /** Deactivates one outcome. */
  async deactivate(selection: WorldSelection): Promise<void> {
    await this.#updateOutcomes(selection, (outcome) =>
      outcome.id === selection.outcome_id ? { ...outcome, active: false } : outcome,
    );
  }

  async setMarketStatus(selection: WorldSelection, status: number): Promise<void> {
    await this.db
      .update(markets)
      .set({ status })
      .where(
        and(
          eq(markets.matchId, selection.match_id),
          eq(markets.marketId, selection.market_id),
          eq(markets.specifier, selection.specifier),
        ),
      );
  }

  async setMatchStatus(matchId: number, status: number): Promise<void> {
    await this.db.update(matches).set({ status }).where(eq(matches.id, matchId));
  }

  /** Moves the pricing model of a match: new ratings in its simulator state (the bet builder's price moves). */
  async setRatings(matchId: number, ratings: Tally): Promise<void> {
    const [row] = await this.db
      .select({ simState: matches.simState })
      .from(matches)
      .where(eq(matches.id, matchId));
    await this.db
      .update(matches)
      .set({ simState: { ...(row?.simState ?? {}), ratings } })
      .where(eq(matches.id, matchId));
  }

  async setProviderStatus(provider: string, status: 'active' | 'inactive'): Promise<void> {
    await this.db.update(providerStatuses).set({ status }).where(eq(providerStatuses.provider, provider));
  }

  async #updateOutcomes(
    selection: WorldSelection,
    change: (o: StoredOutcome) => StoredOutcome,
  ): Promise<void> {
    const where = and(
      eq(markets.matchId, selection.match_id),
      eq(markets.marketId, selection.market_id),
      eq(markets.specifier, selection.specifier),
    );
    const [row] = await this.db.select({ outcomes: markets.outcomes }).from(markets).where(where);
    if (!row) throw new Error('no such market line');
    await this.db
      .update(markets)
      .set({ outcomes: row.outcomes.map(change) })
      .where(where);
  }
}

async function seedReferences(database: Database): Promise<void> {
  const { db } = database;
  for (const [key, sport] of Object.entries(SPORTS)) {
    await db.insert(sports).values({
      id: sport.id,
      urnId: `sr:sport:${sport.id}`,
      key,
      name: key,
      names: {},
      priority: 100 - sport.id,
      type: sport.type,
      provider: sport.provider,
    });
    await db.insert(categories).values({
      id: sport.id,
      sportId: sport.id,
      slug: `${key}-land`,
      name: 'England',
      names: { de: 'England (de)' },
      priority: 1,
      countryCode: 'GB',
    });
    await db.insert(tournaments).values({
      id: sport.id,
      urnId: `sr:tournament:${sport.id}`,
      sportId: sport.id,
      categoryId: sport.id,
      slug: `${key}-league`,
      name: 'League',
      priority: 1,
    });
  }
  await db.insert(providerStatuses).values(PROVIDERS.map((provider) => ({ provider, status: 'active' })));
}

/** A bet of a placement: stake (minor units, EUR unless told) and selections. */
export function aBet(
  selections: readonly WorldSelection[],
  stake = 1_000,
  extra: Partial<Omit<PlaceBet, 'selections'>> & { currency?: string } = {},
): PlaceBet {
  const { currency = 'EUR', ...rest } = extra;
  return { stake: { value: stake, currency }, selections: [...selections], ...rest };
}

/** A placement request body. */
export function aSlip(
  type: PlaceBetType,
  betsOfSlip: readonly PlaceBet[],
  options: { locale?: string; quick?: boolean } = {},
): PlaceBetsRequest {
  return {
    meta: { device_id: '5f8a2c1e-1111-4222-8333-944455556666', quick: options.quick ?? false, type },
    bets: [...betsOfSlip],
    locale: options.locale ?? 'en',
  };
}
