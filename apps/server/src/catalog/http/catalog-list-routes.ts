import {
  getCategory,
  getTournament,
  listCategories,
  listSports,
  listTournaments,
} from '@sportsbook/contract/sportsbook/catalog-calls';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { type RouteEnv, registerCall } from '../../http/register-call';
import * as lists from '../catalog-lists';

/** GET /sports, /categories, /categories/{id}, /tournaments, /tournaments/{id}. */
export function registerCatalogListRoutes(app: FastifyInstance, env: RouteEnv, db: Db): void {
  registerCall(app, env, listSports, async ({ query, locale }) =>
    lists.listSports(db, { ...(query.type !== undefined ? { type: query.type } : {}) }, query, locale),
  );

  registerCall(app, env, listCategories, async ({ query, locale }) =>
    lists.listCategories(
      db,
      {
        ...(query.sport_id !== undefined ? { sportId: query.sport_id } : {}),
        ...(query.sport_key !== undefined ? { sportKey: query.sport_key } : {}),
        ...(query.sport_type !== undefined ? { sportType: query.sport_type } : {}),
      },
      query,
      locale,
    ),
  );

  registerCall(app, env, getCategory, async ({ params, locale }) => {
    const category = await lists.getCategory(db, params.id, locale);
    if (!category) throw ApiError.notFound('category', params.id);
    return category;
  });

  registerCall(app, env, listTournaments, async ({ query, locale }) =>
    lists.listTournaments(
      db,
      {
        ...(query.id !== undefined ? { ids: query.id } : {}),
        ...(query.sport_id !== undefined ? { sportId: query.sport_id } : {}),
        ...(query.sport_key !== undefined ? { sportKey: query.sport_key } : {}),
        ...(query.sport_type !== undefined ? { sportType: query.sport_type } : {}),
        ...(query.category_id !== undefined ? { categoryId: query.category_id } : {}),
      },
      query,
      locale,
    ),
  );

  registerCall(app, env, getTournament, async ({ params, locale }) => {
    const tournament = await lists.getTournament(db, params.id, locale);
    if (!tournament) throw ApiError.notFound('tournament', params.id);
    return tournament;
  });
}
