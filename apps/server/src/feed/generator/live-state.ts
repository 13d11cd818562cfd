import type { GameScore, MatchClock } from '@sportsbook/contract/entities/match';
import { periodKey } from '../../catalog/period-names';
import type { Tally } from '../pricing/match-model';
import { otherSide, tieBreakChance, unitWinChance } from '../pricing/set-forecast';
import { ratingEdge, type SetSportModel, sportModel, type TallySportModel } from '../pricing/sport-models';
import { countPmf, expectedScores } from '../pricing/tally-quantities';
import type { Random } from './random';
import { sportTimeline, type Timeline } from './sport-timelines';

/** Where a match in play stands: everything the matches row and the pricing model need. */
export interface LiveState {
  /** Fraction of regulation play elapsed (tally sports), or of the current map (Dota 2). */
  readonly progress: number;
  readonly score: Tally;
  readonly periodScores: readonly Tally[];
  /** Period key in play, or the break (`halftime`). */
  readonly stage: string;
  /** Clock as the wire carries it, or null for sports without one. */
  readonly clock: MatchClock | null;
  readonly gameScore: GameScore | null;
  readonly server: 'home' | 'away' | null;
  readonly corners: Tally;
  /** Wall-clock seconds since the start. */
  readonly wallSeconds: number;
}

/** Who plays and how well: the inputs of a live state. */
export interface LiveStateInput {
  readonly sportKey: string;
  readonly ratings: Tally;
  readonly tempo: number;
  /** Milliseconds since the epoch: when the state is observed (the clock's `clock_updated_at`). */
  readonly now: number;
}

const zero: Tally = { home: 0, away: 0 };
const add = (a: Tally, b: Tally): Tally => ({ home: a.home + b.home, away: a.away + b.away });
const sumOf = (tallies: readonly Tally[]): Tally => tallies.reduce(add, zero);

/**
 * A plausible state of a match in play, drawn from the same scoring model the prices come from: the time
 * elapsed, then scores period by period consistent with it. Never a finished match.
 */
export function generateLiveState(input: LiveStateInput, random: Random): LiveState {
  const timeline = sportTimeline(input.sportKey);
  const sport = sportModel(input.sportKey);
  switch (timeline.kind) {
    case 'clock':
      return clockState(timeline, asTally(sport), input, random);
    case 'innings':
      return inningsState(timeline, asTally(sport), input, random);
    case 'race':
      return raceState(timeline, asSets(sport), input, random);
    case 'maps':
      return mapsState(timeline, asSets(sport), input, random);
  }
}

function asTally(sport: ReturnType<typeof sportModel>): TallySportModel {
  if (sport.engine !== 'tally') throw new Error('a clocked or innings timeline needs a tally sport');
  return sport;
}

function asSets(sport: ReturnType<typeof sportModel>): SetSportModel {
  if (sport.engine !== 'sets') throw new Error('a race or maps timeline needs a set sport');
  return sport;
}

/** Draws both sides' scores over a share of regulation play. */
function drawScores(sport: TallySportModel, input: LiveStateInput, share: Tally, random: Random): Tally {
  const edge = ratingEdge(input.ratings.home, input.ratings.away, sport.homeAdvantage);
  const expected = expectedScores(sport.meanTotal * input.tempo, sport.ratingScale, edge);
  return {
    home: random.fromPmf(countPmf(sport, expected.home * share.home)),
    away: random.fromPmf(countPmf(sport, expected.away * share.away)),
  };
}

