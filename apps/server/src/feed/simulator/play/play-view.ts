import type { GameScore, MatchClock } from '@sportsbook/contract/entities/match';
import { periodKey, periodName } from '../../../catalog/period-names';
import type { matches } from '../../../db/schema';
import { sportTimeline } from '../../generator/sport-timelines';
import type { Tally } from '../../pricing/match-model';
import { clockPeriodSeconds, clockTimeline, clockTotal, hasStoppage } from './clock-play';
import { BALLS_PER_INNINGS, inningsTimeline, isBallByBall } from './innings-play';
import { mapsTimeline } from './maps-play';
import type { ClockPlay, InningsPlay, MapsPlay, PlayState, RacePlay, Side } from './play-state';
import { totalOf } from './play-state';

/** A period score as the matches row stores it. */
export type StoredPeriodScore = NonNullable<(typeof matches.$inferSelect)['periodScores']>[number];

/** Stage of a match whose play is over. */
export const ENDED_STAGE = 'ended';

/** The wire fields of a match in play (or just finished), and the inputs the pricing model reads. */
export interface PlayView {
  readonly stage: string;
  readonly clock: MatchClock | null;
  readonly totalScore: Tally;
  readonly gameScore: GameScore | null;
  readonly server: Side | null;
  readonly periodScores: StoredPeriodScore[];
  /** Fraction of regulation play elapsed (tally sports), of the current map (Dota 2); 0 for races. */
  readonly progress: number;
  readonly corners: Tally;
}

const NO_CORNERS: Tally = { home: 0, away: 0 };

/** Whole seconds of a time summed from many steps (1199.9999999 is 1200). */
function seconds(value: number): number {
  return Math.floor(value + 1e-6);
}

/** Whole seconds left of a time counted down from many steps (0.0000001 is 0). */
function secondsLeft(value: number): number {
  return Math.max(0, Math.ceil(value - 1e-6));
}

/** The wire fields a play state shows, as of its own moment (`clock_updated_at` is `state.at`). */
export function playView(state: PlayState, sportKey: string): PlayView {
  switch (state.kind) {
    case 'clock':
      return clockView(state, sportKey);
    case 'race':
      return raceView(state, sportKey);
    case 'innings':
      return inningsView(state, sportKey);
    case 'maps':
      return mapsView(state, sportKey);
  }
}

function periodScoresOf(state: PlayState, sportKey: string): StoredPeriodScore[] {
  const { word } = sportTimeline(sportKey);
  const clocked = state.kind === 'clock';
  return state.periods.map((period, i) => {
    const key =
      period.type === 'penalties'
        ? 'penalties'
        : period.type === 'overtime' && clocked
          ? 'overtime'
          : periodKey(i + 1, word);
    return {
      home: period.home,
      away: period.away,
      period_key: key,
      name: periodName(key, 'en'),
      number: i + 1,
      type: period.type,
    };
  });
}

function clockView(state: ClockPlay, sportKey: string): PlayView {
  const timeline = clockTimeline(sportKey);
  const length = clockPeriodSeconds(sportKey, state.period);
  const inPlay = state.phase === 'play';
  let elapsed = 0;
  for (let i = 0; i < state.period; i += 1) elapsed += clockPeriodSeconds(sportKey, i);
  elapsed += Math.min(state.played, length);
  const regulation = timeline.periods * timeline.periodSeconds;
  const overtime = state.period >= timeline.periods;
  const stoppage = inPlay && hasStoppage(timeline, state.period);
  const clock: MatchClock = timeline.countdown
    ? {
        match_time: seconds(elapsed),
        stoppage_time: null,
        stoppage_time_announced: null,
        remaining_time: secondsLeft(overtime ? length - state.played : regulation - elapsed),
        remaining_time_in_period: inPlay ? secondsLeft(length - state.played) : 0,
        stopped: !inPlay || !state.running,
        clock_updated_at: new Date(state.at).toISOString(),
      }
    : {
        match_time: seconds(elapsed),
        stoppage_time: stoppage && state.played >= length ? seconds(state.played - length) : null,
        stoppage_time_announced: stoppage ? state.stoppageAnnounced : null,
        remaining_time: null,
        remaining_time_in_period: null,
        stopped: !inPlay || !state.running,
        clock_updated_at: new Date(state.at).toISOString(),
      };
  const stage =
    state.phase === 'over'
      ? ENDED_STAGE
      : state.phase === 'break'
        ? (timeline.breakKeys[state.period] ?? 'pause')
        : overtime
          ? 'overtime'
          : periodKey(state.period + 1, timeline.word);
  return {
    stage,
    clock,
    totalScore: clockTotal(state.periods),
    gameScore: null,
    server: null,
    periodScores: periodScoresOf(state, sportKey),
    progress: clockProgress(state, sportKey),
    corners: { ...state.corners },
  };
}

