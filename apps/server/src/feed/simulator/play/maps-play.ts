import { sportTimeline, type Timeline } from '../../generator/sport-timelines';
import { ratingEdge } from '../../pricing/sport-models';
import { expectedScores } from '../../pricing/tally-quantities';
import { exponential } from '../sim-random';
import {
  emptyReport,
  MAX_PLAY_STEPS,
  type PlayContext,
  type PlayStep,
  reportFinish,
  reportPeriodEnd,
  wallMs,
} from './play-report';
import type { MapsPlay, PeriodTally } from './play-state';
import { setModel } from './scoring-rates';

/** A timed-maps sport's timeline. */
export type MapsTimeline = Extract<Timeline, { kind: 'maps' }>;

/** The timeline of a timed-maps sport; throws for another kind (a programming error). */
export function mapsTimeline(sportKey: string): MapsTimeline {
  const timeline = sportTimeline(sportKey);
  if (timeline.kind !== 'maps') throw new Error(`${sportKey} is not a timed-maps sport`);
  return timeline;
}

/** The first map starts. */
export function startMapsPlay(at: number): MapsPlay {
  return {
    kind: 'maps',
    step: 0,
    at,
    phase: 'play',
    periods: [{ home: 0, away: 0, type: 'regular_period' }],
    phaseEndsAt: null,
    sets: { home: 0, away: 0 },
    played: 0,
  };
}

type Draft = { -readonly [K in keyof MapsPlay]: MapsPlay[K] } & {
  periods: PeriodTally[];
  sets: { home: number; away: number };
};

/**
 * Moves timed maps on to `until`: kills come as a Poisson process at the pricing model's rates, a map ends
 * after its time and goes to the side with more kills (a level map to either), breaks follow maps.
 */
export function advanceMapsPlay(start: MapsPlay, until: number, ctx: PlayContext): PlayStep<MapsPlay> {
  const timeline = mapsTimeline(ctx.sportKey);
  const sport = setModel(ctx.sportKey);
  const s: Draft = { ...start, periods: start.periods.map((p) => ({ ...p })), sets: { ...start.sets } };
  const report = emptyReport();
  const edge = ratingEdge(ctx.ratings.home, ctx.ratings.away, sport.homeAdvantage);
  for (let i = 0; i < MAX_PLAY_STEPS && s.phase !== 'over' && s.at < until; i += 1) {
    const random = ctx.random(s.step);
    s.step += 1;
    if (s.phase === 'break') {
      const end = s.phaseEndsAt ?? s.at;
      if (end > until) break;
      s.at = end;
      s.phase = 'play';
      s.played = 0;
      s.phaseEndsAt = null;
      s.periods.push({ home: 0, away: 0, type: 'regular_period' });
      report.changed = true;
      continue;
    }
    const contest = sport.sets[s.sets.home + s.sets.away];
    const current = s.periods[s.periods.length - 1];
    if (contest?.kind !== 'tally' || !current) break;
    const expected = expectedScores(contest.meanTotal * ctx.tempo, contest.ratingScale, edge);
    const rate = (expected.home + expected.away) / timeline.mapSeconds;
    const toEnd = wallMs(Math.max(0, timeline.mapSeconds - s.played), ctx.speed);
    const toKill = rate > 0 ? wallMs(exponential(random, 1 / rate), ctx.speed) : Number.POSITIVE_INFINITY;
    const dt = Math.max(0, Math.min(toEnd, toKill, until - s.at));
    s.at += dt;
    s.played += (dt / 1000) * ctx.speed;
    if (dt === toKill) {
      current[random.chance(expected.home / (expected.home + expected.away)) ? 'home' : 'away'] += 1;
      report.changed = true;
      report.movedAt = s.at;
    } else if (dt === toEnd) {
      s.played = timeline.mapSeconds;
      const homeWon = current.home > current.away || (current.home === current.away && random.chance(0.5));
      s.sets[homeWon ? 'home' : 'away'] += 1;
      report.scored = true;
      reportPeriodEnd(report, s.at);
      if (Math.max(s.sets.home, s.sets.away) >= Math.ceil(sport.bestOf / 2)) {
        s.phase = 'over';
        s.phaseEndsAt = null;
        reportFinish(report, s.at);
      } else {
        s.phase = 'break';
        s.phaseEndsAt = s.at + wallMs(timeline.breakSeconds, ctx.speed);
      }
    }
  }
  if (s.phase !== 'over') s.at = Math.max(s.at, until);
  return { state: s, report };
}
