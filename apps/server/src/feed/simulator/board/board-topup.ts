import { MATCH_STATUS } from '@sportsbook/core/catalog/match-status';
import type { CompetitorSeed } from '../../generator/competitors';
import { Calendar, scheduleFixtures, sportScheduling } from '../../generator/fixtures';
import { type MarketInsert, type MatchInsert, matchRows } from '../../generator/match-rows';
import type { Random } from '../../generator/random';
import type { MatchSimState } from '../../generator/sim-state';
import type { Board } from './board-loader';
import { freshTrading, lineKey, type SimLine, SimMatch } from './sim-match';
import type { TournamentSlot } from './tournament-slots';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** How far ahead the schedule is kept full. */
const HORIZON_DAYS = 7;
const HORIZON_MS = HORIZON_DAYS * DAY;
/** Matches kicking off this soon count toward the live board. */
const SOON_MS = 10 * MINUTE;
/** Matches kept live or kicking off soon beyond the minimum, so finishing matches do not dip below it. */
const LIVE_MARGIN = 6;
/** Most matches one tick creates for the schedule ahead (a big gap is filled over a few ticks). */
const MAX_SCHEDULED_PER_TICK = 40;
/** Tries at finding a tournament with two free competitors for one new match. */
const PAIRING_TRIES = 8;

/** A match the simulator created in a tick: its board entry and the rows to insert. */
export interface CreatedMatch {
  readonly match: SimMatch;
  readonly rows: { readonly match: MatchInsert; readonly markets: readonly MarketInsert[] };
}

/** Whether a sport's matches usually start at the hour of `time` (UTC). */
function inSportHours(sportKey: string, time: number): boolean {
  const [first, last] = sportScheduling(sportKey).hours;
  const date = new Date(time);
  const hour = date.getUTCHours() + date.getUTCMinutes() / 60;
  return (hour >= first && hour < last) || (hour + 24 >= first && hour + 24 < last);
}

/** Who plays when: every competitor's kick-offs on the board, so nobody plays twice within its rest time. */
function calendarOf(board: Board, slots: readonly TournamentSlot[]): Calendar {
  const seeds = new Map<number, CompetitorSeed>();
  for (const slot of slots) for (const team of slot.teams) seeds.set(team.id, team);
  const calendar = new Calendar();
  for (const match of board.matches.values()) {
    if (match.status !== MATCH_STATUS.prematch && match.status !== MATCH_STATUS.live) continue;
    for (const id of [match.identity.homeId, match.identity.awayId]) {
      const seed = id === null ? undefined : seeds.get(id);
      if (seed) calendar.book(seed, match.identity.startTime);
    }
  }
  return calendar;
}

/**
 * Keeps the board full, with the generator's own functions and streams named after the tick: at least
 * `minLive` matches in play at the end of every tick (kicking off at once when short, and soon when close),
 * and every tournament's week ahead as full as the generator made it (new fixtures on its emptiest day from
 * tomorrow on: the last one as matches are played, or the gap a long pause left).
 */
export class BoardTopUp {
  readonly #slots: readonly TournamentSlot[];
  readonly #minLive: number;
  #scheduleCheckAt = 0;

  constructor(slots: readonly TournamentSlot[], minLive: number) {
    this.#slots = slots;
    this.#minLive = minLive;
  }

