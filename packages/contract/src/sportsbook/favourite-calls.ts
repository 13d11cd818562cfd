import { z } from 'zod';
import { Timestamp } from '../entities/common';
import { defineCall } from '../http/call';
import { paginated, pagingQuery } from '../http/pagination';
import { queryBoolean, queryId, queryList } from '../http/query';
import { matchStatusParam } from './catalog-calls';

/** What a player may star (spec §7.2 /favourites/{type}): a match, a league (tournament) or a sport. */
export const FAVOURITE_TYPES = ['match', 'tournament', 'sport'] as const;
export const FavouriteTypeSchema = z.enum(FAVOURITE_TYPES).meta({ id: 'FavouriteType' });
export type FavouriteType = z.infer<typeof FavouriteTypeSchema>;

/** Spec §7.2: lists page with limit 500. */
export const FAVOURITES_DEFAULT_LIMIT = 500;

/** Most favourites a player keeps of one type: the 501st is refused (409 favourites_full). */
export const FAVOURITES_PER_TYPE_MAX = 500;

/** One of the player's favourites: what it is and when they starred it. */
export const FavouriteSchema = z
  .object({ type: FavouriteTypeSchema, id: z.number().int().positive(), created_at: Timestamp })
  .meta({ id: 'Favourite' });
export type Favourite = z.infer<typeof FavouriteSchema>;

const FavouritePathSchema = z.strictObject({ type: FavouriteTypeSchema, id: queryId });

export const listFavourites = defineCall({
  id: 'listFavourites',
  api: 'sportsbook',
  method: 'GET',
  path: '/favourites/{type}',
  summary:
    "The player's favourites of a type, newest first; for matches, only those of the given statuses and, with bettable, those open for bets (GET /matches?favourite=true answers the matches themselves)",
  auth: 'bearer',
  params: z.strictObject({ type: FavouriteTypeSchema }),
  query: z.strictObject({
    match_status: queryList(matchStatusParam, 6),
    bettable: queryBoolean.optional(),
    ...pagingQuery(FAVOURITES_DEFAULT_LIMIT),
  }),
  status: 200,
  response: paginated(FavouriteSchema).meta({ id: 'FavouritePage' }),
  errorStatuses: [401],
});

export const addFavourite = defineCall({
  id: 'addFavourite',
  api: 'sportsbook',
  method: 'POST',
  path: '/favourites/{type}/{id}',
  summary:
    'Stars a match, league or sport for the player (starring it again answers the favourite as it is); 404 when it does not exist, 409 favourites_full past the most a player keeps of a type',
  auth: 'bearer',
  params: FavouritePathSchema,
  status: 200,
  response: FavouriteSchema,
  errorStatuses: [401, 404, 409],
});

export const removeFavourite = defineCall({
  id: 'removeFavourite',
  api: 'sportsbook',
  method: 'DELETE',
  path: '/favourites/{type}/{id}',
  summary: "Unstars one of the player's favourites (one that is not theirs changes nothing)",
  auth: 'bearer',
  params: FavouritePathSchema,
  status: 204,
  response: z.undefined(),
  errorStatuses: [401],
});
