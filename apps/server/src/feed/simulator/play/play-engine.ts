import type { MatchClock } from '@sportsbook/contract/entities/match';
import type { Random } from '../../generator/random';
import { sportTimeline } from '../../generator/sport-timelines';
import type { Tally } from '../../pricing/match-model';
import { advanceClockPlay, clockPeriodSeconds, clockTimeline, startClockPlay } from './clock-play';
import {
  advanceInningsPlay,
  BALLS_PER_INNINGS,
  inningsTimeline,
  isBallByBall,
  startInningsPlay,
} from './innings-play';
import { advanceMapsPlay, mapsTimeline, startMapsPlay } from './maps-play';
import type { PlayContext, PlayStep } from './play-report';
import type { ClockPlay, InningsPlay, MapsPlay, PeriodTally, PlayState, RacePlay, Side } from './play-state';
import { advanceRacePlay, raceTimeline, startRacePlay } from './race-play';

/** Play starts at `at` (the match's start time). */
export function startPlay(sportKey: string, at: number, random: Random): PlayState {
  switch (sportTimeline(sportKey).kind) {
    case 'clock':
      return startClockPlay(at);
    case 'race':
      return startRacePlay(sportKey, at, random);
    case 'innings':
      return startInningsPlay(sportKey, at, random);
    case 'maps':
      return startMapsPlay(at);
  }
}

/** Moves play on to `until` (ms since the epoch); a state already there or over is returned as it is. */
export function advancePlay(state: PlayState, until: number, ctx: PlayContext): PlayStep<PlayState> {
  switch (state.kind) {
    case 'clock':
      return advanceClockPlay(state, until, ctx);
    case 'race':
      return advanceRacePlay(state, until, ctx);
    case 'innings':
      return advanceInningsPlay(state, until, ctx);
    case 'maps':
      return advanceMapsPlay(state, until, ctx);
  }
}

/** The stored fields of a live match that play can be picked up from (a match the generator put in play). */
export interface ResumableRow {
  readonly stage: string | null;
  readonly clock:
    | (Pick<
        MatchClock,
        'match_time' | 'stoppage_time' | 'stoppage_time_announced' | 'remaining_time_in_period' | 'stopped'
      > & {
        readonly clock_updated_at: string;
      })
    | null;
  readonly totalScore: Tally | null;
  readonly gameScore: { readonly home: string; readonly away: string } | null;
  readonly currentServer: string | null;
  readonly periodScores: readonly {
    readonly home: number;
    readonly away: number;
    readonly type: PeriodTally['type'];
  }[];
  /** Milliseconds since the epoch. */
  readonly startTime: number;
  /** When the row was written (ms): the moment its state describes when it has no clock. */
  readonly updatedAt: number;
  /** `sim_state.progress`. */
  readonly progress: number;
  readonly corners: Tally;
}

/** The 1-based number a period key starts with (`2nd_half` → 2), or undefined. */
function periodNumber(stage: string | null): number | undefined {
  const match = stage ? /^(\d+)(?:st|nd|rd|th)_/.exec(stage) : null;
  return match ? Number(match[1]) : undefined;
}

