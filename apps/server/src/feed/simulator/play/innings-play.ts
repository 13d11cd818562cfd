import type { Random } from '../../generator/random';
import { sportTimeline, type Timeline } from '../../generator/sport-timelines';
import { ratingEdge } from '../../pricing/sport-models';
import { expectedScores } from '../../pricing/tally-quantities';
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
import { type InningsPlay, type PeriodTally, type Side, totalOf } from './play-state';
import { scoringRates, tallyModel } from './scoring-rates';

/** An innings sport's timeline. */
export type InningsTimeline = Extract<Timeline, { kind: 'innings' }>;

/** Balls of a limited-overs innings (twenty overs of six). */
export const BALLS_PER_INNINGS = 120;
/** Wickets that end an innings. */
const ALL_OUT = 10;
/** Chance a ball takes a wicket. */
const WICKET_CHANCE = 0.045;
/** Baseball goes to extra innings while level, but not for ever. */
const LAST_INNING_INDEX = 19;

/** The timeline of an innings sport; throws for another kind (a programming error). */
export function inningsTimeline(sportKey: string): InningsTimeline {
  const timeline = sportTimeline(sportKey);
  if (timeline.kind !== 'innings') throw new Error(`${sportKey} is not an innings sport`);
  return timeline;
}

/** Whether the sport is played ball by ball, one innings per side (cricket), rather than in innings of runs. */
export function isBallByBall(timeline: InningsTimeline): boolean {
  return timeline.innings === 2;
}

/** First ball, or first pitch. */
export function startInningsPlay(sportKey: string, at: number, random: Random): InningsPlay {
  const timeline = inningsTimeline(sportKey);
  return {
    kind: 'innings',
    step: 0,
    at,
    phase: 'play',
    periods: [{ home: 0, away: 0, type: 'regular_period' }],
    phaseEndsAt: isBallByBall(timeline) ? ballEnd(at, timeline, random, 1) : null,
    inning: 0,
    balls: 0,
    played: 0,
    wickets: { home: 0, away: 0 },
  };
}

function ballEnd(at: number, timeline: InningsTimeline, random: Random, speed: number): number {
  return at + wallMs((timeline.inningSeconds / BALLS_PER_INNINGS) * random.between(0.6, 1.4), speed);
}

type Draft = { -readonly [K in keyof InningsPlay]: InningsPlay[K] } & {
  periods: PeriodTally[];
  wickets: { home: number; away: number };
};

/** Moves innings play on to `until`: cricket ball by ball, baseball runs as they come inning by inning. */
export function advanceInningsPlay(
  start: InningsPlay,
  until: number,
  ctx: PlayContext,
): PlayStep<InningsPlay> {
  const timeline = inningsTimeline(ctx.sportKey);
  const s: Draft = { ...start, periods: start.periods.map((p) => ({ ...p })), wickets: { ...start.wickets } };
  const report = emptyReport();
  if (isBallByBall(timeline)) advanceCricket(s, until, ctx, timeline, report);
  else advanceBaseball(s, until, ctx, timeline, report);
  if (s.phase !== 'over') s.at = Math.max(s.at, until);
  return { state: s, report };
}

/** Runs off a ball that took no wicket, for a side expected to score `perBall` runs a ball. */
function runsOffBall(random: Random, perBall: number): number {
  // Singles, twos and threes come at a steady rate; boundaries carry the difference between sides.
  const boundaries = Math.min(2.5, Math.max(0.2, (perBall / (1 - WICKET_CHANCE) - 0.57) / 0.74));
  return random.weighted([
    [1, 0.36],
    [2, 0.09],
    [3, 0.01],
    [4, 0.11 * boundaries],
    [6, 0.05 * boundaries],
    [0, Math.max(0.05, 1 - 0.46 - 0.16 * boundaries)],
  ]);
}

