import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type ImageFormat,
  imageQuality,
  imageSource,
  imageWidth,
  negotiateImageFormat,
} from '@sportsbook/core/images/image-quality';
import sharp from 'sharp';
import { FILE_CONTENT_SECURITY_POLICY } from '@/server/security-headers';
import { imageOrigins } from '@/ui/images/image-origins';

/**
 * The resizing image proxy (spec §7.5, §9; core IMG rules): `GET /fe-api/image?src=<source>&w=<width>`. The source
 * is a backend `/static/` path (team badges), a `/site-assets/` image of the web app's public folder (the
 * brand's logo and art) or a URL of an origin in IMAGE_ORIGINS (the operator's CMS banners); the
 * width rounds up to an allowed one; the format follows Accept (avif, webp, else png/jpeg) at core's quality. The
 * answer varies by Accept and is cached by browsers and CDNs; recent renders are kept in memory.
 */

const MAX_SOURCE_BYTES = 10_000_000;
const CACHE_ENTRIES = 300;
const CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';
const CONTENT_TYPES: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  png: 'image/png',
  jpeg: 'image/jpeg',
};

const rendered = new Map<string, { body: Uint8Array; type: string }>();

function backendUrl(path: string): string {
  const backend = process.env.BACKEND_URL ?? `http://127.0.0.1:${process.env.SERVER_PORT ?? '4000'}`;
  return new URL(path, backend).href;
}

/** A file of the web app's `public/site-assets/` (the path is checked by core IMG5: no `..`, known extensions). */
async function readSiteAsset(path: string): Promise<Uint8Array | undefined> {
  const file = join(process.cwd(), 'public', path);
  try {
    if ((await stat(file)).size > MAX_SOURCE_BYTES) return undefined;
    return new Uint8Array(await readFile(file));
  } catch {
    return undefined;
  }
}

async function fetchSource(url: string): Promise<Uint8Array | undefined> {
  const response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(5_000) }).catch(
    () => undefined,
  );
  if (!response?.ok) return undefined;
  if (!/^image\//.test(response.headers.get('content-type') ?? '')) return undefined;
  if (Number(response.headers.get('content-length') ?? '0') > MAX_SOURCE_BYTES) return undefined;
  const body = new Uint8Array(await response.arrayBuffer());
  return body.byteLength > MAX_SOURCE_BYTES ? undefined : body;
}

async function render(source: Uint8Array, width: number, format: ImageFormat): Promise<Uint8Array> {
  const options = { limitInputPixels: 40_000_000, failOn: 'error' as const };
  const meta = await sharp(source, options).metadata();
  // Vector sources are rasterised at the density that gives the target width, not scaled up from 72 dpi.
  const density =
    meta.format === 'svg' && meta.width
      ? Math.min(2_400, Math.max(72, (72 * width) / meta.width))
      : undefined;
  const image = sharp(source, { ...options, density }).resize({
    width,
    withoutEnlargement: meta.format !== 'svg',
  });
  const quality = imageQuality(format);
  const encoded =
    format === 'avif'
      ? image.avif({ quality, effort: 3 })
      : format === 'webp'
        ? image.webp({ quality })
        : format === 'png'
          ? image.png({ quality, palette: true })
          : image.jpeg({ quality, mozjpeg: true });
  return new Uint8Array(await encoded.toBuffer());
}

export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const source = imageSource(params.get('src'), imageOrigins());
  const requested = Number(params.get('w'));
  if (!source || !Number.isFinite(requested) || requested <= 0) return new Response(null, { status: 400 });
  const width = imageWidth(requested);
  const url =
    source.kind === 'backend' ? backendUrl(source.path) : source.kind === 'site' ? source.path : source.url;
  const photo = /\.jpe?g$/i.test(source.kind === 'remote' ? new URL(url).pathname : url);
  const format = negotiateImageFormat(request.headers.get('accept'), photo ? 'jpeg' : 'png');
  const key = `${url}|${width}|${format}`;
  let hit = rendered.get(key);
  if (!hit) {
    const original = source.kind === 'site' ? await readSiteAsset(source.path) : await fetchSource(url);
    if (!original) return new Response(null, { status: 404 });
    try {
      hit = { body: await render(original, width, format), type: CONTENT_TYPES[format] };
    } catch {
      return new Response(null, { status: 415 });
    }
    rendered.set(key, hit);
    if (rendered.size > CACHE_ENTRIES) rendered.delete(rendered.keys().next().value ?? key);
  }
  return new Response(hit.body as BodyInit, {
    headers: {
      'content-type': hit.type,
      'cache-control': CACHE_CONTROL,
      vary: 'Accept',
      'x-content-type-options': 'nosniff',
      'content-security-policy': FILE_CONTENT_SECURITY_POLICY,
    },
  });
}
