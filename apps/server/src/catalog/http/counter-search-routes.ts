import { postCounters, search } from '@sportsbook/contract/sportsbook/catalog-calls';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { type RouteEnv, registerCall } from '../../http/register-call';
import type { CatalogReader } from '../catalog-reader';
import { countMatches } from '../counters';
import { searchCatalog } from '../search';

/** POST /counters and GET /search. */
export function registerCounterAndSearchRoutes(
  app: FastifyInstance,
  env: RouteEnv,
  db: Db,
  reader: CatalogReader,
): void {
  registerCall(app, env, postCounters, async ({ body }) => countMatches(db, body));

  registerCall(app, env, search, async ({ query, locale }) =>
    searchCatalog(
      db,
      reader,
      {
        query: query.q,
        ...(query.sport_type !== undefined ? { sportType: query.sport_type } : {}),
        ...(query.match_status !== undefined ? { statuses: query.match_status } : {}),
        onlyEventsName: query.only_events_name === true,
      },
      locale,
    ),
  );
}
