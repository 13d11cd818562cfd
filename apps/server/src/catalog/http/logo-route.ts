import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { competitors } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { renderBadge } from '../logo-badge';

/** Badges never change for an id: browsers and proxies may keep them for a year. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';
const LOGO_FILE = /^([1-9]\d{0,9})\.svg$/;

/**
 * GET /static/logos/{competitorId}.svg: the competitor's generated badge. Not a call of the spec (it is
 * where `competitor.logo` points), so it is served outside the API, with a long cache and a CSP that
 * forbids anything active in the image.
 */
export function registerLogoRoute(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { file: string } }>(
    '/static/logos/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const id = Number(LOGO_FILE.exec(request.params.file)?.[1] ?? Number.NaN);
      if (!Number.isSafeInteger(id) || id > 2_147_483_647) {
        throw ApiError.notFound('logo', request.params.file);
      }
      const [competitor] = await db
        .select({ abbreviation: competitors.abbreviation, badge: competitors.badge })
        .from(competitors)
        .where(eq(competitors.id, id));
      if (!competitor) throw ApiError.notFound('competitor', id);
      const badge = competitor.badge ?? { primary: '#1D428A', secondary: '#FFFFFF', shape: 'shield' };
      return reply
        .header('cache-control', CACHE_CONTROL)
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .type('image/svg+xml; charset=utf-8')
        .send(renderBadge({ abbreviation: competitor.abbreviation, ...badge }));
    },
  );
}
