import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import type { RouteEnv } from '../http/register-call';
import { CatalogReader } from './catalog-reader';
import { registerCatalogListRoutes } from './http/catalog-list-routes';
import { registerCounterAndSearchRoutes } from './http/counter-search-routes';
import { registerFavouriteRoutes } from './http/favourite-routes';
import { registerLogoRoute } from './http/logo-route';
import { registerMatchRoutes } from './http/match-routes';

/** Registers the catalog calls (spec §7.2) and the competitor badges their `logo` fields point to. */
export function registerCatalogRoutes(app: FastifyInstance, env: RouteEnv, deps: AppDeps): void {
  const db = deps.database.db;
  const reader = new CatalogReader(db);
  registerCatalogListRoutes(app, env, db);
  registerMatchRoutes(app, env, db, reader);
  registerCounterAndSearchRoutes(app, env, db, reader);
  registerFavouriteRoutes(app, env, db, deps.clock);
  registerLogoRoute(app, db);
}
