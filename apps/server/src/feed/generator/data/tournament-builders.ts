import type { TournamentSpec } from './tournament-spec';

type Extra = Partial<TournamentSpec>;

/** A tournament of a sport from its parts, in a compact positional form for the data tables. */
export const tournamentOf =
  (sport: string) =>
  (
    region: string,
    slug: string,
    name: string,
    tier: TournamentSpec['tier'],
    priority: number,
    matches: number,
    live: number,
    teams: TournamentSpec['teams'],
    strength: number,
    extra: Extra = {},
  ): TournamentSpec => ({
    sport,
    region,
    slug,
    name,
    tier,
    priority,
    matches,
    live,
    teams,
    strength,
    ...extra,
  });

/** Clubs of a country. */
export const clubs = (country: string, count: number) => ({ kind: 'clubs', country, count }) as const;
/** Players of the given nationalities. */
export const players = (gender: 'men' | 'women', count: number, nationalities: readonly string[]) =>
  ({ kind: 'players', gender, count, nationalities }) as const;
/** The strongest competitors of other tournaments of the sport. */
export const pool = (from: readonly string[], count: number) => ({ kind: 'pool', from, count }) as const;
/** Invented e-sports organisations. */
export const esports = (count: number) => ({ kind: 'esports', count }) as const;
