import { resizedImageUrl, resizedSrcSet } from '@sportsbook/core/images/image-quality';

/**
 * An image through the resizing proxy (spec §7.5, §9: 1x and 2x candidates, avif/webp at core's quality). `src` is
 * a backend `/static/` path, a `/site-assets/` image or a URL of an IMAGE_ORIGINS origin; the proxy refuses
 * anything else (site images are checked when the server starts). `width` is the widest the image is shown, in
 * CSS pixels (the 1x candidate); the `width` and `height` attributes keep its place before it loads, and an
 * image whose shown width follows its height (a logo of any shape) leaves the width to its aspect ratio
 * (`widthFromHeight`).
 */
export function ResizedImage({
  src,
  width,
  height,
  alt,
  className,
  loading,
  fetchPriority,
  widthFromHeight = false,
}: {
  src: string;
  width: number;
  height?: number | undefined;
  alt: string;
  className?: string | undefined;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  widthFromHeight?: boolean;
}) {
  return (
    // biome-ignore lint/performance/noImgElement: the product's own resizing proxy, with a 1x/2x srcset
    <img
      className={className}
      src={resizedImageUrl(src, width)}
      srcSet={resizedSrcSet(src, width)}
      alt={alt}
      width={widthFromHeight ? undefined : width}
      height={height}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
    />
  );
}
