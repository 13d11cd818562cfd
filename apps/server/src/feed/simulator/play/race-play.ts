import { isSetOver, nextServer } from '../../generator/live-state';
import type { Random } from '../../generator/random';
import { sportTimeline, type Timeline } from '../../generator/sport-timelines';
import { tieBreakChance, unitWinChance } from '../../pricing/set-forecast';
import { ratingEdge, type SetContest, type SetSportModel } from '../../pricing/sport-models';
import {
  emptyReport,
  MAX_PLAY_STEPS,
  type PlayContext,
  type PlayReport,
  type PlayStep,
  reportFinish,
  reportPeriodEnd,
  wallMs,
} from './play-report';
import { other, type PeriodTally, type RacePlay, type Side } from './play-state';
import { servePointChance, tieBreakPointChance } from './point-chances';
import { setModel } from './scoring-rates';

/** A raced sport's timeline. */
export type RaceTimeline = Extract<Timeline, { kind: 'race' }>;

/** Tennis plays a game as about this many points; the timeline's unit is a game. */
const POINTS_PER_GAME = 6.5;

/** The timeline of a raced sport; throws for another kind (a programming error). */
export function raceTimeline(sportKey: string): RaceTimeline {
  const timeline = sportTimeline(sportKey);
  if (timeline.kind !== 'race') throw new Error(`${sportKey} is not a raced sport`);
  return timeline;
}

/** Mean seconds between two points (tennis) or units (rallies, rounds). */
function meanUnitSeconds(timeline: RaceTimeline): number {
  return timeline.gamePoints ? timeline.unitSeconds / POINTS_PER_GAME : timeline.unitSeconds;
}

/** Clock time until the next point is decided: units last between 0.4 and 1.6 times their mean. */
function unitEnd(at: number, timeline: RaceTimeline, random: Random, speed: number): number {
  return at + wallMs(meanUnitSeconds(timeline) * random.between(0.4, 1.6), speed);
}

/** The first set starts: who serves first is drawn. */
export function startRacePlay(sportKey: string, at: number, random: Random): RacePlay {
  const timeline = raceTimeline(sportKey);
  const server: Side | null = timeline.serve === 'none' ? null : random.chance(0.5) ? 'home' : 'away';
  return {
    kind: 'race',
    step: 0,
    at,
    phase: 'play',
    periods: [{ home: 0, away: 0, type: 'regular_period' }],
    phaseEndsAt: unitEnd(at, timeline, random, 1),
    sets: { home: 0, away: 0 },
    points: { home: 0, away: 0 },
    server,
    setFirstServer: server,
    tieBreakFirstServer: null,
  };
}

type Draft = { -readonly [K in keyof RacePlay]: RacePlay[K] } & {
  periods: PeriodTally[];
  sets: { home: number; away: number };
  points: { home: number; away: number };
};

/**
 * Moves a race on to `until`, unit by unit: tennis point by point with the serve (holds and tie-breaks as
 * the pricing model has them), volleyball and table tennis rally by rally, CS2 round by round; breaks
 * between sets; the match ends when a side has won enough sets.
 */
export function advanceRacePlay(start: RacePlay, until: number, ctx: PlayContext): PlayStep<RacePlay> {
  const timeline = raceTimeline(ctx.sportKey);
  const sport = setModel(ctx.sportKey);
  const s: Draft = {
    ...start,
    periods: start.periods.map((p) => ({ ...p })),
    sets: { ...start.sets },
    points: { ...start.points },
  };
  const report = emptyReport();
  const edge = ratingEdge(ctx.ratings.home, ctx.ratings.away, sport.homeAdvantage);
  for (let i = 0; i < MAX_PLAY_STEPS && s.phase !== 'over'; i += 1) {
    const end = s.phaseEndsAt ?? s.at;
    if (end > until) break;
    const random = ctx.random(s.step);
    s.step += 1;
    s.at = end;
    if (s.phase === 'break') startSet(s, timeline);
    else playUnit(s, sport, timeline, edge, random, report);
    report.changed = true;
    if (s.phase === 'play') s.phaseEndsAt = unitEnd(s.at, timeline, random, ctx.speed);
    else if (s.phase === 'break') s.phaseEndsAt = s.at + wallMs(timeline.breakSeconds, ctx.speed);
  }
  if (s.phase !== 'over') s.at = Math.max(s.at, until);
  return { state: s, report };
}

