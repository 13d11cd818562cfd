import type { PeriodWord } from '../../catalog/period-names';

/**
 * How a sport's match unfolds in time, for building live states (and, in the simulator, for moving them
 * on): clocked periods, races of units, timed maps, or innings. Durations are in seconds.
 */
export type Timeline =
  /** Clocked periods (football, handball, ice hockey, basketball, American football). */
  | {
      readonly kind: 'clock';
      readonly periods: number;
      readonly periodSeconds: number;
      /** Whether the clock counts down each period (and shows remaining time) or counts up. */
      readonly countdown: boolean;
      /** Wall-clock seconds per second of play (stoppages, time-outs). */
      readonly wallFactor: number;
      /** Breaks after each period but the last, and their stage keys. */
      readonly breakSeconds: readonly number[];
      readonly breakKeys: readonly string[];
      /** Stoppage time played at the end of each period (football), beyond the clock. */
      readonly stoppageSeconds?: readonly number[];
      readonly word: PeriodWord;
    }
  /** Sets raced unit by unit (tennis games, volleyball and table tennis points, CS2 rounds). */
  | {
      readonly kind: 'race';
      readonly unitSeconds: number;
      readonly breakSeconds: number;
      readonly word: PeriodWord;
      /** How the serve moves: tennis alternates games, table tennis every two points, volleyball goes to the rally winner. */
      readonly serve: 'alternate' | 'every-two' | 'rally-winner' | 'none';
      /** Tennis shows the points of the game in play. */
      readonly gamePoints: boolean;
    }
  /** Timed maps won on kills (Dota 2). */
  | {
      readonly kind: 'maps';
      readonly mapSeconds: number;
      readonly breakSeconds: number;
      readonly word: PeriodWord;
    }
  /** Innings (cricket: one per side; baseball: nine). */
  | {
      readonly kind: 'innings';
      readonly innings: number;
      readonly inningSeconds: number;
      readonly breakSeconds: number;
      readonly word: PeriodWord;
    };

/** The timeline of every sport, by sport key. */
export const SPORT_TIMELINES: Readonly<Record<string, Timeline>> = {
  football: {
    kind: 'clock',
    periods: 2,
    periodSeconds: 2700,
    countdown: false,
    wallFactor: 1,
    breakSeconds: [900],
    breakKeys: ['halftime'],
    stoppageSeconds: [120, 240],
    word: 'half',
  },
  handball: {
    kind: 'clock',
    periods: 2,
    periodSeconds: 1800,
    countdown: false,
    wallFactor: 1.15,
    breakSeconds: [900],
    breakKeys: ['halftime'],
    word: 'half',
  },
  'ice-hockey': {
    kind: 'clock',
    periods: 3,
    periodSeconds: 1200,
    countdown: true,
    wallFactor: 1.6,
    breakSeconds: [1080, 1080],
    breakKeys: ['1st_pause', '2nd_pause'],
    word: 'period',
  },
  basketball: {
    kind: 'clock',
    periods: 4,
    periodSeconds: 600,
    countdown: true,
    wallFactor: 2.2,
    breakSeconds: [120, 900, 120],
    breakKeys: ['1st_pause', 'halftime', '3rd_pause'],
    word: 'quarter',
  },
  'american-football': {
    kind: 'clock',
    periods: 4,
    periodSeconds: 900,
    countdown: true,
    wallFactor: 3,
    breakSeconds: [120, 1200, 120],
    breakKeys: ['1st_pause', 'halftime', '3rd_pause'],
    word: 'quarter',
  },
  tennis: {
    kind: 'race',
    unitSeconds: 240,
    breakSeconds: 120,
    word: 'set',
    serve: 'alternate',
    gamePoints: true,
  },
  volleyball: {
    kind: 'race',
    unitSeconds: 35,
    breakSeconds: 180,
    word: 'set',
    serve: 'rally-winner',
    gamePoints: false,
  },
  'table-tennis': {
    kind: 'race',
    unitSeconds: 25,
    breakSeconds: 60,
    word: 'set',
    serve: 'every-two',
    gamePoints: false,
  },
  cs2: { kind: 'race', unitSeconds: 110, breakSeconds: 300, word: 'map', serve: 'none', gamePoints: false },
  dota2: { kind: 'maps', mapSeconds: 2400, breakSeconds: 600, word: 'map' },
  cricket: { kind: 'innings', innings: 2, inningSeconds: 5100, breakSeconds: 1200, word: 'innings' },
  baseball: { kind: 'innings', innings: 9, inningSeconds: 1200, breakSeconds: 0, word: 'inning' },
};

/** The timeline of a sport; throws for a sport without one (a programming error). */
export function sportTimeline(sportKey: string): Timeline {
  const timeline = SPORT_TIMELINES[sportKey];
  if (!timeline) throw new Error(`no timeline for sport ${sportKey}`);
  return timeline;
}

/** Regular periods of a sport's match (the `max_period_number` of the wire). */
export function regularPeriods(sportKey: string, bestOf: number | undefined): number {
  const timeline = sportTimeline(sportKey);
  switch (timeline.kind) {
    case 'clock':
      return timeline.periods;
    case 'innings':
      return timeline.innings;
    default:
      return bestOf ?? 3;
  }
}