function clockState(
  timeline: Extract<Timeline, { kind: 'clock' }>,
  sport: TallySportModel,
  input: LiveStateInput,
  random: Random,
): LiveState {
  const stoppage = (i: number) => timeline.stoppageSeconds?.[i] ?? 0;
  const playWall = (i: number) => timeline.periodSeconds * timeline.wallFactor + stoppage(i);
  let totalWall = 0;
  for (let i = 0; i < timeline.periods; i += 1) totalWall += playWall(i) + (timeline.breakSeconds[i] ?? 0);
  const wallSeconds = Math.round(random.between(60, totalWall - 120));
  let left = wallSeconds;
  let period = 0;
  let inBreak = false;
  for (; period < timeline.periods; period += 1) {
    if (left < playWall(period)) break;
    left -= playWall(period);
    const pause = timeline.breakSeconds[period] ?? 0;
    if (period < timeline.periods - 1 && left < pause) {
      inBreak = true;
      break;
    }
    left -= pause;
  }
  period = Math.min(period, timeline.periods - 1);
  const regulationWall = timeline.periodSeconds * timeline.wallFactor;
  const played = inBreak
    ? timeline.periodSeconds
    : Math.min(timeline.periodSeconds, Math.floor(left / timeline.wallFactor));
  const inStoppage = !inBreak && left >= regulationWall;
  const stoppagePlayed = inStoppage ? Math.round(left - regulationWall) : 0;
  // Stoppage time still to play keeps the period (and its markets) open.
  const stoppageLeft = inStoppage ? Math.max(30, stoppage(period) - stoppagePlayed) : 0;
  const total = timeline.periods * timeline.periodSeconds;
  const elapsed = period * timeline.periodSeconds + played;
  const periodShare = 1 / timeline.periods;
  const periodScores = Array.from({ length: period + 1 }, (_, i) => {
    const share = i < period || inBreak ? periodShare : (played / timeline.periodSeconds) * periodShare;
    return drawScores(sport, input, { home: share, away: share }, random);
  });
  const progress = (elapsed - stoppageLeft) / total;
  const corners = sport.corners ? drawCorners(sport, input, progress, random) : zero;
  const clock: MatchClock = timeline.countdown
    ? {
        match_time: elapsed,
        stoppage_time: null,
        stoppage_time_announced: null,
        remaining_time: total - elapsed,
        remaining_time_in_period: inBreak ? 0 : timeline.periodSeconds - played,
        stopped: inBreak || random.chance(0.35),
        clock_updated_at: new Date(input.now).toISOString(),
      }
    : {
        match_time: elapsed,
        stoppage_time: stoppagePlayed > 0 ? stoppagePlayed : null,
        stoppage_time_announced: stoppagePlayed > 0 ? stoppage(period) : null,
        remaining_time: null,
        remaining_time_in_period: null,
        stopped: inBreak,
        clock_updated_at: new Date(input.now).toISOString(),
      };
  return {
    progress,
    score: sumOf(periodScores),
    periodScores,
    stage: inBreak ? (timeline.breakKeys[period] ?? 'pause') : periodKey(period + 1, timeline.word),
    clock,
    gameScore: null,
    server: null,
    corners,
    wallSeconds,
  };
}

function drawCorners(sport: TallySportModel, input: LiveStateInput, progress: number, random: Random): Tally {
  const model = sport.corners;
  if (!model) return zero;
  const edge = ratingEdge(input.ratings.home, input.ratings.away, sport.homeAdvantage);
  const expected = expectedScores(model.meanTotal, model.ratingScale, edge);
  const poisson = { family: 'poisson', dispersion: 1 } as const;
  return {
    home: random.fromPmf(countPmf(poisson, expected.home * progress)),
    away: random.fromPmf(countPmf(poisson, expected.away * progress)),
  };
}

