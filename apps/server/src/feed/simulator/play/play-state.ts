import { z } from 'zod';

const count = z.number().int().nonnegative();
const TallySchema = z.object({ home: count, away: count });
const SideSchema = z.enum(['home', 'away']);

/** Score of one period as play keeps it; names and keys are added when it is written to the row. */
const PeriodTallySchema = z.object({
  home: count,
  away: count,
  type: z.enum(['regular_period', 'overtime', 'penalties']),
});

/** What every kind of play keeps. Times are milliseconds since the epoch. */
const base = {
  /** Random streams drawn so far; the next draw uses stream `play:{match}:{step}`. */
  step: count,
  /** The moment this state describes. */
  at: z.number(),
  phase: z.enum(['play', 'break', 'over']),
  /** Scores of the periods played and the one in play, in order. */
  periods: z.array(PeriodTallySchema),
  /**
   * When the break ends, the next unit (point, ball) is decided, or the clock's current running or stopped
   * stretch ends; null when nothing is scheduled.
   */
  phaseEndsAt: z.number().nullable(),
};

/** Clocked periods: football, handball, ice hockey, basketball, American football. */
export const ClockPlaySchema = z.object({
  kind: z.literal('clock'),
  ...base,
  /** 0-based period in play (or just played, in a break); overtime periods follow the regular ones. */
  period: count,
  /** Seconds of play in the period; beyond its length while stoppage time is played. */
  played: z.number().nonnegative(),
  /** Whether the clock runs (it stops in breaks, and now and then in play for countdown sports). */
  running: z.boolean(),
  /** Announced stoppage time of the period, in seconds (football). */
  stoppageAnnounced: count.nullable(),
  /** Stoppage time that will actually be played, in seconds (the announced time is a minimum). */
  stoppageLength: z.number().nonnegative().nullable(),
  corners: TallySchema,
  /**
   * Who scored each goal-like score, in order (`h` home, `a` away), kept from kick-off so "next goal"
   * markets can be settled; absent when play was picked up from a row that did not record it.
   */
  scorers: z
    .string()
    .regex(/^[ha]*$/)
    .optional(),
});

/** Sets raced unit by unit: tennis (points within games), volleyball, table tennis, CS2 rounds. */
export const RacePlaySchema = z.object({
  kind: z.literal('race'),
  ...base,
  /** Sets won. */
  sets: TallySchema,
  /** Tennis: points of the game in play, or of the tie-break. */
  points: TallySchema,
  server: SideSchema.nullable(),
  /** Who served first in the set in play (the next set starts with the other side). */
  setFirstServer: SideSchema.nullable(),
  /** Tennis: who served first in the tie-break in play. */
  tieBreakFirstServer: SideSchema.nullable(),
});

/** Innings: cricket (ball by ball, one innings per side) and baseball (nine innings, runs as they come). */
export const InningsPlaySchema = z.object({
  kind: z.literal('innings'),
  ...base,
  /** 0-based innings in play. */
  inning: count,
  /** Cricket: balls bowled in the innings. */
  balls: count,
  /** Baseball: seconds of play in the inning. */
  played: z.number().nonnegative(),
  /** Cricket: wickets lost by each side. */
  wickets: TallySchema,
});

/** Timed maps won on kills (Dota 2). */
export const MapsPlaySchema = z.object({
  kind: z.literal('maps'),
  ...base,
  /** Maps won. */
  sets: TallySchema,
  /** Seconds of play in the map. */
  played: z.number().nonnegative(),
});

/** Where play of a match stands, as the simulator keeps it in `matches.sim_state.play`. */
export const PlayStateSchema = z.discriminatedUnion('kind', [
  ClockPlaySchema,
  RacePlaySchema,
  InningsPlaySchema,
  MapsPlaySchema,
]);

/** Play of a clocked sport. */
export type ClockPlay = z.infer<typeof ClockPlaySchema>;
/** Play of a raced sport. */
export type RacePlay = z.infer<typeof RacePlaySchema>;
/** Play of an innings sport. */
export type InningsPlay = z.infer<typeof InningsPlaySchema>;
/** Play of a timed-maps sport. */
export type MapsPlay = z.infer<typeof MapsPlaySchema>;
/** Play of any sport. */
export type PlayState = z.infer<typeof PlayStateSchema>;
/** A period's score as play keeps it. */
export type PeriodTally = z.infer<typeof PeriodTallySchema>;
/** One side of a match. */
export type Side = z.infer<typeof SideSchema>;

/** The other side. */
export function other(side: Side): Side {
  return side === 'home' ? 'away' : 'home';
}

/** Reads a stored play state; undefined when it is missing or not one (older data, a bad write). */
export function parsePlayState(value: unknown): PlayState | undefined {
  const parsed = PlayStateSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** The total of the periods' scores. */
export function totalOf(periods: readonly PeriodTally[]): { home: number; away: number } {
  let home = 0;
  let away = 0;
  for (const period of periods) {
    home += period.home;
    away += period.away;
  }
  return { home, away };
}
