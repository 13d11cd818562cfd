import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { competitors, matches, tournaments } from '../../../db/schema';
import type { Badge, CompetitorSeed } from '../../generator/competitors';
import { SPORTS } from '../../generator/data/sports';
import type { TournamentSpec } from '../../generator/data/tournament-spec';
import { TOURNAMENT_SPECS } from '../../generator/generate-catalog';
import type { MatchParents } from '../../generator/match-rows';
import type { Board } from './board-loader';

/** A tournament the simulator can schedule new matches in: its data, its parents and its competitors. */
export interface TournamentSlot {
  readonly spec: TournamentSpec;
  readonly parents: MatchParents;
  /** Its competitors as the generator knows them (ratings, venues), in id order. */
  readonly teams: readonly CompetitorSeed[];
  /** Prematch matches it keeps scheduled over the next seven days (as the generator scheduled them). */
  readonly target: number;
}

const SHAPES: readonly Badge['shape'][] = ['shield', 'circle', 'hexagon', 'diamond', 'square'];

function badgeOf(stored: { primary: string; secondary: string; shape: string } | null): Badge {
  const shape = SHAPES.find((s) => s === stored?.shape) ?? 'shield';
  return { primary: stored?.primary ?? '#003DA5', secondary: stored?.secondary ?? '#FFFFFF', shape };
}

/**
 * The tournaments new matches can be scheduled in, from the catalogue as stored: each tournament of the
 * generator's data with the competitors that play in it (ratings from their matches' pricing state, venues
 * from their home matches). Works whatever seed the catalogue was generated with. `scale` is the
 * catalogue's size relative to the full one.
 */
export async function loadTournamentSlots(db: Db, board: Board, scale: number): Promise<TournamentSlot[]> {
  const [tournamentRows, competitorRows, matchRows] = await Promise.all([
    db
      .select({
        id: tournaments.id,
        sportId: tournaments.sportId,
        categoryId: tournaments.categoryId,
        slug: tournaments.slug,
      })
      .from(tournaments)
      .orderBy(asc(tournaments.id)),
    db.select().from(competitors),
    db
      .select({
        id: matches.id,
        tournamentId: matches.tournamentId,
        homeId: matches.homeId,
        awayId: matches.awayId,
        stadium: matches.stadium,
        city: matches.city,
      })
      .from(matches)
      .where(eq(matches.type, 'match'))
      .orderBy(asc(matches.id)),
  ]);
  const competitorsById = new Map(competitorRows.map((row) => [row.id, row]));
  const ratings = new Map<number, number>();
  const venues = new Map<number, { stadium: string | null; city: string | null }>();
  const teamIds = new Map<number, Set<number>>();
  for (const row of matchRows) {
    const match = board.matches.get(row.id);
    if (!match || row.homeId === null || row.awayId === null) continue;
    ratings.set(row.homeId, match.base.ratings.home);
    ratings.set(row.awayId, match.base.ratings.away);
    if (!venues.has(row.homeId)) venues.set(row.homeId, { stadium: row.stadium, city: row.city });
    const ids = teamIds.get(row.tournamentId) ?? new Set<number>();
    ids.add(row.homeId).add(row.awayId);
    teamIds.set(row.tournamentId, ids);
  }
  const slots: TournamentSlot[] = [];
  for (const row of tournamentRows) {
    const sportKey = board.sportKeys.get(row.sportId);
    const spec = TOURNAMENT_SPECS.find((s) => s.sport === sportKey && s.slug === row.slug);
    const sport = SPORTS.find((s) => s.key === sportKey);
    if (!spec || !sport) continue;
    const teams = [...(teamIds.get(row.id) ?? [])]
      .sort((a, b) => a - b)
      .flatMap((id): CompetitorSeed[] => {
        const stored = competitorsById.get(id);
        const rating = ratings.get(id);
        if (!stored || rating === undefined) return [];
        const venue = venues.get(id);
        return [
          {
            id,
            sportKey: sport.key,
            name: stored.name,
            names: stored.names,
            abbreviation: stored.abbreviation,
            badge: badgeOf(stored.badge),
            country: stored.country,
            rating,
            city: venue?.city ?? null,
            venue: venue?.stadium ?? null,
          },
        ];
      });
    if (teams.length < 2) continue;
    slots.push({
      spec,
      parents: { sport, sportId: row.sportId, categoryId: row.categoryId, tournamentId: row.id },
      teams,
      target: Math.max(0, Math.round(spec.matches * scale) - Math.round(spec.live * scale)),
    });
  }
  return slots;
}
