import { getMatch, listMatches, listMatchMarkets } from '@sportsbook/contract/sportsbook/catalog-calls';
import { pageOf, pageOffset } from '@sportsbook/core/paging/pagination';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { type RouteEnv, registerCall } from '../../http/register-call';
import { SerializedJson } from '../../http/serialized-json';
import type { CatalogReader } from '../catalog-reader';
import { FreshReadCoalescer } from '../fresh-read-coalescer';
import type { MatchFilters } from '../match-filters';
import { findMatchPage, type MatchIdPage, type MatchListRequest } from '../match-list';

function pagination(total: number, page: number, limit: number) {
  const p = pageOf(total, page, limit);
  return { total: p.total, page: p.page, limit: p.limit, last_page: p.lastPage };
}

/**
 * GET /matches, /matches/{id}, /matches/{id}/markets. A live page polls the first two constantly, so they
 * answer from presented matches kept per version (CatalogReader.presented), and identical listings asked
 * at the same time share their page query (FreshReadCoalescer): nothing is served older than the request.
 */
export function registerMatchRoutes(
  app: FastifyInstance,
  env: RouteEnv,
  db: Db,
  reader: CatalogReader,
): void {
  const pageReads = new FreshReadCoalescer<MatchIdPage>();

  registerCall(app, env, listMatches, async ({ query, locale, caller }) => {
    if (query.favourite === true && !caller) {
      throw ApiError.unauthorized(
        "favourite=true lists a player's favourites: send the bearer token of a session",
      );
    }
    const filters: MatchFilters = {
      ...(query.id !== undefined ? { ids: query.id } : {}),
      ...(query.type !== undefined ? { types: query.type } : {}),
      ...(query.sport_key !== undefined ? { sportKey: query.sport_key } : {}),
      ...(query.sport_type !== undefined ? { sportType: query.sport_type } : {}),
      ...(query.category_id !== undefined ? { categoryId: query.category_id } : {}),
      ...(query.tournament_id !== undefined ? { tournamentId: query.tournament_id } : {}),
      ...(query.match_status !== undefined ? { statuses: query.match_status } : {}),
      ...(query.start_from !== undefined ? { startFrom: query.start_from } : {}),
      ...(query.start_to !== undefined ? { startTo: query.start_to } : {}),
      ...(query.bettable !== undefined ? { bettable: query.bettable } : {}),
      ...(query.has_video !== undefined ? { hasVideo: query.has_video } : {}),
      ...(query.favourite === true && caller ? { favouritesOf: caller.playerId } : {}),
    };
    const request: MatchListRequest = {
      filters,
      sort: query.sort_by,
      maxPerSport: query.max_per_sport,
      page: query.page,
      limit: query.limit,
    };
    // The key is the whole request (the player's id too, for favourites); the locale only affects names.
    const page = await pageReads.read(JSON.stringify(request), () => findMatchPage(db, request));
    const data = await reader.presented.byVersions(page.ids, page.versions, locale);
    return SerializedJson.page(data, pagination(page.total, query.page, query.limit));
  });

  registerCall(app, env, getMatch, async ({ params, locale }) => {
    const [match] = await reader.presented.byIds([params.id], locale);
    if (!match) throw ApiError.notFound('match', params.id);
    return match;
  });

  registerCall(app, env, listMatchMarkets, async ({ params, query, locale }) => {
    const served = await reader.marketsOfMatch(params.id, locale, {
      ...(query.market_id !== undefined ? { marketIds: query.market_id } : {}),
      ...(query.group_key !== undefined ? { groupKey: query.group_key } : {}),
    });
    if (!served) throw ApiError.notFound('match', params.id);
    const offset = pageOffset(query.page, query.limit);
    return {
      data: served.slice(offset, offset + query.limit),
      pagination: pagination(served.length, query.page, query.limit),
    };
  });
}
