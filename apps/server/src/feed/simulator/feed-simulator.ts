import { MATCH_STATUS } from '@sportsbook/core/catalog/match-status';
import { CatalogReferences } from '../../catalog/catalog-records';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { Publisher } from '../../realtime/publisher';
import { type Board, loadBoard } from './board/board-loader';
import { BoardTopUp } from './board/board-topup';
import { writeTick } from './board/board-writer';
import { resumeLiveMatch, stepMatch, type TickContext } from './board/lifecycle';
import type { SimMatch } from './board/sim-match';
import { loadTournamentSlots } from './board/tournament-slots';
import { type FinalMatchState, finalStateOf, isDecidedStatus } from './final-state';
import { SimPublications } from './publish/sim-publications';
import { SimRandom } from './sim-random';
import { MatchPricing } from './trading/match-pricing';
import { OddsBudget, spendOddsBudget } from './trading/odds-budget';
import { stepProviders } from './trading/provider-outages';
import { tradeLiveMatch } from './trading/trading-desk';
import { Turns } from './turns';

/** The logging the simulator does; pino's logger fits it. */
export interface SimulatorLogger {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

/** What a committed tick did, for whoever follows the feed (settlement, cash-out values). */
export interface TickSummary {
  /** The tick's time, ms since the epoch. */
  readonly now: number;
  /** Matches that finished or closed in this tick, with how they ended. */
  readonly decided: readonly FinalMatchState[];
  /** Matches whose lines, status or provider changed in this tick: the prices of their bets moved. */
  readonly movedMatchIds: readonly number[];
}

/**
 * Follows the feed: told after every committed tick (and its publications) what it decided and moved. Its
 * failures are its own: they are logged and never fail the tick.
 */
export interface FeedListener {
  afterTick(summary: TickSummary): Promise<void>;
}

/** What a simulator runs on and how. */
export interface FeedSimulatorOptions {
  readonly db: Db;
  readonly clock: Clock;
  readonly publisher: Publisher;
  /** Same seed and same tick times: the same run, row for row. */
  readonly seed: number;
  /** Outcome odds changes per second of clock time. */
  readonly rate: number;
  /** Locales publications are made in (`config.contentLocales`). */
  readonly contentLocales: readonly string[];
  readonly log: SimulatorLogger;
  /** Seconds of play per second of clock time; above 1 speeds matches up for demos and tests. Default 1. */
  readonly speed?: number;
  /** Milliseconds between ticks once started. Default: 500 at the default rate, down to 100 at high rates. */
  readonly tickMs?: number;
  /** Matches kept in play at least. Default 60. */
  readonly minLive?: number;
  /**
   * Clock time a live match's odds may stay unchanged, in milliseconds. Default 5000; longer (up to 15 s)
   * when more matches are live than the rate can keep moving that often.
   */
  readonly keepAliveMs?: number;
  /**
   * How long a closed match stays listed (for results) before it leaves the board with its markets, in
   * milliseconds of clock time. Default a day.
   */
  readonly keepClosedMs?: number;
  /** Size of the catalogue relative to the full one, as seeded (how full the week ahead is kept). Default 1. */
  readonly catalogScale?: number;
  /** Told after every tick what it decided and moved (betting settles and revalues cash-outs). */
  readonly listener?: FeedListener;
  /** Told of every tick that succeeded or failed (the feed's health: betting pauses while it is not live). */
  readonly health?: { tickSucceeded(): void; tickFailed(): void };
}

/** What the simulator has done since it was built. */
export interface SimulatorStats {
  readonly ticks: number;
  /** Outcomes whose odds changed. */
  readonly oddsChanges: number;
  readonly publications: number;
  readonly liveMatches: number;
  /** Wall-clock milliseconds spent in ticks. */
  readonly busyMs: number;
}

interface Running {
  readonly board: Board;
  readonly topUp: BoardTopUp;
  readonly budget: OddsBudget;
  readonly pricing: MatchPricing;
  lastTick: number | null;
}

const DAY_MS = 24 * 3_600_000;
/** How often a summary is logged (ms of clock time). */
const SUMMARY_MS = 5 * 60_000;

/**
 * The live feed: a deterministic, seeded trading simulation of the catalogue. Each tick, at the clock's
 * time: providers drop out and come back, matches kick off, play on (clock, scores, periods, per sport),
 * finish and close; the desk suspends and reprices their books; odds drift at about `rate` changes per
 * second; the board is topped up (60+ live, the week ahead scheduled) and old matches deleted; everything
 * is written in one transaction and published to the channels someone listens to.
 *
 * `tick()` is public so tests drive it with a ManualClock; `start()` catches up with the clock (matches
 * whose time passed while the server was down) and then ticks on a timer; `stop()` ends the timer and waits
 * for the tick in progress.
 */
export class FeedSimulator {
  readonly #options: FeedSimulatorOptions;
  readonly #random: SimRandom;
  readonly #publications: SimPublications;
  readonly #tickMs: number;
  readonly #driftStepMs: number;
  #running: Running | undefined;
  #inFlight: Promise<void> = Promise.resolve();
  #timer: NodeJS.Timeout | undefined;
  #started = false;
  #stats = { ticks: 0, oddsChanges: 0, publications: 0, busyMs: 0 };
  #summary = { at: 0, ticks: 0, oddsChanges: 0, publications: 0, busyMs: 0 };

