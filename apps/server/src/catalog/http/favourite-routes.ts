import {
  addFavourite,
  FAVOURITES_PER_TYPE_MAX,
  listFavourites,
  removeFavourite,
} from '@sportsbook/contract/sportsbook/favourite-calls';
import { pageOf, pageOffset } from '@sportsbook/core/paging/pagination';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { type Caller, type RouteEnv, registerCall } from '../../http/register-call';
import * as store from '../favourites';

function playerOf(caller: Caller | null): number {
  if (!caller) throw new Error('a bearer call ran without a caller');
  return caller.playerId;
}

/**
 * GET /favourites/{type}, POST and DELETE /favourites/{type}/{id} (spec §7.2): the player's starred matches,
 * leagues and sports. Starring is idempotent; a player keeps at most FAVOURITES_PER_TYPE_MAX of a type.
 */
export function registerFavouriteRoutes(app: FastifyInstance, env: RouteEnv, db: Db, clock: Clock): void {
  registerCall(app, env, listFavourites, async ({ caller, params, query }) => {
    const { rows, total } = await store.listFavourites(
      db,
      playerOf(caller),
      params.type,
      {
        ...(query.match_status !== undefined ? { statuses: query.match_status } : {}),
        ...(query.bettable !== undefined ? { bettable: query.bettable } : {}),
      },
      { offset: pageOffset(query.page, query.limit), limit: query.limit },
    );
    const page = pageOf(total, query.page, query.limit);
    return {
      data: rows,
      pagination: { total: page.total, page: page.page, limit: page.limit, last_page: page.lastPage },
    };
  });

  registerCall(app, env, addFavourite, async ({ caller, params }) => {
    const key = { playerId: playerOf(caller), type: params.type, id: params.id };
    const starred = await store.findFavourite(db, key);
    if (starred) return starred;
    if (!(await store.favouriteTargetExists(db, params.type, params.id)))
      throw ApiError.notFound(params.type, params.id);
    // Checked before adding: two stars at the very limit at once may both land (a soft limit).
    if ((await store.favouriteCount(db, key.playerId, params.type)) >= FAVOURITES_PER_TYPE_MAX)
      throw new ApiError(
        409,
        'favourites_full',
        `you keep ${FAVOURITES_PER_TYPE_MAX} favourites of type ${params.type} already: remove one first`,
      );
    return store.addFavourite(db, { ...key, at: new Date(clock.now()).toISOString() });
  });

  registerCall(app, env, removeFavourite, async ({ caller, params }) => {
    await store.removeFavourite(db, { playerId: playerOf(caller), type: params.type, id: params.id });
    return undefined;
  });
}