  /** Creates what the board lacks at `now`; the matches are on the board when this returns. */
  step(board: Board, now: number, random: Random): CreatedMatch[] {
    if (this.#slots.length === 0) return [];
    // Who plays when is gathered only when a match is to be made.
    let calendar: Calendar | undefined;
    const calendarNow = () => {
      calendar ??= calendarOf(board, this.#slots);
      return calendar;
    };
    const created = [...this.#topUpLive(board, now, calendarNow, random)];
    if (now >= this.#scheduleCheckAt) {
      this.#scheduleCheckAt = now + 10 * MINUTE;
      created.push(...this.#fillSchedule(board, now, calendarNow, random));
    }
    return created;
  }

  #topUpLive(board: Board, now: number, calendar: () => Calendar, random: Random): CreatedMatch[] {
    let live = 0;
    let soon = 0;
    for (const match of board.matches.values()) {
      if (match.status === MATCH_STATUS.live) live += 1;
      else if (match.status === MATCH_STATUS.prematch && match.identity.startTime > now) {
        if (match.identity.startTime <= now + SOON_MS) soon += 1;
      }
    }
    const atOnce = Math.max(0, this.#minLive - live);
    const shortly = Math.max(0, this.#minLive + LIVE_MARGIN - live - soon - atOnce);
    const kickOffs = [
      ...Array.from({ length: atOnce }, () => now),
      ...Array.from(
        { length: shortly },
        () => now + Math.round(random.between(1, SOON_MS / MINUTE)) * MINUTE,
      ),
    ];
    if (kickOffs.length === 0) return [];
    const weights = this.#slots.map(
      (slot) => [slot, (slot.spec.live + 0.2) * (inSportHours(slot.spec.sport, now) ? 1 : 0.05)] as const,
    );
    const created: CreatedMatch[] = [];
    for (const kickOff of kickOffs) {
      for (let tries = 0; tries < PAIRING_TRIES; tries += 1) {
        const made = createMatch(board, random.weighted(weights), kickOff, now, calendar(), random);
        if (made) {
          created.push(made);
          break;
        }
      }
    }
    return created;
  }

  #fillSchedule(board: Board, now: number, calendar: () => Calendar, random: Random): CreatedMatch[] {
    // Prematch matches per tournament and day ahead (day 0: the next 24 hours).
    const perDay = new Map<number, number[]>();
    for (const match of board.matches.values()) {
      const { startTime, tournamentId } = match.identity;
      if (match.status !== MATCH_STATUS.prematch || startTime <= now || startTime > now + HORIZON_MS)
        continue;
      const days = perDay.get(tournamentId) ?? new Array<number>(HORIZON_DAYS).fill(0);
      const day = Math.min(HORIZON_DAYS - 1, Math.floor((startTime - now - 1) / DAY));
      days[day] = (days[day] ?? 0) + 1;
      perDay.set(tournamentId, days);
    }
    const created: CreatedMatch[] = [];
    for (const slot of this.#slots) {
      const days = perDay.get(slot.parents.tournamentId) ?? new Array<number>(HORIZON_DAYS).fill(0);
      const missing = slot.target - days.reduce((a, b) => a + b, 0);
      for (let i = 0; i < missing && created.length < MAX_SCHEDULED_PER_TICK; i += 1) {
        // The emptiest day from tomorrow on, the latest of equals: the last day of the week as matches are
        // played, or the gap a long pause left; the next emptiest when nobody is free that day.
        const order = [...days.keys()]
          .filter((day) => day >= 1)
          .sort((a, b) => (days[a] ?? 0) - (days[b] ?? 0) || b - a);
        for (const day of order.slice(0, PAIRING_TRIES)) {
          const kickOff = kickOffOnDay(slot.spec.sport, now, day, random);
          const made =
            kickOff === undefined ? undefined : createMatch(board, slot, kickOff, now, calendar(), random);
          if (made) {
            days[day] = (days[day] ?? 0) + 1;
            created.push(made);
            break;
          }
        }
      }
    }
    return created;
  }
}

/** A quarter-hour in the 24 hours from `now` plus `day` days at which the sport's matches usually start. */
function kickOffOnDay(sportKey: string, now: number, day: number, random: Random): number | undefined {
  const quarter = 15 * MINUTE;
  const from = now + day * DAY;
  const slots: number[] = [];
  for (let time = Math.ceil((from + 1) / quarter) * quarter; time <= from + DAY; time += quarter) {
    if (inSportHours(sportKey, time)) slots.push(time);
  }
  return slots.length > 0 ? random.pick(slots) : undefined;
}

/** Schedules one match of a tournament at `kickOff` and puts it on the board; undefined if nobody is free. */
function createMatch(
  board: Board,
  slot: TournamentSlot,
  kickOff: number,
  now: number,
  calendar: Calendar,
  random: Random,
): CreatedMatch | undefined {
  const [fixture] = scheduleFixtures(
    slot.spec,
    slot.teams,
    { now, scale: 1, kickOffs: [kickOff] },
    calendar,
    random,
  );
  if (!fixture) return undefined;
  const id = board.nextMatchId;
  board.nextMatchId += 1;
  const rows = matchRows(id, fixture, slot.parents, now, random);
  const lines = new Map<string, SimLine>();
  for (const market of rows.markets) {
    lines.set(lineKey(market.marketId, market.specifier ?? ''), {
      marketId: market.marketId,
      specifier: market.specifier ?? '',
      status: market.status,
      outcomes: market.outcomes,
      priority: market.priority,
      mostBalanced: market.mostBalanced ?? false,
      nextBetStop: market.nextBetStop ?? null,
    });
  }
  const match = new SimMatch(
    {
      id,
      sportKey: slot.spec.sport,
      provider: slot.parents.sport.provider,
      tournamentId: slot.parents.tournamentId,
      homeId: fixture.home.id,
      awayId: fixture.away.id,
      startTime: kickOff,
      mainMarketId: rows.match.mainMarketId ?? null,
      secondaryMarketId: rows.match.secondaryMarketId ?? null,
    },
    {
      status: MATCH_STATUS.prematch,
      stage: null,
      clock: null,
      totalScore: null,
      gameScore: null,
      currentServer: null,
      periodScores: [],
    },
    rows.match.simState as unknown as MatchSimState,
    null,
    { edge: 0, tempo: 0, at: now },
    freshTrading(now, null),
    lines,
  );
  board.matches.set(id, match);
  return { match, rows };
}
