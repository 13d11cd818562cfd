import type { MatchClock } from '@sportsbook/contract/entities/match';
import { z } from 'zod';
import type { StoredOutcome } from '../../../db/schema';
import type { MatchSimState } from '../../generator/sim-state';
import type { Tally } from '../../pricing/match-model';
import type { PlayState } from '../play/play-state';
import type { StoredPeriodScore } from '../play/play-view';
import type { SyncScope } from '../trading/book-sync';

/** A market line as the simulator keeps it (the markets row's mutable fields). */
export interface SimLine {
  readonly marketId: number;
  readonly specifier: string;
  status: number;
  outcomes: StoredOutcome[];
  priority: number;
  mostBalanced: boolean;
  /** ISO 8601 UTC, or null. */
  nextBetStop: string | null;
}

/** The key of a line within its match. */
export function lineKey(marketId: number, specifier: string): string {
  return `${marketId}|${specifier}`;
}

/**
 * The drifting parameters of a match's prices: a rating edge (points added to the home side and taken
 * from the away side, halves each) and the log of a tempo factor, as of `at` (ms).
 */
export const DriftSchema = z.object({ edge: z.number(), tempo: z.number(), at: z.number() });
/** The drift of a match's prices as of a moment. */
export type DriftState = z.infer<typeof DriftSchema>;

/** What the trading desk keeps about a match; times are ms since the epoch. */
export const TradingSchema = z.object({
  /** The simulator suspended the match's markets until then. */
  suspendedUntil: z.number().nullable(),
  /** Reprice the whole book when they reopen (after a goal or a period end). */
  repriceOnReopen: z.boolean(),
  /** The announced next bet stop of the match's main markets. */
  nextBetStop: z.number().nullable(),
  /** The last time an outcome of the match changed odds. */
  lastOddsAt: z.number(),
  /** When the match's line set is next checked against its book. */
  refreshAt: z.number(),
  finishedAt: z.number().nullable(),
  closeAt: z.number().nullable(),
  closedAt: z.number().nullable(),
});
/** What the trading desk keeps about a match. */
export type TradingState = z.infer<typeof TradingSchema>;

/** The stored fields of a match the simulator reads and writes. */
export interface MatchWire {
  status: number;
  stage: string | null;
  clock: MatchClock | null;
  totalScore: Tally | null;
  gameScore: { home: string; away: string } | null;
  currentServer: 'home' | 'away' | null;
  periodScores: StoredPeriodScore[];
}

/** What a match is, as far as the simulator is concerned; fixed for its life. */
export interface MatchIdentity {
  readonly id: number;
  readonly sportKey: string;
  readonly provider: string;
  readonly tournamentId: number;
  readonly homeId: number | null;
  readonly awayId: number | null;
  /** Milliseconds since the epoch. */
  readonly startTime: number;
  readonly mainMarketId: number | null;
  readonly secondaryMarketId: number | null;
}

/**
 * A match on the simulator's board: its identity, its wire fields, its play and trading state, and its
 * market lines, with what changed in the tick under way.
 */
export class SimMatch {
  readonly identity: MatchIdentity;
  wire: MatchWire;
  /** The generator's pricing inputs (ratings, tempo, tier), with progress and corners kept current. */
  base: MatchSimState;
  play: PlayState | null;
  drift: DriftState;
  trading: TradingState;
  readonly lines: Map<string, SimLine>;

  /** The row's fields changed in this tick. */
  rowDirty = false;
  /** Lines changed in this tick. */
  readonly dirtyLines = new Set<string>();
  /** A line was added, or went to or came back from status 0, in this tick. */
  lineSetChanged = false;
  /** Something the match's wire shows changed in this tick (score, period, clock stopped or started...). */
  stateChanged = false;
  /** The match's status changed in this tick. */
  statusChanged = false;
  /** The match's score changed in this tick. */
  scoreChanged = false;
  /** Another line became the balanced one of the match's main or secondary market in this tick. */
  summaryMoved = false;
  /** The book is to be repriced in this tick: whole, or its main lines (plus lines coming and going). */
  pendingSync: SyncScope | null = null;

  constructor(
    identity: MatchIdentity,
    wire: MatchWire,
    base: MatchSimState,
    play: PlayState | null,
    drift: DriftState,
    trading: TradingState,
    lines: Map<string, SimLine>,
  ) {
    this.identity = identity;
    this.wire = wire;
    this.base = base;
    this.play = play;
    this.drift = drift;
    this.trading = trading;
    this.lines = lines;
  }

  get id(): number {
    return this.identity.id;
  }

  get status(): number {
    return this.wire.status;
  }

  /** Whether the simulator holds the match's markets suspended at `now`. */
  isSuspended(now: number): boolean {
    return this.trading.suspendedUntil !== null && this.trading.suspendedUntil > now;
  }

  /** Served lines (status other than 0). */
  servedLines(): SimLine[] {
    return [...this.lines.values()].filter((line) => line.status !== 0);
  }

  /** Marks a line changed. */
  touchLine(line: SimLine): void {
    this.dirtyLines.add(lineKey(line.marketId, line.specifier));
  }

  /** Whether anything of the match is to be written. */
  get dirty(): boolean {
    return this.rowDirty || this.dirtyLines.size > 0;
  }

  /** Forgets what changed (after the tick is written). */
  clearChanges(): void {
    this.rowDirty = false;
    this.dirtyLines.clear();
    this.lineSetChanged = false;
    this.stateChanged = false;
    this.statusChanged = false;
    this.scoreChanged = false;
    this.summaryMoved = false;
    this.pendingSync = null;
  }

  /** Whether a line is the one a listing shows for the match's main or secondary market. */
  isSummaryLine(line: SimLine): boolean {
    return (
      line.mostBalanced &&
      (line.marketId === this.identity.mainMarketId || line.marketId === this.identity.secondaryMarketId)
    );
  }

  /** The `sim_state` to store: the generator's fields plus the simulator's own. */
  simState(): Record<string, unknown> {
    return { ...this.base, play: this.play, drift: this.drift, trading: this.trading };
  }
}

/** A fresh trading state for a match that has never been traded by the simulator. */
export function freshTrading(now: number, nextBetStop: number | null): TradingState {
  return {
    suspendedUntil: null,
    repriceOnReopen: false,
    nextBetStop,
    lastOddsAt: now,
    refreshAt: now,
    finishedAt: null,
    closeAt: null,
    closedAt: null,
  };
}

/** Reads the simulator's own parts of a stored `sim_state`; undefined parts when missing or malformed. */
export function readSimExtras(raw: unknown): { drift?: DriftState; trading?: TradingState } {
  if (typeof raw !== 'object' || raw === null) return {};
  const value = raw as { drift?: unknown; trading?: unknown };
  const drift = DriftSchema.safeParse(value.drift);
  const trading = TradingSchema.safeParse(value.trading);
  return {
    ...(drift.success ? { drift: drift.data } : {}),
    ...(trading.success ? { trading: trading.data } : {}),
  };
}
