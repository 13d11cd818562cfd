/**
 * Images through the resizing proxy (spec §7.5, §9 image quality; IMG rules in SPEC.md). Pure: which format the
 * browser gets, at which quality and width, and the 1x/2x candidates an <img> offers.
 */

/** [IMG1] The base quality. */
export const BASE_IMAGE_QUALITY = 80;

export type ImageFormat = 'avif' | 'webp' | 'png' | 'jpeg';

/** [IMG1] Quality per format: avif 81.25 % and webp 87.5 % of the base (65 and 70), others the base (80). */
export function imageQuality(format: ImageFormat, base: number = BASE_IMAGE_QUALITY): number {
  const factor = format === 'avif' ? 0.8125 : format === 'webp' ? 0.875 : 1;
  return Math.min(100, Math.max(1, Math.round(base * factor)));
}

/**
 * [IMG2] The format for a browser's `Accept` header: avif when it takes avif, else webp when it takes webp, else
 * the source's own kind (png for transparent and vector sources, jpeg for photographs).
 */
export function negotiateImageFormat(accept: string | null | undefined, source: 'png' | 'jpeg'): ImageFormat {
  const types = (accept ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.trim())
    .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
    .map((part) => part.split(';')[0]);
  if (types.includes('image/avif')) return 'avif';
  if (types.includes('image/webp')) return 'webp';
  return source;
}

/** [IMG3] Widths the proxy renders; a request is rounded up to one of them (bounded cache, no resize attacks). */
export const IMAGE_WIDTHS = [
  16, 24, 32, 48, 64, 96, 128, 160, 192, 256, 320, 384, 480, 640, 750, 828, 960, 1080, 1280, 1920, 2048,
] as const;

/** [IMG3] The rendered width for a requested one: the smallest allowed width at least as wide, at most 2048. */
export function imageWidth(requested: number): number {
  if (!Number.isFinite(requested)) return IMAGE_WIDTHS[0];
  return IMAGE_WIDTHS.find((width) => width >= requested) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? 2048;
}

/** [IMG4] The candidates of an image shown `width` CSS pixels wide: 1x and 2x (spec §9 "2x images"). */
export function imageCandidates(
  width: number,
): readonly { readonly width: number; readonly density: 1 | 2 }[] {
  return [
    { width: imageWidth(width), density: 1 },
    { width: imageWidth(width * 2), density: 2 },
  ];
}

export type ImageSource =
  | { readonly kind: 'backend'; readonly path: string }
  | { readonly kind: 'site'; readonly path: string }
  | { readonly kind: 'remote'; readonly url: string };

/**
 * Where the site's own images live (the web app's `public/site-assets/`): a brand's logo, banner art, the
 * social card. Served as they are, and resized by the proxy like any other image.
 */
export const SITE_ASSETS_PATH = '/site-assets/';

const BACKEND_PATH = /^\/static\/[A-Za-z0-9/_.-]+$/;
const SITE_ASSET = /^\/site-assets\/[A-Za-z0-9/_.-]+\.(?:png|jpe?g|svg|webp|avif|gif)$/i;

/**
 * [IMG5] What the proxy may fetch: a path of the backend's `/static/` files or of the site's own
 * `/site-assets/` images (no `..`, no protocol-relative or encoded tricks), or an http(s) URL of an origin the
 * operator allows (its CMS). Anything else is refused: the proxy never fetches arbitrary URLs.
 */
export function imageSource(
  src: string | null | undefined,
  allowedOrigins: readonly string[],
): ImageSource | undefined {
  if (!src || src.length > 1_000) return undefined;
  if (src.startsWith('/')) {
    if (src.includes('..') || src.includes('//')) return undefined;
    if (BACKEND_PATH.test(src)) return { kind: 'backend', path: src };
    if (SITE_ASSET.test(src)) return { kind: 'site', path: src };
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return undefined;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password)
    return undefined;
  return allowedOrigins.includes(url.origin) ? { kind: 'remote', url: url.href } : undefined;
}

/** [IMG4] The proxy URL of an image at a width. */
export function resizedImageUrl(src: string, width: number, base = '/fe-api/image'): string {
  return `${base}?${new URLSearchParams({ src, w: String(imageWidth(width)) }).toString()}`;
}

/** [IMG4] `srcset` of an image shown `width` CSS pixels wide: its 1x and 2x proxy URLs. */
export function resizedSrcSet(src: string, width: number): string {
  return imageCandidates(width)
    .map((candidate) => `${resizedImageUrl(src, candidate.width)} ${candidate.density}x`)
    .join(', ');
}
