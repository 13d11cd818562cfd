import { resizedImageUrl, resizedSrcSet } from '@sportsbook/core/images/image-quality';

/**
 * An image through the resizing proxy (spec §7.5, §9: 1x and 2x candidates, avif/webp at core's quality). `src` is
 * a backend `/static/` path or a URL of an IMAGE_ORIGINS origin; the proxy refuses anything else.
 */
export function ResizedImage({
  src,
  width,
  height,
  alt,
  className,
  loading,
  fetchPriority,
}: {
  src: string;
  width: number;
  height: number;
  alt: string;
  className?: string;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
}) {
  return (
    // biome-ignore lint/performance/noImgElement: the product's own resizing proxy, with a 1x/2x srcset
    <img
      className={className}
      src={resizedImageUrl(src, width)}
      srcSet={resizedSrcSet(src, width)}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
    />
  );
}