function inningsState(
  timeline: Extract<Timeline, { kind: 'innings' }>,
  sport: TallySportModel,
  input: LiveStateInput,
  random: Random,
): LiveState {
  const progress = random.between(0.05, 0.95);
  const inning = Math.min(timeline.innings - 1, Math.floor(progress * timeline.innings));
  const partial = progress * timeline.innings - inning;
  const periodScores: Tally[] = [];
  for (let i = 0; i <= inning; i += 1) {
    const period = sport.periods[i];
    const fraction = i < inning ? 1 : partial;
    // Cricket: each side bats in one innings only and scores its whole expectation there.
    const weight = (side: 'home' | 'away') =>
      period?.scorers ? (period.scorers === side ? fraction : 0) : fraction / timeline.innings;
    periodScores.push(drawScores(sport, input, { home: weight('home'), away: weight('away') }, random));
  }
  const score = sumOf(periodScores);
  const gameScore =
    timeline.innings === 2
      ? {
          home: `${score.home}/${wickets(inning === 0 ? partial : 1, random)}`,
          away: inning === 0 ? '0/0' : `${score.away}/${wickets(partial, random)}`,
        }
      : null;
  return {
    progress,
    score,
    periodScores,
    stage: periodKey(inning + 1, timeline.word),
    clock: null,
    gameScore,
    server: null,
    corners: zero,
    wallSeconds: Math.round(
      inning * (timeline.inningSeconds + timeline.breakSeconds) + partial * timeline.inningSeconds,
    ),
  };
}

/** Wickets fallen after a share of an innings (all ten are rarely gone before its end). */
function wickets(share: number, random: Random): number {
  return Math.min(10, Math.max(0, Math.round(share * random.between(4, 10.5))));
}

/** One unit of a simulated race: the score after it. */
interface RaceStep {
  readonly sets: Tally;
  readonly periodScores: readonly Tally[];
  readonly server: 'home' | 'away';
}

function raceState(
  timeline: Extract<Timeline, { kind: 'race' }>,
  sport: SetSportModel,
  input: LiveStateInput,
  random: Random,
): LiveState {
  const edge = ratingEdge(input.ratings.home, input.ratings.away, sport.homeAdvantage);
  const need = Math.ceil(sport.bestOf / 2);
  const steps: RaceStep[] = [];
  let sets: Tally = zero;
  const finished: Tally[] = [];
  let server: 'home' | 'away' = random.chance(0.5) ? 'home' : 'away';
  while (sets.home < need && sets.away < need) {
    const contest = sport.sets[finished.length];
    if (contest?.kind !== 'race') break;
    let current: Tally = zero;
    for (;;) {
      const atTieBreak =
        contest.tieBreakAt !== undefined &&
        current.home === contest.tieBreakAt &&
        current.away === contest.tieBreakAt;
      const win = atTieBreak ? tieBreakChance(sport.units, edge) : unitWinChance(sport.units, edge, server);
      const homeWon = random.chance(win);
      current = add(current, homeWon ? { home: 1, away: 0 } : { home: 0, away: 1 });
      server = nextServer(timeline.serve, server, homeWon, current);
      const over = isSetOver(contest, current);
      if (over) {
        finished.push(current);
        sets = add(sets, current.home > current.away ? { home: 1, away: 0 } : { home: 0, away: 1 });
      }
      steps.push({ sets, periodScores: over ? [...finished] : [...finished, current], server });
      if (over) break;
    }
  }
  // Any unit but the last: the match is in play.
  const at = random.int(0, Math.max(0, steps.length - 2));
  const step = steps[at] as RaceStep;
  const current = step.periodScores[step.sets.home + step.sets.away];
  return {
    progress: 0,
    score: step.sets,
    periodScores: step.periodScores,
    stage: periodKey(step.sets.home + step.sets.away + 1, timeline.word),
    clock: null,
    gameScore: timeline.gamePoints ? gamePoints(current ?? zero, random) : null,
    server: timeline.serve === 'none' ? null : step.server,
    corners: zero,
    wallSeconds: (at + 1) * timeline.unitSeconds + (step.sets.home + step.sets.away) * timeline.breakSeconds,
  };
}

/**
 * Whether a set (or map) raced to `target` units by `winBy` is over at this score (at `tieBreakAt` all, one
 * tie-break decides it).
 */
