import type { Random } from '../../generator/random';
import { sportTimeline, type Timeline } from '../../generator/sport-timelines';
import type { Tally } from '../../pricing/match-model';
import { exponential } from '../sim-random';
import {
  emptyReport,
  MAX_PLAY_STEPS,
  type PlayContext,
  type PlayReport,
  type PlayStep,
  reportFinish,
  reportPeriodEnd,
  reportScore,
  wallMs,
} from './play-report';
import type { ClockPlay, PeriodTally } from './play-state';
import { cornerRates, type ScoringRates, scoringRates, tieBreakWinChance } from './scoring-rates';

/** A clocked sport's timeline. */
export type ClockTimeline = Extract<Timeline, { kind: 'clock' }>;

/** How a clocked sport's clock stops in play and what follows a level regulation time. */
interface ClockRules {
  /** Mean seconds of play between two stops of the clock; absent when it runs through play (football). */
  readonly runningSeconds?: number;
  /** Overtime after level regulation play (absent: the match ends level). */
  readonly overtime?: {
    readonly seconds: number;
    /** The first score ends it (ice hockey). */
    readonly suddenDeath: boolean;
    /** Another overtime follows a level one (basketball). */
    readonly repeat: boolean;
    /** A shoot-out settles a level overtime (ice hockey). */
    readonly penalties: boolean;
  };
}

const CLOCK_RULES: Readonly<Record<string, ClockRules>> = {
  football: {},
  handball: { runningSeconds: 300 },
  'ice-hockey': {
    runningSeconds: 50,
    overtime: { seconds: 300, suddenDeath: true, repeat: false, penalties: true },
  },
  basketball: {
    runningSeconds: 40,
    overtime: { seconds: 300, suddenDeath: false, repeat: true, penalties: false },
  },
  'american-football': {
    runningSeconds: 25,
    overtime: { seconds: 600, suddenDeath: false, repeat: false, penalties: false },
  },
};

/** Announced stoppage time in minutes, with weights: first half, then second half (football). */
const STOPPAGE_MINUTES: readonly (readonly (readonly [number, number])[])[] = [
  [
    [1, 0.3],
    [2, 0.35],
    [3, 0.2],
    [4, 0.1],
    [5, 0.05],
  ],
  [
    [2, 0.1],
    [3, 0.25],
    [4, 0.3],
    [5, 0.2],
    [6, 0.1],
    [7, 0.05],
  ],
];

/** Stoppage time is announced this many seconds before the end of regulation time of the period. */
const ANNOUNCE_BEFORE_END = 60;

/** The timeline of a clocked sport; throws for another kind (a programming error). */
export function clockTimeline(sportKey: string): ClockTimeline {
  const timeline = sportTimeline(sportKey);
  if (timeline.kind !== 'clock') throw new Error(`${sportKey} is not a clocked sport`);
  return timeline;
}

function rulesOf(sportKey: string): ClockRules {
  return CLOCK_RULES[sportKey] ?? {};
}

/** Length in seconds of the period at a 0-based index (regular or overtime). */
export function clockPeriodSeconds(sportKey: string, period: number): number {
  const timeline = clockTimeline(sportKey);
  return period < timeline.periods
    ? timeline.periodSeconds
    : (rulesOf(sportKey).overtime?.seconds ?? timeline.periodSeconds);
}

/** Whether stoppage time is played at the end of the period (football's regular periods). */
export function hasStoppage(timeline: ClockTimeline, period: number): boolean {
  return timeline.stoppageSeconds !== undefined && period < timeline.periods;
}

/** The total score of clocked periods: a shoot-out counts one goal for its winner. */
export function clockTotal(periods: readonly PeriodTally[]): Tally {
  let home = 0;
  let away = 0;
  for (const period of periods) {
    if (period.type === 'penalties') {
      if (period.home > period.away) home += 1;
      else if (period.away > period.home) away += 1;
    } else {
      home += period.home;
      away += period.away;
    }
  }
  return { home, away };
}

/** Kick-off: the first period starts with the clock running. */
export function startClockPlay(at: number): ClockPlay {
  return {
    kind: 'clock',
    step: 0,
    at,
    phase: 'play',
    periods: [{ home: 0, away: 0, type: 'regular_period' }],
    phaseEndsAt: null,
    period: 0,
    played: 0,
    running: true,
    stoppageAnnounced: null,
    stoppageLength: null,
    corners: { home: 0, away: 0 },
    scorers: '',
  };
}

type Draft = { -readonly [K in keyof ClockPlay]: ClockPlay[K] } & {
  periods: PeriodTally[];
  corners: { home: number; away: number };
};

interface Mark {
  readonly at: number;
  readonly kind: 'announce' | 'stoppage' | 'end';
}

/** The next point in the period's play where something happens besides scoring. */
function nextMark(s: Draft, timeline: ClockTimeline, length: number): Mark {
  if (!hasStoppage(timeline, s.period)) return { at: Math.max(s.played, length), kind: 'end' };
  if (s.stoppageAnnounced === null)
    return { at: Math.max(s.played, length - ANNOUNCE_BEFORE_END), kind: 'announce' };
  if (s.played < length) return { at: length, kind: 'stoppage' };
  return { at: Math.max(s.played, length + (s.stoppageLength ?? s.stoppageAnnounced)), kind: 'end' };
}

/**
 * Moves clocked play on to `until`: the clock runs (and, in countdown sports, stops and starts again),
 * scores come as a Poisson process at the pricing model's rates, stoppage time is announced and played,
 * breaks follow periods, and overtime or a shoot-out follows a level regulation time where the sport has one.
 */
