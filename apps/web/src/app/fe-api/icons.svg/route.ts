import { createHash } from 'node:crypto';
import { FILE_CONTENT_SECURITY_POLICY } from '@/server/security-headers';
import { ICON_SPRITE_VERSION, iconSprite } from '@/ui/icons/sprite';

/**
 * `GET /fe-api/icons.svg` (spec §7.2, §7.5): the sport and general icons as one SVG sprite; nothing active (CSP with
 * no scripts). With the current `version` (what pages ask for) it is cached a year, immutable: a changed sprite
 * gets a new version. Without one, or with an old one, it is cached ten minutes and revalidated by its ETag.
 */
const body = iconSprite();
const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;

const VERSIONED = 'public, max-age=31536000, immutable';
const UNVERSIONED = 'public, max-age=600, stale-while-revalidate=86400';

export function GET(request: Request): Response {
  const version = new URL(request.url).searchParams.get('version');
  const headers = {
    'content-type': 'image/svg+xml; charset=utf-8',
    'cache-control': version === ICON_SPRITE_VERSION ? VERSIONED : UNVERSIONED,
    etag,
    'x-content-type-options': 'nosniff',
    'content-security-policy': `${FILE_CONTENT_SECURITY_POLICY}; style-src 'unsafe-inline'`,
  };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}
