import type { CompetitorSeed } from './competitors';
import type { TournamentSpec } from './data/tournament-spec';
import { generateLiveState, type LiveState } from './live-state';
import type { Random } from './random';

/** A match to be: who plays whom and when, and where play stands if it has started. */
export interface Fixture {
  readonly spec: TournamentSpec;
  readonly home: CompetitorSeed;
  readonly away: CompetitorSeed;
  /** Milliseconds since the epoch. */
  readonly startTime: number;
  readonly live: LiveState | null;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Per sport: the least time between two matches of one competitor, and the UTC hours matches start in. */
const SCHEDULING: Readonly<
  Record<string, { readonly restHours: number; readonly hours: readonly [number, number] }>
> = {
  football: { restHours: 60, hours: [11, 21] },
  basketball: { restHours: 22, hours: [16, 26] },
  tennis: { restHours: 18, hours: [8, 20] },
  'ice-hockey': { restHours: 22, hours: [16, 26] },
  volleyball: { restHours: 44, hours: [14, 20] },
  'table-tennis': { restHours: 1, hours: [0, 24] },
  handball: { restHours: 44, hours: [15, 20] },
  'american-football': { restHours: 120, hours: [17, 26] },
  baseball: { restHours: 20, hours: [22, 28] },
  cricket: { restHours: 22, hours: [3, 14] },
  cs2: { restHours: 3, hours: [10, 22] },
  dota2: { restHours: 3, hours: [10, 22] },
};

/** How a sport's matches are scheduled: the least rest between two matches of a competitor, and start hours. */
export interface SportScheduling {
  /** Hours between two matches of one competitor. */
  readonly restHours: number;
  /** First and last UTC start hour (the last may pass 24: the small hours of the next day). */
  readonly hours: readonly [number, number];
}

/** The scheduling habits of a sport (a default for a sport without any). */
export function sportScheduling(sportKey: string): SportScheduling {
  return SCHEDULING[sportKey] ?? { restHours: 24, hours: [12, 20] };
}

/** When every competitor plays, so nobody is scheduled twice within their rest time. */
export class Calendar {
  readonly #starts = new Map<number, number[]>();

  isFree(competitor: CompetitorSeed, startTime: number, restHours: number): boolean {
    return (this.#starts.get(competitor.id) ?? []).every(
      (other) => Math.abs(other - startTime) >= restHours * HOUR,
    );
  }

  book(competitor: CompetitorSeed, startTime: number): void {
    this.#starts.set(competitor.id, [...(this.#starts.get(competitor.id) ?? []), startTime]);
  }
}

/** When the catalogue is generated and how big it is. */
export interface FixtureOptions {
  /** Milliseconds since the epoch. */
  readonly now: number;
  /** Matches per tournament relative to the data (1 = full catalogue). */
  readonly scale: number;
  /**
   * Exact start times (ms since the epoch) to schedule prematch fixtures at, instead of the tournament's
   * live and week-ahead fixtures: the live simulator tops the board up with these. A time nobody is free
   * for is skipped.
   */
  readonly kickOffs?: readonly number[];
}

/**
 * The fixtures of one tournament: the live ones first (their state decides when they kicked off), then
 * prematch ones at the sport's usual hours over the next seven days. Pairings favour competitors with
 * fewer matches and never repeat.
 */
export function scheduleFixtures(
  spec: TournamentSpec,
  teams: readonly CompetitorSeed[],
  options: FixtureOptions,
  calendar: Calendar,
  random: Random,
): Fixture[] {
  const total = Math.max(1, Math.round(spec.matches * options.scale));
  const live = Math.min(total, Math.round(spec.live * options.scale));
  const scheduling = SCHEDULING[spec.sport] ?? { restHours: 24, hours: [12, 20] as const };
  const played = new Map<number, number>();
  const pairs = new Set<string>();
  const fixtures: Fixture[] = [];

  const pair = (startTime: number): [CompetitorSeed, CompetitorSeed] | undefined => {
    const ordered = random.shuffle(teams).sort((a, b) => (played.get(a.id) ?? 0) - (played.get(b.id) ?? 0));
    const free = ordered.filter((team) => calendar.isFree(team, startTime, scheduling.restHours));
    for (const home of free) {
      for (const away of free) {
        if (home === away || pairs.has(`${home.id}:${away.id}`) || pairs.has(`${away.id}:${home.id}`))
          continue;
        return [home, away];
      }
    }
    return undefined;
  };
  const add = (home: CompetitorSeed, away: CompetitorSeed, startTime: number, state: LiveState | null) => {
    for (const team of [home, away]) {
      calendar.book(team, startTime);
      played.set(team.id, (played.get(team.id) ?? 0) + 1);
    }
    pairs.add(`${home.id}:${away.id}`);
    fixtures.push({ spec, home, away, startTime, live: state });
  };

  if (options.kickOffs) {
    for (const startTime of options.kickOffs) {
      const candidate = pair(startTime);
      if (candidate) add(candidate[0], candidate[1], startTime, null);
    }
    return fixtures;
  }

  for (let i = 0, attempts = 0; i < live && attempts < live * 10; attempts += 1) {
    const candidate = pair(options.now);
    if (!candidate) break;
    const [home, away] = candidate;
    const state = generateLiveState(
      {
        sportKey: spec.sport,
        ratings: { home: home.rating, away: away.rating },
        tempo: spec.tempo ?? 1,
        now: options.now,
      },
      random,
    );
    add(home, away, options.now - state.wallSeconds * 1000, state);
    i += 1;
  }

  const today = Math.floor(options.now / DAY) * DAY;
  const [firstHour, lastHour] = scheduling.hours;
  for (let attempts = 0; fixtures.length < total && attempts < total * 30; attempts += 1) {
    const day = random.int(0, 6);
    const quarter = random.int(firstHour * 4, lastHour * 4 - 1);
    const startTime = today + day * DAY + quarter * 15 * 60_000;
    if (startTime < options.now + 20 * 60_000 || startTime > options.now + 7 * DAY) continue;
    const candidate = pair(startTime);
    if (candidate) add(candidate[0], candidate[1], startTime, null);
  }
  return fixtures;
}