export function advanceClockPlay(start: ClockPlay, until: number, ctx: PlayContext): PlayStep<ClockPlay> {
  const timeline = clockTimeline(ctx.sportKey);
  const rules = rulesOf(ctx.sportKey);
  const regulation = timeline.periods * timeline.periodSeconds;
  const rates = scoringRates(ctx.sportKey, ctx.ratings, ctx.tempo, regulation);
  const corners = cornerRates(ctx.sportKey, ctx.ratings, regulation);
  const s: Draft = {
    ...start,
    periods: start.periods.map((p) => ({ ...p })),
    corners: { ...start.corners },
  };
  const report = emptyReport();
  const stretch = (random: Random, running: boolean): number | null => {
    if (rules.runningSeconds === undefined) return null;
    const mean = running ? rules.runningSeconds : rules.runningSeconds * (timeline.wallFactor - 1);
    return s.at + wallMs(exponential(random, mean), ctx.speed);
  };

  for (let i = 0; i < MAX_PLAY_STEPS && s.phase !== 'over' && s.at < until; i += 1) {
    const random = ctx.random(s.step);
    s.step += 1;
    if (s.phase === 'break' || !s.running) {
      const end = s.phaseEndsAt ?? s.at;
      if (end > until) break;
      s.at = end;
      if (s.phase === 'break') startPeriod(s, s.period + 1, 'regular_period');
      s.running = true;
      s.phaseEndsAt = stretch(random, true);
      report.changed = true;
      continue;
    }
    if (s.phaseEndsAt === null) s.phaseEndsAt = stretch(random, true);
    const length = clockPeriodSeconds(ctx.sportKey, s.period);
    const mark = nextMark(s, timeline, length);
    const rate = rates.home + rates.away + corners.home + corners.away;
    const toMark = wallMs(mark.at - s.played, ctx.speed);
    const toStop = s.phaseEndsAt === null ? Number.POSITIVE_INFINITY : s.phaseEndsAt - s.at;
    const toEvent = rate > 0 ? wallMs(exponential(random, 1 / rate), ctx.speed) : Number.POSITIVE_INFINITY;
    const dt = Math.max(0, Math.min(toMark, toStop, toEvent, until - s.at));
    s.at += dt;
    s.played += (dt / 1000) * ctx.speed;
    if (dt === toEvent) {
      const scored = scoringEvent(s, random, rates, corners, report);
      if (scored && rules.overtime?.suddenDeath && s.period >= timeline.periods) finish(s, report);
    } else if (dt === toMark) {
      s.played = mark.at;
      if (mark.kind === 'announce') announceStoppage(s, random);
      else if (mark.kind === 'end') endPeriod(s, timeline, rules, ctx, random, report);
      report.changed = true;
    } else if (dt === toStop) {
      s.running = false;
      s.phaseEndsAt = stretch(random, false);
      report.changed = true;
    }
  }
  if (s.phase !== 'over') s.at = Math.max(s.at, until);
  return { state: s, report };
}

function scoringEvent(
  s: Draft,
  random: Random,
  rates: ScoringRates,
  corners: Tally,
  report: PlayReport,
): boolean {
  const cornerRate = corners.home + corners.away;
  const roll = random.next() * (rates.home + rates.away + cornerRate);
  if (roll < cornerRate) {
    s.corners[roll < corners.home ? 'home' : 'away'] += 1;
    report.movedAt = s.at;
    return false;
  }
  const side = roll - cornerRate < rates.home ? 'home' : 'away';
  const current = s.periods[s.periods.length - 1];
  if (!current) return false;
  current[side] += random.weighted(rates.chunks);
  if (rates.goalLike && s.scorers !== undefined) s.scorers += side === 'home' ? 'h' : 'a';
  reportScore(report, s.at, rates.goalLike);
  return true;
}

function announceStoppage(s: Draft, random: Random): void {
  const minutes = random.weighted(STOPPAGE_MINUTES[Math.min(s.period, STOPPAGE_MINUTES.length - 1)] ?? []);
  s.stoppageAnnounced = minutes * 60;
  // The announced time is a minimum: a little more is usually played.
  s.stoppageLength = s.stoppageAnnounced + Math.round(random.between(0, 75));
}

function startPeriod(s: Draft, period: number, type: PeriodTally['type']): void {
  s.phase = 'play';
  s.period = period;
  s.played = 0;
  s.stoppageAnnounced = null;
  s.stoppageLength = null;
  s.periods.push({ home: 0, away: 0, type });
}

function endPeriod(
  s: Draft,
  timeline: ClockTimeline,
  rules: ClockRules,
  ctx: PlayContext,
  random: Random,
  report: PlayReport,
): void {
  reportPeriodEnd(report, s.at);
  if (s.period + 1 < timeline.periods) {
    s.phase = 'break';
    s.running = false;
    s.phaseEndsAt = s.at + wallMs(timeline.breakSeconds[s.period] ?? 0, ctx.speed);
    return;
  }
  const total = clockTotal(s.periods);
  const overtime = rules.overtime;
  if (total.home !== total.away || !overtime) {
    finish(s, report);
    return;
  }
  if (s.period < timeline.periods || overtime.repeat) {
    startPeriod(s, s.period + 1, 'overtime');
    return;
  }
  if (overtime.penalties) {
    const homeWins = random.chance(tieBreakWinChance(ctx.sportKey, ctx.ratings));
    const winner = random.int(1, 5);
    const loser = random.int(0, winner - 1);
    s.periods.push({ home: homeWins ? winner : loser, away: homeWins ? loser : winner, type: 'penalties' });
    reportScore(report, s.at, false);
  }
  finish(s, report);
}

function finish(s: Draft, report: PlayReport): void {
  s.phase = 'over';
  s.running = false;
  s.phaseEndsAt = null;
  reportFinish(report, s.at);
}
