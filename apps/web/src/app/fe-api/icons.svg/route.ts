import { createHash } from 'node:crypto';
import { iconSprite } from '../../../icons/sprite';

/**
 * `GET /fe-api/icons.svg` (spec §7.5): the sport and general icons as one SVG sprite, cached a day and revalidated
 * by its ETag; nothing active (CSP with no scripts).
 */
const body = iconSprite();
const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;

export function GET(request: Request): Response {
  const headers = {
    'content-type': 'image/svg+xml; charset=utf-8',
    'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
    etag,
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}
