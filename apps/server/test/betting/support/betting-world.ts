import { randomBytes, randomUUID } from 'node:crypto';
import { type Bet, BetSchema } from '@sportsbook/contract/entities/bet';
import type { PlaceBet, PlaceBetsRequest, PlaceBetType } from '@sportsbook/contract/sportsbook/bet-calls';
import { PROVIDERS } from '@sportsbook/core/catalog/providers';
import { and, count, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { AppDeps } from '../../../src/app';
import { bettingContextOf } from '../../../src/betting/betting-context';
import { type SettlementReport, SettlementService } from '../../../src/betting/settlement/settlement-service';
import { OUTRIGHT_WINNER_MARKET_ID, outrightOutcomeId } from '../../../src/catalog/more-market-templates';
import { ManualClock } from '../../../src/clock';
import type { Database } from '../../../src/db/database';
import {
  accountLedger,
  accounts,
  betStatusHistory,
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
import type { PeriodTally } from '../../../src/feed/simulator/play/play-state';
import type { Publisher } from '../../../src/realtime/publisher';
import { buildTestApp, type TestApp } from '../../support/app';
import { openTestDatabase, type TestDatabaseKind, type TestDatabaseOptions } from '../../support/database';
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
  /** The platform session the bearer token was issued for. */
  readonly sessionId: number;
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
      /** How the database is opened (timeouts, a route through a fault proxy). */
      database?: TestDatabaseOptions;
      /** Dependencies of the app other than the test's defaults (timers, readiness checks). */
      overrides?: Partial<AppDeps>;
    } = {},
  ): Promise<BettingWorld> {
    // An app of the caller's runs on its own clock (the system's): matches are then placed around now.
    const clock = new ManualClock(options.app ? Date.now() : BETTING_NOW);
    const recording = new RecordingPublisher();
    if (options.app) {
      await seedReferences(options.app.database);
      return new BettingWorld(options.app.database, options.app.t, clock, recording);
    }
    const database = await openTestDatabase(kind, options.database);
    await seedReferences(database);
    const t = await buildTestApp({
      database,
      clock,
      publisher: options.publisher ?? recording,
      ...(options.env ? { env: options.env } : {}),
      ...(options.overrides ? { overrides: options.overrides } : {}),
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
      // Prematch ones kick off in an hour (core BWIN1 closes them then), live ones kicked off 45 minutes ago.
      startTime: new Date(this.clock.now() + (live ? -2_700_000 : 3_600_000)).toISOString(),
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
  aBettor(options: BettorOptions = {}): Promise<Bettor> {
    return signedInBettor(this.t, options);
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

  /** A call of the sportsbook API as the bettor (or a visitor). */
  async call(
    method: 'GET' | 'POST' | 'DELETE',
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

  /**
   * Puts a line on a match with the given odds per outcome (replacing the line the book had), open for
   * bets; returns a selection per outcome. Settlement tests set their own prices to compute payouts by hand.
   */
  async aLine(
    match: { readonly id: number },
    marketId: number,
    specifier: string,
    odds: Readonly<Record<string, number>>,
  ): Promise<Record<string, WorldSelection>> {
    const outcomes = Object.entries(odds).map(([id, price]) => ({ id, active: true, odds: price }));
    const [row] = await this.db
      .select({ provider: matches.provider })
      .from(matches)
      .where(eq(matches.id, match.id));
    await this.db
      .insert(markets)
      .values({
        matchId: match.id,
        marketId,
        specifier,
        status: 1,
        outcomes,
        priority: 500,
        mostBalanced: false,
        provider: row?.provider ?? 'betradar',
      })
      .onConflictDoUpdate({
        target: [markets.matchId, markets.marketId, markets.specifier],
        set: { status: 1, outcomes },
      });
    return Object.fromEntries(
      outcomes.map((o) => [
        o.id,
        { match_id: match.id, market_id: marketId, specifier, outcome_id: o.id, odds: o.odds },
      ]),
    );
  }

  /**
   * Ends a match as the feed would: its row finished (or closed) with its periods, corners and goal order
   * in place. Settle with `settle()`.
   */
  async finish(
    matchId: number,
    result: {
      periods: readonly (readonly [number, number] | PeriodTally)[];
      corners?: Tally;
      scorers?: string;
      status?: 3 | 4;
      ended?: boolean;
    },
  ): Promise<void> {
    const periods: PeriodTally[] = result.periods.map((p) =>
      'type' in p ? p : { home: p[0], away: p[1], type: 'regular_period' },
    );
    // As the feed totals a match: a shoot-out counts one for its winner.
    const total = { home: 0, away: 0 };
    for (const p of periods) {
      if (p.type !== 'penalties') {
        total.home += p.home;
        total.away += p.away;
      } else if (p.home > p.away) total.home += 1;
      else total.away += 1;
    }
    const [row] = await this.db
      .select({ simState: matches.simState })
      .from(matches)
      .where(eq(matches.id, matchId));
    await this.db
      .update(matches)
      .set({
        status: result.status ?? 4,
        stage: result.ended === false ? '2nd_half' : 'ended',
        totalScore: total,
        periodScores: periods.map((p, i) => ({
          ...p,
          period_key: `${i + 1}th`,
          name: `Period ${i + 1}`,
          number: i + 1,
        })),
        simState: {
          ...(row?.simState ?? {}),
          corners: result.corners ?? { home: 0, away: 0 },
          ...(result.scorers !== undefined ? { play: { kind: 'clock', scorers: result.scorers } } : {}),
        },
      })
      .where(eq(matches.id, matchId));
  }

  /** Records an outright's winner and ends it. */
  async decideOutright(outrightId: number, winnerCompetitorId: number): Promise<void> {
    const [row] = await this.db
      .select({ simState: matches.simState })
      .from(matches)
      .where(eq(matches.id, outrightId));
    await this.db
      .update(matches)
      .set({ status: 4, simState: { ...(row?.simState ?? {}), winner: winnerCompetitorId } })
      .where(eq(matches.id, outrightId));
  }

  /** The settlement service of the app's betting context (publishing to the world's publisher). */
  settlement(): SettlementService {
    return new SettlementService(bettingContextOf(this.t.deps));
  }

  /** Settles everything that can be settled now (as a start-up or a sweep does). */
  settle(): Promise<SettlementReport> {
    return this.settlement().settleOutstanding();
  }

  /** Places a slip that must be accepted; its bets as placed. */
  async placed(bettor: Bettor, type: PlaceBetType, betsOfSlip: readonly PlaceBet[]): Promise<Bet[]> {
    const res = await this.place(bettor, aSlip(type, betsOfSlip));
    if (res.statusCode !== 201) throw new Error(`placement refused: ${res.statusCode} ${res.body}`);
    return BetSchema.array().parse(res.json());
  }

  /** A bet's row. */
  async betRow(betId: number) {
    const [row] = await this.db.select().from(bets).where(eq(bets.id, betId));
    if (!row) throw new Error(`no bet ${betId}`);
    return row;
  }

  /** A bet's statuses in order, with who moved it. */
  async history(betId: number): Promise<string[]> {
    const rows = await this.db
      .select({ status: betStatusHistory.status, actor: betStatusHistory.actor })
      .from(betStatusHistory)
      .where(eq(betStatusHistory.betId, betId))
      .orderBy(betStatusHistory.id);
    return rows.map((row) => `${row.status} by ${row.actor}`);
  }

  /** The ledger rows of a player's accounts, in order. */
  async ledger(bettor: Bettor) {
    return this.db
      .select({
        amount: accountLedger.amount,
        kind: accountLedger.kind,
        betId: accountLedger.betId,
        balanceAfter: accountLedger.balanceAfter,
      })
      .from(accountLedger)
      .innerJoin(accounts, eq(accounts.id, accountLedger.accountId))
      .where(eq(accounts.playerId, bettor.playerId))
      .orderBy(accountLedger.id);
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

/** How a test player is made. */
export interface BettorOptions {
  /** Balances by currency, minor units (EUR 1,000.00 unless told). */
  readonly balances?: Record<string, number>;
  readonly pve?: boolean;
  readonly oddsAcceptMode?: string;
  /** Currencies whose account is inactive. */
  readonly inactive?: string[];
  /** How long the session and its token last (seconds, an hour unless told). */
  readonly sessionSeconds?: number;
}

/** A player with accounts and an active session, signed in with a bearer token of the app's. */
export async function signedInBettor(t: TestApp, options: BettorOptions = {}): Promise<Bettor> {
  const db = t.deps.database.db;
  const suffix = randomBytes(6).toString('hex');
  const [player] = await db
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
  if (rows.length > 0) await db.insert(accounts).values(rows);
  if (options.oddsAcceptMode)
    await db.insert(playerSettings).values({ playerId: player.id, oddsAcceptMode: options.oddsAcceptMode });
  const [session] = await db
    .insert(sessions)
    .values({
      playerId: player.id,
      tokenHash: `hash-${suffix}`,
      expiresAt: new Date(t.deps.clock.now() + (options.sessionSeconds ?? 3_600) * 1000).toISOString(),
    })
    .returning({ id: sessions.id });
  if (!session) throw new Error('no session row');
  const { token } = await t.deps.tokens.signSportsbookToken(
    player.id,
    session.id,
    options.sessionSeconds ?? 3_600,
  );
  return { playerId: player.id, sessionId: session.id, authorization: `Bearer ${token}` };
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