/**
 * Fraction of regulation play elapsed, for pricing. Within a period it is play so far over play so far
 * plus play still to come, stoppage time included (announced, or the sport's usual before announcement):
 * markets of a period stay open until its final whistle and close at its end.
 */
export function clockProgress(state: ClockPlay, sportKey: string): number {
  const timeline = clockTimeline(sportKey);
  if (state.phase === 'over' || state.period >= timeline.periods) return 1;
  const share = 1 / timeline.periods;
  const start = state.period * share;
  if (state.phase === 'break') return start + share;
  const length = timeline.periodSeconds;
  let remaining = Math.max(0, length - state.played);
  if (hasStoppage(timeline, state.period)) {
    const usual = timeline.stoppageSeconds?.[state.period] ?? 0;
    remaining =
      state.played < length
        ? remaining + (state.stoppageAnnounced ?? usual)
        : Math.max(30, (state.stoppageAnnounced ?? 0) - (state.played - length));
  }
  return start + (share * state.played) / (state.played + remaining);
}

const TENNIS_POINTS = ['0', '15', '30', '40'];

function tennisGameScore(state: RacePlay): GameScore {
  const set = state.periods[state.periods.length - 1];
  const { home, away } = state.points;
  if (set && set.home === 6 && set.away === 6) return { home: String(home), away: String(away) };
  if (home >= 3 && away >= 3) {
    if (home === away) return { home: '40', away: '40' };
    return home > away ? { home: 'A', away: '40' } : { home: '40', away: 'A' };
  }
  return { home: TENNIS_POINTS[home] ?? '40', away: TENNIS_POINTS[away] ?? '40' };
}

function raceView(state: RacePlay, sportKey: string): PlayView {
  const timeline = sportTimeline(sportKey);
  const over = state.phase === 'over';
  const gamePoints = timeline.kind === 'race' && timeline.gamePoints;
  return {
    stage: over ? ENDED_STAGE : periodKey(state.sets.home + state.sets.away + 1, timeline.word),
    clock: null,
    totalScore: { ...state.sets },
    gameScore: gamePoints && !over ? tennisGameScore(state) : null,
    server: over ? null : state.server,
    periodScores: periodScoresOf(state, sportKey),
    progress: 0,
    corners: NO_CORNERS,
  };
}

function inningsView(state: InningsPlay, sportKey: string): PlayView {
  const timeline = inningsTimeline(sportKey);
  const total = totalOf(state.periods);
  const ballByBall = isBallByBall(timeline);
  const stage =
    state.phase === 'over'
      ? ENDED_STAGE
      : periodKey(state.inning + (state.phase === 'break' ? 2 : 1), timeline.word);
  let progress: number;
  if (state.phase === 'over') progress = 1;
  else if (ballByBall)
    progress = state.phase === 'break' ? 0.5 : (state.inning + state.balls / BALLS_PER_INNINGS) / 2;
  else progress = Math.min(1, (state.inning + state.played / timeline.inningSeconds) / timeline.innings);
  return {
    stage,
    clock: null,
    totalScore: total,
    gameScore: ballByBall
      ? { home: `${total.home}/${state.wickets.home}`, away: `${total.away}/${state.wickets.away}` }
      : null,
    server: null,
    periodScores: periodScoresOf(state, sportKey),
    progress,
    corners: NO_CORNERS,
  };
}

function mapsView(state: MapsPlay, sportKey: string): PlayView {
  const timeline = mapsTimeline(sportKey);
  const inPlay = state.phase === 'play';
  return {
    stage:
      state.phase === 'over' ? ENDED_STAGE : periodKey(state.sets.home + state.sets.away + 1, timeline.word),
    clock: {
      match_time: seconds(state.played),
      stoppage_time: null,
      stoppage_time_announced: null,
      remaining_time: null,
      remaining_time_in_period: null,
      stopped: !inPlay,
      clock_updated_at: new Date(state.at).toISOString(),
    },
    totalScore: { ...state.sets },
    gameScore: null,
    server: null,
    periodScores: periodScoresOf(state, sportKey),
    progress: inPlay ? Math.min(1, state.played / timeline.mapSeconds) : state.phase === 'over' ? 1 : 0,
    corners: NO_CORNERS,
  };
}