export function isSetOver(
  contest: { target: number; winBy: number; tieBreakAt?: number },
  score: Tally,
): boolean {
  const { target, winBy, tieBreakAt } = contest;
  if (
    tieBreakAt !== undefined &&
    score.home + score.away === 2 * tieBreakAt + 1 &&
    Math.max(score.home, score.away) === tieBreakAt + 1
  ) {
    return true;
  }
  return (
    (score.home >= target && score.home - score.away >= winBy) ||
    (score.away >= target && score.away - score.home >= winBy)
  );
}

/** Who serves the next unit of a race, after the unit just played (`homeWon`) left the set at `score`. */
export function nextServer(
  serve: Extract<Timeline, { kind: 'race' }>['serve'],
  server: 'home' | 'away',
  homeWon: boolean,
  score: Tally,
): 'home' | 'away' {
  switch (serve) {
    case 'alternate':
      return otherSide(server);
    case 'every-two':
      return (score.home + score.away) % 2 === 0 || Math.min(score.home, score.away) >= 10
        ? otherSide(server)
        : server;
    case 'rally-winner':
      return homeWon ? 'home' : 'away';
    case 'none':
      return server;
  }
}

const POINTS = ['0', '15', '30', '40'];

/** The points of the tennis game in play (a tie-break counts points instead). */
function gamePoints(set: Tally, random: Random): GameScore {
  if (set.home === 6 && set.away === 6)
    return { home: String(random.int(0, 6)), away: String(random.int(0, 6)) };
  return { home: random.pick(POINTS), away: random.pick(POINTS) };
}

function mapsState(
  timeline: Extract<Timeline, { kind: 'maps' }>,
  sport: SetSportModel,
  input: LiveStateInput,
  random: Random,
): LiveState {
  const need = Math.ceil(sport.bestOf / 2);
  const edge = ratingEdge(input.ratings.home, input.ratings.away, sport.homeAdvantage);
  const maps: Tally[] = [];
  let sets: Tally = zero;
  while (sets.home < need && sets.away < need) {
    const contest = sport.sets[maps.length];
    if (contest?.kind !== 'tally') break;
    const kills = killsOver(contest, edge, input.tempo, 1, random);
    maps.push(kills);
    const homeWon = kills.home > kills.away || (kills.home === kills.away && random.chance(0.5));
    sets = add(sets, homeWon ? { home: 1, away: 0 } : { home: 0, away: 1 });
  }
  const current = random.int(0, maps.length - 1);
  const progress = random.between(0.08, 0.92);
  const contest = sport.sets[current];
  const currentKills =
    contest?.kind === 'tally' ? killsOver(contest, edge, input.tempo, progress, random) : zero;
  const played = maps.slice(0, current);
  const won = played.reduce<Tally>(
    (acc, m) => add(acc, m.home > m.away ? { home: 1, away: 0 } : { home: 0, away: 1 }),
    zero,
  );
  return {
    progress,
    score: won,
    periodScores: [...played, currentKills],
    stage: periodKey(current + 1, timeline.word),
    clock: {
      match_time: Math.round(progress * timeline.mapSeconds),
      stoppage_time: null,
      stoppage_time_announced: null,
      remaining_time: null,
      remaining_time_in_period: null,
      stopped: false,
      clock_updated_at: new Date(input.now).toISOString(),
    },
    gameScore: null,
    server: null,
    corners: zero,
    wallSeconds: Math.round(
      current * (timeline.mapSeconds + timeline.breakSeconds) + progress * timeline.mapSeconds,
    ),
  };
}

function killsOver(
  contest: { meanTotal: number; ratingScale: number; dispersion: number },
  edge: number,
  tempo: number,
  share: number,
  random: Random,
): Tally {
  const expected = expectedScores(contest.meanTotal * tempo, contest.ratingScale, edge);
  const family = { family: 'normal', dispersion: contest.dispersion } as const;
  return {
    home: random.fromPmf(countPmf(family, expected.home * share)),
    away: random.fromPmf(countPmf(family, expected.away * share)),
  };
}