  constructor(options: FeedSimulatorOptions) {
    if (!(options.rate > 0)) throw new RangeError('simulator rate must be > 0');
    if (options.speed !== undefined && !(options.speed > 0))
      throw new RangeError('simulator speed must be > 0');
    this.#options = options;
    this.#random = new SimRandom(options.seed);
    this.#publications = new SimPublications(
      options.db,
      options.publisher,
      options.contentLocales,
      new CatalogReferences(options.db),
    );
    this.#tickMs = options.tickMs ?? Math.min(1000, Math.max(100, Math.round(20_000 / options.rate)));
    // Live drift moves once a second at the default rate; faster at high rates, where each line is repriced
    // several times a second and a model that never moves would give nothing new to publish.
    this.#driftStepMs = Math.min(1000, Math.max(200, Math.round(40_000 / options.rate)));
  }

  /** Catches up with the clock, then ticks every `tickMs` until stopped. */
  async start(): Promise<void> {
    if (this.#started) return;
    this.#started = true;
    try {
      await this.tick();
    } catch {
      // Logged by the tick; the timer retries.
    }
    this.#schedule(0);
  }

  /** Ends the timer and waits for the tick in progress; nothing runs afterwards. */
  async stop(): Promise<void> {
    this.#started = false;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
    await this.#inFlight;
  }

  /** One step at the clock's current time (after the tick in progress, if any). Rejects when it fails. */
  tick(): Promise<void> {
    const run = this.#inFlight.then(() => this.#tickSafely());
    this.#inFlight = run.catch(() => undefined);
    return run;
  }

  stats(): SimulatorStats {
    let live = 0;
    for (const match of this.#running?.board.matches.values() ?? [])
      if (match.status === MATCH_STATUS.live) live += 1;
    return { ...this.#stats, liveMatches: live };
  }

  #schedule(spentMs: number): void {
    if (!this.#started) return;
    this.#timer = setTimeout(
      () => {
        this.#timer = undefined;
        const started = performance.now();
        this.tick()
          .catch(() => undefined)
          .finally(() => this.#schedule(performance.now() - started));
      },
      Math.max(0, this.#tickMs - spentMs),
    );
  }

  async #tickSafely(): Promise<void> {
    const started = performance.now();
    try {
      await this.#tick();
      this.#options.health?.tickSucceeded();
    } catch (error) {
      this.#options.health?.tickFailed();
      // The board may now be ahead of the database: reload it (and catch up) on the next tick.
      this.#running = undefined;
      this.#options.log.error({ err: error }, 'feed simulator tick failed');
      throw error;
    } finally {
      this.#stats.busyMs += performance.now() - started;
    }
  }

  async #load(now: number): Promise<Running> {
    const started = performance.now();
    const { db } = this.#options;
    const { board, skipped, rowUpdatedAt } = await loadBoard(db, now);
    const turns = new Turns();
    for (const match of board.matches.values()) {
      if (match.status === MATCH_STATUS.live && !match.play)
        resumeLiveMatch(match, rowUpdatedAt.get(match.id) ?? now, this.#random);
      await turns.maybeTake();
    }
    const slots = await loadTournamentSlots(db, board, this.#options.catalogScale ?? 1);
    let lines = 0;
    for (const match of board.matches.values()) lines += match.lines.size;
    this.#options.log.info(
      {
        matches: board.matches.size,
        lines,
        tournaments: slots.length,
        skipped: skipped.length,
        ms: Math.round(performance.now() - started),
      },
      'feed simulator loaded the board',
    );
    return {
      board,
      topUp: new BoardTopUp(slots, this.#options.minLive ?? 60),
      budget: new OddsBudget(this.#options.rate),
      pricing: new MatchPricing(),
      lastTick: null,
    };
  }

  async #tick(): Promise<void> {
    const options = this.#options;
    const now = options.clock.now();
    this.#running ??= await this.#load(now);
    const running = this.#running;
    if (running.lastTick !== null && now <= running.lastTick) return;
    const dtMs = running.lastTick === null ? 0 : now - running.lastTick;
    const { board } = running;
    running.pricing.nextTick();
    const ctx: TickContext = {
      now,
      speed: options.speed ?? 1,
      random: this.#random,
      pricing: running.pricing,
      decisions: this.#random.tick(now, 'decisions'),
    };
    const providers = stepProviders(board, now, dtMs, this.#random.tick(now, 'providers'));
    // A catch-up steps and trades hours of play: the event loop gets a turn every slice (turns.ts).
    const turns = new Turns();
    for (const match of board.matches.values()) {
      stepMatch(match, ctx);
      await turns.maybeTake();
    }
    const created = running.topUp.step(board, now, this.#random.tick(now, 'top-up'));
    for (const { match } of created) stepMatch(match, ctx);
    // Taken before old matches leave the board: one that finished and expired in a long catch-up is
    // still settled.
    const decided: FinalMatchState[] = [];
    for (const match of board.matches.values())
      if (match.statusChanged && isDecidedStatus(match.status)) decided.push(finalStateOf(match));
    const desk = this.#random.tick(now, 'desk');
    let oddsChanges = 0;
    for (const match of board.matches.values()) {
      oddsChanges += tradeLiveMatch(match, ctx, dtMs, this.#driftStepMs, desk);
      await turns.maybeTake();
    }
    running.budget.refill(dtMs / 1000);
    running.budget.spend(oddsChanges);
    oddsChanges += spendOddsBudget(
      board.matches.values(),
      running.budget,
      ctx,
      options.keepAliveMs ?? 5_000,
      this.#random.tick(now, 'drift'),
    );
    const deleted = removeExpired(board, now, options.keepClosedMs ?? DAY_MS);
    for (const id of deleted) running.pricing.drop(id);
    const changed: SimMatch[] = [];
    for (const match of board.matches.values()) if (match.dirty) changed.push(match);
    await writeTick(options.db, {
      now,
      created,
      changed,
      deleted,
      providers: providers.map((provider) => ({
        provider,
        status: board.providers.get(provider)?.status ?? 'active',
      })),
    });
    running.lastTick = now;
    const publications = await this.#publications.publish(changed, providers.length > 0);
    const movedMatchIds = movedMatches(board, changed, providers);
    for (const match of board.matches.values()) match.clearChanges();
    await this.#tellListener({ now, decided, movedMatchIds });
    this.#stats.ticks += 1;
    this.#stats.oddsChanges += oddsChanges;
    this.#stats.publications += publications;
    this.#logSummary(now);
  }

  async #tellListener(summary: TickSummary): Promise<void> {
    const listener = this.#options.listener;
    if (!listener) return;
    try {
      await listener.afterTick(summary);
    } catch (error) {
      this.#options.log.error({ err: error }, 'a feed listener failed after a tick');
    }
  }

  #logSummary(now: number): void {
    if (this.#summary.at === 0) this.#summary = { ...this.#stats, at: now };
    if (now - this.#summary.at < SUMMARY_MS) return;
    const seconds = (now - this.#summary.at) / 1000;
    const stats = this.stats();
    this.#options.log.info(
      {
        liveMatches: stats.liveMatches,
        oddsChangesPerSecond: Math.round((stats.oddsChanges - this.#summary.oddsChanges) / seconds),
        publicationsPerSecond: Math.round((stats.publications - this.#summary.publications) / seconds),
        msPerTick: Math.round(
          (stats.busyMs - this.#summary.busyMs) / Math.max(1, stats.ticks - this.#summary.ticks),
        ),
      },
      'feed simulator',
    );
    this.#summary = { ...this.#stats, at: now };
  }
}

/** Matches whose lines or status changed, and every match of a provider whose status changed. */
function movedMatches(board: Board, changed: readonly SimMatch[], providers: readonly string[]): number[] {
  const moved = new Set<number>();
  for (const match of changed) if (match.dirtyLines.size > 0 || match.statusChanged) moved.add(match.id);
  if (providers.length > 0) {
    const switched = new Set(providers);
    for (const match of board.matches.values())
      if (switched.has(match.identity.provider)) moved.add(match.id);
  }
  return [...moved];
}

/** Takes matches closed longer than `keepMs` ago off the board; returns their ids (deleted with their markets). */
function removeExpired(board: Board, now: number, keepMs: number): number[] {
  const expired: number[] = [];
  for (const match of board.matches.values()) {
    const closedAt = match.trading.closedAt;
    if (match.status === MATCH_STATUS.closed && closedAt !== null && closedAt < now - keepMs)
      expired.push(match.id);
  }
  for (const id of expired) board.matches.delete(id);
  return expired;
}