function periodsOf(row: ResumableRow, upTo: number): PeriodTally[] {
  const periods = row.periodScores.map((p) => ({ home: p.home, away: p.away, type: p.type }));
  while (periods.length < upTo) periods.push({ home: 0, away: 0, type: 'regular_period' });
  return periods;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * Picks play up from a live row that has no play state of its own (the generator's live matches): the
 * period, clock, points and server it shows, at the moment it describes. Play then moves on from there.
 */
export function resumePlay(sportKey: string, row: ResumableRow, random: Random): PlayState {
  switch (sportTimeline(sportKey).kind) {
    case 'clock':
      return resumeClock(sportKey, row);
    case 'race':
      return resumeRace(sportKey, row, random);
    case 'innings':
      return resumeInnings(sportKey, row, random);
    case 'maps':
      return resumeMaps(sportKey, row);
  }
}

function resumeClock(sportKey: string, row: ResumableRow): ClockPlay {
  const timeline = clockTimeline(sportKey);
  const at = row.clock ? Date.parse(row.clock.clock_updated_at) : row.updatedAt;
  const { scorers, ...fresh } = startClockPlay(at);
  const scoreless = row.periodScores.every((p) => p.home === 0 && p.away === 0);
  // Who scored goals the row shows is not known: the order is kept only from a scoreless start.
  const started: ClockPlay = { ...fresh, corners: { ...row.corners }, ...(scoreless ? { scorers } : {}) };
  const pause = timeline.breakKeys.indexOf(row.stage ?? '');
  if (pause >= 0) {
    // The generator laid the match out on its timeline from its start: the break ends where it put it.
    let end = row.startTime;
    for (let i = 0; i <= pause; i += 1) {
      const stoppage = timeline.stoppageSeconds?.[i] ?? 0;
      end +=
        (timeline.periodSeconds * timeline.wallFactor + stoppage + (timeline.breakSeconds[i] ?? 0)) * 1000;
    }
    return {
      ...started,
      phase: 'break',
      period: pause,
      played: timeline.periodSeconds,
      running: false,
      phaseEndsAt: Math.max(at, end),
      periods: periodsOf(row, pause + 1),
    };
  }
  const number = periodNumber(row.stage);
  const overtimes = row.periodScores.filter((p) => p.type === 'overtime').length;
  const period =
    number !== undefined
      ? number - 1
      : row.stage === 'overtime'
        ? timeline.periods + Math.max(0, overtimes - 1)
        : undefined;
  if (period === undefined || !row.clock) return { ...started, periods: periodsOf(row, 1) };
  const length = clockPeriodSeconds(sportKey, period);
  const clock = row.clock;
  const base = { ...started, period, periods: periodsOf(row, period + 1) };
  if (timeline.countdown) {
    return {
      ...base,
      played: clamp(length - (clock.remaining_time_in_period ?? length), 0, length),
      running: !clock.stopped,
    };
  }
  if (clock.stoppage_time !== null) {
    const announced = clock.stoppage_time_announced ?? clock.stoppage_time;
    return {
      ...base,
      played: length + clock.stoppage_time,
      stoppageAnnounced: announced,
      stoppageLength: Math.max(announced, clock.stoppage_time + 15),
    };
  }
  return { ...base, played: clamp((clock.match_time ?? 0) - period * timeline.periodSeconds, 0, length) };
}

const TENNIS_POINTS: Readonly<Record<string, number>> = { '0': 0, '15': 1, '30': 2, '40': 3, A: 4 };

function resumeRace(sportKey: string, row: ResumableRow, random: Random): RacePlay {
  const timeline = raceTimeline(sportKey);
  const sets = row.totalScore ?? { home: 0, away: 0 };
  const periods = periodsOf(row, sets.home + sets.away + 1);
  const current = periods[periods.length - 1];
  const tieBreak = current?.home === 6 && current.away === 6;
  const points = (value: string | undefined) =>
    tieBreak ? Number(value ?? 0) || 0 : (TENNIS_POINTS[value ?? '0'] ?? 0);
  const server: Side | null =
    timeline.serve === 'none' ? null : row.currentServer === 'away' ? 'away' : 'home';
  const started = startRacePlay(sportKey, row.updatedAt, random);
  return {
    ...started,
    periods,
    sets: { ...sets },
    points: timeline.gamePoints
      ? { home: points(row.gameScore?.home), away: points(row.gameScore?.away) }
      : { home: 0, away: 0 },
    server,
    setFirstServer: server,
    tieBreakFirstServer: tieBreak ? server : null,
  };
}

function resumeInnings(sportKey: string, row: ResumableRow, random: Random): InningsPlay {
  const timeline = inningsTimeline(sportKey);
  const inning = clamp((periodNumber(row.stage) ?? 1) - 1, 0, 30);
  const started = startInningsPlay(sportKey, row.updatedAt, random);
  const wickets = (score: string | undefined) => clamp(Number(score?.split('/')[1] ?? 0) || 0, 0, 9);
  return {
    ...started,
    inning,
    periods: periodsOf(row, inning + 1),
    balls: isBallByBall(timeline)
      ? clamp(Math.round((row.progress * 2 - inning) * BALLS_PER_INNINGS), 0, BALLS_PER_INNINGS - 1)
      : 0,
    played: isBallByBall(timeline)
      ? 0
      : clamp((row.progress * timeline.innings - inning) * timeline.inningSeconds, 0, timeline.inningSeconds),
    wickets: { home: wickets(row.gameScore?.home), away: wickets(row.gameScore?.away) },
  };
}

function resumeMaps(sportKey: string, row: ResumableRow): MapsPlay {
  const timeline = mapsTimeline(sportKey);
  const sets = row.totalScore ?? { home: 0, away: 0 };
  const at = row.clock ? Date.parse(row.clock.clock_updated_at) : row.updatedAt;
  return {
    ...startMapsPlay(at),
    sets: { ...sets },
    periods: periodsOf(row, sets.home + sets.away + 1),
    played: clamp(row.clock?.match_time ?? row.progress * timeline.mapSeconds, 0, timeline.mapSeconds),
  };
}