function advanceCricket(
  s: Draft,
  until: number,
  ctx: PlayContext,
  timeline: InningsTimeline,
  report: PlayReport,
): void {
  const sport = tallyModel(ctx.sportKey);
  const edge = ratingEdge(ctx.ratings.home, ctx.ratings.away, sport.homeAdvantage);
  const expected = expectedScores(sport.meanTotal * ctx.tempo, sport.ratingScale, edge);
  for (let i = 0; i < MAX_PLAY_STEPS && s.phase !== 'over'; i += 1) {
    const end = s.phaseEndsAt ?? s.at;
    if (end > until) break;
    const random = ctx.random(s.step);
    s.step += 1;
    s.at = end;
    report.changed = true;
    if (s.phase === 'break') {
      s.phase = 'play';
      s.inning += 1;
      s.balls = 0;
      s.periods.push({ home: 0, away: 0, type: 'regular_period' });
      s.phaseEndsAt = ballEnd(s.at, timeline, random, ctx.speed);
      continue;
    }
    const batting: Side = s.inning === 0 ? 'home' : 'away';
    const current = s.periods[s.periods.length - 1];
    if (!current) break;
    s.balls += 1;
    if (random.chance(WICKET_CHANCE)) {
      s.wickets[batting] += 1;
      report.goalAt = s.at;
      report.movedAt = s.at;
    } else {
      const runs = runsOffBall(random, expected[batting] / BALLS_PER_INNINGS);
      if (runs > 0) {
        current[batting] += runs;
        reportScore(report, s.at, false);
      }
    }
    const total = totalOf(s.periods);
    const chased = s.inning === 1 && total.away > total.home;
    if (s.balls >= BALLS_PER_INNINGS || s.wickets[batting] >= ALL_OUT || chased) {
      reportPeriodEnd(report, s.at);
      if (s.inning >= 1) {
        finish(s, report);
      } else {
        s.phase = 'break';
        s.phaseEndsAt = s.at + wallMs(timeline.breakSeconds, ctx.speed);
      }
    } else {
      s.phaseEndsAt = ballEnd(s.at, timeline, random, ctx.speed);
    }
  }
}

function advanceBaseball(
  s: Draft,
  until: number,
  ctx: PlayContext,
  timeline: InningsTimeline,
  report: PlayReport,
): void {
  const rates = scoringRates(ctx.sportKey, ctx.ratings, ctx.tempo, timeline.innings * timeline.inningSeconds);
  const rate = rates.home + rates.away;
  for (let i = 0; i < MAX_PLAY_STEPS && s.phase !== 'over' && s.at < until; i += 1) {
    const random = ctx.random(s.step);
    s.step += 1;
    const toEnd = wallMs(Math.max(0, timeline.inningSeconds - s.played), ctx.speed);
    const toRun = rate > 0 ? wallMs(exponential(random, 1 / rate), ctx.speed) : Number.POSITIVE_INFINITY;
    const dt = Math.max(0, Math.min(toEnd, toRun, until - s.at));
    s.at += dt;
    s.played += (dt / 1000) * ctx.speed;
    const current = s.periods[s.periods.length - 1];
    if (!current) break;
    if (dt === toRun) {
      current[random.next() * rate < rates.home ? 'home' : 'away'] += random.weighted(rates.chunks);
      reportScore(report, s.at, rates.goalLike);
    } else if (dt === toEnd) {
      reportPeriodEnd(report, s.at);
      const total = totalOf(s.periods);
      const decided = s.inning + 1 >= timeline.innings && total.home !== total.away;
      if (decided || s.inning >= LAST_INNING_INDEX) {
        finish(s, report);
      } else {
        s.inning += 1;
        s.played = 0;
        s.periods.push({
          home: 0,
          away: 0,
          type: s.inning >= timeline.innings ? 'overtime' : 'regular_period',
        });
      }
    }
  }
}

function finish(s: Draft, report: PlayReport): void {
  s.phase = 'over';
  s.phaseEndsAt = null;
  reportFinish(report, s.at);
}
