import { imageSource } from '@sportsbook/core/images/image-quality';
import { z } from 'zod';
import { frameSourceAllowed } from '@/lib/site/frame-origins';
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

/** A short tag (a "New", "Boosted", "24/7 support" badge beside other blocks). */
export const LabelConfig = z.strictObject({
  text: LocalizedTextSchema,
  tone: z.enum(['neutral', 'accent', 'live', 'success']).default('neutral'),
});

/**
 * A picture of the operator's through the resizing proxy; with `href` it is a link, whose name is its `alt`
 * (required then). Without `alt` it is decorative.
 */
export const ImageConfig = z
  .strictObject({
    imageUrl: ImageUrlSchema,
    alt: LocalizedTextSchema.optional(),
    /** The widest it is shown, in CSS pixels (it shrinks with the column). */
    width: z.number().int().min(16).max(1600).default(640),
    href: HrefSchema.optional(),
  })
  .refine((config) => config.href === undefined || config.alt !== undefined, {
    message: 'an image that links somewhere needs `alt`: it is the link’s name',
    path: ['alt'],
  });

/** A group of menu links under a heading that opens and closes (a sidebar's "Casino", "Help"...). */
export const SubmenuConfig = z.strictObject({
  label: LocalizedTextSchema,
  items: z.array(MenuLinkItemConfig).min(1).max(20),
  /** Open when the page loads. */
  open: z.boolean().default(false),
});

/**
 * Another page inside this one (a statistics widget, a live chat): a page of the site (`/…`) or of an origin in
 * FRAME_ORIGINS, which the content security policy lets in. Checked when the server starts.
 */
export const IframeConfig = z.strictObject({
  src: z
    .string()
    .max(2000)
    .refine(
      (src) => frameSourceAllowed(src),
      'a path on the site (/…) or a URL of an origin listed in FRAME_ORIGINS',
    ),
  /** The frame's name for screen readers (what it holds: "Live statistics"). */
  title: LocalizedTextSchema,
  /** Height in CSS pixels; the frame takes the column's width. */
  height: z.number().int().min(60).max(2000).default(400),
  allowFullscreen: z.boolean().default(false),
});