function startSet(s: Draft, timeline: RaceTimeline): void {
  s.phase = 'play';
  s.periods.push({ home: 0, away: 0, type: 'regular_period' });
  s.points = { home: 0, away: 0 };
  if (timeline.serve === 'none') return;
  // The side that did not serve first in the set before (tennis: in its tie-break, if it had one) starts.
  const previous = s.tieBreakFirstServer ?? s.setFirstServer;
  s.server = timeline.serve === 'alternate' && !s.tieBreakFirstServer ? s.server : other(previous ?? 'home');
  s.setFirstServer = s.server;
  s.tieBreakFirstServer = null;
}

function contestOf(sport: SetSportModel, s: Draft): Extract<SetContest, { kind: 'race' }> | undefined {
  const contest = sport.sets[s.sets.home + s.sets.away];
  return contest?.kind === 'race' ? contest : undefined;
}

function playUnit(
  s: Draft,
  sport: SetSportModel,
  timeline: RaceTimeline,
  edge: number,
  random: Random,
  report: PlayReport,
): void {
  const contest = contestOf(sport, s);
  const set = s.periods[s.periods.length - 1];
  if (!contest || !set) {
    finish(s, report);
    return;
  }
  if (timeline.gamePoints) {
    tennisPoint(s, set, contest, sport, edge, random, report);
  } else {
    const homeWon = random.chance(unitWinChance(sport.units, edge, s.server ?? 'home'));
    set[homeWon ? 'home' : 'away'] += 1;
    if (s.server) s.server = nextServer(timeline.serve, s.server, homeWon, set);
    report.movedAt = s.at;
  }
  if (isSetOver(contest, set)) endSet(s, set, sport, report);
}

/** One tennis point: within a game on serve, or within the tie-break at 6-6. */
function tennisPoint(
  s: Draft,
  set: PeriodTally,
  contest: Extract<SetContest, { kind: 'race' }>,
  sport: SetSportModel,
  edge: number,
  random: Random,
  report: PlayReport,
): void {
  const server = s.server ?? 'home';
  const atTieBreak =
    contest.tieBreakAt !== undefined && set.home === contest.tieBreakAt && set.away === contest.tieBreakAt;
  if (atTieBreak) {
    s.tieBreakFirstServer ??= server;
    const winner = random.chance(tieBreakPointChance(tieBreakChance(sport.units, edge))) ? 'home' : 'away';
    s.points[winner] += 1;
    const played = s.points.home + s.points.away;
    // The first point is served by one side, then two by each in turn.
    s.server = Math.floor((played + 1) / 2) % 2 === 0 ? s.tieBreakFirstServer : other(s.tieBreakFirstServer);
    if (s.points[winner] >= 7 && s.points[winner] - s.points[other(winner)] >= 2) {
      set[winner] += 1;
      s.points = { home: 0, away: 0 };
      report.movedAt = s.at;
    }
    return;
  }
  const homeHolds = unitWinChance(sport.units, edge, 'home');
  const awayHolds = 1 - unitWinChance(sport.units, edge, 'away');
  const serverWins = random.chance(servePointChance(server === 'home' ? homeHolds : awayHolds));
  const winner = serverWins ? server : other(server);
  s.points[winner] += 1;
  const lead = s.points[winner] - s.points[other(winner)];
  if (s.points[winner] >= 4 && lead >= 2) {
    set[winner] += 1;
    s.points = { home: 0, away: 0 };
    s.server = other(server);
    report.movedAt = s.at;
  } else if (s.points.home >= 3 && s.points.away >= 3 && lead === 0) {
    // Deuce again: keep the count small.
    s.points = { home: 3, away: 3 };
  }
}

function endSet(s: Draft, set: PeriodTally, sport: SetSportModel, report: PlayReport): void {
  const winner: Side = set.home > set.away ? 'home' : 'away';
  s.sets[winner] += 1;
  s.points = { home: 0, away: 0 };
  report.scored = true;
  reportPeriodEnd(report, s.at);
  if (s.sets[winner] >= Math.ceil(sport.bestOf / 2)) finish(s, report);
  else s.phase = 'break';
}

function finish(s: Draft, report: PlayReport): void {
  s.phase = 'over';
  s.phaseEndsAt = null;
  reportFinish(report, s.at);
}
