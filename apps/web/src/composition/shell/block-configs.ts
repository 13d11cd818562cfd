import { imageSource } from '@sportsbook/core/images/image-quality';
import { z } from 'zod';
import { LocalizedTextSchema } from '@/lib/site/site-config';
import { GENERAL_ICON_NAMES } from '@/ui/icons/sprite';
import { imageOrigins } from '@/ui/images/image-origins';

/**
 * Config schemas of the shell's blocks, apart from their components so the site configuration can be
 * validated (and unit-tested) without rendering anything.
 */

/** An internal path under /sports (`/live`, `/football`), or an external http(s):, sms: or mailto: link. */
export const HrefSchema = z
  .string()
  .min(1)
  .regex(/^(\/|https?:\/\/|sms:|mailto:)/, 'a path starting with / or an http(s):, sms: or mailto: link');

/**
 * An image the resizing proxy serves (core IMG5): a backend `/static/` path, a `/site-assets/` file of the web
 * app's public folder, or a URL of an origin in IMAGE_ORIGINS (the CMS). Checked when the server starts, so a
 * banner the proxy would refuse stops the deployment instead of showing a broken image.
 */
export const ImageUrlSchema = z
  .string()
  .refine(
    (src) => imageSource(src, imageOrigins()) !== undefined,
    'an image the resizing proxy serves: /static/..., /site-assets/<file>.(png|jpg|svg|webp|avif|gif) or a URL of an IMAGE_ORIGINS origin',
  );

export const BrandLogoConfig = z.strictObject({
  /** Defaults to the site name. */
  text: LocalizedTextSchema.optional(),
  imageUrl: ImageUrlSchema.optional(),
  /** Logo height in px when an image is given. */
  height: z.number().int().min(16).max(96).default(32),
  /** Logo width in px: with it the header keeps the logo's place before the image loads (no layout shift). */
  width: z.number().int().min(16).max(480).optional(),
});

export const ClockConfig = z.strictObject({
  seconds: z.boolean().default(false),
});

export const LanguageConfig = z.strictObject({});

/** The theme switch (light, dark, the system's). */
export const ThemeConfig = z.strictObject({});

export const DividerConfig = z.strictObject({});

export const TextConfig = z.strictObject({
  text: LocalizedTextSchema,
  /** `title` renders the page's level-1 heading, `heading` a level-2 one. */
  variant: z.enum(['paragraph', 'title', 'heading', 'small']).default('paragraph'),
});

export const BannerConfig = z.strictObject({
  title: LocalizedTextSchema,
  text: LocalizedTextSchema.optional(),
  imageUrl: ImageUrlSchema.optional(),
  /** Required with an informative image; omit for a decorative one. */
  imageAlt: LocalizedTextSchema.optional(),
  href: HrefSchema.optional(),
  linkLabel: LocalizedTextSchema.optional(),
});

export const ButtonConfig = z.strictObject({
  label: LocalizedTextSchema,
  href: HrefSchema,
  variant: z.enum(['primary', 'secondary']).default('primary'),
});

export const MenuLinkItemConfig = z.strictObject({
  label: LocalizedTextSchema,
  href: HrefSchema,
  /** Shown before the label (decorative): a general icon of the sprite by name (`home`, `live`...), or a short symbol. */
  icon: z.union([z.enum(GENERAL_ICON_NAMES), z.string().max(4)]).optional(),
});
